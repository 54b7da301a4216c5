import type { ReactNode } from "react";
import { PageIntro } from "@/components/content/page-intro";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { promptCategoryPages, promptSelection } from "@/lib/data/prompt-pages";
import { countLabel } from "@/lib/format";
import { downloadPath, promptCategoryPath, type CollectionId } from "@/lib/prompts/paths";
import { PromptCards } from "./prompt-cards";
import { PromptCardsController } from "./prompt-cards-controller";
import { ReportLauncher } from "@/components/reports/report-launcher";
import { PromptFilter } from "./prompt-filter";

/** "Download the collection: JSON, CSV". */
export function PromptDownloads({ collection }: { collection: CollectionId }) {
  return (
    <p className="text-sm text-muted-foreground">
      Download the whole collection:{" "}
      <a href={downloadPath(collection, "json")} download className="text-accent underline">
        JSON
      </a>
      {" · "}
      <a href={downloadPath(collection, "csv")} download className="text-accent underline">
        CSV
      </a>
    </p>
  );
}

/**
 * A prompt collection's index: its categories (each with its own page), a short selection,
 * and a filter over the whole collection. The page stays small however many prompts there are.
 */
export function PromptCollectionPage({
  collection,
  title,
  lead,
  aside,
}: {
  collection: CollectionId;
  title: string;
  lead: string;
  aside?: ReactNode;
}) {
  const categories = promptCategoryPages(collection);
  const total = categories.reduce((sum, category) => sum + category.records.length, 0);
  const listId = `${collection}-prompts`;
  return (
    <Container className="pb-16">
      <PageIntro eyebrow="Prompts" title={title} lead={lead}>
        {aside}
        <PromptDownloads collection={collection} />
      </PageIntro>
      <section aria-labelledby="categories-heading" className="mb-12">
        <h2 id="categories-heading" className="mb-5 text-2xl font-semibold tracking-tight">
          Categories
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                href={promptCategoryPath(collection, category.slug)}
                className="flex h-full flex-col gap-1 rounded-2xl border border-border bg-card p-4 hover:border-accent"
              >
                <span className="font-semibold">{category.name}</span>
                <span className="text-sm text-muted-foreground">{category.description}</span>
                <span className="mt-auto pt-2 text-sm text-accent">
                  {countLabel(category.records.length, "prompt")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div id={listId}>
        <PromptFilter collection={collection} total={total} redirectAnchors>
          <section aria-labelledby="selection-heading" className="flex flex-col gap-5">
            <h2 id="selection-heading" className="text-2xl font-semibold tracking-tight">
              A few to start with
            </h2>
            <PromptCards records={promptSelection(collection)} />
          </section>
        </PromptFilter>
      </div>
      <PromptCardsController containerId={listId} />
      <ReportLauncher />
    </Container>
  );
}

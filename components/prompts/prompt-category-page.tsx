import { PageIntro } from "@/components/content/page-intro";
import { BreadcrumbTrail } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { promptCategoryPage, promptCategoryPages } from "@/lib/data/prompt-pages";
import { countLabel } from "@/lib/format";
import { collectionPaths, promptCategoryPath, type CollectionId } from "@/lib/prompts/paths";
import { PromptDownloads } from "./prompt-collection-page";
import { PromptCards } from "./prompt-cards";
import { PromptCardsController } from "./prompt-cards-controller";
import { ReportLauncher } from "@/components/reports/report-launcher";
import { PromptFilter } from "./prompt-filter";

/** Every prompt of one category (each at its #id), links to the others, and a filter. */
export function PromptCategoryPage({
  collection,
  collectionName,
  noun,
  slug,
}: {
  collection: CollectionId;
  /** "ChatGPT Prompts": the collection's page title. */
  collectionName: string;
  /** "ChatGPT prompts": what a category's page title ends with. */
  noun: string;
  slug: string;
}) {
  const category = promptCategoryPage(collection, slug);
  const breadcrumbs = [
    { label: "Home", href: "/" },
    { label: collectionName, href: collectionPaths[collection] },
    { label: category.name, href: promptCategoryPath(collection, slug) },
  ];
  const listId = `${collection}-${slug}-prompts`;
  return (
    <Container className="pb-16">
      <BreadcrumbTrail items={breadcrumbs} />
      <PageIntro
        eyebrow={`${collectionName} · ${countLabel(category.records.length, "prompt")}`}
        title={`${category.name} ${noun}`}
        lead={category.description}
      >
        <PromptDownloads collection={collection} />
      </PageIntro>
      <nav aria-label="Other categories" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {promptCategoryPages(collection).map((other) => (
            <li key={other.slug}>
              <Link
                href={promptCategoryPath(collection, other.slug)}
                aria-current={other.slug === slug ? "page" : undefined}
                className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm hover:border-accent aria-[current=page]:border-accent aria-[current=page]:text-accent"
              >
                {other.name}
                <span className="text-muted-foreground">{other.records.length}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div id={listId}>
        <PromptFilter collection={collection} category={slug} total={category.records.length}>
          <h2 className="sr-only">{`${category.name} ${noun}`}</h2>
          <PromptCards records={category.records} />
        </PromptFilter>
      </div>
      <PromptCardsController containerId={listId} />
      <ReportLauncher />
    </Container>
  );
}

import type { ReactNode } from "react";
import { PageIntro } from "@/components/content/page-intro";
import { Container } from "@/components/ui/container";
import { countLabel } from "@/lib/format";
import { PromptCollectionController } from "./prompt-collection-controller";

export type CollectionSection = {
  slug: string;
  name: string;
  description: string;
  count: number;
  cards: ReactNode;
};

/** A prompt collection: intro, category links, the filter box and the prompts by category. */
export function PromptCollectionPage({
  title,
  lead,
  listId,
  sections,
  aside,
}: {
  title: string;
  lead: string;
  listId: string;
  sections: readonly CollectionSection[];
  aside?: ReactNode;
}) {
  const total = sections.reduce((sum, section) => sum + section.count, 0);
  return (
    <Container className="pb-16">
      <PageIntro eyebrow="Prompts" title={title} lead={lead}>
        {aside}
      </PageIntro>
      <nav aria-label="Prompt categories" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.slug}>
              <a
                href={`#${section.slug}`}
                className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm hover:border-accent"
              >
                {section.name}
                <span className="text-muted-foreground">{section.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mb-10">
        <PromptCollectionController listId={listId} total={total} />
      </div>
      <div id={listId} className="flex flex-col gap-14">
        {sections.map((section) => (
          <section
            key={section.slug}
            id={section.slug}
            data-prompt-section
            aria-labelledby={`${section.slug}-heading`}
            className="flex scroll-mt-24 flex-col gap-5"
          >
            <div className="flex flex-col gap-1">
              <h2 id={`${section.slug}-heading`} className="text-2xl font-semibold tracking-tight">
                {section.name}
              </h2>
              <p className="text-muted-foreground">
                {`${section.description} (${countLabel(section.count, "prompt")})`}
              </p>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">{section.cards}</div>
          </section>
        ))}
      </div>
    </Container>
  );
}

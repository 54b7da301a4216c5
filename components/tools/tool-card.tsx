import { Link } from "@/components/ui/link";
import type { DirectoryTool } from "@/lib/directory/catalogue";
import { monthlyAmount } from "@/lib/directory/pricing";
import { slugify, toolPath } from "@/lib/directory/slug";
import { Badge } from "@/components/ui/badge";
import { AdultBadge } from "./adult-badge";
import { PricingBadge } from "./pricing-badge";
import { toolGridClassName } from "./tool-grid-class";
import { ToolLogo } from "./tool-logo";
import { ToolStatusBadge } from "./tool-status-badge";

/** A tool in a listing. The whole card is one link target (the name's link stretches over it). */
export function ToolCard({
  tool,
  headingLevel = 3,
}: {
  tool: DirectoryTool;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4 transition-colors focus-within:border-accent hover:border-accent">
      <div className="flex items-start gap-3">
        <ToolLogo tool={tool} size={48} blurred={tool.adult} />
        <div className="min-w-0 flex-1">
          <Heading className="truncate text-base font-semibold">
            <Link
              href={toolPath(tool.slug)}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {tool.name}
            </Link>
          </Heading>
          <p className="truncate text-sm text-muted-foreground">{tool.genreLabel}</p>
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-muted-foreground">{tool.shortDescription}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <PricingBadge price={tool.price} />
        {tool.featured ? <Badge tone="featured">Featured</Badge> : null}
        {tool.adult ? <AdultBadge /> : null}
        <ToolStatusBadge status={tool.status} />
      </div>
    </article>
  );
}

/** What the directory filters read from a listed card (see components/tools/directory-filters.tsx). */
function filterAttributes(tool: DirectoryTool) {
  const monthly = monthlyAmount(tool.price);
  return {
    "data-tool-card": tool.slug,
    "data-name": tool.name,
    "data-category": tool.categorySlug,
    "data-pricing": tool.price.kind,
    "data-monthly": monthly === null ? "" : String(monthly),
    "data-genre": slugify(tool.genreLabel),
    "data-featured": tool.featured ? "yes" : "no",
  };
}

export function ToolGrid({
  tools,
  headingLevel,
  filterable = false,
}: {
  tools: readonly DirectoryTool[];
  headingLevel?: 2 | 3;
  /** Marks each card with the data the directory filters use. */
  filterable?: boolean;
}) {
  return (
    <ul className={toolGridClassName}>
      {tools.map((tool) => (
        <li key={tool.slug} {...(filterable ? filterAttributes(tool) : {})}>
          <ToolCard tool={tool} {...(headingLevel ? { headingLevel } : {})} />
        </li>
      ))}
    </ul>
  );
}

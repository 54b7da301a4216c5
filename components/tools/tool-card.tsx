import { Link } from "@/components/ui/link";
import type { ToolCardTool } from "@/lib/directory/summary";
import { toolPath } from "@/lib/directory/slug";
import { Badge } from "@/components/ui/badge";
import { AdultBadge } from "./adult-badge";
import { PricingBadge } from "./pricing-badge";
import { ToolLogo } from "./tool-logo";
import { ToolStatusBadge } from "./tool-status-badge";
import { CompareToggle, SaveToggle } from "@/components/saved/toggles";

/**
 * A tool in a listing. The whole card is one link target (the name's link stretches over it).
 * Rendered on the server for pre-rendered listings and in the browser for filtered ones, from
 * the same fields (lib/directory/summary.ts), so both look and behave the same.
 */
export function ToolCard({ tool, headingLevel = 3 }: { tool: ToolCardTool; headingLevel?: 2 | 3 }) {
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
        {/* Together, so they wrap as a pair under the badges rather than one by one. */}
        <div className="ml-auto flex gap-2">
          <SaveToggle kind="tool" id={tool.slug} name={tool.name} />
          <CompareToggle slug={tool.slug} name={tool.name} />
        </div>
      </div>
    </article>
  );
}

const gridClassNames = {
  3: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
} as const;

/** The card grid of every tool listing, pre-rendered or filtered. */
export function ToolGrid({
  tools,
  headingLevel,
  columns = 4,
  filters,
}: {
  tools: readonly ToolCardTool[];
  headingLevel?: 2 | 3;
  /** At most this many cards a row on wide screens. */
  columns?: 3 | 4;
  /** The filters each tool passes (a task page's price filters), as data-filters tokens. */
  filters?: (tool: ToolCardTool) => string;
}) {
  return (
    <ul className={gridClassNames[columns]}>
      {tools.map((tool) => (
        <li
          key={tool.slug}
          data-filters={filters?.(tool)}
          className="render-lazy [--render-lazy-height:12rem] noscript:[--render-lazy-height:10.5rem]"
        >
          <ToolCard tool={tool} {...(headingLevel ? { headingLevel } : {})} />
        </li>
      ))}
    </ul>
  );
}

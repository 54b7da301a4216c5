import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/cn";
import type { ToolCardTool } from "@/lib/directory/summary";
import { RatingChip } from "@/components/reviews/rating-chip";
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
export function ToolCard({
  tool,
  headingLevel = 3,
  actions = true,
}: {
  tool: ToolCardTool;
  headingLevel?: 2 | 3;
  /** With the Save and Compare toggles (not on a tool page's own short lists). */
  actions?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Classes in app/globals.css (.tool-card…): a listing repeats them on every card.
  return (
    <article className="tool-card">
      <div className="tool-card-head">
        <ToolLogo tool={tool} size={48} blurred={tool.adult} />
        <div className="tool-card-name">
          <Heading>
            <Link href={toolPath(tool.slug)}>{tool.name}</Link>
          </Heading>
          <p>{tool.genreLabel}</p>
        </div>
      </div>
      <p className="tool-card-text">{tool.shortDescription}</p>
      <div className="tool-card-foot">
        <PricingBadge price={tool.price} />
        {tool.stars ? <RatingChip mean={tool.stars.mean} count={tool.stars.count} /> : null}
        {tool.featured ? <Badge tone="featured">Featured</Badge> : null}
        {tool.adult ? <AdultBadge /> : null}
        <ToolStatusBadge status={tool.status} />
        {/* Together, so they wrap as a pair under the badges rather than one by one. */}
        {actions ? (
          <div>
            <SaveToggle kind="tool" id={tool.slug} name={tool.name} />
            <CompareToggle slug={tool.slug} name={tool.name} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

const gridClassNames = { 3: "tool-grid", 4: "tool-grid tool-grid-4" } as const;

/** The card grid of every tool listing, pre-rendered or filtered. */
export function ToolGrid({
  tools,
  headingLevel,
  columns = 4,
  filters,
  actions = true,
  trailing,
}: {
  tools: readonly ToolCardTool[];
  headingLevel?: 2 | 3;
  /** At most this many cards a row on wide screens. */
  columns?: 3 | 4;
  /** The filters each tool passes (a task page's price filters), as data-filters tokens. */
  filters?: (tool: ToolCardTool) => string;
  /** Cards with the Save and Compare toggles. */
  actions?: boolean;
  /** One more item after the cards (the home page's "every tool" card, filling the last row). */
  trailing?: ReactNode;
}) {
  return (
    <ul className={cn(gridClassNames[columns], !actions && "tool-grid-plain")}>
      {tools.map((tool) => (
        // Each item renders lazily (.tool-grid > li); data-filters only where there are filters.
        <li key={tool.slug} {...(filters ? { "data-filters": filters(tool) } : {})}>
          <ToolCard tool={tool} actions={actions} {...(headingLevel ? { headingLevel } : {})} />
        </li>
      ))}
      {trailing ? <li>{trailing}</li> : null}
    </ul>
  );
}

import { Link } from "@/components/ui/link";
import { formatPricing } from "@/lib/directory/pricing";
import { toolPath } from "@/lib/directory/slug";
import type { ToolCardTool } from "@/lib/directory/summary";
import { ToolLogo } from "./tool-logo";
import { ToolStatusBadge } from "./tool-status-badge";

/**
 * A compact list of tools (logo, name, genre and price, the whole row one link target), for
 * overviews that name many tools, such as each category's top tools on /tools: a third of a
 * card's markup, so the overview stays light; the category pages show the full cards.
 */
export function ToolRows({ tools }: { tools: readonly ToolCardTool[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <li
          key={tool.slug}
          className="relative flex items-center gap-3 rounded-xl border border-border bg-card p-3 transition-colors focus-within:border-accent hover:border-accent"
        >
          <ToolLogo tool={tool} size={40} blurred={tool.adult} />
          <div className="min-w-0 flex-1">
            <h3 className="truncate text-base font-semibold">
              <Link
                href={toolPath(tool.slug)}
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              >
                {tool.name}
              </Link>
            </h3>
            <p className="truncate text-sm text-muted-foreground">
              {tool.genreLabel} · <span className="sr-only">Pricing: </span>
              {formatPricing(tool.price)}
            </p>
          </div>
          <ToolStatusBadge status={tool.status} />
        </li>
      ))}
    </ul>
  );
}

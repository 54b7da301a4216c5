import { Link } from "@/components/ui/link";
import { formatPricing } from "@/lib/directory/pricing";
import { toolPath } from "@/lib/directory/slug";
import type { ToolCardTool } from "@/lib/directory/summary";
import { ToolLogo } from "./tool-logo";
import { ToolStatusBadge } from "./tool-status-badge";

/**
 * A compact list of tools (logo, name, genre and price, the whole row one link target), for
 * overviews that name many tools, such as each category's top tools on /tools and a tool page's
 * related tools in other categories: a third of a card's markup, so those pages stay light; the
 * category pages and a tool's alternatives show the full cards. Styles: .tool-row in globals.css.
 */
export function ToolRows({ tools }: { tools: readonly ToolCardTool[] }) {
  return (
    <ul className="tool-rows">
      {tools.map((tool) => (
        <li key={tool.slug} className="tool-row">
          <ToolLogo tool={tool} size={40} blurred={tool.adult} />
          <div className="tool-row-name">
            <h3>
              <Link href={toolPath(tool.slug)}>{tool.name}</Link>
            </h3>
            <p>
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

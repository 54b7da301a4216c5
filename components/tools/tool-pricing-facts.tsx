import { SourceLink } from "@/components/ui/source-link";
import type { DirectoryTool } from "@/lib/directory/catalogue";
import { hasEnded } from "@/lib/directory/on-sale";

import { formatPricing } from "@/lib/directory/pricing";
import { formatLongDate, formatMonthYear } from "@/lib/format";
import { restsOnWeakSources, sourceKindLabels } from "@/lib/sources/kinds";

/** "2026-03" → "March 2026"; "2026-03-14" → "March 14, 2026". */
function sourceDate(seen: string): string {
  return seen.length === 7 ? formatMonthYear(seen) : formatLongDate(seen);
}

/**
 * What we know of a tool's price and how current it is: the basis of the price, when a source
 * last confirmed it (or, honestly, that none has since the date given), and the sources.
 */
export function ToolPricingFacts({ tool }: { tool: DirectoryTool }) {
  const confirmed = tool.pricingSource !== undefined;
  const when = tool.checkedAt === undefined ? undefined : formatMonthYear(tool.checkedAt);
  const ended = hasEnded(tool.status);
  const priceSources = (tool.sources ?? []).filter((source) => source.confirmsPrice);
  const weak = confirmed && restsOnWeakSources(priceSources);
  return (
    <div className="flex max-w-3xl flex-col gap-2 text-sm text-muted-foreground">
      {tool.pricingNote || tool.paidFromPrice ? (
        <p className="text-foreground/90">
          {tool.pricingNote ??
            `Free plan; paid plans from ${formatPricing(tool.paidFromPrice ?? tool.price)}.`}
        </p>
      ) : null}
      <p
        data-pricing-checked={
          !confirmed ? "unconfirmed" : tool.checkedWithinYear ? "confirmed" : "confirmed-long-ago"
        }
      >
        {when === undefined
          ? "We have not confirmed this tool's pricing against a dated source yet, so we list no price; see its site for current plans."
          : ended
            ? `Pricing as last confirmed in ${when}, before the service ${tool.status === "merged" ? "was merged" : "closed"}.`
            : tool.checkedWithinYear
              ? `Pricing confirmed ${when}. Prices and plans change; check the tool's site before you buy.`
              : `Pricing last confirmed ${when}; we have found no newer source since, so check the tool's site before you buy.`}
        {weak ? (
          <strong className="font-medium text-featured" data-weakly-sourced="">
            {" "}
            Weakly sourced: only a personal or unknown publisher states this price.
          </strong>
        ) : null}
      </p>
      {tool.sources && tool.sources.length > 0 ? (
        <section aria-labelledby="sources" className="flex flex-col gap-1">
          <h2 id="sources" className="facts-heading">
            Sources
          </h2>
          <ul className="flex flex-col gap-2">
            {/* Index keys: a URL key would repeat every address in the page's flight data. */}
            {tool.sources.map((source, index) => (
              <li key={index}>
                <SourceLink url={source.url} title={source.title} />{" "}
                <span className="whitespace-nowrap">
                  ({source.kind ? `${sourceKindLabels[source.kind]}, ` : ""}
                  {sourceDate(source.seen)}
                  {source.confirmsPrice ? ", states the price" : ""}
                  {source.confirmsStatus ? ", reports what happened to it" : ""})
                </span>
                {source.quote ? (
                  <q cite={source.url} className="source-quote">
                    {source.quote}
                  </q>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

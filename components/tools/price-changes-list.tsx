import { Link } from "@/components/ui/link";
import { SourceLink } from "@/components/ui/source-link";
import type { PriceChange } from "@/lib/directory/changes";
import { formatPricing, parsePricing } from "@/lib/directory/pricing";
import { toolPath } from "@/lib/directory/slug";
import { formatLongDate, formatMonthYear } from "@/lib/format";
import { ToolLogo } from "./tool-logo";

/** "Freemium, paid from $8/month" */
export function historyPrice(price: { pricing: string; paidFrom?: string | undefined }): string {
  const read = (text: string) => formatPricing(parsePricing(text) ?? { kind: "unknown" });
  return `${read(price.pricing)}${price.paidFrom ? `, paid from ${read(price.paidFrom)}` : ""}`;
}

export function historyDate(date: string): string {
  return date.length === 7 ? formatMonthYear(date) : formatLongDate(date);
}

/** The directory's price changes, newest first: the tool, old → new, what changed, the source. */
export function PriceChangesList({ changes }: { changes: readonly PriceChange[] }) {
  if (changes.length === 0)
    return <p className="text-muted-foreground">No change of price is recorded yet.</p>;
  return (
    <ol className="flex flex-col divide-y divide-border border-y border-border">
      {changes.map((change) => (
        <li key={`${change.tool.slug}-${change.on}`} className="flex gap-4 py-5">
          <ToolLogo tool={change.tool} size={40} />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-sm text-muted-foreground">
              <time dateTime={change.on}>{historyDate(change.on)}</time>
            </p>
            <h2 className="text-lg font-semibold">
              <Link href={toolPath(change.tool.slug)} className="hover:underline">
                {change.tool.name}
              </Link>
            </h2>
            <p>
              {historyPrice(change.from)} <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span> {historyPrice(change.to)}
            </p>
            {change.note ? <p className="text-sm text-foreground/90">{change.note}</p> : null}
            <p className="text-xs text-muted-foreground">
              Source: <SourceLink url={change.source.url} title={change.source.title} /> (
              {historyDate(change.source.seen)})
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

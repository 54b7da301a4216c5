import { SourceLink } from "@/components/ui/source-link";
import { monthlyAmount, parsePricing } from "@/lib/directory/pricing";
import type { PriceHistoryEntry } from "@/lib/schemas/tool";
import { historyDate, historyPrice } from "./price-changes-list";

/** What a history entry costs a month to start paying: its price, or a free plan's cheapest paid plan. */
function monthlyOf(entry: PriceHistoryEntry): number | null {
  const price = parsePricing(entry.pricing);
  if (price?.kind === "freemium" && entry.paidFrom)
    return monthlyAmount(parsePricing(entry.paidFrom) ?? { kind: "unknown" });
  return price ? monthlyAmount(price) : null;
}

/**
 * A small step chart of the monthly price over time, oldest left: drawn only when two entries
 * or more have one, and hidden from assistive technology (the table beside it says the same).
 */
function PriceChart({ history }: { history: readonly PriceHistoryEntry[] }) {
  const points = [...history]
    .reverse()
    .map((entry) => ({ entry, monthly: monthlyOf(entry) }))
    .filter(
      (point): point is { entry: PriceHistoryEntry; monthly: number } => point.monthly !== null,
    );
  if (points.length < 2) return null;
  const width = 320;
  const height = 96;
  const pad = 8;
  const max = Math.max(...points.map((p) => p.monthly), 1);
  const x = (index: number) => pad + (index * (width - 2 * pad)) / (points.length - 1);
  const y = (value: number) => height - pad - (value / max) * (height - 2 * pad);
  const path = points
    .map((point, index) =>
      index === 0 ? `M ${x(index)} ${y(point.monthly)}` : `H ${x(index)} V ${y(point.monthly)}`,
    )
    .join(" ");
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      className="max-w-full text-accent"
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth={2} />
      {points.map((point, index) => (
        <circle
          key={point.entry.on}
          cx={x(index)}
          cy={y(point.monthly)}
          r={3}
          fill="currentColor"
        />
      ))}
    </svg>
  );
}

/** A tool's price history: a table (date, price, what changed, source) and its chart. */
export function PriceHistory({ history }: { history: readonly PriceHistoryEntry[] }) {
  return (
    <div className="flex flex-col gap-4">
      <PriceChart history={history} />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <caption className="sr-only">Price history, newest first</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">
                From
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Price
              </th>
              <th scope="col" className="py-2 font-medium">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={`${entry.on}-${entry.pricing}`} className="border-b border-border align-top">
                <td className="py-2 pr-4 whitespace-nowrap">
                  <time dateTime={entry.on}>{historyDate(entry.on)}</time>
                </td>
                <td className="py-2 pr-4">
                  {historyPrice(entry)}
                  {entry.note ? (
                    <span className="block text-muted-foreground">{entry.note}</span>
                  ) : null}
                </td>
                <td className="py-2">
                  <SourceLink url={entry.source.url} title={entry.source.title} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

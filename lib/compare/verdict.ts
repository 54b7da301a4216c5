/**
 * A short written verdict for two tools, from their data alone: how each is priced and which
 * starts cheaper, what they share and what only one lists, and how current the prices are.
 * Every sentence says where it comes from; nothing is judged that the data does not show. Pure.
 */
import { formatPricing, monthlyAmount, type Pricing } from "@/lib/directory/pricing";
import { formatMonthYear } from "@/lib/format";
import { alignFeatures } from "./features";
import type { ToolRecord } from "./records";

type Tool = Pick<
  ToolRecord,
  "name" | "price" | "paidFromPrice" | "features" | "checkedAt" | "checkedBySource"
>;

/** The cheapest paid plan we know of, for comparing entry prices. */
export function entryPrice(tool: Pick<Tool, "price" | "paidFromPrice">): Pricing | null {
  if (tool.price.kind === "paid") return tool.price;
  return tool.paidFromPrice?.kind === "paid" ? tool.paidFromPrice : null;
}

/** "has a free plan, with paid plans from $20/month", "is paid, from $9.99/month", "is free". */
export function pricingPhrase(tool: Pick<Tool, "price" | "paidFromPrice">): string {
  const entry = entryPrice(tool);
  switch (tool.price.kind) {
    case "free":
      return "is free";
    case "freemium":
      return entry
        ? `has a free plan, with paid plans from ${formatPricing(entry)}`
        : "has a free plan";
    case "paid":
      return `is paid, from ${formatPricing(tool.price)}`;
    case "unknown":
      return "has no price we have confirmed";
  }
}

function cheaper(a: Tool, b: Tool): string | null {
  const [pa, pb] = [entryPrice(a), entryPrice(b)];
  if (!pa || !pb || pa.kind !== "paid" || pb.kind !== "paid" || pa.currency !== pb.currency)
    return null;
  const [ma, mb] = [monthlyAmount(pa), monthlyAmount(pb)];
  if (ma === null || mb === null || ma === mb) return null;
  const [low, high] = ma < mb ? [a, b] : [b, a];
  return `${low.name}'s paid plans start lower than ${high.name}'s (${formatPricing(entryPrice(low)!)} against ${formatPricing(entryPrice(high)!)}).`;
}

function freePlan(a: Tool, b: Tool): string | null {
  const free = (tool: Tool) => tool.price.kind === "free" || tool.price.kind === "freemium";
  if (free(a) === free(b)) return free(a) ? "Both can be used without paying." : null;
  const yes = free(a) ? a : b;
  return `Only ${yes.name} can be used without paying.`;
}

function features(a: Tool, b: Tool): string {
  const rows = alignFeatures([a.features, b.features]);
  const shared = rows.filter((row) => row.shared).length;
  const onlyA = rows.filter((row) => !row.shared && row.cells[0] !== null).length;
  const onlyB = rows.filter((row) => !row.shared && row.cells[1] !== null).length;
  const count = (n: number) => `${n} feature${n === 1 ? "" : "s"}`;
  const both =
    shared === 0
      ? "Their listed features have nothing in common"
      : `They list ${count(shared)} in common`;
  return `${both}; ${a.name} lists ${count(onlyA)} of its own and ${b.name} ${count(onlyB)}.`;
}

/** "confirmed March 2026", "last confirmed June 2025", "not yet confirmed". */
export function checkedPhrase(tool: Pick<Tool, "checkedAt" | "checkedBySource">): string {
  if (tool.checkedAt === null) return "not yet confirmed against a dated source";
  const when = formatMonthYear(tool.checkedAt);
  return tool.checkedBySource ? `confirmed ${when}` : `last confirmed ${when}`;
}

export function verdict(a: Tool, b: Tool): string[] {
  return [
    `${a.name} ${pricingPhrase(a)}; ${b.name} ${pricingPhrase(b)}.`,
    freePlan(a, b),
    cheaper(a, b),
    features(a, b),
    `Pricing: ${a.name} ${checkedPhrase(a)}, ${b.name} ${checkedPhrase(b)}.`,
  ].filter((sentence): sentence is string => sentence !== null);
}

/**
 * A short written verdict for two tools, from their data alone: how each is priced and which
 * starts cheaper, what they share and what only one lists, and how current the prices are.
 * Every sentence says where it comes from; nothing is judged that the data does not show. Pure.
 */
import {
  cheapestPaidPlan as cheapestPaidPlanOf,
  compareEntryPrices,
  entryPrice,
  isFreeEntry,
} from "@/lib/directory/on-sale";
import { formatPricing, type PaidPricing } from "@/lib/directory/pricing";
import { formatMonthYear } from "@/lib/format";
import { alignFeatures } from "./features";
import type { ToolRecord } from "./records";

type Tool = Pick<
  ToolRecord,
  "name" | "price" | "paidFromPrice" | "features" | "checkedAt" | "checkedBySource"
>;

/** The cheapest paid plan we know of (lib/directory/on-sale.ts), for comparing what paying costs. */
export function cheapestPaidPlan(tool: Pick<Tool, "price" | "paidFromPrice">): PaidPricing | null {
  return cheapestPaidPlanOf(entryPrice(tool));
}

/** "has a free plan, with paid plans from $20/month", "is paid, from $9.99/month", "is free". */
export function pricingPhrase(tool: Pick<Tool, "price" | "paidFromPrice">): string {
  const entry = cheapestPaidPlan(tool);
  switch (entryPrice(tool).kind) {
    case "free":
      return "is free";
    case "free-plan":
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
  const [pa, pb] = [cheapestPaidPlan(a), cheapestPaidPlan(b)];
  if (!pa || !pb || pa.currency !== pb.currency) return null;
  const order = compareEntryPrices(entryPrice({ price: pa }), entryPrice({ price: pb }));
  if (order === 0) return null;
  const [low, high] = order < 0 ? [pa, pb] : [pb, pa];
  const [lowName, highName] = order < 0 ? [a.name, b.name] : [b.name, a.name];
  return `${lowName}'s paid plans start lower than ${highName}'s (${formatPricing(low)} against ${formatPricing(high)}).`;
}

function freePlan(a: Tool, b: Tool): string | null {
  const free = (tool: Tool) => isFreeEntry(entryPrice(tool));
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

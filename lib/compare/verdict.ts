/**
 * A short written verdict for two tools, from their data alone: how each is priced and which
 * starts cheaper, where sources confirm the same capabilities and where they differ, and how
 * current the prices are.
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
import { capabilityValueLabel } from "@/lib/directory/capabilities";
import { capabilityGroups } from "@/lib/directory/capability-vocabulary";
import type { ToolRecord } from "./records";

type Tool = Pick<
  ToolRecord,
  "name" | "price" | "paidFromPrice" | "features" | "checkedAt" | "checkedBySource" | "capabilities"
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

const capabilityNames = new Map(
  capabilityGroups.flatMap((group) => group.capabilities.map((c) => [c.id, c.name] as const)),
);

/**
 * What dated sources confirm of both: how many capabilities they share and where they differ.
 * Free-text features are not compared: their wording says nothing about being the same thing.
 */
function capabilities(a: Tool, b: Tool): string {
  const ofA = new Map((a.capabilities ?? []).map((claim) => [claim.id, claim.value]));
  const both = (b.capabilities ?? []).filter((claim) => ofA.has(claim.id));
  if (both.length === 0)
    return `No dated source we found states the same capability for both, so we compare them by price only.`;
  const same = both.filter((claim) => ofA.get(claim.id) === claim.value);
  const differ = both.filter((claim) => ofA.get(claim.id) !== claim.value);
  const sameLine = `Sources confirm ${same.length} of the same answers for both`;
  if (differ.length === 0) return `${sameLine}, and none that differ.`;
  const differences = differ
    .slice(0, 3)
    .map(
      (claim) =>
        `${capabilityNames.get(claim.id) ?? claim.id} (${a.name}: ${capabilityValueLabel[ofA.get(claim.id)!].toLowerCase()}, ${b.name}: ${capabilityValueLabel[claim.value].toLowerCase()})`,
    )
    .join("; ");
  return `${sameLine}; they differ on ${differences}.`;
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
    capabilities(a, b),
    `Pricing: ${a.name} ${checkedPhrase(a)}, ${b.name} ${checkedPhrase(b)}.`,
  ].filter((sentence): sentence is string => sentence !== null);
}

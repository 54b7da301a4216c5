/**
 * On sale, ranked and the entry price of a tool, as the API publishes them (lib/api/schemas.ts:
 * onSale, ranked, entryPrice, decided by lib/directory/on-sale.ts at build time). The MCP server
 * reads these fields and never works them out from the status or the price kind itself. The
 * fields are additive in v1, so a deployment built before them lacks them: only then are they
 * taken from the same module, from the status and price that file has. Pure.
 */
import {
  entryPrice,
  entryPriceLabel,
  fitsMonthlyBudget,
  isFreeEntry,
  saleState,
} from "@/lib/directory/on-sale";
import type { Pricing } from "@/lib/directory/pricing";
import type { ToolIndexEntry } from "./source";

export type ApiEntryPrice = NonNullable<ToolIndexEntry["entryPrice"]>;
type ApiPrice = ToolIndexEntry["price"];

/** The API's price back as the site's structured price. */
function pricingOf(price: ApiPrice): Pricing {
  if (price.kind !== "paid") return { kind: price.kind };
  if (price.amount === undefined || price.currency === undefined) return { kind: "unknown" };
  return {
    kind: "paid",
    amount: price.amount,
    currency: price.currency,
    period: price.period ?? null,
  };
}

/** Listed and on sale: what search_tools and tools_for_task may show. */
export function isRanked(tool: Pick<ToolIndexEntry, "ranked" | "status">): boolean {
  return tool.ranked ?? saleState(tool.status).ranked;
}

/** The published entry price. */
export function entryOf(tool: Pick<ToolIndexEntry, "entryPrice" | "price">): ApiEntryPrice {
  if (tool.entryPrice) return tool.entryPrice;
  const entry = entryPrice({ price: pricingOf(tool.price) });
  return {
    kind: entry.kind,
    monthly: entry.monthly,
    currency: entry.kind === "paid" ? entry.price.currency : null,
    paidFrom: null,
    label: entryPriceLabel(entry),
  };
}

/** Free to start: free, or a free plan. */
export function startsFree(tool: Pick<ToolIndexEntry, "entryPrice" | "price">): boolean {
  return isFreeEntry(entryOf(tool));
}

/** At most `max` a month to start; a tool with no stated price is left out. */
export function withinMonthlyPrice(
  tool: Pick<ToolIndexEntry, "entryPrice" | "price">,
  max: number,
): boolean {
  return fitsMonthlyBudget(entryOf(tool), max) === true;
}

/**
 * The entry price's label, never hiding a free plan's paid-from price ("Freemium, paid plans
 * from $8/month", the README's free-plan rule): an index or file built before the entry price
 * was published says only "Freemium", so the tool file's paidFromPrice completes it.
 */
export function entryLabel(entry: ApiEntryPrice, paidFromPrice?: ApiPrice | null): string {
  if (entry.kind !== "free-plan" || entry.paidFrom || paidFromPrice?.kind !== "paid")
    return entry.label;
  return `${entry.label}, paid plans from ${paidFromPrice.label}`;
}

/** Whether a result's label may lack its paid-from price: a free plan the index gives none. */
export function mayHidePaidFrom(tool: Pick<ToolIndexEntry, "entryPrice" | "price">): boolean {
  return tool.entryPrice === undefined && entryOf(tool).kind === "free-plan";
}

/**
 * The one meaning of "on sale" and "entry price" (issue #36). Lists, filters, task ranking,
 * alternatives, comparisons, the search index, the JSON API and the MCP server all ask this
 * module; none of them reads a tool's status or its price kind to decide what to rank, list
 * or let through a price filter (tests/unit/directory/on-sale-consumers.test.ts checks it).
 *
 * On sale, listed, ranked (from the tool's lifecycle status):
 * - onSale: not discontinued and not merged. An unverified tool may still be sold; nothing
 *   confirms it, so it is not listed either.
 * - listed: shown in lists, category pages and search: every tool but an unverified one.
 * - ranked: listed and on sale: what rankings, task lists, alternatives and comparisons use.
 * - ended: discontinued or merged (not on sale). Its page stays, and search marks it as ended.
 *
 * Entry price (what a visitor pays to start using it):
 * - free: free.
 * - free-plan: a free plan ("Freemium"), with the cheapest paid plan when the data states it.
 *   A free plan is a free entry (0 a month) in every price filter and in the price order, right
 *   after free tools; its paid-from price is shown next to it, never hidden.
 * - paid: the stated price, compared per month (a year ÷ 12, a week × 52 ÷ 12), in the tool's
 *   own currency, not converted.
 * - unknown: no price stated; last in the price order, and never "under $X" for sure.
 */
import type { ToolStatus } from "@/lib/schemas/tool";
import { formatPricing, monthlyAmount, type PaidPricing, type Pricing } from "./pricing";

// On sale, listed, ranked.

/** Where a tool stands: the four answers, from its status alone. */
export type SaleState = {
  /** Not discontinued or merged. */
  onSale: boolean;
  /** Shown in lists, category pages and search (every tool but an unverified one). */
  listed: boolean;
  /** Listed and on sale: eligible for rankings, task lists, alternatives and comparisons. */
  ranked: boolean;
  /** Discontinued or merged: its page stays, search marks it as ended. */
  ended: boolean;
};

/** Discontinued or merged: no longer sold under any name. */
export function hasEnded(status: ToolStatus): boolean {
  return status === "discontinued" || status === "merged";
}

export function saleState(status: ToolStatus): SaleState {
  const ended = hasEnded(status);
  const listed = status !== "unverified";
  return { onSale: !ended, listed, ranked: listed && !ended, ended };
}

/** Listed and on sale, read from a tool that carries the answers (the catalogue's or the API's). */
export function isRanked(tool: Pick<SaleState, "ranked">): boolean {
  return tool.ranked;
}

/** Shown in lists and search, read from a tool that carries the answers. */
export function isListed(tool: Pick<SaleState, "listed">): boolean {
  return tool.listed;
}

/** What a search result says instead of a price for an ended tool: "Discontinued", "Merged". */
export function endedLabel(status: ToolStatus): string | null {
  if (status === "discontinued") return "Discontinued";
  if (status === "merged") return "Merged";
  return null;
}

// Entry price.

export const entryPriceKinds = ["free", "free-plan", "paid", "unknown"] as const;
export type EntryPriceKind = (typeof entryPriceKinds)[number];

export type EntryPrice =
  | { kind: "free"; monthly: 0 }
  | {
      kind: "free-plan";
      monthly: 0;
      /** The cheapest paid plan, when the data states it. */
      paidFrom: PaidPricing | null;
    }
  | { kind: "paid"; monthly: number; price: PaidPricing }
  | { kind: "unknown"; monthly: null };

/** What entryPrice reads: a DirectoryTool is one. */
export type PricedTool = { price: Pricing; paidFromPrice?: Pricing | null };

export function entryPrice(tool: PricedTool): EntryPrice {
  const { price } = tool;
  switch (price.kind) {
    case "free":
      return { kind: "free", monthly: 0 };
    case "freemium": {
      const from = tool.paidFromPrice;
      return { kind: "free-plan", monthly: 0, paidFrom: from?.kind === "paid" ? from : null };
    }
    case "paid":
      return { kind: "paid", monthly: monthlyAmount(price) ?? price.amount, price };
    case "unknown":
      return { kind: "unknown", monthly: null };
  }
}

/** The part of an entry price that orders and filters: what the API publishes and lists carry. */
export type EntryPriceKey = { kind: EntryPriceKind; monthly: number | null };

const kindOrder: Record<EntryPriceKind, number> = { free: 0, "free-plan": 1, paid: 2, unknown: 3 };

/**
 * The one price order: free, then a free plan, then paid by the price per month, then no
 * stated price. Equal entries compare 0 (callers break ties their own way, e.g. by name).
 */
export function compareEntryPrices(a: EntryPriceKey, b: EntryPriceKey): number {
  return (
    kindOrder[a.kind] - kindOrder[b.kind] ||
    (a.monthly ?? Number.POSITIVE_INFINITY) - (b.monthly ?? Number.POSITIVE_INFINITY) ||
    0
  );
}

/** Free to start: free, or a free plan. */
export function isFreeEntry(entry: Pick<EntryPriceKey, "kind">): boolean {
  return entry.kind === "free" || entry.kind === "free-plan";
}

/**
 * "Up to `max` a month": true or false when the entry price says, null when no price is stated
 * (each filter says what it does with those: the directory keeps them, task pages and the MCP
 * server leave them out). A free plan is a free entry, so it fits any budget.
 */
export function fitsMonthlyBudget(entry: EntryPriceKey, max: number): boolean | null {
  return entry.monthly === null ? null : entry.monthly <= max;
}

/** The cheapest paid plan the entry price names: the price itself, or a free plan's paid-from. */
export function cheapestPaidPlan(entry: EntryPrice): PaidPricing | null {
  if (entry.kind === "paid") return entry.price;
  return entry.kind === "free-plan" ? entry.paidFrom : null;
}

/** "Free", "Freemium, paid plans from $10/month", "Freemium", "$9.99/month", "Price not listed". */
export function entryPriceLabel(entry: EntryPrice): string {
  switch (entry.kind) {
    case "free":
      return formatPricing({ kind: "free" });
    case "free-plan":
      return entry.paidFrom === null
        ? formatPricing({ kind: "freemium" })
        : `${formatPricing({ kind: "freemium" })}, paid plans from ${formatPricing(entry.paidFrom)}`;
    case "paid":
      return formatPricing(entry.price);
    case "unknown":
      return formatPricing({ kind: "unknown" });
  }
}

/** The directory's pricing filter value ("freemium" in its URLs) for an entry kind. */
export function pricingFilterOf(kind: EntryPriceKind): "free" | "freemium" | "paid" | "unknown" {
  return kind === "free-plan" ? "freemium" : kind;
}

/** The entry kind of a directory pricing filter value (the inverse of pricingFilterOf). */
export function entryKindOfFilter(value: "free" | "freemium" | "paid" | "unknown"): EntryPriceKind {
  return value === "freemium" ? "free-plan" : value;
}

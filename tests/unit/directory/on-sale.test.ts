import { describe, expect, it } from "vitest";
import { applyFilters } from "@/lib/directory/apply-filters";
import { defaultFilters, type FilterableTool } from "@/lib/directory/filters";
import {
  compareEntryPrices,
  endedLabel,
  entryPrice,
  entryPriceLabel,
  fitsMonthlyBudget,
  isFreeEntry,
  saleState,
} from "@/lib/directory/on-sale";
import type { Pricing } from "@/lib/directory/pricing";
import { toolSummary } from "@/lib/directory/summary";
import { taskFilterTokens } from "@/lib/directory/tasks";
import { toolStatuses } from "@/lib/schemas/tool";

const paid = (amount: number, period: "month" | "year" | "week" | null = "month"): Pricing => ({
  kind: "paid",
  amount,
  currency: "USD",
  period,
});
const free: Pricing = { kind: "free" };
const freemium: Pricing = { kind: "freemium" };
const unknown: Pricing = { kind: "unknown" };

describe("saleState", () => {
  it.each([
    ["active", { onSale: true, listed: true, ranked: true, ended: false }],
    ["renamed", { onSale: true, listed: true, ranked: true, ended: false }],
    ["discontinued", { onSale: false, listed: true, ranked: false, ended: true }],
    ["merged", { onSale: false, listed: true, ranked: false, ended: true }],
    ["unverified", { onSale: true, listed: false, ranked: false, ended: false }],
  ] as const)("%s", (status, state) => {
    expect(saleState(status)).toEqual(state);
  });

  it("covers every status, and ranked is always listed and on sale", () => {
    for (const status of toolStatuses) {
      const state = saleState(status);
      expect(state.ranked).toBe(state.listed && state.onSale);
      expect(state.ended).toBe(!state.onSale);
    }
  });

  it("labels an ended tool for search, and nothing else", () => {
    expect(endedLabel("discontinued")).toBe("Discontinued");
    expect(endedLabel("merged")).toBe("Merged");
    expect(endedLabel("renamed")).toBeNull();
    expect(endedLabel("active")).toBeNull();
  });
});

describe("entryPrice", () => {
  it("reads a free plan as a free entry with its paid-from price", () => {
    const entry = entryPrice({ price: freemium, paidFromPrice: paid(10) });
    expect(entry).toEqual({ kind: "free-plan", monthly: 0, paidFrom: paid(10) });
    expect(isFreeEntry(entry)).toBe(true);
    expect(entryPriceLabel(entry)).toBe("Freemium, paid plans from $10/month");
    expect(entryPriceLabel(entryPrice({ price: freemium }))).toBe("Freemium");
  });

  it("compares paid prices per month", () => {
    expect(entryPrice({ price: paid(96, "year") }).monthly).toBe(8);
    expect(entryPrice({ price: paid(6, "week") }).monthly).toBe(26);
    expect(entryPrice({ price: unknown }).monthly).toBeNull();
    expect(entryPriceLabel(entryPrice({ price: unknown }))).toBe("Price not listed");
  });

  it("orders free, free plan, paid by the month, then no stated price", () => {
    const prices = [unknown, paid(30), freemium, paid(96, "year"), free];
    const sorted = prices.map((price) => entryPrice({ price })).sort(compareEntryPrices);
    expect(sorted.map((entry) => [entry.kind, entry.monthly])).toEqual([
      ["free", 0],
      ["free-plan", 0],
      ["paid", 8],
      ["paid", 30],
      ["unknown", null],
    ]);
  });

  it("says whether a price fits a budget, and null when no price is stated", () => {
    expect(fitsMonthlyBudget(entryPrice({ price: freemium }), 5)).toBe(true);
    expect(fitsMonthlyBudget(entryPrice({ price: paid(9.99) }), 10)).toBe(true);
    expect(fitsMonthlyBudget(entryPrice({ price: paid(20) }), 10)).toBe(false);
    expect(fitsMonthlyBudget(entryPrice({ price: unknown }), 10)).toBeNull();
  });
});

/** One tool as the directory's summaries carry it, from its price. */
function listed(slug: string, price: Pricing, order: number): FilterableTool {
  return toolSummary(
    {
      slug,
      name: slug,
      genreLabel: "Chatbot",
      shortDescription: "",
      logoUrl: "",
      price,
      featured: false,
      adult: false,
      status: "active",
      categorySlug: "text",
      entryPrice: entryPrice({ price }),
    } as Parameters<typeof toolSummary>[0],
    order,
  );
}

describe("every price filter reads the entry price alike", () => {
  const tools = [
    listed("pro", paid(30), 0),
    listed("plan", freemium, 1),
    listed("nothing", unknown, 2),
    listed("gratis", free, 3),
    listed("cheap", paid(8), 4),
  ];

  it("the directory sorts by the one price order", () => {
    const sorted = applyFilters(tools, { ...defaultFilters, sort: "price" });
    expect(sorted.map((tool) => tool.slug)).toEqual(["gratis", "plan", "cheap", "pro", "nothing"]);
  });

  it("the directory's 'up to $X' keeps a free plan and, as it says, tools with no stated price", () => {
    const kept = applyFilters(tools, { ...defaultFilters, maxPrice: 10 });
    expect(kept.map((tool) => tool.slug).sort()).toEqual(["cheap", "gratis", "nothing", "plan"]);
  });

  it("a task page's filters let a free plan through 'free or free plan' and every budget", () => {
    expect(taskFilterTokens({ entryPrice: entryPrice({ price: freemium }) })).toBe(
      "free-plan under-10 under-25 under-50",
    );
    expect(taskFilterTokens({ entryPrice: entryPrice({ price: free }) })).toBe(
      "free free-plan under-10 under-25 under-50",
    );
    expect(taskFilterTokens({ entryPrice: entryPrice({ price: unknown }) })).toBe("");
    expect(taskFilterTokens({ entryPrice: entryPrice({ price: paid(20) }) })).toBe(
      "under-25 under-50",
    );
  });
});

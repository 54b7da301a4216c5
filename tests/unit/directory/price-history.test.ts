import { describe, expect, it } from "vitest";
import { buildCatalogue } from "@/lib/directory/catalogue";
import { priceChanged, unrecordedPriceChanges } from "@/lib/directory/price-changes";
import { category, validTool } from "./fixtures";

const where = 'data/tools/01-text.json › "Example Writer" ›';
const source = (seen: string) => ({
  url: `https://example.com/pricing-${seen}`,
  title: "Example Writer plans",
  seen,
});
const entry = (on: string, pricing: string, extra: Record<string, unknown> = {}) => ({
  on,
  pricing,
  source: source(on),
  ...extra,
});

function check(change: Record<string, unknown>) {
  return buildCatalogue(
    [{ file: "data/tools/01-text.json", data: category([{ ...validTool, ...change }]) }],
    { publicFileExists: () => true, today: "2026-11-24" },
  );
}

describe("a tool's price history", () => {
  it("accepts the current price first, then earlier ones, each with its source", () => {
    const report = check({
      priceHistory: [
        entry("2026-10-01", "price $9.99 /month", { note: "Pro went from $12 to $9.99 a month." }),
        entry("2026-03", "price $12 /month"),
      ],
    });
    expect(report.errors).toEqual([]);
  });

  it.each<[string, unknown[], string]>([
    [
      "a newest entry that is not the current price",
      [entry("2026-10-01", "price $12 /month"), entry("2026-03", "price $9.99 /month")],
      `${where} priceHistory[0]: says price $12 /month, but the entry states price $9.99 /month; the newest entry is the current price`,
    ],
    [
      "entries out of order",
      [entry("2026-03", "price $9.99 /month"), entry("2026-10-01", "price $12 /month")],
      `${where} priceHistory[1].on: 2026-10-01 is after 2026-03; list the prices newest first`,
    ],
    [
      "two neighbours with the same price",
      [entry("2026-10-01", "price $9.99 /month"), entry("2026-03", "$9.99 /month")],
      `${where} priceHistory[1]: the same price as the entry before it; a history lists changes`,
    ],
    [
      "a date in the future",
      [entry("2027-01", "price $9.99 /month"), entry("2026-03", "price $12 /month")],
      `${where} priceHistory[0].on: 2027-01 is in the future`,
    ],
  ])("refuses %s, naming the entry", (_name, history, message) => {
    expect(check({ priceHistory: history }).errors).toContain(message);
  });

  it("needs at least two prices and a dated source on each", () => {
    const errors = check({
      priceHistory: [{ on: "2026-10-01", pricing: "price $9.99 /month" }],
    }).errors.join("\n");
    expect(errors).toMatch(/priceHistory: must list at least two prices/);
    expect(errors).toMatch(/priceHistory\.0\.source:/);
  });
});

describe("a changed price must be recorded (content:check against the previous commit)", () => {
  const tools = check({}).catalogue.tools;

  it("finds a change between two confirmed prices that the history does not name", () => {
    const earlier = new Map([["example-writer", { pricing: "price $12 /month", confirmed: true }]]);
    expect(unrecordedPriceChanges(earlier, tools, "the last commit")).toEqual([
      `${where} pricing: changed from "price $12 /month" to "price $9.99 /month" since the last commit without a priceHistory entry for the earlier price: list the new price first and the earlier one after it, each with its dated source`,
    ]);
    const recorded = check({
      priceHistory: [
        entry("2026-10-01", "price $9.99 /month"),
        entry("2026-03", "price $12 /month"),
      ],
    }).catalogue.tools;
    expect(unrecordedPriceChanges(earlier, recorded, "the last commit")).toEqual([]);
  });

  it("does not count a first confirmation, a withdrawn price or a correction of an unconfirmed one", () => {
    expect(priceChanged({ pricing: "" }, { pricing: "price $9.99 /month" })).toBe(false);
    expect(priceChanged({ pricing: "Freemium" }, { pricing: "" })).toBe(false);
    expect(
      unrecordedPriceChanges(
        new Map([["example-writer", { pricing: "Freemium", confirmed: false }]]),
        tools,
        "the last commit",
      ),
    ).toEqual([]);
  });

  it("counts a moved cheapest plan, and not a plan first stated", () => {
    expect(
      priceChanged(
        { pricing: "Freemium", paidFrom: "price $8 /month" },
        { pricing: "Freemium", paidFrom: "price $10 /month" },
      ),
    ).toBe(true);
    expect(
      priceChanged({ pricing: "Freemium" }, { pricing: "Freemium", paidFrom: "price $10 /month" }),
    ).toBe(false);
  });
});

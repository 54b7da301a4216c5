import { describe, expect, it } from "vitest";
import { formatPricing, monthlyAmount, parsePricing } from "@/lib/directory/pricing";

describe("parsePricing", () => {
  it.each([
    ["Free", { kind: "free" }],
    ["Freemium", { kind: "freemium" }],
    ["", { kind: "unknown" }],
    ["  ", { kind: "unknown" }],
  ])("reads %j", (text, expected) => {
    expect(parsePricing(text)).toEqual(expected);
  });

  // Every monthly price the spec lists, in both dollar spellings.
  const dollars = [9, 9.95, 9.99, 14.99, 19, 25, 29, 36, 49, 100, 44, 10, 20, 39, 17.99, 7.83];
  it.each(dollars)("reads 'price $%s /month' and '%s$ /month'", (amount) => {
    const expected = { kind: "paid", amount, currency: "USD", period: "month" };
    expect(parsePricing(`price $${amount} /month`)).toEqual(expected);
    expect(parsePricing(`${amount}$ /month`)).toEqual(expected);
  });

  it("reads euro prices, with or without a period", () => {
    expect(parsePricing("199 euros /month")).toEqual({
      kind: "paid",
      amount: 199,
      currency: "EUR",
      period: "month",
    });
    expect(parsePricing("199 euros")).toEqual({
      kind: "paid",
      amount: 199,
      currency: "EUR",
      period: null,
    });
    expect(parsePricing("€23 /month")).toEqual({
      kind: "paid",
      amount: 23,
      currency: "EUR",
      period: "month",
    });
  });

  it("reads yearly and weekly periods", () => {
    expect(parsePricing("price $120 /year")).toMatchObject({ amount: 120, period: "year" });
    expect(parsePricing("5$ /week")).toMatchObject({ amount: 5, period: "week" });
  });

  it.each([
    "free trial",
    "price 9.99 /month",
    "$ /month",
    "price $0 /month",
    "9,99€",
    "29$ /fortnight",
    "Paid",
  ])("rejects %j", (text) => {
    expect(parsePricing(text)).toBeNull();
  });
});

describe("formatPricing and monthlyAmount", () => {
  it("formats every kind for display", () => {
    expect(formatPricing({ kind: "free" })).toBe("Free");
    expect(formatPricing({ kind: "freemium" })).toBe("Freemium");
    expect(formatPricing({ kind: "unknown" })).toBe("Price not listed");
    expect(formatPricing(parsePricing("price $9.99 /month")!)).toBe("$9.99/month");
    expect(formatPricing(parsePricing("29$ /month")!)).toBe("$29/month");
    expect(formatPricing(parsePricing("199 euros /month")!)).toBe("€199/month");
    expect(formatPricing(parsePricing("price $9.5 /month")!)).toBe("$9.50/month");
  });

  it("brings prices to a monthly figure for sorting", () => {
    expect(monthlyAmount(parsePricing("price $120 /year")!)).toBe(10);
    expect(monthlyAmount(parsePricing("price $12 /week")!)).toBe(52);
    expect(monthlyAmount({ kind: "free" })).toBe(0);
    expect(monthlyAmount({ kind: "freemium" })).toBeNull();
  });
});

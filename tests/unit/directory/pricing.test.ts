import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatPricing,
  monthlyAmount,
  parsePricing,
  pricingDataText,
  readWrittenPrice,
} from "@/lib/directory/pricing";

describe("parsePricing", () => {
  it.each([
    ["Free", { kind: "free" }],
    ["Freemium", { kind: "freemium" }],
    ["", { kind: "unknown" }],
    ["  ", { kind: "unknown" }],
  ])("reads %j", (text, expected) => {
    expect(parsePricing(text)).toEqual(expected);
  });

  // Every monthly dollar price the original directory data used, in both dollar spellings.
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

describe("readWrittenPrice", () => {
  const paid = (amount: number, currency: "USD" | "EUR", period: string | null) => ({
    kind: "paid",
    amount,
    currency,
    period,
  });

  it.each([
    ["$10/month", paid(10, "USD", "month")],
    ["From 29 USD a month", paid(29, "USD", "month")],
    ["19.99$ per month", paid(19.99, "USD", "month")],
    ["$120 per year", paid(120, "USD", "year")],
    ["$5 weekly", paid(5, "USD", "week")],
    ["$49 one-time", paid(49, "USD", null)],
    ["€19 / month", paid(19, "EUR", "month")],
    ["199 EUR per year", paid(199, "EUR", "year")],
    ["9,99 € monthly", paid(9.99, "EUR", "month")],
    ["1,200 dollars annually", paid(1200, "USD", "year")],
    ["$8 a month, $80 a year", paid(8, "USD", "month")],
  ])("reads %j", (text, expected) => {
    expect(readWrittenPrice(text)).toEqual(expected);
  });

  it.each(["£10 a month", "10 per month", "$0", "Contact sales", "$1234567", "$10 or €9", ""])(
    "finds no single dollar or euro price in %j",
    (text) => {
      expect(readWrittenPrice(text)).toBeNull();
    },
  );
});

describe("pricingDataText", () => {
  it("writes the data files' forms", () => {
    expect(pricingDataText({ kind: "free" })).toBe("Free");
    expect(pricingDataText({ kind: "freemium" })).toBe("Freemium");
    expect(pricingDataText({ kind: "unknown" })).toBe("");
    expect(pricingDataText({ kind: "paid", amount: 10, currency: "USD", period: "month" })).toBe(
      "price $10 /month",
    );
    expect(pricingDataText({ kind: "paid", amount: 9.5, currency: "USD", period: null })).toBe(
      "price $9.50",
    );
    expect(pricingDataText({ kind: "paid", amount: 199, currency: "EUR", period: "year" })).toBe(
      "199 euros /year",
    );
  });

  it("writes every price read from text in a form parsePricing reads back the same", () => {
    const written = fc
      .tuple(
        fc.integer({ min: 0, max: 999_999 }),
        fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
        fc.constantFrom("$", "USD ", "€", " euros"),
        fc.constantFrom("", " a month", "/yr", " weekly"),
      )
      .map(([whole, cents, currency, period]) => {
        const amount =
          cents === undefined ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
        return currency.trim() === "euros"
          ? `${amount}${currency}${period}`
          : `${currency}${amount}${period}`;
      });
    fc.assert(
      fc.property(written, (text) => {
        const price = readWrittenPrice(text);
        if (price === null) return;
        expect(parsePricing(pricingDataText(price))).toEqual(price);
      }),
    );
  });
});

/**
 * Tool pricing as written in the data ("Free", "Freemium", "", "price $9.99 /month",
 * "29$ /month", "199 euros /month") parsed into a structured value for display and filtering.
 */
export type BillingPeriod = "month" | "year" | "week";
export type Currency = "USD" | "EUR";

export type Pricing =
  | { kind: "free" }
  | { kind: "freemium" }
  | { kind: "unknown" }
  | { kind: "paid"; amount: number; currency: Currency; period: BillingPeriod | null };

const amount = String.raw`(\d{1,6}(?:\.\d{1,2})?)`;
const period = String.raw`(?:\s*\/\s*(month|year|week))?`;

const forms: { pattern: RegExp; currency: Currency }[] = [
  // "price $9.99 /month", "$9.99 /month"
  { pattern: new RegExp(String.raw`^(?:price\s+)?\$\s*${amount}${period}$`, "i"), currency: "USD" },
  // "29$ /month", "price 29$ /month"
  { pattern: new RegExp(String.raw`^(?:price\s+)?${amount}\s*\$${period}$`, "i"), currency: "USD" },
  // "199 euros /month", "199 EUR", "199€ /month"
  {
    pattern: new RegExp(String.raw`^(?:price\s+)?${amount}\s*(?:euros?|eur|€)${period}$`, "i"),
    currency: "EUR",
  },
  // "€199 /month"
  { pattern: new RegExp(String.raw`^(?:price\s+)?€\s*${amount}${period}$`, "i"), currency: "EUR" },
];

/** The structured pricing, or null when the text is in none of the accepted forms. */
export function parsePricing(text: string): Pricing | null {
  const value = text.trim().replace(/\s+/g, " ");
  if (value === "") return { kind: "unknown" };
  if (/^free$/i.test(value)) return { kind: "free" };
  if (/^freemium$/i.test(value)) return { kind: "freemium" };
  for (const form of forms) {
    const match = form.pattern.exec(value);
    if (match) {
      const price = Number(match[1]);
      if (!(price > 0)) return null;
      return {
        kind: "paid",
        amount: price,
        currency: form.currency,
        period: (match[2]?.toLowerCase() as BillingPeriod | undefined) ?? null,
      };
    }
  }
  return null;
}

export const pricingFormsHint =
  'must be "Free", "Freemium", empty, or a price such as "price $9.99 /month", "29$ /month" or "199 euros /month"';

const symbols: Record<Currency, string> = { USD: "$", EUR: "€" };

function formatAmount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** Short label for cards and badges: "Free", "Freemium", "$9.99/month", "€199/month", "Price not listed". */
export function formatPricing(pricing: Pricing): string {
  switch (pricing.kind) {
    case "free":
      return "Free";
    case "freemium":
      return "Freemium";
    case "unknown":
      return "Price not listed";
    case "paid":
      return `${symbols[pricing.currency]}${formatAmount(pricing.amount)}${pricing.period ? `/${pricing.period}` : ""}`;
  }
}

/** Price per month for sorting (years ÷ 12, weeks × 52 ÷ 12); null when there is no price. */
export function monthlyAmount(pricing: Pricing): number | null {
  if (pricing.kind !== "paid") return pricing.kind === "free" ? 0 : null;
  if (pricing.period === "year") return pricing.amount / 12;
  if (pricing.period === "week") return (pricing.amount * 52) / 12;
  return pricing.amount;
}

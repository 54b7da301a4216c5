/**
 * Tool pricing as written in the data ("Free", "Freemium", "", "price $9.99 /month",
 * "29$ /month", "199 euros /month") parsed into a structured value for display and filtering,
 * and prices as people write them ("From 29 USD a month") read into the same value.
 */
export type BillingPeriod = "month" | "year" | "week";
export type Currency = "USD" | "EUR";

export type Pricing =
  | { kind: "free" }
  | { kind: "freemium" }
  | { kind: "unknown" }
  | { kind: "paid"; amount: number; currency: Currency; period: BillingPeriod | null };

export type PaidPricing = Extract<Pricing, { kind: "paid" }>;

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

const dataWords = { free: "Free", freemium: "Freemium", unknown: "" } as const;

/**
 * Pricing as the data files write it ("Free", "Freemium", "", "price $9.99 /month",
 * "29 euros /month"), which parsePricing reads back as the same value.
 */
export function pricingDataText(pricing: Pricing): string {
  if (pricing.kind !== "paid") return dataWords[pricing.kind];
  const amount = formatAmount(pricing.amount);
  const period = pricing.period ? ` /${pricing.period}` : "";
  return pricing.currency === "USD" ? `price $${amount}${period}` : `${amount} euros${period}`;
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

// Prices as people write them, e.g. in a submission's price field.

/** "1,200", "9,99", "19.99": thousands separated by commas, and up to two decimals after . or ,. */
const writtenAmountPattern = /(\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{1,2}))?(?!\d)/;

const writtenCurrencies: { currency: Currency; pattern: RegExp }[] = [
  { currency: "USD", pattern: /\$|\busd\b|\bdollars?\b/ },
  { currency: "EUR", pattern: /€|\beur\b|\beuros?\b/ },
];

const writtenPeriods: { period: BillingPeriod; pattern: RegExp }[] = [
  { period: "month", pattern: /\b(?:months?|monthly|mo|mth|mon)\b|\bp\/?m\b/ },
  { period: "year", pattern: /\b(?:years?|yearly|yr|annual|annually|annum|p\/?a)\b/ },
  { period: "week", pattern: /\b(?:weeks?|weekly|wk)\b/ },
];

/** The first amount in lower-cased text, or null when there is none or it has over six whole digits. */
function writtenAmount(text: string): number | null {
  const match = writtenAmountPattern.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? "").replaceAll(",", "");
  if (whole.length > 6) return null;
  return Number(match[2] ? `${whole}.${match[2]}` : whole);
}

/** The currency lower-cased text names, or null when it names neither or both. */
function writtenCurrency(text: string): Currency | null {
  const named = writtenCurrencies.filter(({ pattern }) => pattern.test(text));
  return named.length === 1 ? named[0]!.currency : null;
}

/** The period lower-cased text names first, or null when it names none. */
function writtenPeriod(text: string): BillingPeriod | null {
  let first: { period: BillingPeriod; index: number } | null = null;
  for (const { period, pattern } of writtenPeriods) {
    const index = pattern.exec(text)?.index ?? -1;
    if (index >= 0 && (first === null || index < first.index)) first = { period, index };
  }
  return first?.period ?? null;
}

/**
 * A price as a person writes it ("$10/month", "From 29 USD a month", "€19 per year", "49$",
 * "9,99 € monthly"): its first amount, the one currency it names and the first period it
 * names. Null when it has no amount above zero, or names not exactly one of dollars and euros.
 */
export function readWrittenPrice(text: string): PaidPricing | null {
  const lower = text.trim().toLowerCase();
  const amount = writtenAmount(lower);
  const currency = writtenCurrency(lower);
  if (amount === null || !(amount > 0) || currency === null) return null;
  return { kind: "paid", amount, currency, period: writtenPeriod(lower) };
}

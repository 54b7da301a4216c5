/**
 * The rules that make a tool's facts checkable by a reader: every source says who publishes it
 * (`kind`); a source flagged as confirming the price or an event carries the words that say so
 * (`quote`), and a price's figure is in one of those quotes; repository sources point at a
 * commit, not at a branch that can change after we cite it; an event's source is dated on or
 * after the event. Messages have the form "field: what is wrong", naming the source.
 */
import type { Tool, ToolSource } from "@/lib/schemas/tool";
import { isWeakKind } from "@/lib/sources/kinds";
import { isUnpinnedRepositoryUrl } from "@/lib/sources/repository-url";

export { isUnpinnedRepositoryUrl };
import { entryPrice } from "./on-sale";
import { parsePricing, type PaidPricing } from "./pricing";

/** The statuses that record an event, in the words of a message. */
const eventNames: Partial<Record<NonNullable<Tool["status"]>, string>> = {
  discontinued: "closure",
  renamed: "rename",
  merged: "merger",
};

const describe = (source: ToolSource) => `"${source.title}" (${source.seen})`;

/**
 * Whether a quote states this amount: the digits as a number of their own ("$20", "20 USD",
 * "€15/mo", "9.99", "9,99", "1,200"), not inside a longer number ("120", "20.5").
 */
export function quoteStatesAmount(quote: string, amount: number): boolean {
  const whole = Math.trunc(amount);
  const cents = Math.round((amount - whole) * 100);
  const wholeForms = [String(whole), whole.toLocaleString("en-US")];
  const forms = wholeForms.flatMap((w) =>
    cents === 0
      ? [w, `${w}.00`, `${w},00`]
      : [`${w}.${String(cents).padStart(2, "0")}`, `${w},${String(cents).padStart(2, "0")}`],
  );
  return forms.some((form) =>
    new RegExp(`(?<![\\d.,])${form.replace(/[.,]/g, "\\$&")}(?![\\d]|[.,]\\d)`).test(quote),
  );
}

/** The paid figures the entry states: its price, or with "Freemium" its cheapest paid plan. */
function statedAmounts(tool: Tool): PaidPricing[] {
  return [tool.pricing, tool.paidFrom]
    .map((text) => (text === undefined ? null : parsePricing(text)))
    .filter((pricing): pricing is PaidPricing => pricing?.kind === "paid");
}

export function evidenceProblems(tool: Tool): string[] {
  const problems: string[] = [];
  const sources = tool.sources ?? [];
  sources.forEach((source, index) => {
    const at = `sources[${index}]`;
    if (source.kind === undefined)
      problems.push(
        `${at}.kind: say who publishes ${describe(source)}: "vendor", "press", "independent-review", "digest", "personal" or "unknown"`,
      );
    if ((source.confirmsPrice || source.confirmsStatus) && source.quote === undefined)
      problems.push(
        `${at}.quote: ${describe(source)} is marked ${source.confirmsPrice ? "confirmsPrice" : "confirmsStatus"}, so it needs the words of the page that say ${source.confirmsPrice ? "the price" : "what happened"} (verbatim, up to 300 characters)`,
      );
    if (isUnpinnedRepositoryUrl(source.url))
      problems.push(
        `${at}.url: ${source.url} names a branch, so the file can change after we cite it; point it at the commit you read (…/blob/{40-hex commit}/…)`,
      );
  });

  const priceQuotes = sources.filter((s) => s.confirmsPrice && s.quote).map((s) => s.quote!);
  if (priceQuotes.length > 0) {
    for (const price of statedAmounts(tool)) {
      if (!priceQuotes.some((quote) => quoteStatesAmount(quote, price.amount)))
        problems.push(
          `pricing: ${price.amount} (${price.currency}) is in no quote of a source marked confirmsPrice; quote the words that state it, or correct the price`,
        );
    }
    const entry = entryPrice({
      price: parsePricing(tool.pricing) ?? { kind: "unknown" },
      paidFromPrice: tool.paidFrom === undefined ? null : parsePricing(tool.paidFrom),
    });
    // With no paid figure to quote, the quote must say what is free.
    const freeOnly =
      entry.kind === "free" || (entry.kind === "free-plan" && entry.paidFrom === null);
    if (freeOnly && !priceQuotes.some((quote) => /free|無料|gratuit|gratis|kostenlos/i.test(quote)))
      problems.push(
        `pricing: "${tool.pricing}" says it can be used for free, but no quote of a source marked confirmsPrice says "free"`,
      );
  }

  const event = eventNames[tool.status ?? "active"];
  if (event !== undefined && tool.statusOn !== undefined) {
    const reports = sources.filter((s) => s.confirmsStatus);
    if (reports.length > 0 && !reports.some((s) => s.seen >= tool.statusOn!))
      problems.push(
        `statusOn: the ${event} on ${tool.statusOn} needs a source dated on or after it (one dated before can only announce it); until a source confirms it, the tool stays active with "closingOn" ${tool.statusOn}`,
      );
  }
  return problems;
}

/** Warnings: a price or an event that rests only on personal or unknown publishers. */
export function weakEvidenceWarnings(tool: Tool): string[] {
  const warnings: string[] = [];
  const sources = tool.sources ?? [];
  for (const [flag, fact] of [
    ["confirmsPrice", "the price"],
    ["confirmsStatus", "what happened to it"],
  ] as const) {
    const backing = sources.filter((s) => s[flag]);
    if (backing.length > 0 && backing.every((s) => isWeakKind(s.kind)))
      warnings.push(
        `sources: ${fact} rests only on personal or unknown publishers (${backing.map(describe).join(", ")}); the page says it is weakly sourced`,
      );
  }
  return warnings;
}

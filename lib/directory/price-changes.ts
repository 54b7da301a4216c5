/**
 * Every price change is recorded: comparing the catalogue with an earlier version of its data
 * (the previous commit), a tool whose price changed must carry a `priceHistory` that names both
 * the new price (first) and the earlier one. A price first confirmed (from "" to a price),
 * withdrawn (to "") or corrected (the earlier one no source confirmed) is not a change of price.
 * Pure: the earlier records come in as data.
 */
import type { DirectoryTool } from "./catalogue";
import { parsePricing, type Pricing } from "./pricing";
import { priceKey } from "./record-rules";

export type EarlierPrice = {
  pricing: string;
  paidFrom?: string | undefined;
  /** Whether a source confirmed that earlier price; correcting an unconfirmed one is no change. */
  confirmed?: boolean;
};

const same = (a: Pricing | null, b: Pricing | null) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the price moved: both known and different, or both with a cheapest plan that moved. */
export function priceChanged(before: EarlierPrice, after: EarlierPrice): boolean {
  const was = parsePricing(before.pricing);
  const now = parsePricing(after.pricing);
  if (was === null || now === null || was.kind === "unknown" || now.kind === "unknown")
    return false;
  if (!same(was, now)) return true;
  if (before.paidFrom === undefined || after.paidFrom === undefined) return false;
  return !same(parsePricing(before.paidFrom), parsePricing(after.paidFrom));
}

/** One message per tool whose price changed since `base` without the history that records it. */
export function unrecordedPriceChanges(
  earlier: ReadonlyMap<string, EarlierPrice>,
  tools: readonly DirectoryTool[],
  base: string,
): string[] {
  const problems: string[] = [];
  for (const tool of tools) {
    const before = earlier.get(tool.slug);
    if (!before || before.confirmed === false || !priceChanged(before, tool)) continue;
    const history = tool.priceHistory ?? [];
    if (history.some((entry) => priceKey(entry) === priceKey(before))) continue;
    const describe = (p: EarlierPrice) =>
      `"${p.pricing}"${p.paidFrom ? ` (paid from "${p.paidFrom}")` : ""}`;
    problems.push(
      `${tool.dataFile} › "${tool.name}" › pricing: changed from ${describe(before)} to ${describe(tool)} since ${base} without a priceHistory entry for the earlier price: list the new price first and the earlier one after it, each with its dated source`,
    );
  }
  return problems;
}

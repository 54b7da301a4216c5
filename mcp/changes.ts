/**
 * The MCP tool price_changes: the directory's price changes as /changes lists them (the API's
 * changes.json, newest first, general tools only), optionally of one month or one tool, each
 * with the old and new price, its date and the source that reported it. Pure function of its
 * input and the API data.
 */
import { formatPricing, parsePricing } from "@/lib/directory/pricing";
import { answer, countLine, refuse, type ToolOutcome } from "./format";
import type { PriceChangesInput } from "./inputs";
import { didYouMean, findBySlug } from "./match";
import type { ApiChange, ApiData } from "./source";

/** A history price as the site words it: "Freemium, paid plans from $8/month". */
export function historyPriceText(price: ApiChange["from"]): string {
  const read = (text: string) => formatPricing(parsePricing(text) ?? { kind: "unknown" });
  return `${read(price.pricing)}${price.paidFrom ? `, paid plans from ${read(price.paidFrom)}` : ""}`;
}

export type PriceChangeItem = {
  on: string;
  tool: { slug: string; name: string; url: string };
  from: string;
  to: string;
  note: string | null;
  source: { title: string; url: string; seen: string; quote: string | null };
};

export type PriceChangesData = {
  month: string | null;
  tool: string | null;
  total: number;
  changes: PriceChangeItem[];
  /** The newest change the feed has, whatever the filters: its date. */
  newest: string | null;
};

function item(change: ApiChange): PriceChangeItem {
  return {
    on: change.on,
    tool: change.tool,
    from: historyPriceText(change.from),
    to: historyPriceText(change.to),
    note: change.note ?? null,
    source: {
      title: change.source.title,
      url: change.source.url,
      seen: change.source.seen,
      quote: change.source.quote ?? null,
    },
  };
}

function changeLine(change: PriceChangeItem, position: number): string {
  const quote = change.source.quote ? ` It says: "${change.source.quote}"` : "";
  return [
    `${position}. ${change.on} · ${change.tool.name} (${change.tool.slug}): ${change.from} → ${change.to}.${change.note ? ` ${change.note}` : ""}`,
    `   Source: ${change.source.title}, ${change.source.url} (seen ${change.source.seen}).${quote}`,
    `   ${change.tool.url}`,
  ].join("\n");
}

export async function priceChanges(
  data: ApiData,
  input: PriceChangesInput,
): Promise<ToolOutcome<PriceChangesData>> {
  const all = await data.changes();
  let toolSlug: string | null = null;
  if (input.tool !== undefined) {
    // A tool is named as in the feed; one that never changed price is not an unknown tool.
    const { tools, bySlug } = await data.toolIndex();
    const tool = findBySlug(input.tool, bySlug, tools, (entry) => entry.name);
    if (!tool)
      return refuse(
        `No tool has the slug "${input.tool}"${didYouMean(input.tool, [...bySlug.keys()])}`,
      );
    toolSlug = tool.slug;
  }
  const month = input.month ?? null;
  const matching = all.filter(
    (change) =>
      (month === null || change.on.startsWith(month)) &&
      (toolSlug === null || change.tool.slug === toolSlug),
  );
  const changes = matching.slice(0, input.limit).map(item);
  const newest = all[0]?.on ?? null;
  const scope = [month ? `in ${month}` : "", toolSlug ? `for ${toolSlug}` : ""].filter(Boolean);
  const what = `Price changes${scope.length > 0 ? ` ${scope.join(" ")}` : ""}`;
  const heading =
    changes.length === 0
      ? `No price change is recorded ${scope.length > 0 ? scope.join(" ") : "yet"}.${newest ? ` The newest change in the directory is from ${newest}; omit month to see the latest ones.` : ""}`
      : `${what}, newest first, as the site's /changes page lists them: ${countLine(changes.length, matching.length, "change")}`;
  const result: PriceChangesData = {
    month,
    tool: toolSlug,
    total: matching.length,
    changes,
    newest,
  };
  return answer(
    [heading, ...changes.map((change, i) => changeLine(change, i + 1))].join("\n\n"),
    result,
  );
}

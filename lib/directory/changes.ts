/**
 * The directory's price changes, from each tool's priceHistory: one change for each pair of
 * neighbouring entries (the newer price, the one before it), newest first. What /changes, its
 * RSS feed and the API's changes.json all publish. Pure.
 */
import type { PriceHistoryEntry } from "@/lib/schemas/tool";
import type { DirectoryTool } from "./catalogue";

export type PriceChange = {
  tool: DirectoryTool;
  on: string;
  from: Pick<PriceHistoryEntry, "pricing" | "paidFrom">;
  to: Pick<PriceHistoryEntry, "pricing" | "paidFrom">;
  note: string | undefined;
  source: PriceHistoryEntry["source"];
};

/** Changes per page on /changes. */
export const changesPerPage = 30;

export function priceChanges(tools: readonly DirectoryTool[]): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const tool of tools) {
    const history = tool.priceHistory ?? [];
    for (let index = 0; index + 1 < history.length; index += 1) {
      const to = history[index]!;
      const from = history[index + 1]!;
      changes.push({
        tool,
        on: to.on,
        from: { pricing: from.pricing, ...(from.paidFrom ? { paidFrom: from.paidFrom } : {}) },
        to: { pricing: to.pricing, ...(to.paidFrom ? { paidFrom: to.paidFrom } : {}) },
        note: to.note,
        source: to.source,
      });
    }
  }
  return changes.sort((a, b) => b.on.localeCompare(a.on) || a.tool.name.localeCompare(b.tool.name));
}

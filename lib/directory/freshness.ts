/**
 * How current the directory is: whether a tool's pricing is backed by a dated source, and the
 * summary `npm run content:check` prints (confirmed in the last 6 and 12 months, older,
 * discontinued).
 */
import type { Tool, ToolSource } from "@/lib/schemas/tool";

/** Whole months from one date (or month, read as its first day) to another. */
export function monthsBetween(from: string, to: string): number {
  const [fy = 0, fm = 1, fd = 1] = from.split("-").map(Number);
  const [ty = 0, tm = 1, td = 1] = to.split("-").map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** The source whose date is the tool's checkedAt: the one that confirms its pricing. */
export function pricingSource(tool: Pick<Tool, "checkedAt" | "sources">): ToolSource | undefined {
  if (tool.checkedAt === undefined) return undefined;
  return tool.sources?.find((source) => source.seen === tool.checkedAt);
}

export type FreshnessSummary = {
  total: number;
  /** Active tools whose pricing a source confirmed within the last 6 months. */
  within6Months: number;
  /** … 6 to 12 months ago. */
  within12Months: number;
  /** … over 12 months ago, or never by a recorded source. */
  older: number;
  /** Of those older ones: no recorded source confirms the pricing. */
  unsourced: number;
  discontinued: number;
  renamed: number;
};

export function freshnessSummary(
  tools: readonly Pick<Tool, "checkedAt" | "sources" | "status">[],
  today: string,
): FreshnessSummary {
  const summary: FreshnessSummary = {
    total: tools.length,
    within6Months: 0,
    within12Months: 0,
    older: 0,
    unsourced: 0,
    discontinued: 0,
    renamed: 0,
  };
  for (const tool of tools) {
    if (tool.status === "discontinued") {
      summary.discontinued += 1;
      continue;
    }
    if (tool.status === "renamed") summary.renamed += 1;
    const months = tool.checkedAt === undefined ? Infinity : monthsBetween(tool.checkedAt, today);
    if (pricingSource(tool) && months < 6) summary.within6Months += 1;
    else if (pricingSource(tool) && months < 12) summary.within12Months += 1;
    else {
      summary.older += 1;
      if (!pricingSource(tool)) summary.unsourced += 1;
    }
  }
  return summary;
}

/** The lines content:check prints. */
export function describeFreshness(summary: FreshnessSummary): string[] {
  const active = summary.total - summary.discontinued;
  const percent = (count: number) => (active === 0 ? 0 : Math.round((count / active) * 100));
  const rows: [string, number, boolean][] = [
    ["pricing confirmed by a source in the last 6 months", summary.within6Months, true],
    ["pricing confirmed by a source 6 to 12 months ago", summary.within12Months, true],
    [`older, or never (${summary.unsourced} with no dated price source)`, summary.older, true],
    ["discontinued", summary.discontinued, false],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `Freshness: ${summary.total} tools, ${active} active (${summary.renamed} of them renamed), ${summary.discontinued} discontinued`,
    ...rows.map(
      ([label, count, share]) =>
        `  ${`${label}:`.padEnd(width + 1)} ${String(count).padStart(4)}${share ? ` (${percent(count)}% of active)` : ""}`,
    ),
  ];
}

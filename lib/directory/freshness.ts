/**
 * How current the directory is: whether a tool's pricing is backed by a dated source, and the
 * summary `npm run content:check` prints (confirmed in the last 6 and 12 months, older,
 * discontinued).
 */
import type { ToolStatus } from "@/lib/schemas/tool";

/** What the summary reads of a checked tool (DirectoryTool has both). */
type FreshnessFacts = { checkedAt: string | undefined; status: ToolStatus };

/** Whole months from one date (or month, read as its first day) to another. */
export function monthsBetween(from: string, to: string): number {
  const [fy = 0, fm = 1, fd = 1] = from.split("-").map(Number);
  const [ty = 0, tm = 1, td = 1] = to.split("-").map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
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
  /** Folded into another product. */
  merged: number;
  /** No source supports them at all: out of the lists until one does. */
  unverified: number;
  /** Active tools whose price a source dated this year confirms, and the year. */
  confirmedThisYear: number;
  year: string;
};

export function freshnessSummary(
  tools: readonly FreshnessFacts[],
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
    merged: 0,
    unverified: 0,
    confirmedThisYear: 0,
    year: today.slice(0, 4),
  };
  for (const tool of tools) {
    if (
      tool.status === "discontinued" ||
      tool.status === "merged" ||
      tool.status === "unverified"
    ) {
      summary[tool.status] += 1;
      continue;
    }
    if (tool.status === "renamed") summary.renamed += 1;
    if (tool.checkedAt !== undefined && tool.checkedAt.startsWith(summary.year))
      summary.confirmedThisYear += 1;
    const months = tool.checkedAt === undefined ? Infinity : monthsBetween(tool.checkedAt, today);
    if (months < 6) summary.within6Months += 1;
    else if (months < 12) summary.within12Months += 1;
    else {
      summary.older += 1;
      if (tool.checkedAt === undefined) summary.unsourced += 1;
    }
  }
  return summary;
}

/** The lines content:check prints. */
export function describeFreshness(summary: FreshnessSummary): string[] {
  const active = summary.total - summary.discontinued - summary.merged - summary.unverified;
  const percent = (count: number) => (active === 0 ? 0 : Math.round((count / active) * 100));
  const rows: [string, number, boolean][] = [
    ["pricing confirmed by a source in the last 6 months", summary.within6Months, true],
    ["pricing confirmed by a source 6 to 12 months ago", summary.within12Months, true],
    [`older, or never (${summary.unsourced} with no dated price source)`, summary.older, true],
    [`pricing confirmed by a source dated ${summary.year}`, summary.confirmedThisYear, true],
    ["discontinued", summary.discontinued, false],
    ["merged into another product", summary.merged, false],
    ["unverified (no source at all; out of lists and search)", summary.unverified, false],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `Freshness: ${summary.total} tools, ${active} active (${summary.renamed} of them renamed), ${summary.discontinued} discontinued, ${summary.merged} merged, ${summary.unverified} unverified`,
    ...rows.map(
      ([label, count, share]) =>
        `  ${`${label}:`.padEnd(width + 1)} ${String(count).padStart(4)}${share ? ` (${percent(count)}% of active)` : ""}`,
    ),
  ];
}

/**
 * The open reports as an editor reads them (npm run reports:export): checked, grouped by the
 * tool or prompt they are about (most reported first), as Markdown or JSON. Pure: the CLI in
 * scripts/reports-export.ts reads Firestore.
 */
import { z } from "zod";
import { DataValidationError, describeIssues } from "@/lib/schemas/issues";
import { printable } from "@/lib/terminal-text";
import {
  problemsFor,
  reportKinds,
  reportProblems,
  reviewReportProblems,
  type ReportKind,
  type ReportProblem,
} from "./report-fields";

const allProblems = [...reportProblems, ...reviewReportProblems];

export const reportsCollection = "reports";

/** A Firestore Timestamp (read through toDate) or a Date. */
const timestamp = z.union([
  z.date(),
  z
    .custom<{ toDate: () => Date }>(
      (value) =>
        typeof value === "object" &&
        value !== null &&
        "toDate" in value &&
        typeof value.toDate === "function",
      { error: "must be a Firestore Timestamp" },
    )
    .transform((value) => value.toDate()),
]);

const storedReportSchema = z
  .object({
    kind: z.enum(reportKinds),
    itemId: z.string().min(1),
    itemName: z.string(),
    problem: z.enum([...new Set(allProblems.map((problem) => problem.value))] as [ReportProblem]),
    note: z.string(),
    status: z.string(),
    uid: z.string(),
    createdAt: timestamp,
  })
  .refine((report) => problemsFor(report.kind).some((p) => p.value === report.problem), {
    message: "is not one of the problems of its kind",
    path: ["problem"],
  });

export type StoredReport = z.output<typeof storedReportSchema> & { id: string };

/** Checks a reports document; a DataValidationError names the document and every bad field. */
export function parseReportDocument(id: string, data: unknown): StoredReport {
  const result = storedReportSchema.safeParse(data);
  if (!result.success) {
    throw new DataValidationError(`${reportsCollection}/${id}`, describeIssues(result.error));
  }
  return { id, ...result.data };
}

export type ReportGroup = {
  kind: ReportKind;
  itemId: string;
  /** The name in the newest report. */
  itemName: string;
  /** The item's page on the site, or null when it is no longer listed. */
  path: string | null;
  /** Newest first. */
  reports: StoredReport[];
};

/**
 * One group per tool or prompt: the most reported first, then the most recently reported.
 * `pathOf` gives an item's page (null when the data no longer has it).
 */
export function groupReports(
  reports: readonly StoredReport[],
  pathOf: (kind: ReportKind, itemId: string) => string | null,
): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  const newest = [...reports].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const report of newest) {
    const key = `${report.kind}:${report.itemId}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        kind: report.kind,
        itemId: report.itemId,
        itemName: report.itemName,
        path: pathOf(report.kind, report.itemId),
        reports: [],
      };
      groups.set(key, group);
    }
    group.reports.push(report);
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.reports.length - a.reports.length ||
      b.reports[0]!.createdAt.getTime() - a.reports[0]!.createdAt.getTime(),
  );
}

const kindLabels: Record<ReportKind, string> = {
  tool: "Tool",
  chatgpt: "ChatGPT prompt",
  midjourney: "Midjourney prompt",
  review: "Review",
};

export function problemLabel(problem: string): string {
  return allProblems.find((entry) => entry.value === problem)?.short ?? problem;
}

/**
 * Markdown text on one line: no heading, list or emphasis can start from a visitor's note, and no
 * control, bidi or invisible character reaches the editor's terminal or viewer (shown as `<U+001B>`).
 */
function inline(text: string): string {
  // Shown first, folded after: U+2028 and U+FEFF are white space to \s, and must stay visible.
  return printable(text, { multiline: true })
    .replace(/\s+/g, " ")
    .trim()
    .replace(/([\\`*_[\]<>#|])/g, "\\$1");
}

/** An id or slug inside backticks: escaped, and no backtick can end the code span early. */
function code(text: string): string {
  return printable(text).replace(/`/g, "'");
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The editor's Markdown: a section per item, a line per report, and how to close them. */
export function reportsMarkdown(
  groups: readonly ReportGroup[],
  { where, generatedAt, siteUrl }: { where: string; generatedAt: Date; siteUrl: string },
): string {
  const total = groups.reduce((sum, group) => sum + group.reports.length, 0);
  const lines = [
    "# Open reports",
    "",
    `${plural(total, "open report")} on ${plural(groups.length, "item")}, from ${where}, ${generatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
  ];
  if (groups.length === 0) {
    lines.push("", "Nothing to check.");
    return `${lines.join("\n")}\n`;
  }
  for (const group of groups) {
    const link = group.path ? `[${group.path}](${siteUrl}${group.path})` : "no longer listed";
    lines.push(
      "",
      `## ${inline(group.itemName)} (${kindLabels[group.kind]}, ${plural(group.reports.length, "report")})`,
      "",
      `\`${group.kind}:${code(group.itemId)}\` · ${link}`,
      "",
    );
    for (const report of group.reports) {
      const note = report.note.trim() ? `: ${inline(report.note)}` : "";
      lines.push(
        `- ${report.createdAt.toISOString().slice(0, 10)} · **${problemLabel(report.problem)}**${note} (report \`${code(report.id)}\`)`,
      );
    }
  }
  lines.push(
    "",
    "Once an item is corrected (or the reports are wrong), close its reports: `npm run reports:export -- --close <report id> [--close <id>…]`.",
  );
  return `${lines.join("\n")}\n`;
}

/** The same as JSON, for tools: dates as ISO strings. */
export function reportsJson(groups: readonly ReportGroup[]) {
  return groups.map((group) => ({
    ...group,
    reports: group.reports.map((report) => ({
      ...report,
      createdAt: report.createdAt.toISOString(),
    })),
  }));
}

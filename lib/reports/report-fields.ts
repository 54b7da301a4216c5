/**
 * "Report a problem": what a visitor can say is wrong with a tool or a prompt. Shared by the
 * dialog, firestore.rules (kept in step by tests/rules/reports.test.ts) and reports:export.
 * No zod, no Firebase, no character tables (the note's check is report-note.ts, loaded with the
 * dialog): every tool page's launcher ships it.
 */
export const reportKinds = ["tool", "chatgpt", "midjourney"] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportProblems = [
  { value: "price", label: "The price is wrong", short: "Price" },
  { value: "link", label: "The link is broken or goes somewhere else", short: "Link" },
  { value: "description", label: "The description is wrong or out of date", short: "Description" },
  { value: "adult", label: "It has adult content", short: "Adult content" },
  { value: "other", label: "Something else", short: "Other" },
] as const;

export type ReportProblem = (typeof reportProblems)[number]["value"];

export function isReportProblem(value: unknown): value is ReportProblem {
  return reportProblems.some((problem) => problem.value === value);
}

export function isReportKind(value: unknown): value is ReportKind {
  return reportKinds.some((kind) => kind === value);
}

/** The note's limit, in UTF-16 units as the rules' size() and the counter count. */
export const reportNoteMax = 500;

/** What the item is called in a sentence: "this tool", "this prompt". */
export function itemNoun(kind: ReportKind): string {
  return kind === "tool" ? "tool" : "prompt";
}

/** The item a report is about, as its button names it. */
export type ReportItem = { kind: ReportKind; id: string; name: string };

/** "tool:chatgpt" → { kind, id }; null for anything else. */
export function parseReportKey(key: string): { kind: ReportKind; id: string } | null {
  const match = /^([a-z]+):([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(key);
  if (!match || !isReportKind(match[1])) return null;
  return { kind: match[1], id: match[2]! };
}

export type ReportFields = ReportItem & { problem: ReportProblem; note: string };

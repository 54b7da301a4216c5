/**
 * "Report a problem": what a visitor can say is wrong with a tool or a prompt. Shared by the
 * dialog, firestore.rules (kept in step by tests/rules/reports.test.ts) and reports:export.
 * No zod, no Firebase, no character tables (the note's check is report-note.ts, loaded with the
 * dialog): every tool page's launcher ships it.
 */
export const reportKinds = ["tool", "chatgpt", "midjourney", "review"] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportProblems = [
  { value: "price", label: "The price is wrong", short: "Price" },
  { value: "link", label: "The link is broken or goes somewhere else", short: "Link" },
  { value: "description", label: "The description is wrong or out of date", short: "Description" },
  { value: "adult", label: "It has adult content", short: "Adult content" },
  { value: "other", label: "Something else", short: "Other" },
] as const;

/** What can be wrong with a visitor's review: the moderation rules of /how-we-rank. */
export const reviewReportProblems = [
  { value: "spam", label: "It is spam or advertising", short: "Spam" },
  { value: "abuse", label: "It is abusive, harassing or hateful", short: "Abuse" },
  { value: "off-topic", label: "It is not about this tool", short: "Off-topic" },
  { value: "personal-data", label: "It shares someone's personal data", short: "Personal data" },
  { value: "other", label: "Something else", short: "Other" },
] as const;

export type ReportProblem =
  (typeof reportProblems)[number]["value"] | (typeof reviewReportProblems)[number]["value"];

/** The choices the dialog offers for an item of this kind (firestore.rules allows the same). */
export function problemsFor(
  kind: ReportKind,
): readonly { value: ReportProblem; label: string; short: string }[] {
  return kind === "review" ? reviewReportProblems : reportProblems;
}

export function isReportProblem(value: unknown): value is ReportProblem {
  return [...reportProblems, ...reviewReportProblems].some((problem) => problem.value === value);
}

export function isReportKind(value: unknown): value is ReportKind {
  return reportKinds.some((kind) => kind === value);
}

/** The note's limit, in UTF-16 units as the rules' size() and the counter count. */
export const reportNoteMax = 500;

/** What the item is called in a sentence: "this tool", "this prompt". */
export function itemNoun(kind: ReportKind): string {
  return kind === "tool" ? "tool" : kind === "review" ? "review" : "prompt";
}

/** The item a report is about, as its button names it. */
export type ReportItem = { kind: ReportKind; id: string; name: string };

/** A review's id: its tool's slug, "__" and its author's uid (lib/reviews/review-fields.ts). */
export const reviewIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*__[A-Za-z0-9]{1,128}$/;

/** "tool:chatgpt" or "review:chatgpt__uid" → { kind, id }; null for anything else. */
export function parseReportKey(key: string): { kind: ReportKind; id: string } | null {
  const match = /^([a-z]+):(.+)$/.exec(key);
  if (!match || !isReportKind(match[1])) return null;
  const id = match[2]!;
  const valid =
    match[1] === "review" ? reviewIdPattern.test(id) : /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id);
  return valid ? { kind: match[1], id } : null;
}

export type ReportFields = ReportItem & { problem: ReportProblem; note: string };

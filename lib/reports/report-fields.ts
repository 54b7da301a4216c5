/**
 * "Report a problem": what a visitor can say is wrong with a tool or a prompt. Shared by the
 * dialog, firestore.rules (kept in step by tests/rules/reports.test.ts) and reports:export.
 * The labels load with the dialog; the ids every page's launcher needs are report-keys.ts'.
 */
import type {
  factProblemIds,
  ReportItem,
  ReportKind,
  ReportProblem,
  reviewProblemIds,
} from "./report-keys";

export {
  isReportKind,
  isReportProblem,
  parseReportKey,
  reportKinds,
  reviewIdPattern,
  type ReportItem,
  type ReportKind,
  type ReportProblem,
} from "./report-keys";

export const reportProblems: readonly {
  value: (typeof factProblemIds)[number];
  label: string;
  short: string;
}[] = [
  { value: "price", label: "The price is wrong", short: "Price" },
  { value: "link", label: "The link is broken or goes somewhere else", short: "Link" },
  { value: "description", label: "The description is wrong or out of date", short: "Description" },
  { value: "adult", label: "It has adult content", short: "Adult content" },
  { value: "other", label: "Something else", short: "Other" },
];

/** What can be wrong with a visitor's review: the moderation rules of /how-we-rank. */
export const reviewReportProblems: readonly {
  value: (typeof reviewProblemIds)[number];
  label: string;
  short: string;
}[] = [
  { value: "spam", label: "It is spam or advertising", short: "Spam" },
  { value: "abuse", label: "It is abusive, harassing or hateful", short: "Abuse" },
  { value: "off-topic", label: "It is not about this tool", short: "Off-topic" },
  { value: "personal-data", label: "It shares someone's personal data", short: "Personal data" },
  { value: "other", label: "Something else", short: "Other" },
];

/** The choices the dialog offers for an item of this kind (firestore.rules allows the same). */
export function problemsFor(
  kind: ReportKind,
): readonly { value: ReportProblem; label: string; short: string }[] {
  return kind === "review" ? reviewReportProblems : reportProblems;
}

/** The note's limit, in UTF-16 units as the rules' size() and the counter count. */
export const reportNoteMax = 500;

/** What the item is called in a sentence: "this tool", "this prompt". */
export function itemNoun(kind: ReportKind): string {
  return kind === "tool" ? "tool" : kind === "review" ? "review" : "prompt";
}

export type ReportFields = ReportItem & { problem: ReportProblem; note: string };

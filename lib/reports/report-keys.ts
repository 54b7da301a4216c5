/**
 * What a report is about and the problems it can name, as ids only: what every page's
 * ReportLauncher and the kept draft need (the labels are report-fields.ts', loaded with the
 * dialog). firestore.rules lists the same values.
 */
export const reportKinds = ["tool", "chatgpt", "midjourney", "review"] as const;
export type ReportKind = (typeof reportKinds)[number];

/** A wrong fact about a tool or a prompt. */
export const factProblemIds = ["price", "link", "description", "adult", "other"] as const;
/** What the moderation rules name, for a review. */
export const reviewProblemIds = ["spam", "abuse", "off-topic", "personal-data", "other"] as const;

export type ReportProblem = (typeof factProblemIds)[number] | (typeof reviewProblemIds)[number];

export function isReportProblem(value: unknown): value is ReportProblem {
  return [...factProblemIds, ...reviewProblemIds].some((problem) => problem === value);
}

export function isReportKind(value: unknown): value is ReportKind {
  return reportKinds.some((kind) => kind === value);
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

/**
 * What an editor decides about a submission, in the words the submitter reads: shared by
 * npm run submissions:review (which writes status, slug, reason and reasonNote with the Admin
 * SDK) and "Your submissions" on /profile (which reads them). No zod, no Firebase: it ships to
 * the browser.
 */

export const rejectionReasons = [
  {
    value: "duplicate",
    label: "Already in the directory",
    explanation: "The tool is already listed in the directory.",
  },
  {
    value: "not-ai",
    label: "Not an AI tool",
    explanation: "The tool does not use artificial intelligence in a way people would notice.",
  },
  {
    value: "broken-link",
    label: "Website not working",
    explanation: "The website did not work when we checked it.",
  },
  {
    value: "not-a-tool",
    label: "Not a tool",
    explanation: "It is not a product people can use, such as a news site, a list or a course.",
  },
  {
    value: "adult-unmarked",
    label: "Adult content in a general category",
    explanation:
      "The tool has adult content but was sent in a general category; send it again in an adult category.",
  },
  {
    value: "other",
    label: "Other",
    explanation: "It does not fit the directory; the editor's note says why.",
  },
] as const;

export type RejectionReason = (typeof rejectionReasons)[number]["value"];

export function isRejectionReason(value: unknown): value is RejectionReason {
  return rejectionReasons.some((reason) => reason.value === value);
}

/** The sentence the submitter reads for a reason; a reason this version does not know reads as "other". */
export function rejectionExplanation(reason: string): string {
  return (
    rejectionReasons.find((entry) => entry.value === reason)?.explanation ??
    rejectionReasons[rejectionReasons.length - 1]!.explanation
  );
}

/** The editor's free text for a rejection, at most this long (the submitter sees it). */
export const reasonNoteMax = 500;

/** Statuses of a submission still waiting for a decision ("exported": drafted with submissions:export). */
export const awaitingReview = ["pending", "exported"] as const;

export type SubmissionOutcome =
  | { state: "pending" }
  | { state: "approved"; slug: string }
  | { state: "rejected"; reason: string; note: string };

/** The submitter's summary of one of their submissions, as /profile lists it. */
export type MySubmission = {
  id: string;
  name: string;
  website: string;
  /** Milliseconds since the epoch; null when the server time is not known yet. */
  submittedAt: number | null;
  outcome: SubmissionOutcome;
};

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A Firestore Timestamp (client or Admin SDK) or a Date, as milliseconds. */
function millis(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === "object" && value !== null && "toMillis" in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === "function") {
      const result: unknown = toMillis.call(value);
      return typeof result === "number" && Number.isFinite(result) ? result : null;
    }
  }
  return null;
}

/**
 * Reads a tool_submissions document for its submitter. Unknown or damaged fields degrade (a
 * status this code does not know reads as pending) rather than hide the submission.
 */
export function toMySubmission(id: string, data: Record<string, unknown>): MySubmission {
  const status = text(data.status);
  const slug = text(data.slug);
  const outcome: SubmissionOutcome =
    status === "approved" && slug
      ? { state: "approved", slug }
      : status === "rejected"
        ? { state: "rejected", reason: text(data.reason), note: text(data.reasonNote) }
        : { state: "pending" };
  return {
    id,
    name: text(data.name) || "Unnamed tool",
    website: text(data.website),
    submittedAt: millis(data.submittedAt),
    outcome,
  };
}

/** Newest first; a submission without a server time yet counts as newest. */
export function newestFirst(a: MySubmission, b: MySubmission): number {
  return (b.submittedAt ?? Infinity) - (a.submittedAt ?? Infinity) || a.name.localeCompare(b.name);
}

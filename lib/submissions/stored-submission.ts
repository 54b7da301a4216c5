/**
 * A tool_submissions document as the editors' scripts read it: every field checked for its type,
 * and every bad one named ("priceText: must be text, got the number 10"), before anything is
 * drafted or reviewed from it. Pure: tests feed plain objects.
 */
import { z } from "zod";
import { slugify } from "@/lib/directory/slug";
import { DataValidationError, describeIssues } from "@/lib/schemas/issues";
import { normaliseWebsite } from "@/lib/schemas/submission";
import type { SubmissionPricing } from "@/lib/submission-fields";

export const submissionsCollection = "tool_submissions";

/** "a number", "null", "an array"…: what a wrong value is, for the error message. */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (value instanceof Date) return "a date";
  switch (typeof value) {
    case "string":
      return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case "number":
    case "boolean":
      return `the ${typeof value} ${String(value)}`;
    case "object":
      return "a map";
    default:
      return typeof value;
  }
}

function textField() {
  return z.string({
    error: (issue) =>
      issue.input === undefined ? "is missing" : `must be text, got ${kindOf(issue.input)}`,
  });
}

const pricingValues = ["free", "freemium", "paid"] as const satisfies readonly SubmissionPricing[];

/** A Firestore Timestamp (firebase-admin's, read through its seconds/nanoseconds) or a Date. */
const timestampField = z
  .union(
    [
      z.date(),
      z
        .object({
          seconds: z.number().int(),
          nanoseconds: z.number().int().min(0).max(999_999_999),
        })
        .transform(({ seconds, nanoseconds }) => new Date(seconds * 1000 + nanoseconds / 1e6)),
    ],
    {
      error: (issue) =>
        issue.input === undefined
          ? "is missing"
          : `must be a Firestore Timestamp, got ${kindOf(issue.input)}`,
    },
  )
  .refine((date) => !Number.isNaN(date.getTime()), { error: "must be a real point in time" });

/** Which statuses a reader accepts, and the sentence for any other. */
const statusRules = {
  export: { values: ["pending"], rule: '"pending" (only pending submissions are exported)' },
  review: {
    values: ["pending", "exported"],
    rule: '"pending" or "exported" (only a submission waiting for review can be reviewed)',
  },
} as const;

/**
 * The document as firestore.rules let the form write it (status: as npm run submissions:export
 * may have changed it). Types are strict; values are left to the draft check.
 */
function storedSubmissionSchema(statuses: (typeof statusRules)[keyof typeof statusRules]) {
  return z.object(
    {
      name: textField()
        .trim()
        .min(1, { error: "must not be empty", abort: true })
        .refine((value) => slugify(value) !== "", {
          error: "must contain a letter or digit (the tool's slug is made from it)",
        }),
      website: textField().transform(normaliseWebsite),
      category: textField().trim(),
      description: textField().trim(),
      pricing: z.enum(pricingValues, {
        error: (issue) =>
          issue.input === undefined
            ? "is missing"
            : `must be "free", "freemium" or "paid", got ${kindOf(issue.input)}`,
      }),
      priceText: textField().trim(),
      email: textField().trim(),
      notes: textField().trim(),
      status: z.enum(statuses.values, {
        error: (issue) =>
          issue.input === undefined
            ? "is missing"
            : `must be ${statuses.rule}, got ${kindOf(issue.input)}`,
      }),
      uid: textField().min(1, "must not be empty"),
      submittedAt: timestampField,
    },
    { error: (issue) => `must be a document (a map of fields), got ${kindOf(issue.input)}` },
  );
}

const exportSchema = storedSubmissionSchema(statusRules.export);
const reviewSchema = storedSubmissionSchema(statusRules.review);

export type StoredSubmission = z.output<typeof reviewSchema> & { id: string };

/**
 * Checks a tool_submissions document's fields and types. Throws a DataValidationError that
 * names the document and every bad field ("name: is missing", "priceText: must be text, got
 * the number 10") rather than producing a half-filled draft. For review (submissions:review) a
 * submission already drafted by submissions:export ("exported") is accepted too.
 */
export function parseSubmissionDocument(
  id: string,
  data: unknown,
  { forReview = false }: { forReview?: boolean } = {},
): StoredSubmission {
  const source = `${submissionsCollection}/${id}`;
  if (id.trim() === "") throw new DataValidationError(source, ["id: must not be empty"]);
  const result = (forReview ? reviewSchema : exportSchema).safeParse(data);
  if (!result.success) throw new DataValidationError(source, describeIssues(result.error));
  return { id, ...result.data };
}

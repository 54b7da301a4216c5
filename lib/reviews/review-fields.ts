/**
 * A review of a tool, as the browser writes it and firestore.rules accept it: one per person per
 * tool (the document id is "{toolSlug}__{uid}"), a whole-star rating, a short title and a body.
 * The bounds here are the rules' (tests/unit/firestore-rules-sync.test.ts compares them).
 */
import { z } from "zod";
import { isWrittenText, refusedCharacterSentence } from "@/lib/control-characters";

export const reviewRatings = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof reviewRatings)[number];

export const reviewTitleMax = 80;
export const reviewBodyMin = 30;
export const reviewBodyMax = 2000;
/** One review write (new or edited) a minute per user: review_limits in firestore.rules. */
export const reviewWriteSeconds = 60;

export const reviewStatuses = ["published", "hidden"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** Why editors hide a review; the author sees the reason. Never because it is negative. */
export const hideReasons = [
  { value: "spam", label: "Spam or advertising" },
  { value: "off-topic", label: "Not about this tool" },
  { value: "abuse", label: "Abuse, harassment or hate" },
  { value: "personal-data", label: "Someone's personal data" },
  { value: "conflict", label: "Written by the maker or a competitor" },
  { value: "illegal", label: "Unlawful content" },
] as const;
export type HideReason = (typeof hideReasons)[number]["value"];

export const reviewIdSeparator = "__";

/** The id of `uid`'s review of the tool `slug`: one per person per tool. */
export function reviewId(slug: string, uid: string): string {
  return `${slug}${reviewIdSeparator}${uid}`;
}

/** Only text a person may write: the sentence names the first refused character. */
const withoutControls = (field: string) =>
  [
    isWrittenText,
    {
      error: (issue: { input: unknown }) =>
        refusedCharacterSentence(field, String(issue.input)) ?? `Check the ${field}.`,
    },
  ] as const;

/** What a person types: each field checked with the message the form shows beside it. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: "Choose a rating from 1 to 5 stars." })
    .int("Choose a rating from 1 to 5 stars.")
    .min(1, "Choose a rating from 1 to 5 stars.")
    .max(5, "Choose a rating from 1 to 5 stars."),
  title: z
    .string()
    .trim()
    .max(reviewTitleMax, `Keep the title to ${reviewTitleMax} characters.`)
    .refine(...withoutControls("title")),
  body: z
    .string()
    .trim()
    .min(reviewBodyMin, `Write at least ${reviewBodyMin} characters about using it.`)
    .max(reviewBodyMax, `Keep the review to ${reviewBodyMax} characters.`)
    .refine(...withoutControls("review")),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** A review as a reader sees it (the live list and the exported excerpts). */
export type ReviewView = {
  id: string;
  tool: string;
  uid: string;
  username: string;
  rating: ReviewRating;
  title: string;
  body: string;
  status: ReviewStatus;
  hiddenReason?: HideReason | undefined;
  createdAt: Date;
  updatedAt: Date;
};

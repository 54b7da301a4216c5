/**
 * A review of a tool, as the browser writes it and firestore.rules accept it: one per person per
 * tool (the document id is "{toolSlug}__{uid}"), a whole-star rating, a short title and a body.
 * The bounds here are the rules' (tests/unit/firestore-rules-sync.test.ts compares them).
 */
import { isWrittenText, refusedCharacterSentence } from "@/lib/control-characters";

export const reviewRatings = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof reviewRatings)[number];

export const reviewTitleMax = 80;
export const reviewBodyMin = 30;
export const reviewBodyMax = 2000;
/** One review write (new or edited) a minute per user: review_limits in firestore.rules. */
export const reviewWriteSeconds = 60;

export { minReviewsForStars } from "./thresholds";

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

/** What a person types in the review form. */
export type ReviewInput = { rating: number; title: string; body: string };

export type ReviewErrors = Partial<Record<keyof ReviewInput, string>>;

/**
 * Each field's problem, in the sentence the form shows beside it (the rules refuse the same);
 * empty when the review may be sent. No zod: the form loads on a click, and stays small.
 */
export function reviewProblems(input: ReviewInput): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!reviewRatings.includes(input.rating as ReviewRating))
    errors.rating = "Choose a rating from 1 to 5 stars.";
  const title = input.title.trim();
  if (title.length > reviewTitleMax)
    errors.title = `Keep the title to ${reviewTitleMax} characters (it has ${title.length}).`;
  else if (!isWrittenText(title)) errors.title = refusedCharacterSentence("title", title)!;
  const body = input.body.trim();
  if (body.length < reviewBodyMin)
    errors.body = `Write at least ${reviewBodyMin} characters about using it (${body.length} so far).`;
  else if (body.length > reviewBodyMax)
    errors.body = `Keep the review to ${reviewBodyMax} characters (it has ${body.length}).`;
  else if (!isWrittenText(body)) errors.body = refusedCharacterSentence("review", body)!;
  return errors;
}

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

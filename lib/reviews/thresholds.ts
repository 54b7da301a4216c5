/** Cards and task lists show "★ 4.3 (12)" from this many reviews; the JSON-LD too. */
export const minReviewsForStars = 3;

/** A list's "★ 4.3 (12)". */
export type CardStars = { mean: number; count: number };

/**
 * The stars a card shows for these ratings, if enough people rated the tool. Here, not in
 * lib/directory/summary.ts: a card in the browser imports only this (the listing code stays out).
 */
export function cardStars(
  ratings: { mean: number; count: number } | undefined,
): CardStars | undefined {
  return ratings && ratings.count >= minReviewsForStars
    ? { mean: ratings.mean, count: ratings.count }
    : undefined;
}

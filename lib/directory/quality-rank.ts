/**
 * The published rule that orders the directory's lists (stated on /how-we-rank, which prints
 * these constants): editors' picks first, then the Bayesian average of visitors' ratings, then
 * whether a dated source states how many use the tool, then each list's own order as it stood
 * before (a category's editorial order; a task's fit, confirmation date, entry price and name).
 * Pure and small: the build and the tests share it.
 */

/** What the rule reads of a tool. */
export type Rankable = {
  featured: boolean;
  ratings?: { count: number; mean: number } | undefined;
  adoption?: readonly unknown[] | undefined;
};

/**
 * The prior of the Bayesian average: a tool starts as if it had `weight` reviews of `mean` stars,
 * so one glowing review cannot lift a tool past one many people rate well.
 */
export const ratingPrior = { mean: 3.5, weight: 5 } as const;

/** (weight × prior mean + sum of ratings) / (weight + number of ratings). */
export function bayesianRating(ratings: Rankable["ratings"]): number {
  const count = ratings?.count ?? 0;
  const sum = (ratings?.mean ?? 0) * count;
  return (ratingPrior.weight * ratingPrior.mean + sum) / (ratingPrior.weight + count);
}

/** Whether a dated source states how many use it. */
export function hasAdoptionFigure(tool: Rankable): boolean {
  return (tool.adoption?.length ?? 0) > 0;
}

/**
 * The rule's comparison: negative when `a` comes first, 0 when the rule does not separate them
 * (then the list's own order decides: sort stably).
 */
export function compareByQuality(a: Rankable, b: Rankable): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  const rating = bayesianRating(b.ratings) - bayesianRating(a.ratings);
  if (Math.abs(rating) > 1e-9) return rating;
  return Number(hasAdoptionFigure(b)) - Number(hasAdoptionFigure(a));
}

/** `tools` in the rule's order, ties kept in the order they came in (Array#sort is stable). */
export function rankByQuality<T extends Rankable>(tools: readonly T[]): T[] {
  return [...tools].sort(compareByQuality);
}

/**
 * What `npm run reviews:export` writes to data/reviews.json, worked out from the published
 * reviews as stored: per listed, non-adult tool, the count, the mean, the stars histogram and
 * the three newest as excerpts, under the author's current username. Pure, so tests feed it.
 */
import { excerptMax, newestShown, type RatingsFile, type ToolRatings } from "@/lib/schemas/ratings";

/** A published review as the export reads it from Firestore. */
export type StoredReview = {
  id: string;
  tool: string;
  uid: string;
  username: string;
  rating: number;
  title: string;
  body: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * A reviews document as the editors' scripts read it with the Admin SDK: every field as text or
 * number whatever was stored (a wrong one shows as such rather than crashing the script).
 */
export function storedReviewOf(id: string, data: Record<string, unknown>): StoredReview {
  const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
  const time = (value: unknown) =>
    (value as { toDate?: () => Date } | undefined)?.toDate?.() ?? new Date(0);
  return {
    id,
    tool: text(data.tool),
    uid: text(data.uid),
    username: text(data.username),
    rating: Number(data.rating),
    title: text(data.title),
    body: text(data.body),
    status: text(data.status),
    createdAt: time(data.createdAt),
    updatedAt: time(data.updatedAt),
  };
}

/** A review's body cut to an excerpt at a word boundary, with an ellipsis when cut. */
export function excerptOf(body: string, max = excerptMax): string {
  const text = body.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function aggregateReviews(
  reviews: readonly StoredReview[],
  {
    reviewable,
    usernames,
    exportedAt,
    source,
  }: {
    /** Whether a tool takes reviews: listed and not adult. */
    reviewable: (slug: string) => boolean;
    /** Each author's current username (a rename shows on every review), by uid. */
    usernames: ReadonlyMap<string, string>;
    exportedAt: Date;
    source: RatingsFile["source"];
  },
): { file: RatingsFile; skipped: string[] } {
  const skipped: string[] = [];
  const byTool = new Map<string, StoredReview[]>();
  for (const review of reviews) {
    if (review.status !== "published") continue;
    if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) {
      skipped.push(`${review.id}: rating ${String(review.rating)} is not 1 to 5`);
      continue;
    }
    if (!reviewable(review.tool)) {
      skipped.push(`${review.id}: "${review.tool}" is not a listed tool that takes reviews`);
      continue;
    }
    byTool.set(review.tool, [...(byTool.get(review.tool) ?? []), review]);
  }
  const tools: Record<string, ToolRatings> = {};
  for (const slug of [...byTool.keys()].sort()) {
    const list = byTool.get(slug)!;
    const histogram: ToolRatings["histogram"] = [0, 0, 0, 0, 0];
    for (const review of list) histogram[review.rating - 1]! += 1;
    const sum = list.reduce((total, review) => total + review.rating, 0);
    const newest = [...list]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, newestShown)
      .map((review) => ({
        username: usernames.get(review.uid) ?? review.username,
        rating: review.rating,
        title: review.title,
        excerpt: excerptOf(review.body),
        date: review.createdAt.toISOString().slice(0, 10),
      }));
    tools[slug] = {
      count: list.length,
      mean: Math.round((sum / list.length) * 100) / 100,
      histogram,
      newest,
    };
  }
  return {
    file: {
      $comment:
        "Written by npm run reviews:export from Firestore's published reviews: per tool, the count, the mean, the stars histogram (1 to 5) and the three newest. Do not edit by hand.",
      exportedAt: exportedAt.toISOString(),
      source,
      tools,
    },
    skipped,
  };
}

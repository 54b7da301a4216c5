/**
 * data/reviews.json: what `npm run reviews:export` writes from Firestore for the static pages:
 * per tool, the number of published reviews, their mean, how many gave each number of stars,
 * and the three newest as excerpts. Checked by content:check like every data file.
 */
import { z } from "zod";
import { slugPattern } from "@/lib/directory/slug";
import { reviewTitleMax } from "@/lib/reviews/review-fields";
import { calendarDateSchema } from "./dates";
import { textSchema } from "./common";

/** How long an excerpt of a review's body is at most on a static page. */
export const excerptMax = 280;
/** How many of a tool's newest reviews the static page quotes. */
export const newestShown = 3;

const excerptSchema = z.strictObject({
  username: z
    .string()
    .regex(/^[A-Za-z0-9_]{3,20}$/, "must be a username (3 to 20 letters, digits or _)"),
  rating: z.number().int().min(1).max(5),
  title: z.string().max(reviewTitleMax),
  excerpt: textSchema(1, excerptMax),
  date: calendarDateSchema,
});

export const toolRatingsSchema = z
  .strictObject({
    count: z.number().int().min(1),
    /** The mean rating, to two decimals. */
    mean: z.number().min(1).max(5),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
    histogram: z.tuple([
      z.number().int().min(0),
      z.number().int().min(0),
      z.number().int().min(0),
      z.number().int().min(0),
      z.number().int().min(0),
    ]),
    newest: z.array(excerptSchema).max(newestShown),
  })
  .refine((r) => r.histogram.reduce((a, b) => a + b, 0) === r.count, {
    message: "histogram must add up to count",
    path: ["histogram"],
  })
  .refine(
    (r) =>
      Math.abs(r.histogram.reduce((sum, n, i) => sum + n * (i + 1), 0) / r.count - r.mean) < 0.006,
    { message: "mean must be the histogram's mean (to two decimals)", path: ["mean"] },
  )
  .refine((r) => r.newest.length === Math.min(newestShown, r.count), {
    message: `newest must hold the ${newestShown} newest reviews (all of them when fewer)`,
    path: ["newest"],
  });

export type ToolRatings = z.infer<typeof toolRatingsSchema>;

export const ratingsFileSchema = z.strictObject({
  $comment: z.string().optional(),
  /** When the export ran (ISO time); null before the first export. */
  exportedAt: z.iso.datetime().nullable(),
  /** Where it was read from: a production build refuses "emulators" (demo reviews). */
  source: z.enum(["production", "emulators", "none"]),
  tools: z.record(z.string().regex(slugPattern, "must be a tool's slug"), toolRatingsSchema),
});

export type RatingsFile = z.infer<typeof ratingsFileSchema>;

import type { ToolRatings } from "@/lib/schemas/ratings";
import { Link } from "@/components/ui/link";
import { formatRating, Stars } from "./stars";
import { ReviewsLive } from "./reviews-live";
import { formatReviewDate } from "@/lib/reviews/format";

/**
 * A tool's reviews on its static page: the stars, count and histogram the last export counted,
 * its three newest reviews, and the buttons that load the live ones and the form (Firebase
 * loads on that click, not on page view).
 */
export function ToolReviews({
  slug,
  name,
  ratings,
  exportedAt,
}: {
  slug: string;
  name: string;
  ratings: ToolRatings | undefined;
  /** When the counts were taken (ISO time); null before the first export. */
  exportedAt: string | null;
}) {
  return (
    <div className="flex flex-col gap-5">
      {ratings ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:gap-8">
          <div className="flex flex-col gap-1">
            <p className="text-4xl font-semibold">{formatRating(ratings.mean)}</p>
            <Stars rating={ratings.mean} className="text-xl" />
            <p className="text-sm text-muted-foreground">
              {ratings.count} {ratings.count === 1 ? "review" : "reviews"}
            </p>
          </div>
          <ol className="flex w-full max-w-sm flex-col gap-1" aria-label="Ratings by stars">
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = ratings.histogram[stars - 1]!;
              return (
                <li
                  key={stars}
                  className="grid grid-cols-[4.5rem_1fr_2rem] items-center gap-2 text-sm"
                >
                  <span>
                    {stars} {stars === 1 ? "star" : "stars"}
                  </span>
                  <span className="rating-bar" aria-hidden="true">
                    <span style={{ width: `${(count / ratings.count) * 100}%` }} />
                  </span>
                  <span className="text-right tabular-nums">{count}</span>
                </li>
              );
            })}
          </ol>
        </div>
      ) : (
        <p className="text-muted-foreground">
          No reviews of {name} yet. Used it? Your rating helps the next person choose.
        </p>
      )}
      {ratings && ratings.newest.length > 0 ? (
        <ul className="flex flex-col gap-4" aria-label="Newest reviews">
          {ratings.newest.map((review, index) => (
            <li key={index} className="rounded-xl border border-border p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} />
                {review.title ? <p className="font-medium">{review.title}</p> : null}
              </div>
              <p className="mt-2 max-w-prose whitespace-pre-line text-foreground/90">
                {review.excerpt}
              </p>
              <p className="mt-2 text-sm text-muted-foreground">
                {review.username}, {formatReviewDate(review.date)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {exportedAt ? (
        <p className="text-sm text-muted-foreground">
          Counted on {formatReviewDate(exportedAt)}; the live list below may hold newer ones.{" "}
          <Link href="/how-we-rank" className="text-accent hover:underline">
            How ratings rank tools
          </Link>
        </p>
      ) : null}
      <ReviewsLive slug={slug} name={name} />
    </div>
  );
}

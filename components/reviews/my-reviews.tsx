"use client";

import { useCallback } from "react";
import { Panel } from "@/components/auth/profile/panel";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/components/ui/link";
import { LoadFailed } from "@/components/ui/load-failed";
import { useLoad } from "@/components/ui/use-load";
import { fetchToolRecords } from "@/lib/compare/fetch-records";
import { toolPath } from "@/lib/directory/slug";
import { messageForError } from "@/lib/firebase/errors";
import { formatReviewDate } from "@/lib/reviews/format";
import { hideReasons } from "@/lib/reviews/review-fields";
import { Stars } from "./stars";

/**
 * "Your reviews" on /profile: each review the user wrote, its rating and whether it is published
 * or hidden (with the editors' reason). Loaded lazily, for a signed-in user only.
 */
export default function MyReviews({ uid }: { uid: string }) {
  const load = useCallback(async () => {
    const { loadMyReviews } = await import("@/lib/firebase/reviews");
    const mine = await loadMyReviews(uid);
    // The tools' names from the published records; a slug stands in when they cannot be read.
    const names = new Map<string, string>();
    try {
      const { found } = await fetchToolRecords([...new Set(mine.map((r) => r.tool))]);
      for (const record of found) names.set(record.slug, record.name);
    } catch {
      /* the slugs will do */
    }
    return mine.map((review) => ({ ...review, toolName: names.get(review.tool) ?? review.tool }));
  }, [uid]);
  const [reviews, retry] = useLoad(load);
  return (
    <Panel title="Your reviews" id="my-reviews-heading">
      {reviews.state === "loading" ? (
        <p role="status" className="text-muted-foreground">
          Loading your reviews…
        </p>
      ) : reviews.state === "error" ? (
        <LoadFailed onRetry={retry}>
          Your reviews could not be loaded: {messageForError(reviews.message)}
        </LoadFailed>
      ) : reviews.value.length === 0 ? (
        <p className="text-muted-foreground">
          You have not reviewed a tool yet. Every tool&apos;s page has “Write a review”.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.value.map((review) => (
            <li
              key={review.id}
              className="flex flex-col gap-1 border-t border-border pt-3 first:border-t-0 first:pt-0"
            >
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  href={`${toolPath(review.tool)}#reviews`}
                  className="font-medium text-accent hover:underline"
                >
                  {review.toolName}
                </Link>
                <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} />
                {review.status === "hidden" ? (
                  <Badge>Hidden</Badge>
                ) : (
                  <Badge tone="accent">Published</Badge>
                )}
              </div>
              {review.title ? <p>{review.title}</p> : null}
              <p className="text-sm text-muted-foreground">
                Written {formatReviewDate(review.createdAt.toISOString())}
                {review.status === "hidden"
                  ? `. Hidden by the editors: ${hideReasons.find((r) => r.value === review.hiddenReason)?.label ?? "no reason given"}.`
                  : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

"use client";

import { useCallback, useEffect, useRef } from "react";
import { useAuth } from "@/components/auth/auth-context";
import { SignInLinks } from "@/components/auth/sign-in-links";
import { checkVerified } from "@/components/auth/check-verified";
import { FormMessage } from "@/components/forms/field";
import { useFormAction } from "@/components/forms/use-form-action";
import { buttonStyles } from "@/components/ui/button-styles";
import { LoadFailed } from "@/components/ui/load-failed";
import { useLoad } from "@/components/ui/use-load";
import { messageForError } from "@/lib/firebase/errors";
import { loadMyReview, loadToolReviews } from "@/lib/firebase/reviews";
import type { ReviewView } from "@/lib/reviews/review-fields";
import { confirmedUser } from "@/lib/session/auth-state";
import { startAuth } from "@/lib/session/auth-store";
import type { ReviewsMode } from "./reviews-live";
import { ReviewForm } from "./review-form";
import { Stars } from "./stars";
import { ReportButton } from "@/components/reports/report-button";
import { formatReviewDate } from "@/lib/reviews/format";

/**
 * The live part of a tool's reviews, loaded on the first click on "All reviews" or "Write a
 * review": the published reviews (newest first) and the signed-in user's own review as a form
 * to write, edit or delete. Loaded here, Firebase stays off every page view.
 */
export default function ReviewsPanel({
  slug,
  name,
  mode,
  onModeChange,
}: {
  slug: string;
  name: string;
  mode: ReviewsMode;
  onModeChange: (mode: ReviewsMode) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel takes the focus when it opens or switches, so a keyboard user lands in it.
  useEffect(() => heading.current?.focus(), [mode]);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border p-4 sm:p-6">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {mode === "all" ? `Reviews of ${name}` : `Your review of ${name}`}
      </h3>
      {mode === "all" ? (
        <AllReviews slug={slug} name={name} onWrite={() => onModeChange("write")} />
      ) : (
        <WriteReview slug={slug} name={name} onPublished={() => onModeChange("all")} />
      )}
    </div>
  );
}

function AllReviews({ slug, name, onWrite }: { slug: string; name: string; onWrite: () => void }) {
  const load = useCallback(() => loadToolReviews(slug), [slug]);
  const [reviews, retry] = useLoad(load);
  if (reviews.state === "loading") return <p role="status">Loading reviews…</p>;
  if (reviews.state === "error")
    return (
      <LoadFailed onRetry={retry}>
        The reviews could not be loaded: {messageForError(reviews.message)}
      </LoadFailed>
    );
  if (reviews.value.length === 0)
    return (
      <p>
        No one has reviewed {name} yet.{" "}
        <button type="button" onClick={onWrite} className="font-medium text-accent hover:underline">
          Write the first review
        </button>
      </p>
    );
  return (
    <>
      <p className="text-sm text-muted-foreground" role="status">
        {reviews.value.length} {reviews.value.length === 1 ? "review" : "reviews"}, newest first.
      </p>
      <ul className="flex flex-col gap-4">
        {reviews.value.map((review) => (
          <li key={review.id} className="border-t border-border pt-4 first:border-t-0 first:pt-0">
            <ReviewText review={review} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ReviewText({ review }: { review: ReviewView }) {
  const edited = review.updatedAt.getTime() - review.createdAt.getTime() > 60_000;
  return (
    <article className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} />
        {review.title ? <p className="font-medium">{review.title}</p> : null}
      </div>
      <p className="max-w-prose whitespace-pre-line text-foreground/90">{review.body}</p>
      <div className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
        <p>
          {review.username}, {formatReviewDate(review.createdAt.toISOString())}
          {edited ? ` (edited ${formatReviewDate(review.updatedAt.toISOString())})` : ""}
        </p>
        {/* The page's ReportLauncher opens the dialog, as for the tool itself. */}
        <ReportButton
          kind="review"
          id={review.id}
          name={`${review.username}'s review`}
          label="Report"
          className="min-h-8 underline-offset-2 hover:underline"
        />
      </div>
    </article>
  );
}

function WriteReview({
  slug,
  name,
  onPublished,
}: {
  slug: string;
  name: string;
  onPublished: () => void;
}) {
  const auth = useAuth();
  useEffect(() => void startAuth(), []);
  const user = confirmedUser(auth);
  const here = typeof window === "undefined" ? "/" : `${window.location.pathname}#reviews`;

  if (auth.status === "checking" || (auth.status === "signed-in" && !user))
    return <p role="status">Checking your account…</p>;
  if (!user)
    return (
      <FormMessage tone="info">
        Reviews are written from an account, one per person for each tool.
        <SignInLinks here={here} className="flex flex-wrap gap-2 pt-2" />
      </FormMessage>
    );
  if (!user.emailVerified) return <VerifyFirst />;
  return <OwnReview slug={slug} name={name} uid={user.uid} onPublished={onPublished} />;
}

function VerifyFirst() {
  const { busy, notice, run } = useFormAction<"checking">();
  return (
    <div className="flex flex-col items-start gap-3">
      <FormMessage tone="info">
        Verify your email address to write a review: open the link we emailed you, then choose “I
        have verified it”.
      </FormMessage>
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <button
        type="button"
        aria-disabled={busy !== null || undefined}
        onClick={() =>
          void run("checking", () =>
            checkVerified(
              "Your email is not verified yet. Open the link in the email we sent you, then check again.",
            ),
          )
        }
        className={buttonStyles({ variant: "outline", size: "sm" })}
      >
        {busy ? "Checking…" : "I have verified it"}
      </button>
    </div>
  );
}

function OwnReview({
  slug,
  name,
  uid,
  onPublished,
}: {
  slug: string;
  name: string;
  uid: string;
  onPublished: () => void;
}) {
  const load = useCallback(() => loadMyReview(slug, uid), [slug, uid]);
  const [mine, retry] = useLoad(load);
  if (mine.state === "loading") return <p role="status">Loading your review…</p>;
  if (mine.state === "error")
    return (
      <LoadFailed onRetry={retry}>
        Your review could not be loaded: {messageForError(mine.message)}
      </LoadFailed>
    );
  return (
    <ReviewForm
      key={mine.value?.id ?? "new"}
      slug={slug}
      name={name}
      existing={mine.value}
      onPublished={onPublished}
      onDeleted={retry}
    />
  );
}

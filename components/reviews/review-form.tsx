"use client";

import { useId, useState, type FormEvent } from "react";
import { Field, FormMessage, inputStyles } from "@/components/forms/field";
import { useFormAction } from "@/components/forms/use-form-action";
import { buttonStyles } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/cn";
import { errorCode, messageForError } from "@/lib/firebase/errors";
import { deleteMyReview, saveReview } from "@/lib/firebase/reviews";
import {
  hideReasons,
  reviewBodyMax,
  reviewProblems,
  reviewRatings,
  reviewTitleMax,
  type ReviewErrors,
  type ReviewInput,
  type ReviewView,
} from "@/lib/reviews/review-fields";
import { formatReviewDate } from "@/lib/reviews/format";

/** Why a write failed; what was written stays in the form either way. */
function writeFailed(error: unknown): string {
  console.error("Saving a review failed", error);
  if (errorCode(error) === "reviews/no-profile")
    return "Your account has no username yet. Choose one on your profile, then send your review again; what you wrote is kept.";
  return errorCode(error) === "permission-denied"
    ? "You can write or edit one review a minute. Wait a moment, then send it again; what you wrote is kept."
    : `${messageForError(error)} What you wrote is kept, so you can send it again.`;
}

/**
 * The signed-in, verified user's review of a tool: a new one, or theirs to edit or delete (a
 * hidden one says why, and stays hidden when edited).
 */
const emptyInput: ReviewInput = { rating: 0, title: "", body: "" };

export function ReviewForm({
  slug,
  name,
  existing,
  onPublished,
  onDeleted,
}: {
  slug: string;
  name: string;
  existing: ReviewView | null;
  onPublished: () => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<ReviewInput>(
    existing ? { rating: existing.rating, title: existing.title, body: existing.body } : emptyInput,
  );
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { busy, notice, setNotice, run } = useFormAction<"sending" | "deleting">();
  const bodyLength = values.body.trim().length;
  const reason = existing?.hiddenReason
    ? hideReasons.find((r) => r.value === existing.hiddenReason)?.label
    : undefined;

  function update(next: Partial<ReviewInput>) {
    const merged = { ...values, ...next };
    setValues(merged);
    // A field shown as wrong is checked again as it changes, so its message goes when fixed.
    const now = reviewProblems(merged);
    setErrors((previous) =>
      Object.fromEntries(
        Object.keys(previous).flatMap((key) => {
          const problem = now[key as keyof ReviewInput];
          return problem ? [[key, problem]] : [];
        }),
      ),
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = reviewProblems(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = found.rating ? `${id}-rating-1` : found.title ? `${id}-title` : `${id}-body`;
      document.getElementById(first)?.focus();
      return;
    }
    await run(
      "sending",
      async () => {
        await saveReview(slug, values, { isNew: existing === null });
        if (existing?.status === "hidden")
          return {
            tone: "success",
            text: "Your changes are saved. The review stays hidden until an editor restores it.",
          };
        onPublished();
      },
      writeFailed,
    );
  }

  async function onDelete() {
    await run(
      "deleting",
      async () => {
        await deleteMyReview(slug);
        setNotice(null);
        onDeleted();
      },
      (error) => `${messageForError(error)} Your review is still there.`,
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {existing?.status === "hidden" ? (
        <FormMessage tone="info">
          Editors hid this review{reason ? ` (${reason})` : ""}, so only you see it. You can edit it
          or delete it. Reviews are never hidden for being negative: see{" "}
          <Link href="/how-we-rank#moderation" className="text-accent hover:underline">
            how reviews are moderated
          </Link>
          .
        </FormMessage>
      ) : existing ? (
        <p className="text-sm text-muted-foreground">
          You reviewed {name} on {formatReviewDate(existing.createdAt.toISOString())}. Edit it
          below; one review per person keeps the ratings fair.
        </p>
      ) : null}
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Your rating</legend>
        <div className="flex flex-wrap gap-2">
          {reviewRatings.map((stars) => (
            <label
              key={stars}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border border-border px-3",
                "has-checked:border-featured has-checked:bg-featured/10 has-focus-visible:ring-2 has-focus-visible:ring-ring",
              )}
            >
              <input
                id={`${id}-rating-${stars}`}
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={values.rating === stars}
                onChange={() => update({ rating: stars })}
                className="size-4 accent-(--featured)"
              />
              <span aria-hidden="true" className="text-featured">
                {"★".repeat(stars)}
              </span>
              <span className="sr-only">
                {stars} {stars === 1 ? "star" : "stars"}
              </span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${id}-rating-error`} className="mt-1.5 text-sm text-danger">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <Field id={`${id}-title`} label="Title" optional error={errors.title}>
        {(props) => (
          <input
            type="text"
            {...props}
            autoComplete="off"
            maxLength={reviewTitleMax + 20}
            value={values.title}
            onChange={(event) => update({ title: event.target.value })}
            className={inputStyles}
          />
        )}
      </Field>
      <Field
        id={`${id}-body`}
        label="Your review"
        hint={
          <span className={cn(bodyLength > reviewBodyMax && "text-danger")}>
            {bodyLength}/{reviewBodyMax} characters. What did you use it for, and how did it do?
          </span>
        }
        error={errors.body}
      >
        {(props) => (
          <textarea
            {...props}
            rows={6}
            value={values.body}
            onChange={(event) => update({ body: event.target.value })}
            className={inputStyles}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles()} aria-disabled={busy !== null || undefined}>
          {busy === "sending" ? "Publishing…" : existing ? "Save changes" : "Publish review"}
        </button>
        {existing && !confirmDelete ? (
          <button
            type="button"
            onClick={() => setConfirmDelete(true)}
            className={buttonStyles({ variant: "ghost", size: "sm" })}
          >
            Delete my review
          </button>
        ) : null}
      </div>
      {existing && confirmDelete ? (
        <div
          role="group"
          aria-label="Delete your review?"
          className="flex flex-wrap items-center gap-3"
        >
          <p className="text-sm">Delete your review of {name}? This cannot be undone.</p>
          <button
            type="button"
            autoFocus
            onClick={() => void onDelete()}
            aria-disabled={busy !== null || undefined}
            className={buttonStyles({ variant: "destructive", size: "sm" })}
          >
            {busy === "deleting" ? "Deleting…" : "Yes, delete it"}
          </button>
          <button
            type="button"
            onClick={() => setConfirmDelete(false)}
            className={buttonStyles({ variant: "ghost", size: "sm" })}
          >
            Keep it
          </button>
        </div>
      ) : null}
    </form>
  );
}

"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useAuth } from "@/components/auth/auth-context";
import { SignInLinks } from "@/components/auth/sign-in-links";
import { FormMessage, inputStyles } from "@/components/forms/field";
import { useFormAction } from "@/components/forms/use-form-action";
import { buttonStyles } from "@/components/ui/button-styles";
import { Sheet } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";
import { errorCode, messageForError } from "@/lib/firebase/errors";
import { readReportDraft, writeReportDraft } from "@/lib/reports/report-draft";
import {
  itemNoun,
  problemsFor,
  reportNoteMax,
  type ReportItem,
  type ReportProblem,
} from "@/lib/reports/report-fields";
import { reportNoteProblem } from "@/lib/reports/report-note";
import { confirmedUid } from "@/lib/session/confirmed-uid";

/** Why a send failed; what was written is kept either way. */
function sendFailed(error: unknown): string {
  console.error("Sending a report failed", error);
  return errorCode(error) === "permission-denied"
    ? "You sent a report less than 30 seconds ago. Wait a moment, then send this one; what you wrote is kept."
    : `${messageForError(error)} What you wrote is kept, so you can send it again.`;
}

/** The draft of this item, when the visitor was writing about it before (this tab). */
function restored(item: ReportItem): { problem: ReportProblem | ""; note: string } {
  const draft = readReportDraft();
  return draft && draft.kind === item.kind && draft.id === item.id
    ? { problem: draft.problem, note: draft.note }
    : { problem: "", note: "" };
}

/**
 * The "Report a problem" dialog: what is wrong and an optional note. A signed-in user sends it
 * at once; a guest is asked to sign in, and what they wrote is kept (this tab) and reopened
 * when they come back. Firebase loads only when a signed-in user sends.
 */
export default function ReportDialog({
  item,
  open,
  onClose,
}: {
  item: ReportItem;
  open: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const auth = useAuth();
  const [problem, setProblem] = useState<ReportProblem | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ problem?: string; note?: string }>({});
  const { busy, notice, setNotice, run } = useFormAction();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [sent, setSent] = useState(false);
  const ready = useRef(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const noun = itemNoun(item.kind);
  const problems = problemsFor(item.kind);
  const page = typeof window === "undefined" ? "/" : window.location.pathname;

  // Each opening starts from this item's draft, if any; a finished report starts afresh.
  useEffect(() => {
    if (!open) return;
    const draft = restored(item);
    /* eslint-disable react-hooks/set-state-in-effect -- sessionStorage is only readable in the browser */
    setProblem(draft.problem);
    setNote(draft.note);
    setErrors({});
    setNotice(null);
    setNeedsSignIn(false);
    setSent(false);
    /* eslint-enable react-hooks/set-state-in-effect */
    ready.current = true;
    // Opened again after signing in: the draft no longer needs reopening.
    const stored = readReportDraft();
    if (stored?.resume) writeReportDraft({ ...stored, resume: false });
  }, [open, item, setNotice]);

  useEffect(() => {
    if (!open || !ready.current || sent) return;
    writeReportDraft({ ...item, problem, note, page, resume: false });
  }, [open, item, problem, note, page, sent]);

  // The Send button is gone once sent: the focus moves to Close, next to the thanks.
  useEffect(() => {
    if (sent) closeButton.current?.focus();
  }, [sent]);

  const signedOut = auth.status === "signed-out";
  const noteLength = note.trim().length;
  const tooLong = noteLength > reportNoteMax;

  /** Leaving to sign in: the page reopens this report on return. */
  function keepForSignIn() {
    writeReportDraft({ ...item, problem, note, page, resume: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    setNeedsSignIn(false);
    const found: { problem?: string; note?: string } = {};
    if (!problem) found.problem = "Choose what is wrong.";
    const noteProblem = reportNoteProblem(note);
    if (noteProblem) found.note = noteProblem;
    setErrors(found);
    if (found.problem || found.note) {
      document
        .getElementById(found.problem ? `${id}-problem-${problems[0]!.value}` : `${id}-note`)
        ?.focus();
      return;
    }
    if (!problem) return;
    await run(
      "sending",
      async () => {
        // A guest learns it without Firebase loading; a hinted user waits for Firebase to confirm.
        if (!(await confirmedUid())) return setNeedsSignIn(true);
        const { sendReport } = await import("@/lib/firebase/reports");
        await sendReport({ ...item, problem, note });
        writeReportDraft(null);
        setSent(true);
      },
      sendFailed,
    );
  }

  const signInLinks = (
    <SignInLinks here={page} onClick={keepForSignIn} className="flex flex-wrap gap-2 pt-2" />
  );

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={`Report a problem with ${item.name}`}
      side="center"
      marker="report-dialog"
    >
      {sent ? (
        <div className="flex flex-col items-start gap-4">
          <FormMessage tone="success">
            {item.kind === "review"
              ? "Thank you. An editor will read the review against the moderation rules."
              : `Thank you. An editor will check ${item.name} and correct the ${noun} if needed.`}
          </FormMessage>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            className={buttonStyles({ size: "sm" })}
          >
            Close
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          {needsSignIn ? (
            <FormMessage tone="error">
              Sign in or create an account to send your report. What you wrote is kept.
              {signInLinks}
            </FormMessage>
          ) : notice ? (
            <FormMessage tone={notice.tone}>{notice.text}</FormMessage>
          ) : signedOut ? (
            <FormMessage tone="info">
              Reports are sent from an account. You can write yours now: it is kept while you sign
              in.
            </FormMessage>
          ) : null}
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.problem ? `${id}-problem-error` : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium">What is wrong?</legend>
            {problems.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-3"
              >
                <input
                  id={`${id}-problem-${option.value}`}
                  type="radio"
                  name={`${id}-problem`}
                  value={option.value}
                  checked={problem === option.value}
                  onChange={() => {
                    setProblem(option.value);
                    setErrors((previous) => ({ ...previous, problem: undefined }));
                  }}
                  className="size-4 accent-primary"
                />
                {option.label}
              </label>
            ))}
            {errors.problem ? (
              <p id={`${id}-problem-error`} className="text-sm text-danger">
                {errors.problem}
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-note`} className="text-sm font-medium">
              {item.kind === "review" ? "Anything an editor should know?" : "What should it say?"}{" "}
              <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <textarea
              id={`${id}-note`}
              name="note"
              rows={4}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                if (errors.note && reportNoteProblem(event.target.value) === null)
                  setErrors((previous) => ({ ...previous, note: undefined }));
              }}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={cn(errors.note && `${id}-note-error`, `${id}-note-count`)}
              className={inputStyles}
            />
            {errors.note ? (
              <p id={`${id}-note-error`} className="text-sm text-danger">
                {errors.note}
              </p>
            ) : null}
            <p
              id={`${id}-note-count`}
              className={cn("text-sm text-muted-foreground", tooLong && "text-danger")}
            >
              {noteLength}/{reportNoteMax} characters
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={buttonStyles()}
              aria-disabled={busy !== null || undefined}
            >
              {busy ? "Sending…" : "Send report"}
            </button>
            <button type="button" onClick={onClose} className={buttonStyles({ variant: "ghost" })}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Sheet>
  );
}

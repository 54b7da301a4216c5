"use client";

import { FormMessage } from "@/components/forms/field";
import { Link } from "@/components/ui/link";
import { readStored } from "@/lib/browser-storage";
import { errorCode, messageForError } from "@/lib/firebase/errors";
import { withReturn } from "@/lib/safe-return";

/** When this browser last sent a submission, to explain the rules' once-a-minute limit. */
export const lastSentKey = "aicompass:last-submission";

export type AccountStatus = "checking" | "signed-out" | "unverified" | "ready";

/** Why a send failed, in a sentence that says the form is kept. */
export function failureMessage(error: unknown): string {
  if (errorCode(error) === "permission-denied") {
    const last = Number(readStored(lastSentKey) ?? 0);
    if (Date.now() - last < 60_000) {
      return "You sent a tool less than a minute ago. Wait a minute, then send this one; your form is kept.";
    }
    return "We could not accept this submission. Sign out and in again, then retry; your form is kept.";
  }
  return `${messageForError(error)} Your form is kept, so you can send it again.`;
}

/** What the visitor must do before they can send: sign in, or verify their email. */
export function AccountNotice({
  status,
  here,
  onRecheck,
  checking,
}: {
  status: AccountStatus;
  here: string;
  onRecheck: () => void;
  checking: boolean;
}) {
  if (status === "ready") return null;
  if (status === "checking") {
    return <p className="text-sm text-muted-foreground">Checking whether you are signed in…</p>;
  }
  if (status === "signed-out") {
    return (
      <FormMessage tone="info">
        To send a tool you need an account with a verified email.{" "}
        <Link href={withReturn("/login", here)} className="text-accent underline">
          Sign in
        </Link>{" "}
        or{" "}
        <Link href={withReturn("/register", here)} className="text-accent underline">
          create an account
        </Link>
        ; what you type here is kept.
      </FormMessage>
    );
  }
  return (
    <FormMessage tone="info">
      <span className="flex flex-col items-start gap-2">
        <span>
          Verify your email to send a tool: open the link we emailed you when you registered.
        </span>
        <button
          type="button"
          onClick={onRecheck}
          className="text-accent underline"
          aria-disabled={checking || undefined}
        >
          {checking ? "Checking…" : "I have verified it"}
        </button>
      </span>
    </FormMessage>
  );
}

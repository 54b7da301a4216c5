"use client";

import { useId, useState, type FormEvent } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { cn } from "@/lib/cn";
import {
  newsletterConfirmationNotice,
  newsletterMessages,
  parseNewsletterEmail,
} from "@/lib/newsletter";

type Outcome =
  { kind: "idle" } | { kind: "sending" } | { kind: "done" | "invalid" | "failed"; message: string };

/**
 * An empty or malformed address gets "Please enter a valid email address."
 * and nothing is sent; a stored one "Thank you for subscribing!" and an empty field, then the
 * note that we email a link to confirm it (double opt-in: nothing else is sent until then); a
 * failed write "Failed to subscribe. Please try again later." with the error logged. Firestore
 * and App Check (with reCAPTCHA Enterprise, against the real services) are imported only on a
 * valid submit.
 */
export function NewsletterForm({
  className,
  size = "sm",
}: {
  className?: string;
  size?: "sm" | "md";
}) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome.kind === "sending") return;
    const address = parseNewsletterEmail(email);
    if (address === null) {
      setOutcome({ kind: "invalid", message: newsletterMessages.invalid });
      return;
    }
    setOutcome({ kind: "sending" });
    try {
      const { subscribeToNewsletter } = await import("@/lib/firebase/newsletter");
      await subscribeToNewsletter(address);
      setEmail("");
      setOutcome({ kind: "done", message: newsletterMessages.success });
    } catch (error) {
      console.error("Newsletter subscription failed", error);
      setOutcome({ kind: "failed", message: newsletterMessages.failure });
    }
  }

  const invalid = outcome.kind === "invalid";
  const message = "message" in outcome ? outcome.message : "";
  return (
    <div className={className}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 noscript:hidden">
        <label htmlFor={inputId} className="sr-only">
          Email address for the newsletter
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (outcome.kind === "invalid") setOutcome({ kind: "idle" });
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={messageId}
            className={cn(
              "min-w-0 rounded-lg border bg-surface px-3 text-foreground placeholder:text-muted-foreground sm:flex-1",
              size === "sm" ? "h-9 text-sm" : "h-11 text-base",
              invalid ? "border-danger" : "border-border",
            )}
          />
          <button
            type="submit"
            aria-disabled={outcome.kind === "sending" || undefined}
            className={buttonStyles({ size })}
          >
            {outcome.kind === "sending" ? "Subscribing…" : "Subscribe"}
          </button>
        </div>
        <div>
          {/* Always in the DOM so screen readers announce each new message. */}
          <p
            id={messageId}
            role={outcome.kind === "done" ? "status" : "alert"}
            className={cn(
              "min-h-5 text-sm",
              outcome.kind === "done" ? "text-success" : "text-danger",
            )}
          >
            {message}
          </p>
          {/* Double opt-in. Its own live region (announced after the thanks): the status's
              text is the spec's, letter for letter. Empty, it takes no room. */}
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {outcome.kind === "done" ? newsletterConfirmationNotice : ""}
          </p>
        </div>
      </form>
      <p className="hidden text-sm text-muted-foreground noscript:block">
        Subscribing needs JavaScript, which is turned off in your browser.
      </p>
    </div>
  );
}

"use client";

import { useEffect, useRef, useState, type Ref } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { LoadFailed } from "@/components/ui/load-failed";
import { Link } from "@/components/ui/link";
import { confirmationMessages as say, readConfirmationToken } from "@/lib/newsletter-confirmation";

type View =
  | { state: "reading" }
  | { state: "incomplete" }
  | { state: "ready"; token: string }
  | { state: "confirming"; token: string }
  | { state: "confirmed" }
  | { state: "used" }
  | { state: "failed"; token: string; reason: "network" | "unverified" };

/**
 * /newsletter/confirm?token=…: confirms a newsletter subscription from the link of the
 * confirmation email. It waits for a click rather than confirming on load: mail scanners
 * open links (some run their scripts) before the reader does, and a subscription must be
 * confirmed by a person. Firebase (and App Check) load only on that click.
 */
export function ConfirmSubscription() {
  const [view, setView] = useState<View>({ state: "reading" });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const token = readConfirmationToken(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only readable after hydration
    setView(token ? { state: "ready", token } : { state: "incomplete" });
  }, []);

  // The outcome replaces the button that had the focus: move it to the outcome's heading.
  useEffect(() => {
    if (view.state === "confirmed" || view.state === "used") heading.current?.focus();
  }, [view.state]);

  async function confirm(token: string) {
    if (view.state === "confirming") return;
    setView({ state: "confirming", token });
    try {
      const { confirmNewsletterSubscription } = await import("@/lib/firebase/newsletter");
      const outcome = await confirmNewsletterSubscription(token);
      setView({ state: outcome === "confirmed" ? "confirmed" : "used" });
    } catch (error) {
      console.error("Newsletter confirmation failed", error);
      const unverified = error instanceof Error && error.name === "AppCheckUnavailableError";
      setView({ state: "failed", token, reason: unverified ? "unverified" : "network" });
    }
  }

  switch (view.state) {
    case "reading":
      return null;
    case "incomplete":
      return <Outcome title={say.incompleteTitle} text={say.incomplete} />;
    case "ready":
    case "confirming":
      return (
        <div className="flex flex-col items-start gap-4">
          <p className="max-w-prose">{say.ready}</p>
          <button
            type="button"
            onClick={() => void confirm(view.token)}
            aria-disabled={view.state === "confirming" || undefined}
            className={buttonStyles({ size: "md" })}
          >
            {say.button}
          </button>
          <p role="status" className="min-h-6 text-muted-foreground">
            {view.state === "confirming" ? say.confirming : ""}
          </p>
        </div>
      );
    case "confirmed":
      return <Outcome ref={heading} title={say.confirmedTitle} text={say.confirmed} />;
    case "used":
      return <Outcome ref={heading} title={say.usedTitle} text={say.used} />;
    case "failed":
      return (
        <LoadFailed onRetry={() => void confirm(view.token)}>
          {view.reason === "unverified" ? say.unverified : say.failed}
        </LoadFailed>
      );
  }
}

function Outcome({
  title,
  text,
  ref,
}: {
  title: string;
  text: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby="confirmation-outcome" className="flex flex-col items-start gap-3">
      <h2
        id="confirmation-outcome"
        ref={ref}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight"
      >
        {title}
      </h2>
      <p className="max-w-prose text-muted-foreground">{text}</p>
      <Link href="/" className={buttonStyles({ variant: "outline", size: "sm" })}>
        {say.home}
      </Link>
    </section>
  );
}

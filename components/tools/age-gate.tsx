"use client";

import { Link } from "@/components/ui/link";
import { useId, useState, type ReactNode } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { cn } from "@/lib/cn";
import { confirmAge, useAgeConfirmed } from "./age-confirmation";

/**
 * Shows `children` (an adult tool's images and outbound link) only once this device has
 * confirmed being 18 or older. The pre-rendered HTML never contains the children's output,
 * so without JavaScript nothing explicit shows.
 */
export function AgeGate({
  toolName,
  children,
  className,
  asks = true,
}: {
  toolName: string;
  children: ReactNode;
  className?: string;
  /** False for a second gated area of the same page: it renders nothing until confirmed. */
  asks?: boolean;
}) {
  const confirmed = useAgeConfirmed();
  const [session, setSession] = useState(false);
  const headingId = useId();
  if (confirmed || session) return <>{children}</>;
  if (!asks) return null;

  return (
    <section
      aria-labelledby={headingId}
      data-age-gate={confirmed === null ? "pending" : "asking"}
      className={cn(
        "flex min-h-64 flex-col items-start justify-center gap-4 rounded-2xl border border-danger/40 bg-surface p-6 sm:p-8",
        className,
      )}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {toolName} is for adults only
      </h2>
      <p className="max-w-prose text-muted-foreground">
        Its images and the link to its site are shown only to visitors who confirm they are 18 or
        older. We remember your answer on this device.
      </p>
      <p className="hidden text-sm text-muted-foreground noscript:block">
        Turn on JavaScript to confirm your age.
      </p>
      <div className={cn("flex flex-wrap gap-3", confirmed === null && "invisible")}>
        <button
          type="button"
          className={buttonStyles()}
          onClick={() => {
            confirmAge();
            setSession(true);
          }}
        >
          I am 18 or older
        </button>
        <Link href="/tools" className={buttonStyles({ variant: "outline" })}>
          Back to the directory
        </Link>
      </div>
    </section>
  );
}

"use client";

import { useCallback, useId, useState } from "react";
import { Link } from "@/components/ui/link";
import { buttonStyles } from "@/components/ui/button-styles";
import { useLoad } from "@/components/ui/use-load";
import { adultDetailsPath, type AdultToolDetails } from "@/lib/directory/adult-details";
import { cn } from "@/lib/cn";
import { fetchJsonOnce } from "@/lib/fetch-json-once";
import { confirmAge, useAgeConfirmed } from "./age-confirmation";
import { OutboundButton } from "./outbound-button";
import { ToolLogo } from "./tool-logo";

/** The gated details of an adult tool, fetched once per page view (both gated parts share it). */
export const loadAdultDetails = (slug: string) =>
  fetchJsonOnce<AdultToolDetails>(adultDetailsPath(slug));

/**
 * An adult tool's logo ("media", which asks for the confirmation) or its link to
 * the tool's site ("link", nothing until confirmed). Neither is in the pre-rendered HTML or
 * the page's inline data: once this device has confirmed being 18 or older, they are fetched
 * from the tool's small JSON file. Without JavaScript nothing explicit shows.
 */
export function AgeGate({
  toolName,
  slug,
  part,
}: {
  toolName: string;
  slug: string;
  part: "media" | "link";
}) {
  const confirmed = useAgeConfirmed();
  const [session, setSession] = useState(false);
  const headingId = useId();
  const open = confirmed === true || session;
  const loadDetails = useCallback(() => loadAdultDetails(slug), [slug]);
  const [details, retry] = useLoad(open ? loadDetails : null);

  if (open) {
    if (details.state === "ready") {
      return part === "media" ? (
        // The same height as the question it replaces, so nothing below moves.
        <div className="flex min-h-64 items-center justify-center rounded-2xl border border-border bg-surface p-6">
          <ToolLogo tool={details.value} size={72} eager />
        </div>
      ) : (
        <OutboundButton tool={details.value} />
      );
    }
    if (part === "link") return null;
    return (
      <div
        role={details.state === "error" ? "alert" : "status"}
        className="flex min-h-64 w-full flex-col items-center justify-center gap-3 rounded-2xl border border-border bg-surface p-6 text-sm text-muted-foreground"
      >
        {details.state === "error" ? (
          <>
            <p>
              We could not load {toolName}&apos;s logo and link ({details.message}).
            </p>
            <button
              type="button"
              className={buttonStyles({ variant: "outline", size: "sm" })}
              onClick={retry}
            >
              Try again
            </button>
          </>
        ) : (
          <p>Loading {toolName}&apos;s logo…</p>
        )}
      </div>
    );
  }
  if (part === "link") return null;

  return (
    <section
      aria-labelledby={headingId}
      data-age-gate={confirmed === null ? "pending" : "asking"}
      className="flex min-h-64 flex-col items-start justify-center gap-4 rounded-2xl border border-danger/40 bg-surface p-6 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {toolName} is for adults only
      </h2>
      <p className="max-w-prose text-muted-foreground">
        Its logo and the link to its site are shown only to visitors who confirm they are 18 or
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

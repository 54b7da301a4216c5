"use client";

import { useCallback, useEffect, useState } from "react";
import { FormMessage } from "@/components/forms/field";
import { Badge } from "@/components/ui/badge";
import { buttonStyles } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { fetchToolRecords } from "@/lib/compare/fetch-records";
import { toolPath } from "@/lib/directory/slug";
import { messageForError } from "@/lib/firebase/errors";
import { rejectionExplanation, type MySubmission } from "@/lib/submissions/review-outcome";

type Loaded =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; submissions: MySubmission[]; published: ReadonlySet<string> };

const sentDate = new Intl.DateTimeFormat("en-US", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/**
 * The approved slugs that the published catalogue holds (the tool shards the build wrote), so
 * a link is offered only to a page that exists. When the shards cannot be read, none is.
 */
async function publishedSlugs(submissions: readonly MySubmission[]): Promise<Set<string>> {
  const slugs = submissions.flatMap((s) =>
    s.outcome.state === "approved" ? [s.outcome.slug] : [],
  );
  if (slugs.length === 0) return new Set();
  try {
    const { found } = await fetchToolRecords(slugs);
    return new Set(found.map((record) => record.slug));
  } catch {
    return new Set();
  }
}

/**
 * "Your submissions" on /profile: each tool the user suggested, when, and what the editors
 * decided. Loaded only for a signed-in user (profile-view imports it lazily), with Firestore.
 */
export default function MySubmissions({ uid }: { uid: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  const load = useCallback(async () => {
    setLoaded({ state: "loading" });
    try {
      const { loadMySubmissions } = await import("@/lib/firebase/my-submissions");
      const submissions = await loadMySubmissions(uid);
      setLoaded({ state: "ready", submissions, published: await publishedSlugs(submissions) });
    } catch (error) {
      console.error("Loading the user's submissions failed", error);
      setLoaded({ state: "error", message: messageForError(error) });
    }
  }, [uid]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- Firestore is only reachable in the browser
    void load();
  }, [load]);

  return (
    <section
      aria-labelledby="my-submissions-heading"
      aria-busy={loaded.state === "loading" || undefined}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6"
    >
      <h2 id="my-submissions-heading" className="text-lg font-semibold">
        Your submissions
      </h2>
      {loaded.state === "loading" ? (
        <p role="status" className="text-muted-foreground">
          Loading your submissions…
        </p>
      ) : loaded.state === "error" ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">
            We could not load your submissions. {loaded.message}
          </FormMessage>
          <button
            type="button"
            onClick={() => void load()}
            className={buttonStyles({ variant: "outline", size: "sm" })}
          >
            Try again
          </button>
        </div>
      ) : loaded.submissions.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted-foreground">You haven&apos;t suggested a tool yet.</p>
          <Link href="/submit-ai-tool" className={buttonStyles({ variant: "outline", size: "sm" })}>
            Suggest a tool
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border" data-testid="my-submissions">
          {loaded.submissions.map((submission) => (
            <SubmissionRow
              key={submission.id}
              submission={submission}
              published={loaded.published}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SubmissionRow({
  submission,
  published,
}: {
  submission: MySubmission;
  published: ReadonlySet<string>;
}) {
  const { outcome } = submission;
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">{submission.name}</h3>
        {outcome.state === "pending" ? (
          <Badge>Pending</Badge>
        ) : outcome.state === "approved" ? (
          <Badge tone="success">Approved</Badge>
        ) : (
          <Badge tone="danger">Rejected</Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {submission.submittedAt === null
          ? "Sent just now"
          : `Sent ${sentDate.format(new Date(submission.submittedAt))}`}
        {submission.website ? <span className="break-all"> · {submission.website}</span> : null}
      </p>
      {outcome.state === "pending" ? (
        <p className="text-sm">An editor will review it, usually within a week.</p>
      ) : outcome.state === "approved" ? (
        published.has(outcome.slug) ? (
          <p className="text-sm">
            It is in the directory:{" "}
            <Link href={toolPath(outcome.slug)} className="text-accent underline">
              see {submission.name}
            </Link>
            .
          </p>
        ) : (
          <p className="text-sm">It will be listed soon, when the site is next updated.</p>
        )
      ) : (
        <div className="flex flex-col gap-1 text-sm">
          <p>{rejectionExplanation(outcome.reason)}</p>
          {outcome.note ? (
            <p className="text-muted-foreground">
              Editor&apos;s note: <span className="text-foreground">{outcome.note}</span>
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}

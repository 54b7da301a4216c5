import type { Ref } from "react";
import { Link } from "@/components/ui/link";
import { toolPath } from "@/lib/directory/slug";
import type { DuplicateFinding } from "./use-duplicate-check";

const sentDate = new Intl.DateTimeFormat("en-US", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

const statusWords = {
  pending: "waiting for review",
  approved: "approved",
  rejected: "not accepted",
};

/** At most this many listed tools are named; the rest are counted. */
const shownTools = 3;

/**
 * "This website is already listed" (naming the tools, with links) or "you already sent it":
 * a warning under the Website field. The visitor can still send, and is told so.
 */
export function DuplicateWarning({
  finding,
  ref,
}: {
  finding: DuplicateFinding;
  ref?: Ref<HTMLDivElement>;
}) {
  const { host, listed, mine } = finding;
  const named = listed.slice(0, shownTools);
  const more = listed.length - named.length;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="duplicate-warning"
      className="flex flex-col gap-2 rounded-lg border border-featured/50 bg-featured/10 px-4 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      {named.length > 0 ? (
        <p>
          <span className="font-semibold">Already listed: </span>
          {host} is the website of{" "}
          {named.map((tool, index) => (
            <span key={tool.slug}>
              {index > 0 ? (index === named.length - 1 && more === 0 ? " and " : ", ") : null}
              <Link href={toolPath(tool.slug)} className="text-accent underline">
                {tool.name}
              </Link>
            </span>
          ))}
          {more > 0 ? ` and ${more} more` : null} in the directory.
        </p>
      ) : null}
      {mine.length > 0 ? (
        <p>
          <span className="font-semibold">You already sent this website: </span>
          {mine
            .map(
              (submission) =>
                `${submission.name}${
                  submission.submittedAt === null
                    ? ""
                    : ` on ${sentDate.format(new Date(submission.submittedAt))}`
                } (${statusWords[submission.outcome.state]})`,
            )
            .join("; ")}
          .
        </p>
      ) : null}
      <p className="text-muted-foreground">
        You can still send it, for example when it is another tool on the same site or the listing
        is out of date: say so in the notes.
      </p>
    </div>
  );
}

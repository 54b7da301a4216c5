import { Link } from "@/components/ui/link";
import { SourceLink } from "@/components/ui/source-link";
import type { DirectoryTool } from "@/lib/directory/catalogue";
import { lifecycleSentence, ownerSentence } from "@/lib/directory/lifecycle";
import { hasEnded, saleState } from "@/lib/directory/on-sale";
import { toolPath } from "@/lib/directory/slug";
import { formatMonthYear } from "@/lib/format";

type NoticeTool = Pick<
  DirectoryTool,
  | "name"
  | "status"
  | "statusOn"
  | "renamedTo"
  | "acquiredBy"
  | "acquiredOn"
  | "acquisitionAnnouncedOn"
  | "closingOn"
  | "lastSeen"
  | "statusSource"
>;

function Source({ tool }: { tool: NoticeTool }) {
  const source = tool.statusSource;
  if (source === undefined) return null;
  return (
    <span className="text-muted-foreground">
      {" "}
      Source: <SourceLink url={source.url} title={source.title} /> ({formatMonthYear(source.seen)}).
    </span>
  );
}

/**
 * The notice at the top of a tool's page when it is not simply on sale: it closed, was renamed
 * or folded into another product (with where its users went, its alternatives and the source),
 * changed owner, or could not be confirmed at all. The page stays, so links and search still
 * lead somewhere.
 */
export function ToolStatusNotice({
  tool,
  successor,
  alternativesHref,
}: {
  tool: NoticeTool;
  /** The listed tool its users went to, when the data names one. */
  successor?: Pick<DirectoryTool, "name" | "slug"> | undefined;
  /** Where the visitor finds what to use instead, when there is such a page or section. */
  alternativesHref?: string | undefined;
}) {
  if (!saleState(tool.status).listed) {
    return (
      <p
        data-tool-status="unverified"
        className="max-w-3xl rounded-xl border border-border bg-muted px-4 py-3 text-sm"
      >
        <span className="font-semibold">
          We could not confirm this tool&apos;s details; last seen{" "}
          {tool.lastSeen ? formatMonthYear(tool.lastSeen) : "at an unknown date"}.
        </span>{" "}
        It is left out of our lists and search until a source confirms it, so check its site before
        you rely on anything below.
      </p>
    );
  }
  const happened = lifecycleSentence(tool, successor?.name);
  const owner = ownerSentence(tool);
  if (happened === null && owner === null) return null;
  const ended = hasEnded(tool.status);
  return (
    <div
      data-tool-status={tool.status}
      className={
        ended
          ? "flex max-w-3xl flex-col gap-1 rounded-xl border border-danger/50 bg-danger/10 px-4 py-3 text-sm"
          : "flex max-w-3xl flex-col gap-1 rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm"
      }
    >
      {happened ? (
        <p className={ended ? "font-semibold text-danger" : "font-semibold text-accent"}>
          {happened}
        </p>
      ) : null}
      {owner ? <p className={happened ? "text-foreground/90" : "font-semibold"}>{owner}</p> : null}
      <p className="text-foreground/90">
        {ended
          ? "This page is kept for reference and describes the service as it was."
          : tool.status === "renamed"
            ? "This page describes the product under its new name."
            : null}
        {successor ? (
          <>
            {" "}
            Its users went to{" "}
            <Link href={toolPath(successor.slug)} className="font-medium text-accent underline">
              {successor.name}
            </Link>
            .
          </>
        ) : null}
        {ended && alternativesHref ? (
          <>
            {" "}
            <a href={alternativesHref} className="font-medium text-accent underline">
              See alternatives to {tool.name}
            </a>
            .
          </>
        ) : null}
        <Source tool={tool} />
      </p>
    </div>
  );
}

import { Link } from "@/components/ui/link";
import { SourceLink } from "@/components/ui/source-link";
import { alternativesPath } from "@/lib/directory/alternatives";
import type { GraveyardEntry } from "@/lib/directory/graveyard";
import { lifecycleSentence } from "@/lib/directory/lifecycle";
import { categoryPath, toolPath } from "@/lib/directory/slug";
import { formatMonthYear } from "@/lib/format";
import { ToolLogo } from "./tool-logo";
import { ToolStatusBadge } from "./tool-status-badge";

/** One row per tool: what happened and when, where its users went, and the source that says so. */
export function GraveyardList({
  entries,
  alternativesPages,
}: {
  entries: readonly GraveyardEntry[];
  /** The tools whose alternatives page is pre-rendered; the others link to their page's section. */
  alternativesPages: ReadonlySet<string>;
}) {
  if (entries.length === 0)
    return (
      <p className="text-muted-foreground">
        No tool in the directory has closed, been renamed or been merged into another product yet.
      </p>
    );
  return (
    <ol className="flex flex-col divide-y divide-border border-y border-border">
      {entries.map(({ tool, successor }) => (
        <li key={tool.slug} className="flex gap-4 py-5">
          <ToolLogo tool={tool} size={40} />
          <div className="flex min-w-0 flex-col gap-1.5">
            <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              <Link href={toolPath(tool.slug)} className="hover:underline">
                {tool.name}
              </Link>
              <ToolStatusBadge status={tool.status} />
            </h2>
            <p className="text-sm text-muted-foreground">
              {tool.statusOn ? (
                <time dateTime={tool.statusOn}>{formatMonthYear(tool.statusOn)}</time>
              ) : (
                "Date not confirmed"
              )}{" "}
              ·{" "}
              <Link href={categoryPath(tool.categorySlug)} className="hover:underline">
                {tool.categoryName}
              </Link>
            </p>
            <p>{lifecycleSentence(tool, successor?.name)}</p>
            <p className="text-sm">
              {successor ? (
                <>
                  Its users went to{" "}
                  <Link
                    href={toolPath(successor.slug)}
                    className="font-medium text-accent underline"
                  >
                    {successor.name}
                  </Link>
                  .{" "}
                </>
              ) : null}
              <Link
                href={
                  alternativesPages.has(tool.slug)
                    ? alternativesPath(tool.slug)
                    : `${toolPath(tool.slug)}#alternatives`
                }
                className="font-medium text-accent underline"
              >
                Alternatives to {tool.name}
              </Link>
            </p>
            {tool.statusSource ? (
              <p className="text-xs text-muted-foreground">
                Source: <SourceLink url={tool.statusSource.url} title={tool.statusSource.title} /> (
                {formatMonthYear(tool.statusSource.seen)})
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

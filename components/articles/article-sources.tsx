import { SourceLink } from "@/components/ui/source-link";
import { formatLongDate, formatMonthYear } from "@/lib/format";

/** The pages an article's facts come from, listed at its end (frontmatter `sources`). */
export function ArticleSources({
  sources,
}: {
  sources: readonly { url: string; title: string; date?: string }[] | undefined;
}) {
  if (!sources || sources.length === 0) return null;
  return (
    <section
      aria-labelledby="sources-heading"
      className="flex flex-col gap-3 border-t border-border pt-6"
    >
      <h2 id="sources-heading" className="text-lg font-semibold">
        Sources
      </h2>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted-foreground">
        {sources.map((source) => (
          <li key={source.url}>
            <SourceLink url={source.url} title={source.title} />{" "}
            <span className="break-all">
              ({new URL(source.url).hostname.replace(/^www\./, "")}
              {source.date === undefined
                ? ""
                : `, ${source.date.length === 7 ? formatMonthYear(source.date) : formatLongDate(source.date)}`}
              )
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import type { TocEntry } from "@/lib/content/article-markdown";
import { cn } from "@/lib/cn";

/** Long articles get a table of contents; it needs no JavaScript (plain anchor links). */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="rounded-2xl border border-border bg-card p-5">
      <h2
        id="toc-heading"
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        On this page
      </h2>
      <ol className="mt-3 flex flex-col gap-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={cn(entry.depth === 3 && "pl-4")}>
            <a
              href={`#${entry.id}`}
              className="text-foreground/90 hover:text-accent hover:underline"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Whether an article is long enough for a table of contents to help. */
export function wantsTableOfContents(toc: readonly TocEntry[], words: number): boolean {
  return toc.filter((entry) => entry.depth === 2).length >= 3 && words >= 600;
}

import { formatLongDate } from "@/lib/format";

/** "November 21, 2026 · 6 min read", with machine-readable dates. */
export function ArticleMeta({
  date,
  updated,
  readingMinutes,
  className,
}: {
  date: string;
  updated?: string | undefined;
  readingMinutes: number;
  className?: string;
}) {
  return (
    <p className={className ?? "text-sm text-muted-foreground"}>
      <time dateTime={date}>{formatLongDate(date)}</time>
      {updated && updated !== date ? (
        <>
          {" "}
          · Updated <time dateTime={updated}>{formatLongDate(updated)}</time>
        </>
      ) : null}{" "}
      · {readingMinutes} min read
    </p>
  );
}

import { Link } from "@/components/ui/link";
import { listPagePath } from "@/lib/pagination";
import { cn } from "@/lib/cn";

/** Page links for a list paginated in the path (/guides, /guides/page/2, …). */
export function Pagination({
  base,
  page,
  pages,
  label = "Pages",
  previousLabel = "← Previous",
  nextLabel = "Next →",
}: {
  base: string;
  page: number;
  pages: number;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pages <= 1) return null;
  const link =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm";
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          href={listPagePath(base, page - 1)}
          rel="prev"
          className={cn(link, "border-border hover:border-accent")}
        >
          {previousLabel}
        </Link>
      ) : null}
      <ol className="flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span
                aria-current="page"
                className={cn(link, "border-accent bg-accent/10 font-semibold")}
              >
                <span className="sr-only">Page </span>
                {number}
              </span>
            ) : (
              <Link
                href={listPagePath(base, number)}
                className={cn(link, "border-border hover:border-accent")}
              >
                <span className="sr-only">Page </span>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link
          href={listPagePath(base, page + 1)}
          rel="next"
          className={cn(link, "border-border hover:border-accent")}
        >
          {nextLabel}
        </Link>
      ) : null}
    </nav>
  );
}

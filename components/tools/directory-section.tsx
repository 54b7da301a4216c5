import { Link } from "@/components/ui/link";
import type { DirectoryCategory } from "@/lib/directory/catalogue";
import { categoryPath } from "@/lib/directory/slug";
import { topToolsPerCategory } from "@/lib/directory/listing";
import { countLabel } from "@/lib/format";
import { AdultBadge } from "./adult-badge";
import { ToolRows } from "./tool-rows";

/**
 * One category on the directory page: its first few tools (featured first, as compact rows)
 * and a link to its own pages, which list them all; for an adult category only a notice and a
 * link, so no adult tool appears in the general listing.
 */
export function DirectorySection({ category }: { category: DirectoryCategory }) {
  const headingId = `${category.slug}-heading`;
  if (category.adult) {
    return (
      <section
        id={category.slug}
        aria-labelledby={headingId}
        className="scroll-mt-24 render-lazy [--render-lazy-height:11.625rem] sm:[--render-lazy-height:10.5rem] lg:[--render-lazy-height:9.125rem]"
      >
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-danger/40 bg-surface p-6">
          <div className="flex items-center gap-3">
            <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
              {category.name}
            </h2>
            <AdultBadge />
          </div>
          <p className="text-sm text-muted-foreground">
            {countLabel(category.tools.length, "tool")} for adults. They are listed on their own
            page, with images blurred, and each asks you to confirm you are 18 or older.
          </p>
          <Link
            href={categoryPath(category.slug)}
            className="text-sm font-medium text-accent hover:underline"
          >
            Open the {category.name} category
          </Link>
        </div>
      </section>
    );
  }
  const rest = category.tools.length - topToolsPerCategory;
  return (
    <section
      id={category.slug}
      aria-labelledby={headingId}
      className="scroll-mt-24 render-lazy [--render-lazy-height:21.625rem] sm:[--render-lazy-height:16.5rem] lg:[--render-lazy-height:11.375rem]"
    >
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
            {category.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {countLabel(category.tools.length, "tool")}
          </p>
        </div>
      </div>
      <ToolRows tools={category.tools.slice(0, topToolsPerCategory)} />
      <p className="mt-4">
        <Link
          href={categoryPath(category.slug)}
          className="text-sm font-medium text-accent hover:underline"
        >
          {rest > 0
            ? `See all ${countLabel(category.tools.length, "tool")} in ${category.name}`
            : `Open the ${category.name} category`}
        </Link>
      </p>
    </section>
  );
}

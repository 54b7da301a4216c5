import type { DirectoryCategory } from "@/lib/directory/catalogue";

export function CategoryJumpList({ categories }: { categories: readonly DirectoryCategory[] }) {
  return (
    <nav
      aria-labelledby="jump-heading"
      className="mb-12 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="jump-heading" className="text-sm font-semibold">
        Jump to a category
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.slug}>
            {/* The count is drawn by CSS and spoken through the label: two elements a chip, not four. */}
            <a
              href={`#${category.slug}`}
              aria-label={`${category.name}, ${category.tools.length} tools${category.adult ? ", adults only" : ""}`}
              data-count={category.tools.length}
              className="inline-flex min-h-9 items-center gap-2 rounded-full border border-border px-3 text-sm after:text-muted-foreground after:content-[attr(data-count)] hover:bg-muted"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

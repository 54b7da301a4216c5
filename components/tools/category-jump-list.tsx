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
            <a
              href={`#${category.slug}`}
              className="inline-flex min-h-9 items-center gap-2 rounded-full border border-border px-3 text-sm hover:bg-muted"
            >
              {category.name}
              <span className="text-muted-foreground">
                {category.tools.length}
                <span className="sr-only"> tools{category.adult ? ", adults only" : ""}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

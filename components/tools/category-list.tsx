import { Link } from "@/components/ui/link";
import type { DirectoryCategory } from "@/lib/directory/catalogue";
import { categoryPath } from "@/lib/directory/slug";
import { countLabel } from "@/lib/format";

/** Categories as links with their tool counts. */
export function CategoryList({ categories }: { categories: readonly DirectoryCategory[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.slug}>
          <Link
            href={categoryPath(category.slug)}
            className="flex items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3 transition-colors hover:border-accent"
          >
            <span className="font-medium">{category.name}</span>
            <span className="text-sm text-muted-foreground">
              {countLabel(category.tools.length, "tool")}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

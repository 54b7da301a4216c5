/**
 * How the directory's listings are cut, so pages stay light at any catalogue size: /tools shows
 * the featured tools and each category's first few (its full list is the category's pages),
 * and a category lists a fixed number of tools per page, paginated in the path.
 */
import type { DirectoryCategory } from "./catalogue";
import { categoryPath } from "./slug";
import { listPagePath, paginate } from "@/lib/pagination";

export const featuredOnDirectory = 8;
export const topToolsPerCategory = 3;
export const toolsPerCategoryPage = 24;
/** The most common genres offered by /tools's genre filter. */
export const directoryGenreChoices = 40;

/** The featured, still active tools of the general categories, in category order. */
export function featuredTools(
  categories: readonly DirectoryCategory[],
  limit = featuredOnDirectory,
) {
  return categories
    .filter((category) => !category.adult)
    .flatMap((category) => category.tools.filter((tool) => tool.featured))
    .slice(0, limit);
}

export function categoryPages(category: DirectoryCategory): number {
  return paginate(category.tools, 1, toolsPerCategoryPage).pages;
}

/** One page of a category's listing, and its path. */
export function categoryPage(category: DirectoryCategory, page: number) {
  const { items, pages } = paginate(category.tools, page, toolsPerCategoryPage);
  return { tools: items, pages, path: listPagePath(categoryPath(category.slug), page) };
}

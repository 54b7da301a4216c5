import { articlesPerPage } from "@/lib/article-categories";

/** The items of one page (1-based) and the number of pages (at least 1, for an empty list). */
export function paginate<T>(items: readonly T[], page: number, perPage = articlesPerPage) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  return { items: items.slice((page - 1) * perPage, page * perPage), pages };
}

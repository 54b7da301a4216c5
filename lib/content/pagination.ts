import { articlesPerPage } from "@/lib/article-categories";
import { paginate as paginateList } from "@/lib/pagination";

/** The articles of one page (1-based) and the number of pages. */
export function paginate<T>(items: readonly T[], page: number, perPage = articlesPerPage) {
  return paginateList(items, page, perPage);
}

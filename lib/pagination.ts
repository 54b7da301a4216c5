/** Lists paginated in the path: /guides, /guides/page/2, … (page 1 is the list's own path). */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** The items of one page (1-based) and the number of pages (at least 1, for an empty list). */
export function paginate<T>(items: readonly T[], page: number, perPage: number) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  return { items: items.slice((page - 1) * perPage, page * perPage), pages };
}

/**
 * The params of an optional catch-all list route ([[...page]]) for a list of `pages` pages:
 * [] for page 1 (the list's own path), ["page", "2"] … for the others.
 */
export function pageParams(pages: number): { page: string[] }[] {
  return Array.from({ length: Math.max(1, pages) }, (_, index) => ({
    page: index === 0 ? [] : ["page", String(index + 1)],
  }));
}

/** The page number of such a route's params (page 1 when there are none). */
export function pageFromParams(page: readonly string[] | undefined): number {
  return page && page.length === 2 ? Number(page[1]) : 1;
}

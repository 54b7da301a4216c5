/** Lists paginated in the path: /guides, /guides/page/2, … (page 1 is the list's own path). */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** The items of one page (1-based) and the number of pages (at least 1, for an empty list). */
export function paginate<T>(items: readonly T[], page: number, perPage: number) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  return { items: items.slice((page - 1) * perPage, page * perPage), pages };
}

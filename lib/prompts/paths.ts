/** Where the prompt collections live: an index page and a page per category, prompts as #ids. */
export const collectionPaths = {
  chatgpt: "/chatgpt-prompts",
  midjourney: "/midjourney-prompts",
} as const;

export type CollectionId = keyof typeof collectionPaths;

export function promptCategoryPath(collection: CollectionId, categorySlug: string): string {
  return `${collectionPaths[collection]}/${categorySlug}`;
}

/** A prompt's permalink: its card on its category's page. */
export function promptPath(collection: CollectionId, categorySlug: string, id: string): string {
  return `${promptCategoryPath(collection, categorySlug)}#${id}`;
}

/** The collection as a file to download (written at build time). */
export function downloadPath(collection: CollectionId, format: "json" | "csv"): string {
  return `/downloads/${collection}-prompts.${format}`;
}

/** A site path from a URL that may carry the site's origin (the download files' are absolute). */
export function sitePathOf(url: string): string {
  const parsed = new URL(url, "https://site.invalid");
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

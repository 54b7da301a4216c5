/** Lowercase words joined by single hyphens, the form of every slug on the site. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Notion AI" → "notion-ai", "Tickles.ai" → "tickles-ai", "Café Déjà" → "cafe-deja". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const toolPathPrefix = "/tools/";

/** The detail page of a tool. */
export function toolPath(slug: string): string {
  return `${toolPathPrefix}${slug}`;
}

/** The page of a directory category. */
export function categoryPath(slug: string): string {
  return `/categories/${slug}`;
}

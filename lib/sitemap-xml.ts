/**
 * The sitemap as files: an index (`/sitemap.xml`, what robots.txt names) listing sitemaps of at
 * most 45,000 URLs each (`/sitemaps/1.xml`…), at any size of the site: the protocol's limit is
 * 50,000 URLs and 50 MB a file, and the index is the same shape whether the site has one sitemap
 * or many. Pure.
 */

/** URLs in one sitemap: under the protocol's 50,000, with room for a page of long URLs. */
export const sitemapMaxUrls = 45_000;

export type SitemapUrl = { url: string; lastModified?: string; priority?: number };

/** The entries split into sitemaps of at most `size` URLs; always at least one (maybe empty). */
export function sitemapChunks<T>(entries: readonly T[], size = sitemapMaxUrls): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < entries.length; start += size)
    chunks.push(entries.slice(start, start + size));
  return chunks.length > 0 ? chunks : [[]];
}

/** Site path of the n-th sitemap, from 1. */
export const sitemapPath = (n: number): string => `/sitemaps/${n}.xml`;

/** The file name of the n-th sitemap under /sitemaps/ ("1.xml"), and back. */
export const sitemapFileName = (n: number): string => `${n}.xml`;
export function sitemapNumber(fileName: string): number | null {
  const match = /^([1-9]\d*)\.xml$/.exec(fileName);
  return match ? Number(match[1]) : null;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[character]};`,
  );

/** A <urlset> of pages. */
export function urlsetXml(entries: readonly SitemapUrl[]): string {
  const urls = entries.map(({ url, lastModified, priority }) =>
    [
      "<url>",
      `<loc>${escapeXml(url)}</loc>`,
      ...(lastModified ? [`<lastmod>${escapeXml(lastModified)}</lastmod>`] : []),
      ...(priority === undefined ? [] : [`<priority>${priority}</priority>`]),
      "</url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** A <sitemapindex> of sitemaps, by absolute URL. */
export function sitemapIndexXml(sitemaps: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((url) => `<sitemap>\n<loc>${escapeXml(url)}</loc>\n</sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * Logos the editors' fetcher (`npm run media:fetch`) took from a tool's own site, converted to a
 * small WebP tile and committed under public/images/tools/fetched/. The site shows one where the
 * data names no package `logo`; the record's `fetchedLogo` says where it came from.
 */

/** Which of the site's icons it was, in the fetcher's order of preference. */
export const fetchedLogoKinds = [
  "json-ld",
  "svg",
  "manifest",
  "apple-touch-icon",
  "favicon",
] as const;
export type FetchedLogoKind = (typeof fetchedLogoKinds)[number];

/** The tile is always the fetcher's own WebP, never the site's file. */
export const fetchedLogoFilePattern = /^\/images\/tools\/fetched\/[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/;

/** Site path of a tool's fetched logo tile. */
export function fetchedLogoPath(slug: string): string {
  return `/images/tools/fetched/${slug}.webp`;
}

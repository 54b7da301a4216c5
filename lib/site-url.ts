/**
 * The site's public origin, from NEXT_PUBLIC_SITE_URL: resolved once by next.config.ts (and
 * inlined as SITE_ORIGIN), and by the scripts that write absolute URLs.
 */

/** Absolute origin of the deployed site, without a trailing slash; canonical URLs start here. */
export function resolveSiteUrl(value: string | undefined): string {
  const fallback = "http://localhost:3000";
  if (!value || value.trim() === "") return fallback;
  const url = new URL(value.trim());
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an http(s) URL, got "${value}"`);
  }
  return url.origin;
}

/**
 * Checked by every build (next.config.ts): a build against the real Firebase services is a
 * production build, and its canonical links, sitemap, feed and social cards must name the
 * public origin, so it refuses to run without one or with a local one.
 */
export function productionSiteUrlProblem(
  value: string | undefined,
  production: boolean,
): string | null {
  if (!production) return null;
  const where =
    "set it to the site's public origin, e.g. https://aicompass.example (the deploy workflow, .github/workflows/deploy.yml, sets it from the repository variable SITE_URL)";
  if (!value || value.trim() === "")
    return `NEXT_PUBLIC_SITE_URL is required for a production build: ${where}`;
  const origin = resolveSiteUrl(value);
  if (/^https?:\/\/(localhost|127\.|\[::1\])/i.test(origin))
    return `NEXT_PUBLIC_SITE_URL is "${origin}", a local address, in a production build: ${where}`;
  return null;
}

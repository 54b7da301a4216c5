/**
 * The registrable domain of a host ("www.openai.com" → "openai.com"), to tell a move to another
 * site from a change of subdomain or scheme. An approximation of the Public Suffix List, kept
 * small on purpose: country suffixes such as co.uk or com.au keep three labels, and a few hosting
 * platforms on which every subdomain is someone else's site keep one label more.
 */

/** Second-level labels under a two-letter country code that are public suffixes (co.uk, com.au…). */
const countrySecondLevels = new Set(["ac", "co", "com", "edu", "gov", "ne", "net", "or", "org"]);

/** Platforms whose subdomains belong to different owners (alice.github.io, bob.github.io). */
export const sharedHostSuffixes = [
  "github.io",
  "gitlab.io",
  "vercel.app",
  "netlify.app",
  "pages.dev",
  "web.app",
  "firebaseapp.com",
  "herokuapp.com",
  "substack.com",
  "notion.site",
] as const;

function isIpAddress(host: string): boolean {
  return host.includes(":") || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
}

/** The registrable domain of a hostname; an IP address or a one-label host is its own domain. */
export function registrableDomain(hostname: string): string {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[|\]$/g, "");
  if (isIpAddress(host)) return host;
  const labels = host.split(".");
  if (labels.length <= 2) return host;
  const shared = sharedHostSuffixes.find((suffix) => host.endsWith(`.${suffix}`));
  if (shared) return labels.slice(-(shared.split(".").length + 1)).join(".");
  const tld = labels.at(-1) ?? "";
  const second = labels.at(-2) ?? "";
  const keep = tld.length === 2 && countrySecondLevels.has(second) ? 3 : 2;
  return labels.slice(-keep).join(".");
}

/** The registrable domain of a URL, or null when it does not parse. */
export function urlDomain(url: string): string | null {
  try {
    return registrableDomain(new URL(url).hostname);
  } catch {
    return null;
  }
}

/**
 * Web addresses compared as a person would: "https://www.Example.com/app/?utm_source=x" and
 * "http://example.com/app" are the same site. The one answer to "same site?": the submit form's
 * "already listed" warning (against the index the build writes) and the editors' scripts,
 * submissions:export and submissions:review (lib/submissions/directory-index.ts), ask it.
 * Pure and browser-safe.
 */

/** Query parameters that only say where a visit came from; they never change the page. */
const trackingParameters = new Set([
  "ref",
  "ref_src",
  "referrer",
  "via",
  "fpr",
  "af",
  "aff",
  "affiliate",
  "fbclid",
  "gclid",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "twclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "yclid",
]);

export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || trackingParameters.has(lower);
}

export type SiteAddress = {
  /** Lower case, without "www." and without a trailing dot: "example.com". */
  host: string;
  /** Without the trailing slash; "" for the home page: "/app". */
  path: string;
  /** The address as compared and shown: "example.com/app?lang=en". */
  normalised: string;
};

/**
 * The address without its scheme, "www.", port 80/443, trailing slash, fragment and tracking
 * parameters; the other parameters are kept, sorted. Null when it is not a web address.
 * A missing scheme is read as https ("example.com/app").
 */
export function siteAddress(input: string): SiteAddress | null {
  const trimmed = input.trim();
  if (trimmed === "") return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  // No tool's site has user info; "mailto:a@b.com" read with an https:// in front would.
  if (url.username || url.password) return null;
  const host = url.hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\d*\./, "");
  if (!host.includes(".")) return null;
  const path = url.pathname.replace(/\/+$/, "");
  const kept = [...url.searchParams.entries()]
    .filter(([name]) => !isTrackingParameter(name))
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const query = kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : "";
  return { host, path, normalised: `${host}${path}${query}` };
}

/** The address in its compared form, or null when it is not a web address. */
export function normaliseAddress(input: string): string | null {
  return siteAddress(input)?.normalised ?? null;
}

/**
 * Whether two addresses are the same site: the same host, and one path inside the other
 * ("example.com" and "example.com/app" are; "github.com/a/tool" and "github.com/b/other" are
 * not, so tools hosted on a shared platform are told apart). Query strings do not matter.
 */
export function sameSite(a: SiteAddress, b: SiteAddress): boolean {
  if (a.host !== b.host) return false;
  const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);
  const pathA = a.path.toLowerCase();
  const pathB = b.path.toLowerCase();
  return within(pathA, pathB) || within(pathB, pathA);
}

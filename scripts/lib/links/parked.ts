/**
 * Recognises parked and for-sale domains: a product that closed often leaves its domain to a
 * registrar's parking page, which answers 200 like a live site. A short list of markers, each
 * seen on real parking pages; extend it when a new one turns up in a report.
 */

/** Domain marketplaces and parking services: a redirect into one of them means "for sale". */
export const parkingHosts = [
  "sedo.com",
  "sedoparking.com",
  "dan.com",
  "afternic.com",
  "hugedomains.com",
  "bodis.com",
  "parkingcrew.net",
  "domainmarket.com",
] as const;

/** Wording and scripts of parking pages, looked for in the first bytes of the final page. */
export const parkedPageMarkers: readonly { label: string; pattern: RegExp }[] = [
  { label: '"domain is for sale"', pattern: /\bdomain(?: name)? (?:is|may be) for sale\b/i },
  { label: '"buy this domain"', pattern: /\bbuy this domain\b/i },
  { label: '"this domain is parked"', pattern: /\bthis domain (?:is|has been) parked\b/i },
  { label: "GoDaddy parking", pattern: /parked free, courtesy of godaddy|godaddy\.com\/forsale/i },
  {
    label: "a parking service's script or link",
    pattern: /\b(?:sedoparking\.com|parkingcrew\.net|bodis\.com|afternic\.com|hugedomains\.com)/i,
  },
  { label: 'a title saying "for sale"', pattern: /<title[^>]*>[^<]*\bfor sale\b[^<]*<\/title>/i },
];

function parkingHostOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.toLowerCase();
  const match = parkingHosts.find((known) => host === known || host.endsWith(`.${known}`));
  if (match) return match;
  if (host.endsWith("godaddy.com") && parsed.pathname.includes("/forsale")) return "godaddy.com";
  return undefined;
}

/**
 * What shows that a link ends on a parked or for-sale page: a URL on the way that belongs to a
 * parking service, or a marker in the final page's body. Undefined when nothing does.
 */
export function parkedMarker(
  urls: readonly string[],
  body: string | undefined,
): string | undefined {
  for (const url of urls) {
    const host = parkingHostOf(url);
    if (host) return `redirects to ${host}`;
  }
  if (body === undefined) return undefined;
  return parkedPageMarkers.find(({ pattern }) => pattern.test(body))?.label;
}

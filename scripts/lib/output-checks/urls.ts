/** Whether a URL as written points at this site, at another one, or at nothing to check. */

export type Classified =
  | { kind: "skip" }
  | { kind: "invalid"; reason: string }
  | { kind: "internal"; url: URL }
  | { kind: "external"; url: URL };

/**
 * Whether a URL as written in a page points at this site (relative, or absolute on the site's
 * origin), somewhere else over http(s), or is something not checked (mailto:, tel:, data:).
 * `base` is the absolute URL of the page the reference is in.
 */
export function classifyUrl(raw: string, base: string, siteOrigin: string): Classified {
  // Browsers strip leading and trailing ASCII whitespace from URL attributes.
  const value = raw.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === "javascript") return { kind: "invalid", reason: "javascript: URL" };
  if (scheme === "mailto" || scheme === "tel" || scheme === "data" || scheme === "blob") {
    return { kind: "skip" };
  }
  if (scheme !== undefined && scheme !== "http" && scheme !== "https") return { kind: "skip" };
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return { kind: "invalid", reason: "not a valid URL" };
  }
  return url.origin === siteOrigin ? { kind: "internal", url } : { kind: "external", url };
}

/**
 * Where a tool's site says its logo is, best first: a JSON-LD Organization `logo`, an SVG icon,
 * the web app manifest's icons of 192 px or more, the apple-touch-icon, then the favicon (and
 * /favicon.ico). Pure: the page's HTML (or the manifest's JSON) and its final URL are passed in;
 * relative URLs resolve against that URL (or the page's <base href>), as a browser would.
 */
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import type { FetchedLogoKind } from "../../../lib/directory/fetched-logos";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export type IconCandidate = { kind: FetchedLogoKind; url: URL };

export type PageIcons = {
  jsonLd: URL[];
  svg: URL[];
  manifest: URL | null;
  appleTouch: URL[];
  favicon: URL[];
};

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elements("content" in child ? child.content : child);
  }
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

/** A URL from the page, or null for one that does not parse or is not http(s). */
function resolve(href: string | undefined, base: URL): URL | null {
  if (!href || href.trim() === "") return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** The largest side a `sizes` attribute names ("32x32 16x16" → 32); 0 for none, Infinity for "any". */
export function largestSize(sizes: string | undefined): number {
  let largest = 0;
  for (const token of (sizes ?? "").toLowerCase().split(/\s+/)) {
    if (token === "any") return Number.POSITIVE_INFINITY;
    const match = /^(\d+)x(\d+)$/.exec(token);
    if (match) largest = Math.max(largest, Number(match[1]), Number(match[2]));
  }
  return largest;
}

/** Every Organization's `logo` in a JSON-LD value, however nested (@graph, arrays, publisher). */
function organizationLogos(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) organizationLogos(item, found);
    return found;
  }
  if (value === null || typeof value !== "object") return found;
  const record = value as Record<string, unknown>;
  const types = ([] as unknown[]).concat(record["@type"] ?? []);
  if (types.includes("Organization")) {
    const logo = record.logo;
    const url =
      typeof logo === "string"
        ? logo
        : logo && typeof logo === "object"
          ? ((logo as Record<string, unknown>).url ?? (logo as Record<string, unknown>).contentUrl)
          : undefined;
    if (typeof url === "string") found.push(url);
  }
  for (const child of Object.values(record)) organizationLogos(child, found);
  return found;
}

function jsonLdLogos(script: Element, base: URL): URL[] {
  try {
    return organizationLogos(JSON.parse(textOf(script)) as unknown)
      .map((href) => resolve(href, base))
      .filter((url): url is URL => url !== null);
  } catch {
    return []; // a broken JSON-LD block is the site's problem, not a reason to stop
  }
}

type SizedUrl = { url: URL; size: number };

function bySizeDescending(list: SizedUrl[]): URL[] {
  return [...list].sort((a, b) => b.size - a.size).map((entry) => entry.url);
}

/** The icons a page declares, each list best first. */
export function pageIcons(html: string, pageUrl: URL): PageIcons {
  const document = parse(html);
  const all = [...elements(document)];
  const baseHref = all.find((el) => el.tagName === "base" && attribute(el, "href"));
  const base = resolve(baseHref && attribute(baseHref, "href"), pageUrl) ?? pageUrl;
  const icons: PageIcons = { jsonLd: [], svg: [], manifest: null, appleTouch: [], favicon: [] };
  const apple: SizedUrl[] = [];
  const favicons: SizedUrl[] = [];
  for (const element of all) {
    if (
      element.tagName === "script" &&
      attribute(element, "type")?.trim().toLowerCase() === "application/ld+json"
    ) {
      icons.jsonLd.push(...jsonLdLogos(element, base));
      continue;
    }
    if (element.tagName !== "link") continue;
    const rel = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
    const url = resolve(attribute(element, "href"), base);
    if (!url) continue;
    const size = largestSize(attribute(element, "sizes"));
    const type = (attribute(element, "type") ?? "").toLowerCase();
    if (rel.includes("manifest")) icons.manifest ??= url;
    else if (rel.includes("apple-touch-icon") || rel.includes("apple-touch-icon-precomposed"))
      apple.push({ url, size });
    else if (rel.includes("icon") && (type === "image/svg+xml" || url.pathname.endsWith(".svg")))
      icons.svg.push(url);
    else if (rel.includes("icon")) favicons.push({ url, size });
  }
  icons.appleTouch = bySizeDescending(apple);
  icons.favicon = bySizeDescending(favicons);
  return icons;
}

/** The manifest's icons of 192 px or more (or "any" size), largest first, "monochrome" left out. */
export function manifestIcons(json: unknown, manifestUrl: URL): URL[] {
  const list = (json as { icons?: unknown } | null)?.icons;
  if (!Array.isArray(list)) return [];
  const sized: SizedUrl[] = [];
  for (const icon of list as { src?: unknown; sizes?: unknown; purpose?: unknown }[]) {
    if (typeof icon?.src !== "string") continue;
    const purposes = typeof icon.purpose === "string" ? icon.purpose.split(/\s+/) : ["any"];
    if (!purposes.includes("any") && !purposes.includes("maskable")) continue;
    const size = largestSize(typeof icon.sizes === "string" ? icon.sizes : undefined);
    const url = resolve(icon.src, manifestUrl); // the manifest's own URL is its icons' base
    // A maskable icon carries a safe-zone padding meant for cropping: after the plain ones.
    if (url && size >= 192) sized.push({ url, size: purposes.includes("any") ? size : size / 10 });
  }
  return bySizeDescending(sized);
}

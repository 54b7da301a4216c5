/** Reading pages: every URL an exported page references, and the ids its #fragments can name. */
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { urlPathForFile } from "./paths";
import type { ParsedPage, Reference } from "./types";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Attributes that hold one URL, on any element (SVG's <use href> and <image href> included). */
const urlAttributes = ["href", "src", "poster", "action", "formaction", "cite", "data"] as const;
/** Attributes that hold a srcset list: "url 1x, url 2x" or "url 640w, …". */
const srcsetAttributes = ["srcset", "imagesrcset"] as const;

function attribute(element: Element, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

function attributeLocation(element: Element, name: string): { line?: number; column?: number } {
  const location = element.sourceCodeLocation?.attrs?.[name] ?? element.sourceCodeLocation;
  return location ? { line: location.startLine, column: location.startCol } : {};
}

/** The URLs of a srcset attribute (https://html.spec.whatwg.org/#parse-a-srcset-attribute). */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let rest = value;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, "");
    if (rest === "") return urls;
    const url = /^\S+/.exec(rest)?.[0] ?? "";
    rest = rest.slice(url.length);
    // A URL may contain commas; only trailing ones end the candidate.
    if (url.endsWith(",")) {
      urls.push(url.replace(/,+$/, ""));
      continue;
    }
    urls.push(url);
    // Skip the descriptors, up to the comma that ends this candidate (none inside parentheses).
    let depth = 0;
    let index = 0;
    for (; index < rest.length; index += 1) {
      const char = rest[index];
      if (char === "(") depth += 1;
      else if (char === ")") depth = Math.max(0, depth - 1);
      else if (char === "," && depth === 0) break;
    }
    rest = rest.slice(index + 1);
  }
}

/** Absolute http(s) URLs anywhere inside a JSON-LD value. */
function jsonUrls(value: unknown, into: string[]): string[] {
  if (typeof value === "string") {
    if (/^https?:\/\/\S+$/i.test(value)) into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) jsonUrls(item, into);
  } else if (typeof value === "object" && value !== null) {
    for (const item of Object.values(value)) jsonUrls(item, into);
  }
  return into;
}

function textContent(node: ParentNode): string {
  return node.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

/** The URLs one element references: its URL and srcset attributes, meta contents, JSON-LD. */
function elementReferences(element: Element): Reference[] {
  const tag = element.tagName;
  const references: Reference[] = [];
  const isLink = tag === "a" || tag === "area";
  for (const attr of urlAttributes) {
    const value = attribute(element, attr);
    if (value === null) continue;
    // <object data> is a URL; data on anything else is not an attribute we know.
    if (attr === "data" && tag !== "object") continue;
    if (attr === "cite" && !["blockquote", "q", "del", "ins"].includes(tag)) continue;
    references.push({
      source: `${tag}[${attr}]`,
      url: value,
      ...attributeLocation(element, attr),
      ...(isLink && attr === "href"
        ? {
            rel: attribute(element, "rel"),
            target: attribute(element, "target"),
            outbound: attribute(element, "data-outbound") !== null,
          }
        : {}),
    });
  }
  for (const attr of srcsetAttributes) {
    const value = attribute(element, attr);
    if (value === null) continue;
    for (const url of srcsetUrls(value)) {
      references.push({ source: `${tag}[${attr}]`, url, ...attributeLocation(element, attr) });
    }
  }
  if (tag === "meta") {
    // Open Graph images, og:url, msapplication tiles…: only contents that are URLs.
    const content = attribute(element, "content")?.trim() ?? "";
    if (/^https?:\/\/\S+$/i.test(content) || /^\/(?!\/)\S*$/.test(content)) {
      references.push({
        source: "meta[content]",
        url: content,
        ...attributeLocation(element, "content"),
      });
    }
  }
  if (tag === "script" && attribute(element, "type") === "application/ld+json") {
    const location = attributeLocation(element, "type");
    try {
      for (const url of jsonUrls(JSON.parse(textContent(element)), [])) {
        references.push({ source: "JSON-LD", url, ...location });
      }
    } catch {
      references.push({ source: "JSON-LD", url: "", ...location });
    }
  }
  return references;
}

/** A script, or the page's <meta> script policy, as the script checks read them. */
function elementScript(element: Element): ParsedPage["scripts"][number] | undefined {
  const tag = element.tagName;
  if (tag === "script") {
    return {
      kind: "script",
      inline: attribute(element, "src") === null,
      type: attribute(element, "type"),
      text: textContent(element),
      ...attributeLocation(element, "src"),
    };
  }
  if (
    tag === "meta" &&
    attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy"
  ) {
    return {
      kind: "policy",
      content: attribute(element, "content") ?? "",
      ...attributeLocation(element, "content"),
    };
  }
  return undefined;
}

/** Parses one exported page with parse5 (the HTML standard's algorithm) and lists its URLs and ids. */
export function parsePage(file: string, html: string): ParsedPage {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const anchors = new Set<string>();
  const references: Reference[] = [];
  const scripts: ParsedPage["scripts"] = [];

  const visit = (parent: ParentNode) => {
    for (const node of parent.childNodes) {
      if (!("tagName" in node)) continue;
      const element = node;
      const id = attribute(element, "id");
      if (id) anchors.add(id);
      const name = attribute(element, "name");
      if (element.tagName === "a" && name) anchors.add(name);
      references.push(...elementReferences(element));
      const script = elementScript(element);
      if (script) scripts.push(script);
      visit(element);
      if (element.tagName === "template" && "content" in element) visit(element.content);
    }
  };
  visit(document);
  return { file, urlPath: urlPathForFile(file), anchors, references, scripts };
}

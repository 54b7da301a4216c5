/**
 * The pure part of `npm run check:output`: given the exported pages as strings and the list of
 * files in out/, finds broken internal links and assets, missing #fragment targets, outbound
 * links without the rel they need and tool call-to-actions that differ from the data.
 * No file system access here, so tests feed small fixtures.
 */
import { createRequire } from "node:module";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { referralParameters } from "@/lib/directory/outbound";
import { cleanUrlCandidates } from "./clean-urls";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** One problem: the file (relative to out/), where in it when known, and what is wrong. */
export type Problem = {
  file: string;
  line?: number;
  column?: number;
  /** Groups problems in the report: an html-validate rule id, "broken-link", "rel"… */
  kind: string;
  message: string;
  /** Shown with the location, not part of the grouping: e.g. the element's selector. */
  detail?: string;
};

/** A URL found in a page or feed, with the element that carries it. */
export type Reference = {
  /** e.g. "a[href]", "img[srcset]", "meta[content]", "JSON-LD", "sitemap". */
  source: string;
  url: string;
  line?: number;
  column?: number;
  /** Only for <a> and <area>. */
  rel?: string | null;
  target?: string | null;
  /** True for a tool's call-to-action (`data-outbound`). */
  outbound?: boolean;
};

export type ParsedPage = {
  /** Path relative to out/, with forward slashes: "tools/chatgpt.html". */
  file: string;
  /** The URL path the host serves it under: "/tools/chatgpt". */
  urlPath: string;
  /** Targets a #fragment can name: every id, and the name of every <a name>. */
  anchors: Set<string>;
  references: Reference[];
};

// ---------------------------------------------------------------------------------------------
// Where files live

/** The clean URL path of an exported page: tools.html → /tools, index.html → /, a/index.html → /a. */
export function urlPathForFile(file: string): string {
  const withoutExtension = file.replace(/\.html$/, "");
  if (withoutExtension === "index") return "/";
  return `/${withoutExtension.replace(/\/index$/, "")}`;
}

/**
 * The file in out/ that answers a URL path, following the same rules as the static host
 * (scripts/lib/static-server.ts, like Firebase Hosting with cleanUrls): the file itself,
 * then `path.html`, then `path/index.html`; a trailing slash means `path/index.html`.
 * Returns the out/-relative file, or null when nothing answers.
 */
export function resolveSitePath(urlPath: string, files: ReadonlySet<string>): string | null {
  return cleanUrlCandidates(urlPath)?.find((candidate) => files.has(candidate)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Reading pages

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

/** Parses one exported page with parse5 (the HTML standard's algorithm) and lists its URLs and ids. */
export function parsePage(file: string, html: string): ParsedPage {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const anchors = new Set<string>();
  const references: Reference[] = [];

  const visit = (parent: ParentNode) => {
    for (const node of parent.childNodes) {
      if (!("tagName" in node)) continue;
      const element = node;
      const tag = element.tagName;
      const id = attribute(element, "id");
      if (id) anchors.add(id);
      const name = attribute(element, "name");
      if (tag === "a" && name) anchors.add(name);

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
      visit(element);
      if (tag === "template" && "content" in element) visit(element.content);
    }
  };
  visit(document);
  return { file, urlPath: urlPathForFile(file), anchors, references };
}

// ---------------------------------------------------------------------------------------------
// Sitemap, feed, robots.txt

type XmlDocument = { documentElement: XmlElement | null };
type XmlElement = {
  localName: string;
  textContent: string | null;
  attributes: ArrayLike<{ name: string; value: string }>;
  getAttribute(name: string): string | null;
  children: ArrayLike<XmlElement>;
};
type JsdomModule = {
  JSDOM: new (
    text: string,
    options: { contentType: string },
  ) => { window: { document: XmlDocument } };
};

let jsdom: JsdomModule | undefined;

/**
 * Every absolute http(s) URL in an XML file (sitemap.xml, feed.xml): element texts such as
 * <loc> and <link>, and attributes such as <atom:link href>. Parsed with jsdom's XML parser
 * (jsdom ships no types, hence the narrow local ones). Throws when the XML is not well formed.
 */
export function xmlUrls(file: string, xml: string): Reference[] {
  jsdom ??= createRequire(import.meta.url)("jsdom") as JsdomModule;
  let document: XmlDocument;
  try {
    document = new jsdom.JSDOM(xml, { contentType: "application/xml" }).window.document;
  } catch (error) {
    throw new Error(`${file} is not well-formed XML: ${(error as Error).message}`);
  }
  if (!document.documentElement) throw new Error(`${file} is not well-formed XML: no root element`);
  const references: Reference[] = [];
  const visit = (element: XmlElement) => {
    const children = Array.from(element.children);
    const text = element.textContent?.trim() ?? "";
    // A guid that says it is not a permalink is only an identifier.
    const identifierOnly =
      element.localName === "guid" && element.getAttribute("isPermaLink") === "false";
    if (children.length === 0 && !identifierOnly && /^https?:\/\/\S+$/i.test(text)) {
      references.push({ source: `<${element.localName}>`, url: text });
    }
    for (const attr of Array.from(element.attributes)) {
      if (attr.name === "xmlns" || attr.name.startsWith("xmlns:")) continue;
      if (/^https?:\/\/\S+$/i.test(attr.value.trim())) {
        references.push({
          source: `<${element.localName} ${attr.name}>`,
          url: attr.value.trim(),
        });
      }
    }
    children.forEach(visit);
  };
  visit(document.documentElement);
  return references;
}

/** The Sitemap: lines of robots.txt. */
export function robotsUrls(text: string): Reference[] {
  return text.split(/\r?\n/).flatMap((line, index) => {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    return match?.[1] ? [{ source: "robots.txt Sitemap", url: match[1], line: index + 1 }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Classifying URLs

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

// ---------------------------------------------------------------------------------------------
// Check 2: internal links, assets and fragments

export type LinkCheckInput = {
  pages: readonly ParsedPage[];
  /** Every file in out/, relative, with forward slashes. */
  files: ReadonlySet<string>;
  /** e.g. "http://localhost:3000", without a trailing slash. */
  siteOrigin: string;
  /** URLs from files other than pages (sitemap, feed, robots.txt), keyed by that file. */
  extra?: ReadonlyMap<string, readonly Reference[]>;
};

export type LinkCheckResult = {
  problems: Problem[];
  /** References looked at (internal and external), for the summary. */
  checked: number;
  internal: number;
  external: number;
};

function fragmentTargets(fragment: string): string[] {
  try {
    return [fragment, decodeURIComponent(fragment)];
  } catch {
    return [fragment];
  }
}

/**
 * Every reference that points at this site must name a file in out/ as the host serves it,
 * and every #fragment must name an id (or <a name>) on the page it points at.
 */
export function checkInternalLinks(input: LinkCheckInput): LinkCheckResult {
  const { files, siteOrigin } = input;
  const anchorsByFile = new Map(input.pages.map((page) => [page.file, page.anchors]));
  const problems: Problem[] = [];
  let internal = 0;
  let external = 0;

  const check = (file: string, base: string, reference: Reference) => {
    const where = { file, line: reference.line, column: reference.column };
    const shown = JSON.stringify(reference.url);
    if (reference.source === "JSON-LD" && reference.url === "") {
      problems.push({ ...where, kind: "broken-link", message: "JSON-LD script is not valid JSON" });
      return;
    }
    const classified = classifyUrl(reference.url, base, siteOrigin);
    if (classified.kind === "skip") return;
    // React writes action="javascript:throw …" on forms whose action is a function, by design.
    if (classified.kind === "invalid" && /\[(form)?action\]$/.test(reference.source)) return;
    if (classified.kind === "invalid") {
      problems.push({
        ...where,
        kind: "broken-link",
        message: `${reference.source} ${shown}: ${classified.reason}`,
      });
      return;
    }
    if (classified.kind === "external") {
      external += 1;
      return;
    }
    internal += 1;
    const { url } = classified;
    if (/\.html$/.test(url.pathname) && url.pathname !== "/404.html") {
      const clean = url.pathname.replace(/(\/index)?\.html$/, "") || "/";
      problems.push({
        ...where,
        kind: "broken-link",
        message: `${reference.source} ${shown}: the host answers ${url.pathname} only with a redirect to ${clean}; link to ${clean}`,
      });
      return;
    }
    const target = resolveSitePath(url.pathname, files);
    if (target === null) {
      problems.push({
        ...where,
        kind: "broken-link",
        message: `${reference.source} ${shown}: no file in out/ answers ${decodeSafely(url.pathname)}`,
      });
      return;
    }
    const fragment = url.hash.slice(1);
    // "#" and "#top" scroll to the top; ":~:" is a text fragment, not an id.
    if (fragment === "" || fragment.toLowerCase() === "top" || fragment.startsWith(":~:")) return;
    const anchors = anchorsByFile.get(target);
    if (!anchors) return; // Not an HTML page (an image, the feed): fragments mean nothing to check.
    if (!fragmentTargets(fragment).some((name) => anchors.has(name))) {
      problems.push({
        ...where,
        kind: "missing-fragment",
        message: `${reference.source} ${shown}: no element with id "${fragmentTargets(fragment).at(-1)}" in ${target}`,
      });
    }
  };

  for (const page of input.pages) {
    const base = `${siteOrigin}${page.urlPath}`;
    for (const reference of page.references) check(page.file, base, reference);
  }
  for (const [file, references] of input.extra ?? []) {
    for (const reference of references) check(file, `${siteOrigin}/${file}`, reference);
  }
  return { problems, checked: internal + external, internal, external };
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// ---------------------------------------------------------------------------------------------
// Check 3: outbound links

/** What a tool's call-to-action must be, from lib/directory/outbound.ts outboundLink(). */
export type ExpectedOutbound = {
  tool: string;
  slug: string;
  href: string;
  rel: string;
  /** Adult tools' links appear only after the 18+ confirmation, so not in the static HTML. */
  adult: boolean;
  /** A discontinued tool's page sends nobody to the closed service: it has no call-to-action. */
  discontinued?: boolean;
};

/** The tool pages that must exist, keyed by their file in out/: "tools/<slug>.html". */
export function expectedOutboundByFile(
  tools: readonly {
    name: string;
    slug: string;
    adult: boolean;
    status?: string;
    outbound: { href: string; rel: string };
  }[],
): Map<string, ExpectedOutbound> {
  return new Map(
    tools.map((tool) => [
      `tools/${tool.slug}.html`,
      {
        tool: tool.name,
        slug: tool.slug,
        href: tool.outbound.href,
        rel: tool.outbound.rel,
        adult: tool.adult,
        discontinued: tool.status === "discontinued",
      },
    ]),
  );
}

function relTokens(rel: string | null | undefined): string[] {
  return (rel ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}

function sameTokens(a: readonly string[], b: readonly string[]): boolean {
  const left = [...new Set(a)].sort();
  const right = [...new Set(b)].sort();
  return left.length === right.length && left.every((token, index) => token === right[index]);
}

/** The referral parameters of `expected` that `actual` lacks or changes, as "name=value". */
export function lostReferralParameters(expected: string, actual: string): string[] {
  let expectedParams: URLSearchParams;
  let actualParams: URLSearchParams | null;
  try {
    expectedParams = new URL(expected).searchParams;
  } catch {
    return [];
  }
  try {
    actualParams = new URL(actual).searchParams;
  } catch {
    actualParams = null;
  }
  return referralParameters
    .filter((name) => expectedParams.has(name))
    .filter((name) => actualParams?.get(name) !== expectedParams.get(name))
    .map((name) => `${name}=${expectedParams.get(name) ?? ""}`);
}

export type OutboundCheckInput = {
  pages: readonly ParsedPage[];
  siteOrigin: string;
  /** From expectedOutboundByFile(); pages under tools/ not in it are reported. */
  expected: ReadonlyMap<string, ExpectedOutbound>;
};

export type OutboundCheckResult = {
  problems: Problem[];
  /** Outbound links looked at, and tool call-to-actions compared with the data. */
  external: number;
  callsToAction: number;
  /** Adult tool pages without their link in the HTML, as expected. */
  gatedAdult: number;
};

const toolPagePattern = /^tools\/[^/]+\.html$/;

/**
 * Links leaving the site in a new tab must have rel="noopener noreferrer"; every tool page's
 * `data-outbound` call-to-action must have exactly the href and rel outboundLink() gives
 * for the tool, so no referral parameter is lost and no sponsored/nofollow is dropped.
 */
export function checkOutboundLinks(input: OutboundCheckInput): OutboundCheckResult {
  const problems: Problem[] = [];
  let external = 0;
  let callsToAction = 0;
  let gatedAdult = 0;
  const expectedByHref = new Map<string, ExpectedOutbound>();
  for (const expected of input.expected.values()) expectedByHref.set(expected.href, expected);
  const pagesByFile = new Set(input.pages.map((page) => page.file));

  for (const page of input.pages) {
    const base = `${input.siteOrigin}${page.urlPath}`;
    const expected = input.expected.get(page.file);
    const isToolPage = toolPagePattern.test(page.file);
    if (isToolPage && !expected) {
      problems.push({
        file: page.file,
        kind: "outbound",
        message: `tool page with no tool in data/tools (a stale page from an old build?)`,
      });
    }
    let ctaCount = 0;
    for (const reference of page.references) {
      if (reference.rel === undefined) continue; // Not an <a href> or <area href>.
      const where = { file: page.file, line: reference.line, column: reference.column };
      const classified = classifyUrl(reference.url, base, input.siteOrigin);
      if (classified.kind === "external") {
        external += 1;
        const tokens = relTokens(reference.rel);
        const missing = ["noopener", "noreferrer"].filter((token) => !tokens.includes(token));
        if (reference.target?.trim().toLowerCase() === "_blank" && missing.length > 0) {
          problems.push({
            ...where,
            kind: "rel",
            message: `link to ${reference.url} opens a new tab (target=_blank) but its rel ${JSON.stringify(reference.rel ?? "")} lacks ${missing.join(" and ")}`,
          });
        }
      }
      if (!reference.outbound) continue;
      ctaCount += 1;
      callsToAction += 1;
      const want = isToolPage ? expected : expectedByHref.get(reference.url);
      if (!want) {
        problems.push({
          ...where,
          kind: "outbound",
          message: isToolPage
            ? `data-outbound link ${JSON.stringify(reference.url)} on a page with no tool in data/tools`
            : `data-outbound link ${JSON.stringify(reference.url)} matches no tool's outbound link in data/tools`,
        });
        continue;
      }
      if (reference.url !== want.href) {
        const lost = lostReferralParameters(want.href, reference.url);
        problems.push({
          ...where,
          kind: "outbound",
          message:
            `${want.tool}: data-outbound href ${JSON.stringify(reference.url)} differs from the data's ${JSON.stringify(want.href)}` +
            (lost.length > 0 ? ` (referral parameter lost: ${lost.join(", ")})` : ""),
        });
      }
      if (!sameTokens(relTokens(reference.rel), relTokens(want.rel))) {
        problems.push({
          ...where,
          kind: "outbound",
          message: `${want.tool}: data-outbound rel ${JSON.stringify(reference.rel ?? "")}, outboundLink() gives ${JSON.stringify(want.rel)}`,
        });
      }
    }
    if (expected?.discontinued) {
      if (ctaCount > 0)
        problems.push({
          file: page.file,
          kind: "outbound",
          message: `${expected.tool}: discontinued, yet the page still has a call-to-action`,
        });
    } else if (expected && ctaCount === 0) {
      if (expected.adult) gatedAdult += 1;
      else {
        problems.push({
          file: page.file,
          kind: "outbound",
          message: `${expected.tool}: no data-outbound call-to-action (expected ${JSON.stringify(expected.href)})`,
        });
      }
    }
  }
  for (const [file, expected] of input.expected) {
    if (!pagesByFile.has(file)) {
      problems.push({
        file,
        kind: "outbound",
        message: `${expected.tool}: no page ${file} in out/ (stale build?)`,
      });
    }
  }
  return { problems, external, callsToAction, gatedAdult };
}

// ---------------------------------------------------------------------------------------------
// Check 1 helper: every rule .htmlvalidate.json changes must have a documented reason

/**
 * Why .htmlvalidate.json turns off or re-configures each rule of html-validate's recommended
 * and document presets * (JSON has no comments). Only what Next, React or the Markdown pipeline emit by design;
 * check:output fails if a rule is changed there without a reason here.
 */
export const htmlValidateRuleReasons: Readonly<Record<string, string>> = {
  "attr-case":
    "React writes some attribute names in camelCase (charSet, fetchPriority, autoComplete, maxLength); HTML names are case-insensitive. Other casings stay errors.",
  "attribute-boolean-style":
    'React writes boolean attributes with an empty value (async=""), which is valid HTML.',
  "attribute-empty-style":
    'React writes attributes such as hidden="" with an empty value, which is valid HTML.',
  "long-title":
    "Title length is content policy: lib/schemas caps source titles at 90 characters (content:check) and the layout appends ' | AI Compass' (13), hence 103; 70 is an SEO rule of thumb, not validity.",
  "no-inline-style":
    "Components set per-item values (logo sizes, background images, CSS custom properties) through React style props; no Content-Security-Policy forbids inline styles.",
  "no-raw-characters":
    "The Markdown pipeline (hast-util-to-html) leaves '>' unescaped in text, which is valid HTML; a '<' that starts a tag is caught by the parser rules.",
  "require-sri":
    "Cross-origin only: Next does not add integrity to its own hashed same-origin chunks, and SRI guards against third-party hosts; a script or stylesheet from another origin still needs it.",
  "valid-id":
    "Relaxed: React's useId() makes ids such as _R_12tb_, valid HTML but not starting with a letter; empty ids and ids with spaces are still errors.",
  "void-style": "React writes void elements as <meta/>; both forms are valid HTML.",
};

/**
 * The rules set in .htmlvalidate.json without a reason in `reasons`, and reasons for rules the
 * config no longer sets. JSON has no comments and html-validate rejects unknown keys, so the
 * reasons live in htmlValidateRuleReasons.
 */
export function undocumentedRuleChanges(
  configRules: Readonly<Record<string, unknown>>,
  reasons: Readonly<Record<string, string>>,
): string[] {
  const messages: string[] = [];
  for (const rule of Object.keys(configRules)) {
    if (!reasons[rule]?.trim()) {
      messages.push(
        `.htmlvalidate.json changes rule "${rule}" without a reason in htmlValidateRuleReasons (scripts/lib/output-checks.ts)`,
      );
    }
  }
  for (const rule of Object.keys(reasons)) {
    if (!(rule in configRules)) {
      messages.push(
        `htmlValidateRuleReasons gives a reason for rule "${rule}", which .htmlvalidate.json does not change`,
      );
    }
  }
  return messages;
}

// ---------------------------------------------------------------------------------------------
// Reporting

export function formatLocation(problem: Pick<Problem, "file" | "line" | "column">): string {
  if (problem.line === undefined) return problem.file;
  return `${problem.file}:${problem.line}${problem.column === undefined ? "" : `:${problem.column}`}`;
}

function withDetail(problem: Problem): string {
  return problem.detail ? `${formatLocation(problem)} ${problem.detail}` : formatLocation(problem);
}

/**
 * Problems grouped by kind and message, so that one broken header link is one entry listing the
 * pages it is on rather than 370 lines. `limit` caps the locations shown per entry.
 */
export function formatProblems(problems: readonly Problem[], limit = 5): string[] {
  const groups = new Map<string, Problem[]>();
  for (const problem of problems) {
    const key = `${problem.kind}\u0000${problem.message}`;
    const group = groups.get(key);
    if (group) group.push(problem);
    else groups.set(key, [problem]);
  }
  const lines: string[] = [];
  const sorted = [...groups.values()].sort(
    (a, b) =>
      (a[0]?.kind ?? "").localeCompare(b[0]?.kind ?? "") ||
      (a[0]?.file ?? "").localeCompare(b[0]?.file ?? ""),
  );
  for (const group of sorted) {
    const first = group[0];
    if (!first) continue;
    if (group.length === 1) {
      lines.push(`  ✗ ${first.kind}: ${first.message}`, `      ${withDetail(first)}`);
      continue;
    }
    const files = new Set(group.map((problem) => problem.file));
    // One location per file first, so a short list shows how widespread the problem is.
    const firsts: Problem[] = [];
    const rest: Problem[] = [];
    const seenFiles = new Set<string>();
    for (const problem of group) {
      if (seenFiles.has(problem.file)) rest.push(problem);
      else {
        seenFiles.add(problem.file);
        firsts.push(problem);
      }
    }
    const ordered = [...firsts, ...rest];
    lines.push(
      `  ✗ ${first.kind}: ${first.message} (${group.length}× in ${files.size} file${files.size === 1 ? "" : "s"})`,
    );
    for (const problem of ordered.slice(0, limit)) lines.push(`      ${withDetail(problem)}`);
    if (group.length > limit) lines.push(`      … and ${group.length - limit} more`);
  }
  return lines;
}

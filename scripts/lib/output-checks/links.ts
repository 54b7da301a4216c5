/** Internal links, assets and fragments: every URL that points at this site must resolve. */
import { resolveSitePath } from "./paths";
import type { ParsedPage, Problem, Reference } from "./types";
import { classifyUrl } from "./urls";

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

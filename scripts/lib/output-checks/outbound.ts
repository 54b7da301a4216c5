/** Outbound links: rel on links leaving the site, and tools' calls-to-action as the data gives them. */
import { hasEnded } from "@/lib/directory/on-sale";
import { referralParameters } from "@/lib/directory/outbound";
import type { ToolStatus } from "@/lib/schemas/tool";
import type { ParsedPage, Problem, Reference } from "./types";
import { classifyUrl } from "./urls";

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
    status?: ToolStatus;
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
        discontinued: tool.status !== undefined && hasEnded(tool.status),
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

/** The page whose links are checked: on a tool page, `expected` is its tool's call-to-action. */
type CheckedPage = {
  page: ParsedPage;
  expected: ExpectedOutbound | undefined;
  isToolPage: boolean;
};

/** What the checks of every page share: the whole input, and the running totals they add to. */
type OutboundContext = {
  input: OutboundCheckInput;
  /** Every tool's expected call-to-action, by its href, for pages other than tool pages. */
  expectedByHref: ReadonlyMap<string, ExpectedOutbound>;
  result: OutboundCheckResult;
};

/**
 * Links leaving the site in a new tab must have rel="noopener noreferrer"; every tool page's
 * `data-outbound` call-to-action must have exactly the href and rel outboundLink() gives
 * for the tool, so no referral parameter is lost and no sponsored/nofollow is dropped.
 */
export function checkOutboundLinks(input: OutboundCheckInput): OutboundCheckResult {
  const result: OutboundCheckResult = {
    problems: [],
    external: 0,
    callsToAction: 0,
    gatedAdult: 0,
  };
  const expectedByHref = new Map<string, ExpectedOutbound>();
  for (const expected of input.expected.values()) expectedByHref.set(expected.href, expected);
  const pagesByFile = new Set(input.pages.map((page) => page.file));

  for (const page of input.pages) checkPage(page, { input, expectedByHref, result });
  for (const [file, expected] of input.expected) {
    if (!pagesByFile.has(file)) {
      result.problems.push({
        file,
        kind: "outbound",
        message: `${expected.tool}: no page ${file} in out/ (stale build?)`,
      });
    }
  }
  return result;
}

/** One page's links, then whether it has the call-to-action its tool calls for. */
function checkPage(page: ParsedPage, context: OutboundContext): void {
  const { problems } = context.result;
  const expected = context.input.expected.get(page.file);
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
    if (checkLink({ page, expected, isToolPage }, reference, context)) ctaCount += 1;
  }
  if (expected?.discontinued) {
    if (ctaCount > 0)
      problems.push({
        file: page.file,
        kind: "outbound",
        message: `${expected.tool}: discontinued, yet the page still has a call-to-action`,
      });
  } else if (expected && ctaCount === 0) {
    if (expected.adult) context.result.gatedAdult += 1;
    else {
      problems.push({
        file: page.file,
        kind: "outbound",
        message: `${expected.tool}: no data-outbound call-to-action (expected ${JSON.stringify(expected.href)})`,
      });
    }
  }
}

/**
 * One <a href> or <area href>: its rel when it leaves the site in a new tab, and, when it is a
 * call-to-action, its href and rel against the data. Returns whether it is a call-to-action.
 */
function checkLink(
  { page, expected, isToolPage }: CheckedPage,
  reference: Reference,
  context: OutboundContext,
): boolean {
  const { input, result } = context;
  const where = { file: page.file, line: reference.line, column: reference.column };
  const classified = classifyUrl(
    reference.url,
    `${input.siteOrigin}${page.urlPath}`,
    input.siteOrigin,
  );
  if (classified.kind === "external") {
    result.external += 1;
    const tokens = relTokens(reference.rel);
    const missing = ["noopener", "noreferrer"].filter((token) => !tokens.includes(token));
    if (reference.target?.trim().toLowerCase() === "_blank" && missing.length > 0) {
      result.problems.push({
        ...where,
        kind: "rel",
        message: `link to ${reference.url} opens a new tab (target=_blank) but its rel ${JSON.stringify(reference.rel ?? "")} lacks ${missing.join(" and ")}`,
      });
    }
  }
  if (!reference.outbound) return false;
  result.callsToAction += 1;
  const want = isToolPage ? expected : context.expectedByHref.get(reference.url);
  if (!want) {
    result.problems.push({
      ...where,
      kind: "outbound",
      message: isToolPage
        ? `data-outbound link ${JSON.stringify(reference.url)} on a page with no tool in data/tools`
        : `data-outbound link ${JSON.stringify(reference.url)} matches no tool's outbound link in data/tools`,
    });
    return true;
  }
  if (reference.url !== want.href) {
    const lost = lostReferralParameters(want.href, reference.url);
    result.problems.push({
      ...where,
      kind: "outbound",
      message:
        `${want.tool}: data-outbound href ${JSON.stringify(reference.url)} differs from the data's ${JSON.stringify(want.href)}` +
        (lost.length > 0 ? ` (referral parameter lost: ${lost.join(", ")})` : ""),
    });
  }
  if (!sameTokens(relTokens(reference.rel), relTokens(want.rel))) {
    result.problems.push({
      ...where,
      kind: "outbound",
      message: `${want.tool}: data-outbound rel ${JSON.stringify(reference.rel ?? "")}, outboundLink() gives ${JSON.stringify(want.rel)}`,
    });
  }
  return true;
}

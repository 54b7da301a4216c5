/**
 * `npm run check:output`: quality gates on the exported site in out/ (run after the build).
 *   1. HTML validity, by two checkers that catch different things, 0 errors from each:
 *      html-validate with .htmlvalidate.json (best practice and accessibility rules, duplicate
 *      ids, references to missing ids, the site's own conventions) and the W3C Nu HTML checker
 *      (conformance to the HTML standard: which ARIA roles and attributes each element allows,
 *      content models, attribute values). Nu runs on Java 17+, beside html-validate.
 *   2. Internal links and assets: every URL pointing at this site (pages, sitemap.xml,
 *      feed.xml, robots.txt) names a file the static host serves, and every #fragment an id.
 *   3. Script policy: every page has one <meta> script policy before its scripts, without
 *      'unsafe-inline', that lists the hash of each of its inline scripts.
 *   4. Outbound links: target=_blank links to other sites carry rel="noopener noreferrer";
 *      tool call-to-actions carry exactly the href and rel outboundLink() gives.
 *   5. No dead files: none of the prefetch segments or payload copies Next writes beside each
 *      page (`__next.*`), which nothing fetches (scripts/lib/prune-export.ts removes them).
 * Lists every problem (grouped; --all lists every location) and exits 1 if there is any.
 */
import "./lib/env";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { loadCatalogueReport } from "../lib/data/tools-source";
import { resolveSiteUrl } from "../lib/site-url";
import { findJava } from "./lib/java";
import { runNuChecker } from "./lib/nu-checker";
import { isUnfetchedNextFile } from "./lib/prune-export";
import {
  checkInternalLinks,
  checkOutboundLinks,
  checkScriptPolicies,
  expectedOutboundByFile,
  formatProblems,
  htmlValidateRuleReasons,
  nuProblems,
  parsePage,
  robotsUrls,
  undocumentedRuleChanges,
  xmlUrls,
  type ParsedPage,
  type Problem,
  type Reference,
} from "./lib/output-checks";

const showAll = process.argv.includes("--all");
const limit = showAll ? Infinity : 5;
const outDir = path.resolve("out");
const siteOrigin = resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);
const started = performance.now();

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number, word: string) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;

/** Page files are relative to out/ in the checks; show them from the project root. */
function printProblems(problems: readonly Problem[]): void {
  const shown = problems.map((problem) =>
    files.has(problem.file) || /\.html$/.test(problem.file)
      ? { ...problem, file: `out/${problem.file}` }
      : problem,
  );
  for (const line of formatProblems(shown, limit)) console.error(line);
  if (!showAll && problems.length > 0) {
    console.error("    (npm run check:output -- --all lists every location)");
  }
}

if (!existsSync(path.join(outDir, "index.html"))) {
  console.error("out/index.html not found: build the site first (npm run build).");
  process.exit(1);
}

/**
 * The other files whose URLs are checked: the sitemap index and feed must exist, robots.txt may;
 * the sitemaps the index lists (sitemaps/{n}.xml) are added once out/ is read.
 */
const xmlFiles = ["sitemap.xml", "feed.xml"];
const isChildSitemap = (file: string) => /^sitemaps\/[^/]+\.xml$/.test(file);

/** Reads everything up front, so that a build replacing out/ meanwhile is noticed at once. */
function readOut() {
  // Everything in out/, relative with forward slashes: the static host's view of the site.
  const files = new Set(
    readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      ),
  );
  const sources = new Map<string, string>();
  for (const file of [...files].sort()) {
    if (isChildSitemap(file)) xmlFiles.push(file);
    if (
      file.endsWith(".html") ||
      isChildSitemap(file) ||
      [...xmlFiles, "robots.txt"].includes(file)
    ) {
      sources.set(file, readFileSync(path.join(outDir, file), "utf8"));
    }
  }
  return { files, sources };
}

let out: ReturnType<typeof readOut>;
try {
  out = readOut();
} catch (error) {
  console.error(
    `Could not read out/ (${(error as Error).message}): is a build replacing it? Run again once it has finished.`,
  );
  process.exit(1);
}
const { files } = out;
const sources = new Map([...out.sources].filter(([file]) => file.endsWith(".html")));

type NuOutcome = { problems: Problem[]; runs: number } | { error: string };

/**
 * Starts the Nu HTML checker on every page; the promise settles when it is done (never rejects).
 * Its JVM runs beside html-validate, which works in this process.
 */
async function startNuChecker(): Promise<NuOutcome & { seconds: string }> {
  const since = performance.now();
  const found = findJava();
  if ("problem" in found) return { error: found.problem, seconds: seconds(since) };
  try {
    const pages = [...sources.keys()].map((file) => path.join(outDir, file));
    const reports = await runNuChecker(found.java, pages);
    const problems = reports.flatMap((report) => nuProblems(report, outDir));
    return { problems, runs: reports.length, seconds: seconds(since) };
  } catch (error) {
    return { error: (error as Error).message, seconds: seconds(since) };
  }
}

/** Prints the Nu HTML checker's outcome; returns the number of errors (a failed run counts one). */
function reportNu(outcome: NuOutcome & { seconds: string }): number {
  if ("error" in outcome) {
    console.error(`  ✗ ${outcome.error}`);
    console.log(`✗ HTML conformance (W3C Nu HTML checker): did not complete (${outcome.seconds}).`);
    return 1;
  }
  printProblems(outcome.problems);
  const { length } = outcome.problems;
  console.log(
    `${length === 0 ? "✓" : "✗"} HTML conformance (W3C Nu HTML checker): ${count(sources.size, "page")} in ${count(outcome.runs, "run")}, ${count(length, "error")} (${outcome.seconds}).`,
  );
  return length;
}

/** html-validate on every page, and a reason for every rule .htmlvalidate.json changes. */
async function checkHtmlValidate(): Promise<number> {
  const since = performance.now();
  const config = JSON.parse(readFileSync(".htmlvalidate.json", "utf8")) as {
    rules?: Record<string, unknown>;
  };
  const problems: Problem[] = undocumentedRuleChanges(
    config.rules ?? {},
    htmlValidateRuleReasons,
  ).map((message) => ({ file: ".htmlvalidate.json", kind: "config", message }));
  const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
  const byRule = new Map<string, number>();
  let warnings = 0;
  for (const [file, source] of sources) {
    const report = await htmlvalidate.validateString(source, path.join(outDir, file));
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity < 2) warnings += 1;
        byRule.set(message.ruleId, (byRule.get(message.ruleId) ?? 0) + 1);
        problems.push({
          file,
          line: message.line,
          column: message.column,
          kind: message.ruleId,
          message: message.message,
          ...(message.selector ? { detail: message.selector } : {}),
        });
      }
    }
  }
  printProblems(problems);
  const rules = [...byRule]
    .sort((a, b) => b[1] - a[1])
    .map(([rule, n]) => `${rule} ${n}`)
    .join(", ");
  const errors = problems.length - warnings;
  console.log(
    `${errors === 0 ? "✓" : "✗"} HTML validity (html-validate): ${count(sources.size, "page")}, ${count(errors, "error")}${rules ? ` (${rules})` : ""}, ${count(warnings, "warning")} (${seconds(since)}).`,
  );
  return errors;
}

let failed = 0;

// 1. HTML validity: the Nu checker's JVM starts first and works while html-validate does.
{
  const nu = startNuChecker();
  failed += await checkHtmlValidate();
  failed += reportNu(await nu);
}

// 2. Internal links, assets and fragments -----------------------------------------------------
const pages: ParsedPage[] = [];
let linksChecked = 0;
{
  const since = performance.now();
  for (const [file, source] of sources) pages.push(parsePage(file, source));
  const extra = new Map<string, Reference[]>();
  const problems: Problem[] = [];
  for (const file of xmlFiles) {
    const text = out.sources.get(file);
    if (text === undefined) {
      problems.push({ file, kind: "broken-link", message: `out/${file} is missing` });
      continue;
    }
    try {
      extra.set(file, xmlUrls(file, text));
    } catch (error) {
      problems.push({ file, kind: "broken-link", message: (error as Error).message });
    }
  }
  const robots = out.sources.get("robots.txt");
  if (robots !== undefined) extra.set("robots.txt", robotsUrls(robots));
  // Absolute URLs are only recognised as ours when out/ was built for this origin.
  const sitemapOrigins = new Set<string>();
  for (const reference of extra.get("sitemap.xml") ?? []) {
    if (URL.canParse(reference.url)) sitemapOrigins.add(new URL(reference.url).origin);
  }
  if (sitemapOrigins.size > 0 && !sitemapOrigins.has(siteOrigin)) {
    problems.push({
      file: "sitemap.xml",
      kind: "config",
      message: `out/ was built for ${[...sitemapOrigins].join(", ")} but NEXT_PUBLIC_SITE_URL gives ${siteOrigin}: rebuild, or run with the same NEXT_PUBLIC_SITE_URL`,
    });
  }
  const result = checkInternalLinks({ pages, files, siteOrigin, extra });
  problems.push(...result.problems);
  linksChecked = result.checked;
  printProblems(problems);
  const broken = problems.filter((problem) => problem.kind !== "missing-fragment").length;
  const fragments = problems.length - broken;
  console.log(
    `${problems.length === 0 ? "✓" : "✗"} Internal links: ${count(result.internal, "reference")} to this site (${count(result.external, "external link")} skipped) in ${count(pages.length, "page")}, the sitemap index and its ${count(xmlFiles.length - 2, "sitemap")}, feed.xml and robots.txt; ${broken} broken, ${count(fragments, "missing fragment")} (${seconds(since)}).`,
  );
  failed += problems.length;
}

// 3. Script policy: every inline script covered by its page's hashes -------------------------
{
  const since = performance.now();
  const { problems, inlineScripts } = checkScriptPolicies(pages);
  printProblems(problems);
  console.log(
    `${problems.length === 0 ? "✓" : "✗"} Script policy: ${count(inlineScripts, "inline script")} in ${count(pages.length, "page")}, each covered by its page's <meta> script-src (no 'unsafe-inline'); ${count(problems.length, "problem")} (${seconds(since)}).`,
  );
  failed += problems.length;
}

// 4. Outbound links -----------------------------------------------------------------------------
{
  const since = performance.now();
  const report = loadCatalogueReport();
  const problems: Problem[] = report.errors.map((message) => ({
    file: "data/tools",
    kind: "outbound",
    message: `catalogue error (the build should have stopped): ${message}`,
  }));
  const result = checkOutboundLinks({
    pages,
    siteOrigin,
    expected: expectedOutboundByFile(report.catalogue.tools),
  });
  problems.push(...result.problems);
  printProblems(problems);
  console.log(
    `${problems.length === 0 ? "✓" : "✗"} Outbound links: ${count(result.external, "link")} to other sites, ${count(result.callsToAction, "tool call-to-action")} compared with data/tools (${count(result.gatedAdult, "adult tool")} behind the 18+ gate, as expected); ${count(problems.length, "problem")} (${seconds(since)}).`,
  );
  failed += problems.length;
}

// 5. No dead files ---------------------------------------------------------------------------
{
  const dead = [...files].filter((file) => isUnfetchedNextFile(path.posix.basename(file)));
  printProblems(
    dead.map((file) => ({
      file,
      kind: "dead-file",
      message:
        'a prefetch segment or payload copy nothing fetches (the build\'s step "unfetched files" removes them)',
    })),
  );
  console.log(
    `${dead.length === 0 ? "✓" : "✗"} No dead files: ${count(files.size, "file")}, ${count(dead.length, "__next.* file")} left.`,
  );
  failed += dead.length;
}

console.log(
  `${failed === 0 ? "✓" : "✗"} check:output: ${count(pages.length, "page")} and ${count(linksChecked, "link")} checked in ${seconds(started)}; ${count(failed, "problem")}.`,
);
process.exit(failed > 0 ? 1 : 0);

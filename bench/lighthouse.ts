/**
 * bench/lighthouse: Lighthouse scores and lab metrics of the exported site, as a table.
 *
 *   npx tsx bench/lighthouse.ts                     # 7 key pages, 3 runs each
 *   npx tsx bench/lighthouse.ts --runs 5 --only /tools --only /prompt-builder
 *
 * Serves out/ like the CDN (scripts/lib/static-server.ts), launches headless Chromium
 * (CHROMIUM_PATH, else /usr/bin/chromium) with chrome-launcher and runs Lighthouse with its
 * default mobile preset (simulated throttling) N times per page. Prints the median of each
 * figure (performance, accessibility, best practices, SEO, LCP, TBT, CLS) as a markdown table,
 * then once per page the audits scoring below 0.9 in the run with the median performance
 * score. It prints figures and never fails on them: timings vary with the machine; the byte
 * budgets (npm run check:budgets) are what CI enforces. Build the site first (npm run build).
 */
import { stat } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromiumArgs, findChromium } from "../scripts/lib/chromium";
import { listen, resolveFile } from "../scripts/lib/static-server";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string", multiple: true },
    port: { type: "string", default: "4310" },
    out: { type: "string", default: "out" },
  },
});

const defaultPages: { path: string; label: string }[] = [
  { path: "/", label: "home" },
  { path: "/tools", label: "directory" },
  { path: "/categories/text", label: "category" },
  { path: "/tools/chatgpt", label: "tool" },
  { path: "/guides/run-open-weight-models-locally", label: "article" },
  { path: "/chatgpt-prompts", label: "prompt collection" },
  { path: "/prompt-builder", label: "prompt builder" },
];

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof categories)[number];

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
const root = path.resolve(values.out);
const pages = values.only
  ? values.only.map((only) => ({ path: only.startsWith("/") ? only : `/${only}`, label: "" }))
  : defaultPages;

for (const page of pages) {
  if (!(await resolveFile(root, page.path))) {
    console.error(`${page.path} is not in ${values.out}/ (build the site first: npm run build).`);
    process.exit(1);
  }
}

const chromePath = findChromium();
if (!chromePath) {
  console.error("No Chromium found: set CHROMIUM_PATH or install /usr/bin/chromium.");
  process.exit(1);
}

/** Serves on the preferred port, or on any free one when something else holds it. */
async function serve(port: number): Promise<Server> {
  try {
    return await listen({ root, port, quiet: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    return listen({ root, port: 0, quiet: true });
  }
}

/**
 * Requests a page and the static assets its HTML names once, untimed, so that no Lighthouse
 * run pays for the local server compressing a file the first time (a CDN serves it cached).
 */
async function warmUp(url: string): Promise<void> {
  const headers = { "accept-encoding": "br, gzip" };
  const html = await (await fetch(url, { headers })).text();
  const assets = new Set(html.match(/\/_next\/static\/[^"'\s)]+/g) ?? []);
  await Promise.all(
    [...assets].map(async (asset) => (await fetch(new URL(asset, url), { headers })).arrayBuffer()),
  );
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Figures = Record<CategoryId, number> & { lcp: number; tbt: number; cls: number };

function figures(lhr: Result): Figures {
  const score = (id: CategoryId) => (lhr.categories[id]?.score ?? Number.NaN) * 100;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}

/** Audits of the four categories scoring below 0.9, with their category names. */
function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  const seen = new Map<string, string[]>();
  for (const id of categories) {
    const category = lhr.categories[id];
    for (const ref of category?.auditRefs ?? []) {
      if (ref.group === "hidden") continue;
      seen.set(ref.id, [...(seen.get(ref.id) ?? []), category!.title]);
    }
  }
  for (const [id, titles] of seen) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
    const value = audit.displayValue ? `, ${audit.displayValue}` : "";
    lines.push(`  - [${titles.join(", ")}] ${audit.title} (${id}): score ${audit.score}${value}`);
    // Console errors and the like: say what they were, briefly.
    const details = audit.details as
      { type?: string; items?: Record<string, unknown>[] } | undefined;
    if (details?.type === "table" && (id === "errors-in-console" || id === "inspector-issues")) {
      for (const item of (details.items ?? []).slice(0, 5)) {
        const text = String(item.description ?? item.issueType ?? JSON.stringify(item));
        lines.push(`      ${text.replace(/\s+/g, " ").slice(0, 180)}`);
      }
    }
  }
  return lines;
}

const outStamp = async () => {
  try {
    return (await stat(path.join(root, "index.html"))).mtimeMs;
  } catch {
    return Number.NaN;
  }
};

const stampBefore = await outStamp();
const started = performance.now();
const server = await serve(Number(values.port));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
let chrome: LaunchedChrome | undefined;
const benchmarkIndexes: number[] = [];

type PageResult = { path: string; label: string; median?: Figures; failing: string[] };
const results: PageResult[] = [];
let environment = "";

try {
  for (const page of pages) {
    await warmUp(`${origin}${page.path}`);
    const lhrs: Result[] = [];
    for (let run = 1; run <= runs; run += 1) {
      // A new browser (and profile) per run: nothing cached or stored carries over.
      chrome = await launch({
        chromePath,
        chromeFlags: ["--headless=new", ...chromiumArgs],
        logLevel: "silent",
      });
      const flags: Flags = {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      };
      const result = await lighthouse(`${origin}${page.path}`, flags);
      chrome.kill();
      chrome = undefined;
      const lhr = result?.lhr;
      const label = `${page.path} run ${run}/${runs}`;
      if (!lhr || lhr.runtimeError) {
        console.error(`${label}: failed (${lhr?.runtimeError?.message ?? "no result"})`);
        continue;
      }
      const f = figures(lhr);
      console.error(
        `${label}: perf ${Math.round(f.performance)}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}`,
      );
      for (const warning of lhr.runWarnings) console.error(`  warning: ${String(warning)}`);
      lhrs.push(lhr);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      environment ||=
        `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} preset ` +
        `(${lhr.configSettings.throttlingMethod} throttling), ` +
        `${/(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? "Chromium"}`;
    }
    if (lhrs.length === 0) {
      results.push({ ...page, failing: [] });
      continue;
    }
    const all = lhrs.map(figures);
    const pick = (key: keyof Figures) => median(all.map((f) => f[key]));
    const byPerformance = [...lhrs].sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    results.push({
      ...page,
      median: {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        "best-practices": pick("best-practices"),
        seo: pick("seo"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
      },
      failing: failingAudits(byPerformance[Math.floor(byPerformance.length / 2)]!),
    });
  }
} finally {
  chrome?.kill();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

const minutes = ((performance.now() - started) / 60_000).toFixed(1);
const cpu =
  benchmarkIndexes.length > 0
    ? `; CPU benchmark index median ${Math.round(median(benchmarkIndexes))} ` +
      `(${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}; ` +
      `low or spread-out values mean a busy machine)`
    : "";
console.log(
  `\n${environment}; median of ${runs} run${runs === 1 ? "" : "s"} (${minutes} min)${cpu}\n`,
);
console.log("| page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const result of results) {
  const name = result.label ? `${result.path} (${result.label})` : result.path;
  const m = result.median;
  if (!m) {
    console.log(`| ${name} | failed | | | | | | |`);
    continue;
  }
  const cells = [
    ...categories.map((id) => String(Math.round(m[id]))),
    String(Math.round(m.lcp)),
    String(Math.round(m.tbt)),
    m.cls.toFixed(3),
  ];
  console.log(`| ${name} | ${cells.join(" | ")} |`);
}

console.log("\nAudits below 0.9 (run with the median performance score):");
for (const result of results) {
  console.log(`${result.path}:${result.failing.length === 0 ? " none" : ""}`);
  for (const line of result.failing) console.log(line);
}

if ((await outStamp()) !== stampBefore) {
  console.log("\nWarning: out/ was rebuilt during the run; the figures may mix two builds.");
}

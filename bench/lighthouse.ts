/**
 * bench/lighthouse: Lighthouse scores and lab metrics of the exported site beside the floor,
 * an empty Next.js page, as a table.
 *
 *   npx tsx bench/lighthouse.ts                     # the floor + every page template listed below, 5 runs each
 *   npx tsx bench/lighthouse.ts --runs 3 --only /tools --only /prompt-builder
 *
 * The floor (bench/floor/, an empty Next.js static export built with the project's own Next)
 * is measured first in every run, so each figure has its reference from the same minutes:
 * timings on these machines swing with whatever else runs. Serves out/ and the floor as
 * Firebase Hosting does (its emulator: firebase.json's headers, compressed), launches headless Chromium (CHROMIUM_PATH,
 * else /usr/bin/chromium) with chrome-launcher and runs Lighthouse with its default mobile
 * preset (simulated throttling) N times per page. Prints the median of each figure
 * (performance and its distance from the floor, accessibility, best practices, SEO, LCP, TBT,
 * CLS, the JavaScript requested in the first 5 s and the HTML, both as transferred, i.e.
 * compressed) as a markdown table, then the audits scoring below 0.9 in the run with the
 * median performance score. It never fails on the figures; the byte budgets
 * (npm run check:budgets) are what CI enforces. Build the site first (npm run build).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromiumArgs, findChromium } from "../scripts/lib/chromium";
import { cleanUrlCandidates } from "../scripts/lib/clean-urls";
import { freePort, startHosting, type RunningHosting } from "../scripts/lib/hosting-emulator";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    only: { type: "string", multiple: true },
    port: { type: "string", default: "4310" },
    out: { type: "string", default: "out" },
  },
});

type BenchPage = { path: string; label: string; origin?: "floor" };

const defaultPages: BenchPage[] = [
  { path: "/", label: "home" },
  { path: "/tools", label: "directory" },
  { path: "/categories/images", label: "category" },
  { path: "/tools/midjourney", label: "tool" },
  { path: "/guides", label: "article list" },
  { path: "/guides/run-open-weight-models-locally", label: "article" },
  { path: "/chatgpt-prompts", label: "prompt collection" },
  { path: "/prompt-builder", label: "prompt builder" },
  { path: "/search", label: "search" },
  { path: "/compare?tools=chatgpt,claude,gemini", label: "shared comparison" },
  // /graveyard/[[...page]]: page 1 here; later pages are the same template with other rows.
  { path: "/graveyard", label: "graveyard" },
  { path: "/tasks", label: "tasks" },
  { path: "/tasks/in/audio", label: "task area" },
  { path: "/tasks/transcribe-a-meeting", label: "task" },
  { path: "/tools/chatgpt/alternatives", label: "alternatives" },
  { path: "/how-we-rank", label: "how we rank" },
  { path: "/changes", label: "price changes" },
  { path: "/developers", label: "developers" },
];

const floorDir = path.resolve("bench", "floor");
const floorOut = path.join(floorDir, "out");
const floorPage: BenchPage = { path: "/", label: "floor: empty Next page", origin: "floor" };

/** Builds the floor with the project's Next when it is missing or was built by another version. */
function ensureFloor(): void {
  const version = (
    JSON.parse(readFileSync(path.resolve("node_modules/next/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const stamp = path.join(floorOut, ".next-version");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === version) return;
  console.error(`Building the floor page with Next ${version}…`);
  const result = spawnSync("npx", ["next", "build", floorDir], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("The floor page did not build");
  writeFileSync(stamp, version);
}

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof categories)[number];

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
const root = path.resolve(values.out);
const pages: BenchPage[] = [
  floorPage,
  ...(values.only
    ? values.only.map((only) => ({ path: only.startsWith("/") ? only : `/${only}`, label: "" }))
    : defaultPages),
];
ensureFloor();

for (const page of pages) {
  if (!page.origin && !isPage(root, page.path)) {
    console.error(`${page.path} is not in ${values.out}/ (build the site first: npm run build).`);
    process.exit(1);
  }
}

const chromePath = findChromium();
if (!chromePath) {
  console.error("No Chromium found: set CHROMIUM_PATH or install /usr/bin/chromium.");
  process.exit(1);
}

/** Serves a folder on the preferred port, or on any free one when something else holds it. */
async function serve(folder: string, port: number): Promise<RunningHosting> {
  return startHosting({ root: folder, port: await freePort(port) });
}

/** Whether a URL path names a page of the built folder, as Hosting's clean URLs resolve it. */
function isPage(folder: string, urlPath: string): boolean {
  // The query string is the page's business, not the host's: /compare?tools=… is compare.html.
  return (cleanUrlCandidates(urlPath.split("?")[0] ?? urlPath) ?? []).some((candidate) => {
    const file = path.join(folder, candidate);
    return existsSync(file) && statSync(file).isFile();
  });
}

/**
 * Requests a page and the static assets its HTML names once, untimed, so that the first
 * Lighthouse run does not pay for a cold server (its first requests, the file cache).
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

type Figures = Record<CategoryId, number> & {
  lcp: number;
  tbt: number;
  cls: number;
  /** KB (1024 bytes) of JavaScript as transferred, requested in the first 5 s. */
  jsKb: number;
  /** KB of the page's HTML as transferred. */
  htmlKb: number;
};

type NetworkItem = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
};

/** Script bytes requested within 5 s of navigation, and the document's bytes, as transferred. */
function transferred(lhr: Result): { jsKb: number; htmlKb: number } {
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const start = Math.min(...items.map((item) => item.networkRequestTime ?? Infinity));
  let js = 0;
  let html = 0;
  for (const item of items) {
    const size = item.transferSize ?? 0;
    if (item.resourceType === "Document") html += size;
    if (item.resourceType === "Script" && (item.networkRequestTime ?? Infinity) - start <= 5000)
      js += size;
  }
  return { jsKb: js / 1024, htmlKb: html / 1024 };
}

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
    ...transferred(lhr),
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
const server = await serve(root, Number(values.port));
const floorServer = await serve(floorOut, Number(values.port) + 1);
const origin = server.origin;
const floorOrigin = floorServer.origin;
let chrome: LaunchedChrome | undefined;
const benchmarkIndexes: number[] = [];

type PageResult = BenchPage & { median?: Figures; failing: string[] };
const results: PageResult[] = [];
let environment = "";

try {
  for (const page of pages) {
    const base = page.origin === "floor" ? floorOrigin : origin;
    await warmUp(`${base}${page.path}`);
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
      const result = await lighthouse(`${base}${page.path}`, flags);
      chrome.kill();
      chrome = undefined;
      const lhr = result?.lhr;
      const label = `${page.origin === "floor" ? "floor" : page.path} run ${run}/${runs}`;
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
        jsKb: pick("jsKb"),
        htmlKb: pick("htmlKb"),
      },
      failing: failingAudits(byPerformance[Math.floor(byPerformance.length / 2)]!),
    });
  }
} finally {
  chrome?.kill();
  await Promise.all([server.stop(), floorServer.stop()]);
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
const floorPerformance = results.find((result) => result.origin === "floor")?.median?.performance;
console.log(
  "| page | perf | vs floor | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS KB (first 5 s) | HTML KB |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const result of results) {
  const name =
    result.origin === "floor"
      ? result.label
      : result.label
        ? `${result.path} (${result.label})`
        : result.path;
  const m = result.median;
  if (!m) {
    console.log(`| ${name} | failed | | | | | | | | | |`);
    continue;
  }
  const distance =
    result.origin === "floor" || floorPerformance === undefined
      ? "—"
      : String(Math.round(m.performance) - Math.round(floorPerformance));
  const cells = [
    String(Math.round(m.performance)),
    distance,
    ...categories.slice(1).map((id) => String(Math.round(m[id]))),
    String(Math.round(m.lcp)),
    String(Math.round(m.tbt)),
    m.cls.toFixed(3),
    m.jsKb.toFixed(1),
    m.htmlKb.toFixed(1),
  ];
  console.log(`| ${name} | ${cells.join(" | ")} |`);
}
console.log(
  "\nKB = 1024 bytes as transferred (the local server compresses with brotli, else gzip, as a CDN would).",
);

console.log("\nAudits below 0.9 (run with the median performance score):");
for (const result of results) {
  const name = result.origin === "floor" ? "floor" : result.path;
  console.log(`${name}:${result.failing.length === 0 ? " none" : ""}`);
  for (const line of result.failing) console.log(line);
}

if ((await outStamp()) !== stampBefore) {
  console.log("\nWarning: out/ was rebuilt during the run; the figures may mix two builds.");
}

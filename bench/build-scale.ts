/**
 * bench/build-scale: how the static build scales with the size of the directory.
 *
 *   npx tsx bench/build-scale.ts            # a generated catalogue of 10,000 tools, 1,000 tasks
 *   npx tsx bench/build-scale.ts --tools 2000 --tasks 400
 *   npx tsx bench/build-scale.ts --real     # the real catalogue in data/tools and data/tasks
 *
 * Generates N tools (real entries repeated with new names and slugs, spread over the real
 * categories) into a temporary data folder, builds the site with TOOLS_DATA_DIR pointing at it,
 * and prints: build seconds, peak memory of the whole process tree, pages per second, the
 * median bytes of a tool page (HTML and its .txt), how many files and bytes the export wrote, how
 * many comparison pages it pre-rendered, and the weight of the pages that list many tools
 * (/tools, the largest category page, the prompt collections, the heaviest task and alternatives
 * pages: HTML gzip and elements). It runs the whole build (scripts/build.ts, every step in one
 * process) and prints each step's time, and the sizes of the API's tool index and the finder's
 * index. It builds into out/, so run `npm run build` (or `npm start`, which notices) afterwards.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { generateCatalogue, generateTasks } from "./lib/generated-catalogue";

const { values } = parseArgs({
  options: {
    tools: { type: "string", default: "10000" },
    tasks: { type: "string", default: "1000" },
    real: { type: "boolean", default: false },
  },
});

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function countHtml(dir: string): number {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".html")).length : 0;
}

/**
 * A page's HTML as transferred (gzip) and its element count: opening tags outside scripts and
 * styles, which is what the browser builds its DOM from (Lighthouse's "DOM size" counts the same).
 */
function pageWeight(file: string): { gzipKiB: number; elements: number } {
  const html = readFileSync(file);
  const markup = html
    .toString("utf8")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "<$1>")
    .replace(/<!--[\s\S]*?-->/g, "");
  return {
    gzipKiB: gzipSync(html).length / 1024,
    elements: markup.match(/<[a-zA-Z][a-zA-Z0-9-]*/g)?.length ?? 0,
  };
}

function countFiles(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    count += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  }
  return count;
}

const tasks = values.real ? undefined : generateTasks(Number(values.tasks));
const dataDir = values.real ? undefined : generateCatalogue(Number(values.tools), tasks?.variants);
const label = values.real
  ? "real catalogue"
  : `${Number(values.tools).toLocaleString("en-US")} generated tools, ${Number(values.tasks).toLocaleString("en-US")} tasks`;
const dataEnv = {
  ...(dataDir ? { TOOLS_DATA_DIR: dataDir } : {}),
  ...(tasks ? { TASKS_DATA_DIR: tasks.dir } : {}),
};
console.log(`Building the site with the ${label}…`);

// The build itself (scripts/build.ts: every step in one process), timed step by step.
const timingsFile = path.join(tmpdir(), `build-scale-timings-${process.pid}.json`);
const started = performance.now();
const child = spawn("npx", ["tsx", "scripts/build.ts"], {
  env: {
    ...process.env,
    ...dataEnv,
    NEXT_TELEMETRY_DISABLED: "1",
    BUILD_TIMINGS_FILE: timingsFile,
    // The generated tools are typed like the real ones; the build need not type-check the code.
    AI_COMPASS_TYPECHECKED: "1",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
let log = "";
child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
const code: number = await new Promise((resolve) => child.on("close", (c) => resolve(c ?? 1)));
clearInterval(sampler);
const seconds = (performance.now() - started) / 1000;
const stepTimes: { name: string; seconds: number; summary: string }[] = existsSync(timingsFile)
  ? JSON.parse(readFileSync(timingsFile, "utf8"))
  : [];
rmSync(timingsFile, { force: true });
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
if (tasks) rmSync(tasks.dir, { recursive: true, force: true });
if (code !== 0) {
  // Print the figures anyway when the export exists (a budget over its limit at this size is a
  // finding, not a reason to measure nothing).
  console.error(log.split("\n").slice(-40).join("\n"));
  console.error(`The build failed (exit ${code}); the figures below are of what it wrote.`);
  if (!existsSync("out/tools")) process.exit(code);
}
const nextSeconds = stepTimes.find((step) => step.name === "next build")?.seconds ?? seconds;

const toolPages = readdirSync("out/tools").filter((f) => f.endsWith(".html"));
/** A tool page's files: its HTML and the payload a click on a link to it fetches. */
const pageBytes = (file: string) => {
  const txt = path.join("out/tools", file.replace(/\.html$/, ".txt"));
  return statSync(path.join("out/tools", file)).size + (existsSync(txt) ? statSync(txt).size : 0);
};
const sizes = toolPages.map(pageBytes).sort((a, b) => a - b);
const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
const pages = Number(
  /Generating static pages[^(]*\((\d+)\/(\d+)\)/.exec(
    log
      .split("\n")
      .reverse()
      .find((l) => /\(\d+\/\d+\)/.test(l)) ?? "",
  )?.[2] ?? 0,
);
const files = countFiles("out");
const outBytes = Number(
  /^(\d+)/.exec(spawnSync("du", ["-sb", "out"], { encoding: "utf8" }).stdout)?.[1] ?? 0,
);

const rows: [string, string][] = [
  ["catalogue", label],
  ["pages exported", pages.toLocaleString("en-US")],
  ["build time (all steps)", `${seconds.toFixed(1)} s`],
  ...stepTimes.map((step): [string, string] => [`  ${step.name}`, `${step.seconds.toFixed(1)} s`]),
  ["pages per second (next build)", (pages / nextSeconds).toFixed(1)],
  ["peak memory (process tree)", `${(peak / 1024 ** 3).toFixed(2)} GiB`],
  ["median tool page (HTML + .txt)", `${(median / 1024).toFixed(1)} KiB`],
  ["files in out/", files.toLocaleString("en-US")],
  ["bytes in out/", `${(outBytes / 1024 ** 3).toFixed(2)} GiB`],
  ["sitemaps (at most 45,000 URLs each)", String(countFiles("out/sitemaps"))],
  ["files per tool page", (countFiles("out/tools") / toolPages.length).toFixed(1)],
];
rows.push(["comparison pages (/compare/a-vs-b)", String(countHtml("out/compare"))]);
const categoryPages = readdirSync("out/categories", { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".html"))
  .map((f) => path.join("out/categories", f));
const largestCategory = categoryPages.sort((a, b) => statSync(b).size - statSync(a).size)[0];
for (const [name, file] of [
  ["/tools", "out/tools.html"],
  ["largest category page", largestCategory],
  ["/chatgpt-prompts", "out/chatgpt-prompts.html"],
  ["/midjourney-prompts", "out/midjourney-prompts.html"],
] as const) {
  if (!file || !existsSync(file)) continue;
  const { gzipKiB, elements } = pageWeight(file);
  const where = name === "largest category page" ? ` (${path.relative("out", file)})` : "";
  rows.push([
    `${name}${where}`,
    `${gzipKiB.toFixed(1)} KiB gzip, ${elements.toLocaleString("en-US")} elements`,
  ]);
}
/** The heaviest page (by elements) among a folder's HTML pages, recursively. */
function heaviest(
  dir: string,
): { file: string; gzipKiB: number; elements: number; count: number } | null {
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".html"))
    .map((f) => path.join(dir, f));
  let worst: { file: string; gzipKiB: number; elements: number } | null = null;
  for (const file of files) {
    const weight = pageWeight(file);
    if (!worst || weight.elements > worst.elements) worst = { file, ...weight };
  }
  return worst ? { ...worst, count: files.length } : null;
}
const alternatives = readdirSync("out/tools", { recursive: true })
  .map(String)
  .filter((f) => f.endsWith("alternatives.html"));
rows.push(["alternatives pages", alternatives.length.toLocaleString("en-US")]);
let worstAlternative: { file: string; gzipKiB: number; elements: number } | null = null;
for (const f of alternatives) {
  const weight = pageWeight(path.join("out/tools", f));
  if (!worstAlternative || weight.elements > worstAlternative.elements)
    worstAlternative = { file: path.join("out/tools", f), ...weight };
}
const worstTask = heaviest("out/tasks");
for (const [name, page] of [
  ["heaviest task page", worstTask],
  ["heaviest alternatives page", worstAlternative],
] as const) {
  if (page)
    rows.push([
      `${name} (${path.relative("out", page.file)})`,
      `${page.gzipKiB.toFixed(1)} KiB gzip, ${page.elements.toLocaleString("en-US")} elements`,
    ]);
}
if (worstTask)
  rows.push(["task pages (with their page 2…N)", worstTask.count.toLocaleString("en-US")]);
for (const [name, file] of [["/tasks", "out/tasks.html"]] as const) {
  if (!existsSync(file)) continue;
  const { gzipKiB, elements } = pageWeight(file);
  rows.push([name, `${gzipKiB.toFixed(1)} KiB gzip, ${elements.toLocaleString("en-US")} elements`]);
}
const gzipKiBOf = (file: string) =>
  existsSync(file)
    ? `${(gzipSync(readFileSync(file)).length / 1024).toFixed(1)} KiB gzip`
    : "missing";
rows.push(["API tool index (/api/v1/tools.json)", gzipKiBOf("out/api/v1/tools.json")]);
rows.push(["finder index (/data/task-finder.json)", gzipKiBOf("out/data/task-finder.json")]);

const width = Math.max(...rows.map(([k]) => k.length));
for (const [key, value] of rows) console.log(`${key.padEnd(width)}  ${value}`);

/**
 * `npm run check:budgets`: checks the exported site (out/) against budgets.json, after every
 * build and in `npm test`. For each page it measures, gzip, the HTML and the JavaScript loaded
 * before interaction, splits the JavaScript into the chunks every page shares (the framework's
 * runtime, capped by frameworkJsKb) and the page's own (ourJsKb), and makes sure no page loads
 * Firebase upfront. Byte limits only: timings are bench/lighthouse.ts's business.
 *
 *   npx tsx scripts/check-budgets.ts [--out out] [--budgets budgets.json]
 *
 * Exits 0 within budget, 1 naming every page over its limit (or loading Firebase upfront),
 * 2 when out/ or budgets.json cannot be read.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { readCommandLine } from "./lib/command-line";
import {
  checkBudgets,
  kb,
  measureSite,
  parseBudgets,
  readNextRuntimeFiles,
} from "./lib/page-weight";

const { values } = readCommandLine(
  {
    name: "check:budgets",
    usage:
      "Usage: npm run check:budgets -- [--out out] [--budgets budgets.json]\n\nChecks the built site's HTML and JavaScript sizes against budgets.json (build first).",
  },
  {
    options: {
      out: { type: "string", default: "out" },
      budgets: { type: "string", default: "budgets.json" },
    },
  },
);

const root = path.resolve(values.out);
const started = performance.now();

function fail(message: string): never {
  console.error(`check:budgets: ${message}`);
  process.exit(2);
}

if (!existsSync(path.join(root, "index.html"))) {
  fail(`${values.out}/index.html not found; build the site first (npm run build).`);
}

let budgets: ReturnType<typeof parseBudgets>;
try {
  budgets = parseBudgets(JSON.parse(readFileSync(values.budgets, "utf8")));
} catch (error) {
  fail(`cannot use ${values.budgets}: ${error instanceof Error ? error.message : String(error)}`);
}

let site: ReturnType<typeof measureSite>;
try {
  site = measureSite(root);
} catch (error) {
  fail(`cannot measure ${values.out}/: ${error instanceof Error ? error.message : String(error)}`);
}

const report = checkBudgets(site, budgets);
const f = (bytes: number) => kb(bytes).toFixed(1);

console.log(
  `Page weight of ${values.out}/: ${site.pages.length} pages, gzip, 1 KB = 1024 bytes, before interaction`,
);
console.log(
  `Shared by every page (framework runtime): ${f(site.sharedGzip)} KB in ${site.shared.length} chunks, limit ${budgets.frameworkJsKb} KB`,
);
const runtimeFiles = readNextRuntimeFiles(path.resolve(".next"), root);
if (runtimeFiles) {
  const runtime = site.shared.filter((chunk) => runtimeFiles.includes(chunk.file));
  const runtimeGzip = runtime.reduce((total, chunk) => total + chunk.gzip, 0);
  console.log(
    `  of which Next.js runtime (.next/build-manifest.json rootMainFiles) ${f(runtimeGzip)} KB, ` +
      `app code in every page (root layout) ${f(site.sharedGzip - runtimeGzip)} KB`,
  );
}
console.log(
  `Firebase in upfront scripts: ${report.firebase.length === 0 ? "none" : `${report.firebase.length} chunk(s)`}`,
);
console.log("");

const rows = [
  [
    "route group",
    "pages",
    "max HTML",
    "limit",
    "max our JS",
    "limit",
    "all JS",
    "limit",
    "heaviest HTML",
  ],
  ...report.groups.map((group) => [
    group.pattern,
    String(group.pages.length),
    f(group.maxHtml.htmlGzip),
    String(group.budget.htmlKb),
    f(group.maxOurJs.ourJsGzip),
    String(group.budget.ourJsKb),
    // Shared + the group's heaviest own: what its heaviest page loads in all.
    f(site.sharedGzip + group.maxOurJs.ourJsGzip),
    group.budget.guestJsKb === undefined ? "-" : String(group.budget.guestJsKb),
    group.pages.length > 1 ? group.maxHtml.page : "",
  ]),
];
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) {
  console.log(
    row
      .map((cell, column) =>
        column === 0 || column === row.length - 1
          ? cell.padEnd(widths[column]!)
          : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd(),
  );
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (report.violations.length > 0) {
  console.error(`\nOver budget (${report.violations.length}):`);
  for (const violation of report.violations) console.error(`  ${violation}`);
  console.error(`\nLimits live in budgets.json (KB gzip). Checked in ${seconds} s.`);
  process.exit(1);
}
console.log(`\nAll pages within budget (${seconds} s).`);

/**
 * The byte budgets of the exported site (budgets.json), as a report: for each page, gzip, the
 * HTML and the JavaScript loaded before interaction, split into the chunks every page shares
 * (the framework's runtime, capped by frameworkJsKb) and the page's own (ourJsKb), and no page
 * loading Firebase upfront. Run by every build (scripts/lib/build.ts) and by
 * `npm run check:budgets`. Byte limits only: timings are bench/lighthouse.ts's business.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkBudgets, kb, measureSite, parseBudgets, readNextRuntimeFiles } from "./page-weight";

/** A problem reading out/ or budgets.json (not a page over budget). */
export class BudgetInputError extends Error {
  override name = "BudgetInputError";
}

export type BudgetReport = {
  /** The table and its notes, line by line. */
  lines: string[];
  /** One line per page over its limit, or loading Firebase upfront. */
  violations: string[];
  seconds: number;
};

/** Measures `out` against `budgetsFile`; throws BudgetInputError when either cannot be read. */
export function budgetReport(out = "out", budgetsFile = "budgets.json"): BudgetReport {
  const root = path.resolve(out);
  const started = performance.now();

  function fail(message: string): never {
    throw new BudgetInputError(message);
  }
  const lines: string[] = [];

  if (!existsSync(path.join(root, "index.html"))) {
    fail(`${out}/index.html not found; build the site first (npm run build).`);
  }

  let budgets: ReturnType<typeof parseBudgets>;
  try {
    budgets = parseBudgets(JSON.parse(readFileSync(budgetsFile, "utf8")));
  } catch (error) {
    fail(`cannot use ${budgetsFile}: ${error instanceof Error ? error.message : String(error)}`);
  }

  let site: ReturnType<typeof measureSite>;
  try {
    site = measureSite(root);
  } catch (error) {
    fail(`cannot measure ${out}/: ${error instanceof Error ? error.message : String(error)}`);
  }

  const report = checkBudgets(site, budgets);
  const f = (bytes: number) => kb(bytes).toFixed(1);

  lines.push(
    `Page weight of ${out}/: ${site.pages.length} pages, gzip, 1 KB = 1024 bytes, before interaction`,
  );
  lines.push(
    `Shared by every page (framework runtime): ${f(site.sharedGzip)} KB in ${site.shared.length} chunks, limit ${budgets.frameworkJsKb} KB`,
  );
  const runtimeFiles = readNextRuntimeFiles(path.resolve(".next"), root);
  if (runtimeFiles) {
    const runtime = site.shared.filter((chunk) => runtimeFiles.includes(chunk.file));
    const runtimeGzip = runtime.reduce((total, chunk) => total + chunk.gzip, 0);
    lines.push(
      `  of which Next.js runtime (.next/build-manifest.json rootMainFiles) ${f(runtimeGzip)} KB, ` +
        `app code in every page (root layout) ${f(site.sharedGzip - runtimeGzip)} KB`,
    );
  }
  lines.push(
    `Firebase in upfront scripts: ${report.firebase.length === 0 ? "none" : `${report.firebase.length} chunk(s)`}`,
  );
  lines.push("");

  lines.push(...groupTable(report, site.sharedGzip));

  return {
    lines,
    violations: report.violations,
    seconds: (performance.now() - started) / 1000,
  };
}

/** One row per route group: its pages, heaviest HTML and JavaScript against their limits. */
function groupTable(report: ReturnType<typeof checkBudgets>, sharedGzip: number): string[] {
  const f = (bytes: number) => kb(bytes).toFixed(1);
  const lines: string[] = [];
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
      f(sharedGzip + group.maxOurJs.ourJsGzip),
      group.budget.guestJsKb === undefined ? "-" : String(group.budget.guestJsKb),
      group.pages.length > 1 ? group.maxHtml.page : "",
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    lines.push(
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

  return lines;
}

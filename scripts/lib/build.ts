/**
 * The build, one process: loads and validates the site once, then runs the steps in order,
 * printing each step's time. `npm run build`, `npm run dev` (the steps marked for it, before
 * Next's development server), `npm start`, the tests and bench/build-scale all run this list.
 * The build is skipped when out/ was built from the same inputs (scripts/lib/fingerprint.ts:
 * contents, not file times), so `npm start` and the test runs are quick on a second run and
 * never serve a stale out/.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { loadSite, type Site } from "../../lib/data/site";
import { writeToolLogos } from "../../lib/data/tool-logos";
import { budgetReport } from "./budgets-report";
import { buildFingerprint } from "./fingerprint";
import { writeOpenData } from "./open-data";
import { pruneExport } from "./prune-export";
import { applyScriptPolicies } from "./script-policy";
import { searchRecords, writeSearchIndex } from "./search-index";
import { dropJsonLdFromExport } from "./structured-data-flight";
import { writeSocialCards } from "./social-cards";

export type BuildMode = "build" | "dev";

export type BuildContext = {
  mode: BuildMode;
  /** Where the export is (build) or where public files go (dev). */
  out: string;
  /** The site, loaded and validated once per process (throws naming every problem). */
  site: () => Promise<Site>;
};

export type BuildStep = {
  name: string;
  /** The modes that run it, in this order. */
  modes: readonly BuildMode[];
  /** Does the work; returns a one-line summary of what it did; throws on failure. */
  run: (context: BuildContext) => Promise<string> | string;
};

export class BuildStepError extends Error {
  override name = "BuildStepError";
}

const nextBin = () => createRequire(import.meta.url).resolve("next/dist/bin/next");

/** `next build`, as a child (Next's own workers render the pages). */
function nextBuild(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin(), "build"], { stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve("exported to out/")
        : reject(new BuildStepError(`next build exited with ${signal ?? `code ${code}`}`)),
    );
  });
}

/** Every step, in order. */
export const buildSteps: readonly BuildStep[] = [
  {
    // Brand logos copied from their icon packages into public/ (git-ignored), before Next
    // copies public/.
    name: "brand logos",
    modes: ["dev", "build"],
    run: async ({ site }) => {
      const result = writeToolLogos((await site()).catalogue.tools);
      if (result.problems.length > 0) throw new BuildStepError(result.problems.join("\n"));
      return `${result.written} written, ${result.unchanged} up to date, ${result.removed} removed`;
    },
  },
  { name: "next build", modes: ["build"], run: nextBuild },
  {
    // Next's prefetch segments and the copy of each page's payload: nothing fetches them.
    name: "unfetched files",
    modes: ["build"],
    run: ({ out }) => {
      const pruned = pruneExport(out);
      return `${pruned.files} removed (${(pruned.bytes / 1024 / 1024).toFixed(1)} MB), ${pruned.folders} empty folders`;
    },
  },
  {
    // JSON-LD only in the HTML, not again in the flight data (scripts/lib/structured-data-flight.ts);
    // before the script policy, which hashes the inline scripts this edits.
    name: "structured data",
    modes: ["build"],
    run: ({ out }) => {
      const figures = dropJsonLdFromExport(out);
      return `JSON-LD kept out of the flight data of ${figures.pages} pages (${(figures.bytes / 1024 / 1024).toFixed(1)} MB), ${figures.missed} copies left where not found whole`;
    },
  },
  {
    // Each page's strict script policy: the hashes of exactly its inline scripts, in a <meta>
    // policy next to firebase.json's header (scripts/lib/script-policy.ts).
    name: "script policy",
    modes: ["build"],
    run: ({ out }) => applyScriptPolicies(out),
  },
  {
    // The open data: the JSON API under out/api/v1/ with its schemas, llms.txt, llms-full.txt.
    name: "open data",
    modes: ["build"],
    run: async ({ out, site }) => writeOpenData(await site(), out),
  },
  {
    // Files Next cannot export with a proper extension: each article's social card.
    name: "social cards",
    modes: ["build"],
    run: async ({ out, site }) => writeSocialCards((await site()).articles, out),
  },
  {
    // The site search's static index (Pagefind) from the same validated data as the pages.
    name: "search index",
    modes: ["dev", "build"],
    run: async ({ mode, out, site }) => {
      const target = path.join(mode === "dev" ? "public" : out, "pagefind");
      const figures = await writeSearchIndex(searchRecords(await site()), target);
      return `${figures.records} records, ${figures.files} files, ${(figures.bytes / 1024).toFixed(0)} KiB in ${target}`;
    },
  },
  {
    // Over budget (budgets.json) is a failed build; `npm test` does not check it again.
    name: "budgets",
    modes: ["build"],
    run: ({ out }) => {
      const report = budgetReport(out);
      if (report.violations.length > 0) {
        for (const line of report.lines) console.log(line);
        throw new BuildStepError(
          `over budget (${report.violations.length}):\n  ${report.violations.join("\n  ")}\nLimits live in budgets.json (KB gzip).`,
        );
      }
      return "every page within budget";
    },
  },
];

const stampFile = (out: string) => path.join(out, ".build-stamp");

export function isBuildFresh(out = "out"): boolean {
  return (
    existsSync(path.join(out, "index.html")) &&
    existsSync(stampFile(out)) &&
    readFileSync(stampFile(out), "utf8") === buildFingerprint()
  );
}

export type StepTime = { name: string; seconds: number; summary: string };

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * Runs the steps of `mode` in order, printing each one's time; throws at the first failure,
 * naming the step. A build records the fingerprint of what it was built from.
 */
export async function runBuild(mode: BuildMode = "build", out = "out"): Promise<StepTime[]> {
  let loaded: Promise<Site> | undefined;
  const context: BuildContext = { mode, out, site: () => (loaded ??= loadSite()) };
  const fingerprint = mode === "build" ? buildFingerprint() : "";
  const times: StepTime[] = [];
  for (const step of buildSteps.filter((candidate) => candidate.modes.includes(mode))) {
    const since = performance.now();
    console.log(`▶ ${step.name}`);
    let summary: string;
    try {
      summary = await step.run(context);
    } catch (error) {
      throw new BuildStepError(
        `Build step "${step.name}" failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const time = { name: step.name, seconds: seconds(since), summary };
    times.push(time);
    // bench/build-scale reads the steps' times, also those before a failing step.
    if (process.env.BUILD_TIMINGS_FILE)
      writeFileSync(process.env.BUILD_TIMINGS_FILE, JSON.stringify(times, null, 2));
    console.log(`✓ ${step.name}: ${summary} (${time.seconds.toFixed(1)} s)`);
  }
  if (mode === "build") writeFileSync(stampFile(out), fingerprint);
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  console.log(
    `\n${mode === "build" ? "Build" : "Development steps"}: ${total.toFixed(1)} s (${times
      .map((time) => `${time.name} ${time.seconds.toFixed(1)} s`)
      .join(", ")})`,
  );
  return times;
}

/** The command-line end of a build: prints the failure and exits 1. */
export async function runBuildOrExit(mode: BuildMode = "build"): Promise<void> {
  try {
    await runBuild(mode);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Builds unless out/ was built from the same inputs. */
export async function ensureFreshBuild(): Promise<void> {
  if (isBuildFresh()) {
    console.log("out/ is up to date with the sources; skipping the build.");
    return;
  }
  console.log("Building the static site (out/ is missing or older than the sources)…");
  await runBuildOrExit("build");
}

/**
 * Builds the static site only when its inputs changed since the last build, so `npm start`
 * and `npm run test:e2e` are quick on a second run and never serve a stale out/.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * One step of `npm run build`: a command, and the files and folders besides its own script
 * whose change it reflects.
 */
export type BuildStep = {
  name: string;
  command: readonly [string, ...string[]];
  inputs: readonly string[];
};

/** The build, in order; a step that fails stops it. */
export const buildSteps: readonly BuildStep[] = [
  {
    // Brand logos copied from their icon packages into public/ (git-ignored), before Next
    // copies public/.
    name: "brand logos",
    command: ["npx", "tsx", "scripts/tool-logos.ts"],
    inputs: ["data", "package-lock.json"],
  },
  {
    name: "next build",
    command: ["npx", "next", "build"],
    inputs: [
      "app",
      "components",
      "content",
      "data",
      "lib",
      "public",
      "next.config.ts",
      "tailwind.config.ts",
      "postcss.config.mjs",
      "tsconfig.json",
      "package-lock.json",
    ],
  },
  {
    // Each page's strict script policy: the hashes of exactly its inline scripts, in a <meta>
    // policy next to firebase.json's header (scripts/lib/script-policy.ts).
    name: "script policy",
    command: ["npx", "tsx", "scripts/script-policy.ts"],
    inputs: ["scripts/lib/script-policy.ts", "firebase.json"],
  },
  {
    // The open data: the JSON API under out/api/v1/ with its schemas, llms.txt, llms-full.txt.
    name: "open data",
    command: ["npx", "tsx", "scripts/write-api.ts"],
    inputs: ["lib/api", "data", "content"],
  },
  {
    // Files Next cannot export with a proper extension: each article's social card.
    name: "social cards",
    command: ["npx", "tsx", "scripts/article-images.tsx"],
    inputs: ["content"],
  },
  {
    // The site search's static index (Pagefind) from the same validated data as the pages.
    name: "search index",
    command: ["npx", "tsx", "scripts/search-index.ts"],
    inputs: ["scripts/lib/search-index.ts", "data", "content"],
  },
  {
    // Every build checks the byte budgets (budgets.json): over budget is a failed build.
    name: "budgets",
    command: ["npx", "tsx", "scripts/check-budgets.ts"],
    inputs: ["budgets.json", "scripts/lib/page-weight.ts"],
  },
];

/** The project's scripts a step runs (the files its command names under scripts/). */
function stepScripts(step: BuildStep): string[] {
  return step.command.filter((arg) => arg.startsWith("scripts/"));
}

/** Every step's script and inputs, each once, in the order the steps name them. */
export const buildInputs: readonly string[] = [
  ...new Set(buildSteps.flatMap((step) => [...stepScripts(step), ...step.inputs])),
];

const stampFile = path.join("out", ".build-stamp");

function walk(entry: string, into: string[]): void {
  if (!existsSync(entry)) return;
  const info = statSync(entry);
  if (info.isDirectory()) {
    for (const child of readdirSync(entry).sort()) walk(path.join(entry, child), into);
  } else {
    into.push(`${entry}:${info.size}:${Math.floor(info.mtimeMs)}`);
  }
}

/** A fingerprint of every build input and of the settings baked into the pages (NEXT_PUBLIC_*, the data folders). */
export function buildFingerprint(): string {
  const lines: string[] = [];
  for (const input of buildInputs) walk(input, lines);
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith("NEXT_PUBLIC_") || key === "TOOLS_DATA_DIR" || key === "TASKS_DATA_DIR")
      lines.push(`${key}=${value}`);
  }
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}

export function isBuildFresh(): boolean {
  return (
    existsSync(path.join("out", "index.html")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === buildFingerprint()
  );
}

/** Runs every build step and records what it was built from; exits the process if a step fails. */
export function build(): void {
  for (const step of buildSteps) {
    const [command, ...args] = step.command;
    const result = spawnSync(command, args, { stdio: "inherit" });
    if (result.status !== 0) {
      console.error(`Build step "${step.name}" failed (${step.command.join(" ")}).`);
      process.exit(result.status ?? 1);
    }
  }
  writeFileSync(stampFile, buildFingerprint());
}

export function ensureFreshBuild(): void {
  if (isBuildFresh()) {
    console.log("out/ is up to date with the sources; skipping the build.");
    return;
  }
  console.log("Building the static site (out/ is missing or older than the sources)…");
  build();
}

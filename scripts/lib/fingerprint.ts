/**
 * What the built site is made from, as content hashes: the build ID (what the browser's code
 * depends on) and the build's stamp (everything that shapes out/). Content, not modification
 * times, so a fresh clone of the same commit gets the same figures, and touching a file changes
 * nothing. Read by next.config.ts (generateBuildId) and scripts/lib/build.ts.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The environment, as far as the fingerprints read it. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The sources of the code every page loads: a change here may change what the browser runs, so
 * it changes the build ID (Next then loads a page fetched across the change as a new document).
 */
export const codeInputs: readonly string[] = [
  "app",
  "components",
  "lib",
  "next.config.ts",
  "tailwind.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  // The browsers to build for (browserslist) and the exact packages.
  "package.json",
  "package-lock.json",
];

/**
 * Everything else that shapes out/: the data and the writing (pages, not code), static files,
 * the build's own scripts (script policy, open data, search index, budgets), the headers the
 * script policy reads, the budgets. A change here rebuilds, but leaves the build ID alone, so a
 * data change rewrites only the files that show it.
 */
export const contentInputs: readonly string[] = [
  "data",
  "content",
  "public",
  "scripts",
  "firebase.json",
  "budgets.json",
];

/** Files a build writes into its own inputs (git-ignored): never part of a fingerprint. */
export const generatedInputs: readonly string[] = [
  path.join("public", "pagefind"),
  path.join("public", "images", "tools", "logos"),
];

/** The environment the pages are built with: the browser's settings and the data folders. */
export function buildEnvironment(env: Env = process.env): string[] {
  return Object.entries(env)
    .filter(([key]) => key.startsWith("NEXT_PUBLIC_"))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value ?? ""}`);
}

/** Data folders the environment points at instead of data/ (bench/build-scale, tests). */
export function dataFolders(env: Env = process.env): string[] {
  return [env.TOOLS_DATA_DIR, env.TASKS_DATA_DIR].filter(
    (folder): folder is string => typeof folder === "string" && folder !== "",
  );
}

function hashTree(entry: string, hash: ReturnType<typeof createHash>, root: string): void {
  if (!existsSync(entry)) return;
  const relative = path.relative(root, entry);
  if (generatedInputs.includes(relative)) return;
  const info = statSync(entry);
  if (info.isDirectory()) {
    for (const child of readdirSync(entry).sort()) {
      // Editors' and tools' scratch files (.DS_Store, .tmp) shape nothing.
      if (child.startsWith(".")) continue;
      hashTree(path.join(entry, child), hash, root);
    }
    return;
  }
  hash.update(`${relative.split(path.sep).join("/")}\0${info.size}\0`);
  hash.update(readFileSync(entry));
  hash.update("\0");
}

/** A SHA-256 of the named files and folders (contents and paths) and extra lines. */
export function contentHash(
  inputs: readonly string[],
  extra: readonly string[] = [],
  root = process.cwd(),
): string {
  const hash = createHash("sha256");
  for (const input of inputs) hashTree(path.resolve(root, input), hash, root);
  for (const line of extra) hash.update(`${line}\n`);
  return hash.digest("hex");
}

/** The build ID: the code and the browser's settings, 20 hex characters. */
export function buildId(root = process.cwd(), env: Env = process.env): string {
  return contentHash(codeInputs, buildEnvironment(env), root).slice(0, 20);
}

/** The stamp of a build: every input, the environment and the data folders it read. */
export function buildFingerprint(root = process.cwd(), env: Env = process.env): string {
  const folders = dataFolders(env);
  return contentHash(
    [...codeInputs, ...contentInputs, ...folders],
    [...buildEnvironment(env), ...folders.map((folder) => `data folder ${folder}`)],
    root,
  );
}

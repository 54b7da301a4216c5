/**
 * Builds the static site only when its inputs changed since the last build, so `npm start`
 * and `npm run test:e2e` are quick on a second run and never serve a stale out/.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const inputs = [
  "app",
  "scripts/article-images.tsx",
  "scripts/search-index.ts",
  "scripts/lib/search-index.ts",
  "budgets.json",
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

/** A fingerprint of every build input and of the settings baked into the pages (NEXT_PUBLIC_*, TOOLS_DATA_DIR). */
export function buildFingerprint(): string {
  const lines: string[] = [];
  for (const input of inputs) walk(input, lines);
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith("NEXT_PUBLIC_") || key === "TOOLS_DATA_DIR") lines.push(`${key}=${value}`);
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

/** Runs `next build` and records what it was built from; exits the process if the build fails. */
export function build(): void {
  // Brand logos copied from their icon packages into public/ (git-ignored) before Next copies public/.
  const logos = spawnSync("npx", ["tsx", "scripts/tool-logos.ts"], { stdio: "inherit" });
  if (logos.status !== 0) process.exit(logos.status ?? 1);
  const result = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Files Next cannot export with a proper extension: each article's social card.
  const images = spawnSync("npx", ["tsx", "scripts/article-images.tsx"], { stdio: "inherit" });
  if (images.status !== 0) process.exit(images.status ?? 1);
  // The site search's static index (Pagefind) from the same validated data as the pages.
  const search = spawnSync("npx", ["tsx", "scripts/search-index.ts"], { stdio: "inherit" });
  if (search.status !== 0) process.exit(search.status ?? 1);
  // Every build checks the byte budgets (budgets.json): over budget is a failed build.
  const budgets = spawnSync("npx", ["tsx", "scripts/check-budgets.ts"], { stdio: "inherit" });
  if (budgets.status !== 0) process.exit(budgets.status ?? 1);
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

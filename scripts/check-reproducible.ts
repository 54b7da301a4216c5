/**
 * `npm run check:reproducible`: two builds of the same sources must be byte-identical, so a
 * deploy uploads only the files a change touched (Firebase Hosting uploads a file only when its
 * hash is new). Builds out/ if it is not current, keeps it aside, builds again, and compares every
 * file's name and bytes. Exits 1 listing what differs (with the first differing bytes), 0 when
 * nothing does; out/ is the second build either way.
 */
import "./lib/env";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureFreshBuild, runBuildOrExit } from "./lib/build";
import { compareTrees } from "./lib/compare-trees";

const aside = path.join(".tmp", "reproducible-first");
await ensureFreshBuild();
rmSync(aside, { recursive: true, force: true });
mkdirSync(".tmp", { recursive: true });
renameSync("out", aside);
console.log("Building the same sources a second time…");
await runBuildOrExit("build");
const started = performance.now();
const { files, differences } = compareTrees(aside, "out");
rmSync(aside, { recursive: true, force: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (differences.length > 0) {
  console.error(
    `✗ Two builds of the same sources differ in ${differences.length} of ${files} files:`,
  );
  for (const difference of differences.slice(0, 20))
    console.error(
      `  ${difference.file}: ${difference.kind}${difference.detail ? ` ${difference.detail}` : ""}`,
    );
  if (differences.length > 20) console.error(`  … and ${differences.length - 20} more`);
  process.exit(1);
}
console.log(
  `✓ Two builds of the same sources are byte-identical: ${files} files compared (${seconds} s).`,
);

/**
 * Build step: gives every exported page its own strict script policy (scripts/lib/script-policy.ts):
 * a <meta> Content-Security-Policy whose script-src lists the hashes of exactly the page's inline
 * scripts, next to firebase.json's header policy. Run after `next build`; idempotent.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { headerPolicyOf, withScriptPolicy } from "./lib/script-policy";

const outDir = path.resolve(process.argv[2] ?? "out");
const headerPolicy = headerPolicyOf(JSON.parse(readFileSync("firebase.json", "utf8")));
const started = performance.now();
let pages = 0;
for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const file = path.join(entry.parentPath, entry.name);
  try {
    writeFileSync(file, withScriptPolicy(readFileSync(file, "utf8"), headerPolicy));
  } catch (error) {
    console.error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
    process.exit(1);
  }
  pages += 1;
}
console.log(
  `Script policy: ${pages} pages hashed (${((performance.now() - started) / 1000).toFixed(1)} s).`,
);

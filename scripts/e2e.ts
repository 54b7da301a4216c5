/**
 * `npm run test:e2e`: makes sure a Chromium exists, that out/ matches the sources,
 * then runs the Playwright suites (desktop and mobile) against out/ served locally.
 * Extra arguments go to Playwright: `npm run test:e2e -- tests/e2e/header.spec.ts`.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureFreshBuild } from "./lib/build";
import { debianChromium, findChromium } from "./lib/chromium";

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: "inherit" }).status === 0;
}

function ensureChromium(): void {
  const found = findChromium();
  if (found) {
    console.log(`Browser tests use Chromium at ${found}.`);
    return;
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium package with apt-get…");
    if (run("apt-get", ["update", "-qq"]) && run("apt-get", ["install", "-y", "-qq", "chromium"])) {
      if (existsSync(debianChromium)) {
        console.log(`Installed Debian's chromium at ${debianChromium}.`);
        return;
      }
    }
    console.log("apt-get could not install chromium; trying Playwright's own browser instead.");
  } else {
    console.log(
      "No Chromium found: installing Playwright's own Chromium (npx playwright install chromium)…",
    );
  }
  if (!run("npx", ["playwright", "install", "chromium"])) {
    console.error(
      "Could not install a browser. Install Chromium and set CHROMIUM_PATH to its executable.",
    );
    process.exit(1);
  }
  console.log("Installed Playwright's Chromium.");
}

ensureChromium();
ensureFreshBuild();
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);

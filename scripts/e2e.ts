/**
 * `npm run test:e2e`: makes sure a Chromium exists, that out/ matches the sources,
 * then runs the Playwright suites (desktop and mobile) against out/ served locally.
 * Extra arguments go to Playwright: `npm run test:e2e -- tests/e2e/header.spec.ts`.
 */
import "./lib/env";
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolveFirebaseSettings } from "../lib/firebase/config";
import { ensureFreshBuild } from "./lib/build";
import { debianChromium, findChromium } from "./lib/chromium";
import { startEmulators, stopOnSignals, type RunningEmulators } from "./lib/emulators";

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
await ensureFreshBuild();

// The built site talks to the emulators (unless built for a real project): start them for
// the run, so the account, newsletter and submission tests use real Auth and Firestore.
let emulators: RunningEmulators | undefined;
if (resolveFirebaseSettings().emulators) {
  console.log("Starting the Firebase emulators for the browser tests…");
  try {
    emulators = await startEmulators({}, { quiet: !process.env.EMULATOR_LOGS });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, ...emulators?.env },
});
if (emulators) stopOnSignals(emulators, () => child.kill("SIGTERM"));
const code = await new Promise<number>((resolve) =>
  child.once("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
);
await emulators?.stop();
process.exit(code);

/**
 * `npm run test:e2e`: makes sure a Chromium exists, that out/ matches the sources,
 * then runs the Playwright suites (desktop and mobile) against out/ served locally.
 * Extra arguments go to Playwright: `npm run test:e2e -- tests/e2e/header.spec.ts`.
 */
import "./lib/env";
import { spawn } from "node:child_process";
import { resolveFirebaseSettings } from "../lib/firebase/config";
import { ensureFreshBuild } from "./lib/build";
import { ensureChromium } from "./lib/chromium";
import { startEmulators, stopOnSignals, type RunningEmulators } from "./lib/emulators";

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

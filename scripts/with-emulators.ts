/**
 * Runs a command with both Firebase emulators up, then stops them, whatever the outcome.
 * Usage: tsx scripts/with-emulators.ts <command> [args…]
 * The command gets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT.
 */
import { spawn } from "node:child_process";
import { startEmulators, stopOnSignals } from "./lib/emulators";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: tsx scripts/with-emulators.ts <command> [args…]");
  process.exit(2);
}

let running;
try {
  console.log("Starting the Firebase emulators…");
  running = await startEmulators({}, { quiet: !process.env.EMULATOR_LOGS });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...running.env } });
stopOnSignals(running, () => child.kill("SIGTERM"));
const code = await new Promise<number>((resolve) =>
  child.once("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
);
await running.stop();
process.exit(code);

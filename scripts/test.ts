/**
 * `npm test`: every check and test, in the order that fails soonest, on one built site and one
 * set of emulators, then a table of each stage's time. CI runs exactly this (`.ci/run`).
 *
 *   1. check       lint and types side by side, then formatting and the content check
 *   2. unit        unit and component tests (Vitest)
 *   3. build       the site, once (scripts/lib/build.ts; types were checked in 1)
 *   4. reproducible  a second build of the same sources, byte for byte the same
 *   5. rules       the Firestore rules tests   } one Auth and Firestore emulator set,
 *   6. browser     Playwright, desktop and phone } emptied between the two
 *   7. mcp         the MCP server, driven by the SDK's client, on out/
 *   8. output      check:output on out/
 *   9. production  check:production (a production build's settings)
 * Stops at the first stage that fails, and prints the times so far.
 */
import "./lib/env";
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { emulatorDefaults } from "../lib/firebase/config";
import { ensureChromium } from "./lib/chromium";
import { startEmulators, type RunningEmulators } from "./lib/emulators";

type Result = { code: number; output: string };

/** Runs an npm script or command; `buffer` keeps its output to print once it ends. */
function run(
  command: string,
  args: readonly string[],
  { env = {}, buffer = false }: { env?: Record<string, string>; buffer?: boolean } = {},
): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.once("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const npm = (script: string, options?: Parameters<typeof run>[2]) =>
  run("npm", ["run", "--silent", script], options);

/** Several commands at once (2 cores: lint and the type check each keep one busy). */
async function together(...commands: Promise<Result>[]): Promise<number> {
  const results = await Promise.all(commands);
  for (const result of results) process.stdout.write(result.output);
  return results.some((result) => result.code !== 0) ? 1 : 0;
}

// The build need not type-check again: stage 1 did (next.config.ts reads this).
const built = { AI_COMPASS_TYPECHECKED: "1" };

let emulators: RunningEmulators | undefined;

/** Empties the emulators' accounts and documents between the suites that share them. */
async function emptyEmulators(): Promise<void> {
  const { host, authPort, firestorePort, projectId } = emulatorDefaults;
  await fetch(
    `http://${host}:${firestorePort}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: "DELETE" },
  );
  await fetch(`http://${host}:${authPort}/emulator/v1/projects/${projectId}/accounts`, {
    method: "DELETE",
  });
}

const stages: { name: string; run: () => Promise<number> }[] = [
  {
    name: "check",
    run: async () =>
      (await together(npm("lint", { buffer: true }), npm("typecheck", { buffer: true }))) ||
      together(npm("format:check", { buffer: true }), npm("content:check", { buffer: true })),
  },
  { name: "unit", run: async () => (await npm("test:unit")).code },
  {
    name: "build",
    run: async () =>
      (await run("npx", ["tsx", "scripts/build.ts", "--if-stale"], { env: built })).code,
  },
  { name: "reproducible", run: async () => (await npm("check:reproducible", { env: built })).code },
  {
    name: "rules",
    run: async () => {
      console.log("Starting the Firebase emulators for the rules and browser tests…");
      emulators = await startEmulators({}, { quiet: !process.env.EMULATOR_LOGS });
      return (await run("npx", ["vitest", "run", "--project", "rules"], { env: emulators.env }))
        .code;
    },
  },
  {
    name: "browser",
    run: async () => {
      ensureChromium();
      await emptyEmulators();
      const workers = String(Math.max(2, availableParallelism()));
      const result = await run("npx", ["playwright", "test", `--workers=${workers}`], {
        env: emulators?.env ?? {},
      });
      await emulators?.stop();
      emulators = undefined;
      return result.code;
    },
  },
  { name: "mcp", run: async () => (await npm("test:mcp")).code },
  { name: "output", run: async () => (await npm("check:output")).code },
  { name: "production", run: async () => (await npm("check:production", { env: built })).code },
];

const times: { name: string; seconds: number; ok: boolean }[] = [];
const started = performance.now();
let failed: string | undefined;
for (const stage of stages) {
  console.log(`\n━━ ${stage.name} ━━`);
  const since = performance.now();
  let code: number;
  try {
    code = await stage.run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    code = 1;
  }
  times.push({ name: stage.name, seconds: (performance.now() - since) / 1000, ok: code === 0 });
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}
await emulators?.stop();

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;
console.log("\nnpm test, stage by stage (minutes:seconds):");
for (const time of times)
  console.log(
    `  ${time.ok ? "✓" : "✗"} ${time.name.padEnd(13)} ${minutes(time.seconds).padStart(6)}`,
  );
console.log(
  `    ${"total".padEnd(13)} ${minutes((performance.now() - started) / 1000).padStart(6)}`,
);
if (failed) {
  console.error(`\nnpm test failed at "${failed}".`);
  process.exit(1);
}

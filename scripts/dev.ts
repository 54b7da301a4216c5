/**
 * `npm run dev`: the build's steps that Next's development server needs (brand logos, the search
 * index into public/pagefind/), from the same step list as the build, then `next dev`.
 */
import "./lib/env";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { runBuildOrExit } from "./lib/build";

await runBuildOrExit("dev");
const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
const child = spawn(process.execPath, [next, "dev", ...process.argv.slice(2)], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => child.kill(signal));
child.once("exit", (code) => process.exit(code ?? 0));

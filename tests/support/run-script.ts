/**
 * Runs one of the project's scripts (`tsx <script> …args`) as a child process from the project's
 * folder, the way an editor runs it: for the script tests against the emulator (tests/rules) and
 * the browser tests that run the editors' commands (tests/e2e).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = path.join(
  root,
  "node_modules",
  ".bin",
  process.platform === "win32" ? "tsx.cmd" : "tsx",
);

export type ScriptResult = { code: number; stdout: string; stderr: string };

/**
 * Runs `tsx <script> …args` in the project, with environment changes (undefined removes a
 * variable) and optional input; resolves with the exit code and everything printed.
 */
export function runScript(
  script: string,
  args: string[],
  { env = {}, input }: { env?: Record<string, string | undefined>; input?: string } = {},
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
    const child = spawn(tsx, [script, ...args], { cwd: root, env: merged });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(input ?? "");
  });
}

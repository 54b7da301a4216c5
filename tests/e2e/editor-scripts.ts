/**
 * Runs the editors' command-line scripts from a browser test, against the same emulators the
 * site uses, the way an editor would: npm run submissions:review and npm run reports:export.
 * Approvals write into a temporary copy of data/tools and a temporary public folder, never the
 * real ones.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export type ScriptResult = { code: number; stdout: string; stderr: string };

export function runEditorScript(script: string, args: string[]): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join("node_modules", ".bin", "tsx"), [script, ...args], {
      env: { ...process.env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end();
  });
}

/** A throwaway copy of the catalogue for submissions:review to write into. */
export function temporaryCatalogue(): { args: string[]; dataDir: string; remove: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), "e2e-review-"));
  const dataDir = path.join(root, "tools");
  cpSync(path.join("data", "tools"), dataDir, { recursive: true });
  return {
    args: ["--data", dataDir, "--public", path.join(root, "public")],
    dataDir,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

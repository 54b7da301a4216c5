/**
 * Runs the editors' command-line scripts from a browser test, against the same emulators the
 * site uses, the way an editor would: npm run submissions:review and npm run reports:export.
 * Approvals write into a temporary copy of data/tools and a temporary public folder, never the
 * real ones.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runScript, type ScriptResult } from "../support/run-script";

/** Runs an editor's script (scripts/*.ts) with the test's environment, and no input. */
export function runEditorScript(script: string, args: string[]): Promise<ScriptResult> {
  return runScript(script, args);
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

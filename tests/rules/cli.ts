/**
 * Runs an editor's script (scripts/*.ts) as a child process against the emulator, and empties
 * one project of the emulator: for the end-to-end tests of the review and export scripts, which
 * each use their own project id so the rules tests (which clear demo-aicompass) never meet them.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Timestamp } from "firebase-admin/firestore";
import { expect } from "vitest";
import { codePointLabel, findControlCharacter } from "@/lib/control-characters";
import { emulatorHost } from "./support";
import { submissionFields } from "../support/submission-fields";

export const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = path.join(
  root,
  "node_modules",
  ".bin",
  process.platform === "win32" ? "tsx.cmd" : "tsx",
);

export const cliTimeout = 60_000;

export type CliResult = { code: number; stdout: string; stderr: string };

/** Runs `tsx <script> …args` in the project, with environment changes and optional input. */
export function runScript(
  script: string,
  args: string[],
  { env = {}, input }: { env?: Record<string, string | undefined>; input?: string } = {},
): Promise<CliResult> {
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

/** Deletes every document of `projectId` (and only that project) in the emulator. */
export async function clearProject(projectId: string): Promise<void> {
  const { host, port } = emulatorHost();
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: "DELETE" },
  );
  if (!response.ok) throw new Error(`Clearing ${projectId} failed: ${await response.text()}`);
}

/**
 * A tool submission as the submit form stores it (status pending), for seeding the emulator
 * with the Admin SDK; `changes` replace any field, `submittedAt` included.
 */
export function storedSubmission(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...submissionFields,
    submittedAt: Timestamp.fromDate(new Date("2026-11-20T09:30:00Z")),
    ...changes,
  };
}

/**
 * Stored text an attacker wrote before the rules refused it (or that reached Firestore another
 * way), one trick per field: clear the screen, plant an OSC 8 hyperlink, a one-character CSI
 * (U+009B), a right-to-left override, a carriage return and a fake "Approve" line, a window title.
 */
export const hostileText = {
  id: "evil\u001b[31m7",
  name: "Evil\u001b[2J\u001b[H Tool \u001b]8;;https://evil.example/\u0007click\u001b]8;;\u0007",
  description: "Writes first drafts\u009b2J and \u202eevorppa\u202c for you, from an outline.",
  priceText: "$10\rAPPROVED",
  notes: "Thanks!\nApprove (a), reject (r), skip (s) or quit (q)? a\u001b]0;owned\u0007",
} as const;

/** Fails, naming the character, when `output` holds a raw control or bidi character. */
export function expectPrintable(output: string): void {
  const found = findControlCharacter(output);
  expect(found === null ? "none" : `raw ${codePointLabel(found)}`).toBe("none");
}

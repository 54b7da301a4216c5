/**
 * For the end-to-end tests of the editors' scripts (review, exports, newsletter), which run a
 * script (scripts/*.ts) as a child process against the emulator: each file's own emulator
 * project, reached with the Admin SDK (its own project id, so the rules tests, which clear
 * demo-aicompass, never meet it), a temporary folder per test, and the stored text they share.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { codePointLabel, findControlCharacter } from "@/lib/control-characters";
import { emulatorHost } from "./support";
import { submissionFields } from "../support/submission-fields";

export { root, runScript } from "../support/run-script";

export const cliTimeout = 60_000;

/** Deletes every document of `projectId` (and only that project) in the emulator. */
export async function clearProject(projectId: string): Promise<void> {
  const { host, port } = emulatorHost();
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: "DELETE" },
  );
  if (!response.ok) throw new Error(`Clearing ${projectId} failed: ${await response.text()}`);
}

/** Documents to store, by collection and then by id. */
export type Stored = Record<string, Record<string, Record<string, unknown>>>;

async function storeAll(db: Firestore, documents: Stored): Promise<void> {
  for (const [name, byId] of Object.entries(documents)) {
    for (const [id, data] of Object.entries(byId)) await db.collection(name).doc(id).set(data);
  }
}

/**
 * Registers the hooks of a script test file for its emulator project `projectId`: the Admin SDK
 * connects before the file (failing clearly when not run under the emulators), the project is
 * emptied and then seeded before each test (with `seed`: documents to store, or a function that
 * writes them), and both are undone after the file.
 * Returns a getter for the project's Firestore (it exists once beforeAll has run).
 */
export function scriptProject(
  projectId: string,
  seed: Stored | ((db: Firestore) => Promise<void>) = {},
): () => Firestore {
  let app: App | undefined;
  let db: Firestore | undefined;
  const connected = (): Firestore => {
    if (!db)
      throw new Error(`The Admin SDK is not connected to ${projectId} (beforeAll has not run).`);
    return db;
  };
  beforeAll(() => {
    emulatorHost();
    app = initializeApp({ projectId }, `${projectId}-test`);
    db = getFirestore(app);
  });
  beforeEach(async () => {
    await clearProject(projectId);
    if (typeof seed === "function") await seed(connected());
    else await storeAll(connected(), seed);
  });
  afterAll(async () => {
    await clearProject(projectId);
    if (app) await deleteApp(app);
  });
  return connected;
}

/** A new temporary folder for each test (named from `prefix`), removed after it. */
export function temporaryFolderEach(prefix: string): () => string {
  let folder: string | undefined;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    if (!folder) throw new Error("The temporary folder is made before each test.");
    return folder;
  };
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
 * (U+009B), a right-to-left override, a zero-width space, a carriage return and a fake "Approve"
 * line, a window title, a line separator and "approve" hidden in tag characters.
 */
export const hostileText = {
  id: "evil\u001b[31m7",
  name: "Evil\u001b[2J\u001b[H Tool \u001b]8;;https://evil.example/\u0007click\u001b]8;;\u0007",
  description:
    "Writes first drafts\u009b2J and \u202eevorppa\u202c for you, from an out\u200bline.",
  priceText: "$10\rAPPROVED",
  notes:
    "Thanks!\nApprove (a), reject (r), skip (s) or quit (q)? a\u001b]0;owned\u0007\u2028" +
    "\u{e0061}\u{e0070}\u{e0070}\u{e0072}\u{e006f}\u{e0076}\u{e0065}",
} as const;

/** Fails, naming the character, when `output` holds a raw control, bidi or invisible character. */
export function expectPrintable(output: string): void {
  const found = findControlCharacter(output);
  expect(found === null ? "none" : `raw ${codePointLabel(found)}`).toBe("none");
}

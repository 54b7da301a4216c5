/**
 * Shared set-up for the security-rules tests: one test environment per file against the
 * Firestore emulator that `npm run test:rules` starts, with firestore.rules loaded into it,
 * and builders for the valid payloads each test then spoils one way at a time.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  doc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach } from "vitest";

export const projectId = "demo-aicompass";

const rulesPath = fileURLToPath(new URL("../../firestore.rules", import.meta.url));

/** host and port of the Firestore emulator, from FIRESTORE_EMULATOR_HOST (set by with-emulators). */
export function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  const match = value ? /^(.+):(\d{1,5})$/.exec(value.trim()) : null;
  if (!match) {
    throw new Error(
      "FIRESTORE_EMULATOR_HOST is not set (or is not host:port). Run these tests with `npm run test:rules`.",
    );
  }
  return { host: match[1]!, port: Number(match[2]) };
}

/**
 * Registers the hooks of a rules test file: the environment is created once, the database
 * is emptied before each test, and everything is torn down after the file.
 * Returns a getter for the environment (it exists only once beforeAll has run).
 */
export function setupRulesEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    // Every denied write is expected here; the SDK would log each one as a warning.
    setLogLevel("error");
    env = await initializeTestEnvironment({
      projectId,
      firestore: { rules: readFileSync(rulesPath, "utf8"), ...emulatorHost() },
    });
  });
  beforeEach(async () => {
    await env?.clearFirestore();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error("The rules test environment is not ready (beforeAll has not run).");
    return env;
  };
}

/**
 * The modular Firestore API for a test context. rules-unit-testing types its instance as the
 * compat Firestore; the modular functions unwrap it (getModularInstance), as its docs show.
 */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** A signed-in user whose address is verified, as after clicking the verification link. */
export function verifiedUser(env: RulesTestEnvironment, uid: string): Firestore {
  return firestoreOf(
    env.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true }),
  );
}

/** A signed-in user with the given extra token claims (for unverified or odd tokens). */
export function userWithToken(
  env: RulesTestEnvironment,
  uid: string,
  token: Record<string, unknown>,
): Firestore {
  return firestoreOf(env.authenticatedContext(uid, token));
}

export function visitor(env: RulesTestEnvironment): Firestore {
  return firestoreOf(env.unauthenticatedContext());
}

/** Writes documents with the rules switched off (the state a test starts from). */
export async function seed(
  env: RulesTestEnvironment,
  docs: Record<string, DocumentData>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}

/** A Timestamp the given number of seconds before now (client time, never request.time). */
export function secondsAgo(seconds: number): Timestamp {
  return Timestamp.fromMillis(Date.now() - seconds * 1000);
}

/** A string of exactly `length` characters made of `unit` repeated (and cut). */
export function text(length: number, unit = "a"): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Copy of `data` without `key` (the SDK rejects undefined values, so keys are removed). */
export function without<T extends Record<string, unknown>>(data: T, key: string): DocumentData {
  const copy: DocumentData = { ...data };
  delete copy[key];
  return copy;
}

// --- newsletter_emails -------------------------------------------------------------------

/** Lower-case hex SHA-256 of the address: the id of its newsletter_emails document. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * A well-formed address of exactly `length` characters (at least 70): a 64-character local
 * part and a domain of labels of at most 63 characters ending in ".com".
 */
export function emailOfLength(length: number): string {
  const local = text(64, "r");
  const labels: string[] = [];
  let remaining = length - local.length - "@".length - ".com".length;
  while (remaining > 0) {
    let size = Math.min(63, remaining);
    if (remaining - size === 1) size -= 1; // never leave room for only a dot
    labels.push(text(size, "d"));
    remaining -= size;
    if (remaining > 0) remaining -= 1; // the dot before the next label
  }
  return `${local}@${labels.join(".")}.com`;
}

export const validSubscriberEmail = "reader@example.com";

/** The document the newsletter form writes for an already normalised address. */
export function newsletterDoc(email: string = validSubscriberEmail): DocumentData {
  return { email, subscribedAt: serverTimestamp() };
}

export function subscribe(
  db: Firestore,
  data: DocumentData = newsletterDoc(),
  id: string = sha256Hex(String(data.email)),
): Promise<void> {
  return setDoc(doc(db, "newsletter_emails", id), data);
}

// --- users -----------------------------------------------------------------------------

export const validUsername = "ada_lovelace";

/** The profile written at registration. */
export function userCreateDoc(username: string = validUsername): DocumentData {
  return { username, createdAt: serverTimestamp() };
}

/** A profile as stored (createdAt fixed in the past), for seeding before update tests. */
export function storedUserDoc(username: string = validUsername): DocumentData {
  return { username, createdAt: secondsAgo(3600) };
}

// --- tool_submissions and submission_limits ------------------------------------------------

/** The categories firestore.rules accepts (the slugs of data/tools/NN-{slug}.json). */
export { submissionCategories } from "@/lib/submission-fields";

/** A complete, valid submission by `uid` as the submit form writes it. */
export function submissionDoc(uid: string): DocumentData {
  return {
    name: "Compass Writer",
    website: "https://compass-writer.example.com/app?ref=aicompass#start",
    category: "text",
    description: "Writes first drafts of articles from a short outline.",
    pricing: "freemium",
    priceText: "From $10 a month",
    email: "maker@example.com",
    notes: "",
    status: "pending",
    uid,
    submittedAt: serverTimestamp(),
  };
}

/** Stands for the id of the submission in the same batch; submitBatch fills it in. */
export const sameBatchSubmissionId = "<submission id>";

export function limitDoc(submissionId: string = sameBatchSubmissionId): DocumentData {
  return { lastSubmittedAt: serverTimestamp(), lastSubmissionId: submissionId };
}

/**
 * The submit form's batch: the submission under a new id, and the user's submission_limits
 * document moved to request.time. `limit: null` leaves the limit document out of the batch.
 */
export function submitBatch(
  db: Firestore,
  uid: string,
  data: DocumentData = submissionDoc(uid),
  {
    limit = limitDoc(),
    limitUid = uid,
    submissionPath,
  }: { limit?: DocumentData | null; limitUid?: string; submissionPath?: string } = {},
): Promise<void> {
  const batch = writeBatch(db);
  const ref = submissionPath ? doc(db, submissionPath) : doc(collection(db, "tool_submissions"));
  batch.set(ref, data);
  if (limit) {
    const pointed =
      limit.lastSubmissionId === sameBatchSubmissionId
        ? { ...limit, lastSubmissionId: ref.id }
        : limit;
    batch.set(doc(db, "submission_limits", limitUid), pointed);
  }
  return batch.commit();
}

// --- reports and report_limits --------------------------------------------------------------

/** A complete, valid report by `uid` as the "Report a problem" dialog writes it. */
export function reportDoc(uid: string): DocumentData {
  return {
    kind: "tool",
    itemId: "chatgpt",
    itemName: "ChatGPT",
    problem: "price",
    note: "The Plus plan costs $25 a month now.",
    status: "open",
    uid,
    createdAt: serverTimestamp(),
  };
}

export function reportLimitDoc(reportId: string = sameBatchSubmissionId): DocumentData {
  return { lastReportedAt: serverTimestamp(), lastReportId: reportId };
}

/**
 * The dialog's batch: the report under a new id, and the user's report_limits document moved
 * to request.time and pointed at it. `limit: null` leaves the limit document out.
 */
export function reportBatch(
  db: Firestore,
  uid: string,
  data: DocumentData = reportDoc(uid),
  {
    limit = reportLimitDoc(),
    limitUid = uid,
    reportPath,
  }: { limit?: DocumentData | null; limitUid?: string; reportPath?: string } = {},
): Promise<void> {
  const batch = writeBatch(db);
  const ref = reportPath ? doc(db, reportPath) : doc(collection(db, "reports"));
  batch.set(ref, data);
  if (limit) {
    const pointed =
      limit.lastReportId === sameBatchSubmissionId ? { ...limit, lastReportId: ref.id } : limit;
    batch.set(doc(db, "report_limits", limitUid), pointed);
  }
  return batch.commit();
}

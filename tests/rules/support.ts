/**
 * Shared set-up for the security-rules tests: one test environment per file against the
 * Firestore emulator that `npm run test:rules` starts, with firestore.rules loaded into it, and
 * what every file states its cases with: the people, the requests, and the case tables run as
 * one test per row (rulesContext). The documents cases write are built in ./documents, the
 * throttled collections' batches and shared cases are in ./throttle.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
} from "@firebase/rules-unit-testing";
import type { RulesTestContext, RulesTestEnvironment } from "@firebase/rules-unit-testing";
// firestore.*: the SDK's own calls under their own names, each of which `op` below wraps.
import * as firestore from "firebase/firestore";
import type {
  DocumentData,
  DocumentSnapshot,
  Firestore,
  QueryConstraint,
  QuerySnapshot,
  SetOptions,
  UpdateData,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

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
    firestore.setLogLevel("error");
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
    for (const [path, data] of Object.entries(docs))
      await firestore.setDoc(firestore.doc(db, path), data);
  });
}

// --- people, operations and case tables ----------------------------------------------------

/** The two users most cases need: the one acting, and someone else. */
export const alice = "alice";
export const bob = "bob";

/** One row of a case table: what a test does, named for the test's title. */
export type RulesCase = { name: string; run: (env: RulesTestEnvironment) => Promise<unknown> };

/** Who makes a request: the Firestore of a person in the test environment. */
export type Actor = (env: RulesTestEnvironment) => Firestore;

/** The people a case can put behind a request. */
export const who = {
  /** A signed-in user with a verified address. */
  user:
    (uid: string): Actor =>
    (env) =>
      verifiedUser(env, uid),
  /** A signed-in user with the given token claims. */
  token:
    (uid: string, token: Record<string, unknown>): Actor =>
    (env) =>
      userWithToken(env, uid, token),
  /** Someone who is not signed in. */
  visitor: ((env) => visitor(env)) satisfies Actor,
};

/** One request, made by whoever the case puts behind `db`. */
export type Operation<Result = unknown> = (db: Firestore) => Promise<Result>;

/** The requests a case can make, each on the document or collection at `path`. */
export const op = {
  get:
    (path: string): Operation<DocumentSnapshot> =>
    (db) =>
      firestore.getDoc(firestore.doc(db, path)),
  /** A list of the collection, narrowed by `constraints` (where, limit…) if any. */
  list:
    (path: string, ...constraints: QueryConstraint[]): Operation<QuerySnapshot> =>
    (db) =>
      firestore.getDocs(firestore.query(firestore.collection(db, path), ...constraints)),
  set:
    (path: string, data: DocumentData, options: SetOptions = {}): Operation =>
    (db) =>
      firestore.setDoc(firestore.doc(db, path), data, options),
  update:
    (path: string, data: UpdateData<DocumentData>): Operation =>
    (db) =>
      firestore.updateDoc(firestore.doc(db, path), data),
  delete:
    (path: string): Operation =>
    (db) =>
      firestore.deleteDoc(firestore.doc(db, path)),
};

/** The state a case starts from, written with the rules off (a seed… function). */
export type Given = (env: RulesTestEnvironment) => Promise<unknown>;

/** `actor` makes the request `operation`, once `given` (if any) has set up what it meets. */
export function attempt(actor: Actor, operation: Operation, given?: Given): RulesCase["run"] {
  return async (env) => {
    await given?.(env);
    return operation(actor(env));
  };
}

/**
 * A rules test file's fixture: its environment (setupRulesEnv) and the two ways it runs a case
 * table, as one test per row. Call once, at the top of the file.
 */
export function rulesContext() {
  const env = setupRulesEnv();
  return {
    env,
    /**
     * One test per case, each refused by the rules; first a test that the names are distinct
     * (and, with `atLeast`, that the table holds at least that many).
     */
    itRefusesEach(
      cases: readonly RulesCase[],
      { atLeast, verb = "rejects" }: { atLeast?: number; verb?: string } = {},
    ): void {
      it(
        atLeast === undefined ? "has distinct cases" : `has at least ${atLeast} distinct cases`,
        () => {
          if (atLeast !== undefined) expect(cases.length).toBeGreaterThanOrEqual(atLeast);
          expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
        },
      );
      it.each(cases)(`${verb} $name`, async ({ run }) => {
        await assertFails(run(env()));
      });
    },
    /** One test per case, each allowed by the rules. */
    itAllowsEach(cases: readonly RulesCase[], verb = "allows"): void {
      it.each(cases)(`${verb} $name`, async ({ run }) => {
        await assertSucceeds(run(env()));
      });
    },
  };
}

export type RulesContext = ReturnType<typeof rulesContext>;

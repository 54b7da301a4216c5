/**
 * The throttled collections (tool_submissions, reports): the site's batch that writes a document
 * with its writer's limit document, and the cases every such collection must pass, written once
 * and stated in each collection's words: the batch with its limit document, the wait between two
 * writes, the limit document outside the batch, and documents that, once written, no browser
 * reads back from the collection or changes.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, doc, serverTimestamp, Timestamp, writeBatch } from "firebase/firestore";
import type { DocumentData, Firestore } from "firebase/firestore";
import { describe } from "vitest";
import { reportDoc, secondsAgo, submissionDoc } from "./documents";
import { alice, attempt, bob, op, seed, who } from "./support";
import type { Given, RulesCase, RulesContext } from "./support";

/**
 * A collection a browser may only create in, and only in one batch with the writer's limit
 * document, moved to request.time and pointed at the new document, once the previous write is
 * old enough: tool_submissions (isLimit) and reports (isReportLimit) in firestore.rules.
 */
export type Throttled = {
  /** One document, as case names call it. */
  noun: string;
  collection: string;
  /** The collection of limit documents, one per user. */
  limits: string;
  /** The limit document's keys: when the user last wrote, and which document that was. */
  timeKey: string;
  idKey: string;
  /** How long a user waits between two writes. */
  seconds: number;
  /** A complete, valid document by `uid`. */
  docOf: (uid: string) => DocumentData;
};

export const submissions: Throttled = {
  noun: "submission",
  collection: "tool_submissions",
  limits: "submission_limits",
  timeKey: "lastSubmittedAt",
  idKey: "lastSubmissionId",
  seconds: 60,
  docOf: submissionDoc,
};

export const reports: Throttled = {
  noun: "report",
  collection: "reports",
  limits: "report_limits",
  timeKey: "lastReportedAt",
  idKey: "lastReportId",
  seconds: 30,
  docOf: reportDoc,
};

/** Stands for the id of the document in the same batch; throttledBatch fills it in. */
const sameBatchId = "<id in the same batch>";

/** The limit document a batch writes: the server's time and the id of what it covers. */
export function limitOf(throttled: Throttled, id: string = sameBatchId): DocumentData {
  return { [throttled.timeKey]: serverTimestamp(), [throttled.idKey]: id };
}

/** The limit document of `uid` as stored, written `seconds` ago (the state a test starts from). */
export function seedLimit(
  env: RulesTestEnvironment,
  throttled: Throttled,
  seconds: number,
  uid: string = alice,
): Promise<void> {
  return seed(env, {
    [`${throttled.limits}/${uid}`]: {
      [throttled.timeKey]: secondsAgo(seconds),
      [throttled.idKey]: "earlier",
    },
  });
}

export type BatchOptions = {
  /** The limit document to write with it (by default now and this document); null: none. */
  limit?: DocumentData | null;
  /** Whose limit document the batch writes (by default the writer's). */
  limitUid?: string;
  /** Where the document goes (by default a new id in the collection). */
  path?: string;
};

/**
 * The site's batch: the document under a new id, and the user's limit document moved to
 * request.time and pointed at it.
 */
export function throttledBatch(
  throttled: Throttled,
  db: Firestore,
  uid: string,
  data: DocumentData = throttled.docOf(uid),
  { limit = limitOf(throttled), limitUid = uid, path }: BatchOptions = {},
): Promise<void> {
  const batch = writeBatch(db);
  const ref = path ? doc(db, path) : doc(collection(db, throttled.collection));
  batch.set(ref, data);
  if (limit) {
    const pointed =
      limit[throttled.idKey] === sameBatchId ? { ...limit, [throttled.idKey]: ref.id } : limit;
    batch.set(doc(db, throttled.limits, limitUid), pointed);
  }
  return batch.commit();
}

/** The submit form's batch (throttledBatch for tool_submissions). */
export function submitBatch(
  db: Firestore,
  uid: string,
  data?: DocumentData,
  options?: BatchOptions,
): Promise<void> {
  return throttledBatch(submissions, db, uid, data, options);
}

/** The report dialog's batch (throttledBatch for reports). */
export function reportBatch(
  db: Firestore,
  uid: string,
  data?: DocumentData,
  options?: BatchOptions,
): Promise<void> {
  return throttledBatch(reports, db, uid, data, options);
}

/** Alice (verified) sends the valid document with `changes` applied, in the usual batch. */
export function sendWith(throttled: Throttled, changes: DocumentData): RulesCase["run"] {
  return (env) =>
    throttledBatch(throttled, who.user(alice)(env), alice, {
      ...throttled.docOf(alice),
      ...changes,
    });
}

/** Writes that pass, from a first write to the next one once the wait is over. */
function allowedWrites(throttled: Throttled): RulesCase[] {
  const { noun, seconds } = throttled;
  const send = (env: RulesTestEnvironment, uid = alice) =>
    throttledBatch(throttled, who.user(uid)(env), uid);
  return [
    { name: `a ${noun} with the limit document in the same batch`, run: (env) => send(env) },
    {
      name: `a second ${noun} once the previous one is over ${seconds} s old`,
      run: async (env) => {
        await seedLimit(env, throttled, seconds + 1);
        return send(env);
      },
    },
    {
      name: `a first ${noun}, then another once its limit is over ${seconds} s old`,
      run: async (env) => {
        await assertSucceeds(send(env));
        await assertFails(send(env));
        await seedLimit(env, throttled, seconds + 1);
        return send(env);
      },
    },
    {
      name: `a ${noun} from each of two users at once`,
      run: async (env) => {
        await assertSucceeds(send(env));
        return send(env, bob);
      },
    },
    {
      name: "the limit document written alone (it only throttles its writer)",
      run: attempt(who.user(alice), op.set(`${throttled.limits}/${alice}`, limitOf(throttled))),
    },
  ];
}

/** Batches that leave the limit out, spoil it, or come too soon. */
function refusedBatches(throttled: Throttled, tooSoon: readonly number[]): RulesCase[] {
  const { noun, limits, timeKey } = throttled;
  const batchWith =
    (options: BatchOptions, uid = alice): RulesCase["run"] =>
    (env) =>
      throttledBatch(throttled, who.user(alice)(env), uid, throttled.docOf(uid), options);
  return [
    { name: `${noun} without the ${limits} write`, run: batchWith({ limit: null }) },
    {
      name: `${noun} without the limit write when an old limit document exists`,
      run: async (env) => {
        await seedLimit(env, throttled, 3600);
        return batchWith({ limit: null })(env);
      },
    },
    {
      name: `${noun} in another user's name with that user's limit document`,
      run: batchWith({ limitUid: bob }, bob),
    },
    {
      name: "limit time from the client clock",
      run: batchWith({ limit: { ...limitOf(throttled), [timeKey]: Timestamp.now() } }),
    },
    {
      name: "limit document with an extra key",
      run: batchWith({ limit: { ...limitOf(throttled), count: 0 } }),
    },
    {
      name: `limit without the ${noun}'s id`,
      run: batchWith({ limit: { [timeKey]: serverTimestamp() } }),
    },
    {
      name: `limit pointing at another ${noun}`,
      run: batchWith({ limit: limitOf(throttled, "some-other-id") }),
    },
    { name: "limit written to another user's document", run: batchWith({ limitUid: bob }) },
    ...tooSoon.map((seconds) => ({
      name: `second ${noun} ${seconds} s after the previous one`,
      run: async (env: RulesTestEnvironment) => {
        await seedLimit(env, throttled, seconds);
        return batchWith({})(env);
      },
    })),
    {
      name: `second ${noun} straight after a first one through the rules`,
      run: async (env) => {
        await batchWith({})(env);
        return batchWith({})(env);
      },
    },
    {
      name: `two ${noun}s in one batch with one limit write (throttle bypass)`,
      run: (env) => {
        const db = who.user(alice)(env);
        const batch = writeBatch(db);
        const first = doc(collection(db, throttled.collection));
        batch.set(first, throttled.docOf(alice));
        batch.set(doc(collection(db, throttled.collection)), throttled.docOf(alice));
        batch.set(doc(db, limits, alice), limitOf(throttled, first.id));
        return batch.commit();
      },
    },
  ];
}

/** Reads and writes of limit documents outside the batch. */
function refusedLimitOperations(throttled: Throttled): RulesCase[] {
  const { limits, timeKey, seconds } = throttled;
  const own = `${limits}/${alice}`;
  const recent: Given = (env) => seedLimit(env, throttled, 10);
  return [
    { name: "get of the own limit document", run: attempt(who.user(alice), op.get(own), recent) },
    { name: "list of all limit documents", run: attempt(who.user(alice), op.list(limits), recent) },
    {
      name: "delete of the own limit document (resetting the throttle)",
      run: attempt(who.user(alice), op.delete(own), recent),
    },
    {
      name: "update of the own limit to an earlier time",
      run: attempt(
        who.user(alice),
        op.set(own, { ...limitOf(throttled, "x"), [timeKey]: secondsAgo(3600) }),
        recent,
      ),
    },
    {
      name: `update of the own limit within ${seconds} s`,
      run: attempt(who.user(alice), op.set(own, limitOf(throttled)), recent),
    },
    {
      name: "create of another user's limit document (locking them out)",
      run: attempt(who.user(alice), op.set(`${limits}/${bob}`, limitOf(throttled, "x"))),
    },
    {
      name: "create of a limit document by a visitor",
      run: attempt(who.visitor, op.set(own, limitOf(throttled))),
    },
    {
      name: "create of a limit document that is empty",
      run: attempt(who.user(alice), op.set(own, {})),
    },
  ];
}

/**
 * Registers the throttle's tests for `throttled`: the writes it lets through, and the batches
 * and limit operations it refuses, `tooSoon` naming waits (in seconds) that are too short.
 */
export function describeThrottle(
  rules: RulesContext,
  throttled: Throttled,
  tooSoon: readonly number[],
): void {
  describe(`${throttled.collection} and ${throttled.limits}: one write every ${throttled.seconds} s`, () => {
    rules.itAllowsEach(allowedWrites(throttled));
    rules.itRefusesEach([
      ...refusedBatches(throttled, tooSoon),
      ...refusedLimitOperations(throttled),
    ]);
  });
}

/**
 * What nobody may do to a document of a throttled collection once it is written (`stored`
 * seeds Alice's at `path`): read it as a visitor or as Bob, list the collection, overwrite or
 * delete it, or write under it.
 */
export function writtenOnceCases(throttled: Throttled, path: string, stored: Given): RulesCase[] {
  const { noun } = throttled;
  const asAlice = who.user(alice);
  return [
    { name: `get of a ${noun} by another user`, run: attempt(who.user(bob), op.get(path), stored) },
    { name: `get of a ${noun} by a visitor`, run: attempt(who.visitor, op.get(path), stored) },
    {
      name: `list of all ${noun}s`,
      run: attempt(asAlice, op.list(throttled.collection), stored),
    },
    {
      name: `overwrite of an own ${noun} in a valid batch`,
      run: async (env) => {
        await stored(env);
        return throttledBatch(throttled, asAlice(env), alice, undefined, { path });
      },
    },
    { name: `delete of an own ${noun}`, run: attempt(asAlice, op.delete(path), stored) },
    {
      name: `delete of a ${noun} by a visitor`,
      run: attempt(who.visitor, op.delete(path), stored),
    },
    {
      name: `valid batch into a subcollection of a ${noun}`,
      run: (env) =>
        throttledBatch(throttled, asAlice(env), alice, undefined, {
          path: `${path}/replies/first`,
        }),
    },
  ];
}

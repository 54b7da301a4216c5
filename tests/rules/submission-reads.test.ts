/**
 * tool_submissions after they are sent: the submitter reads their own (to follow the outcome on
 * /profile), nobody else reads any, and the review's fields (status, slug, reason, reasonNote,
 * reviewedAt) are written by the Admin SDK only: no client update, overwrite or delete.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import {
  secondsAgo,
  seed,
  setupRulesEnv,
  submissionDoc,
  submitBatch,
  userWithToken,
  verifiedUser,
  visitor,
} from "./support";

const env = setupRulesEnv();

const alice = "alice";
const bob = "bob";
const pendingPath = "tool_submissions/alice-pending";
const approvedPath = "tool_submissions/alice-approved";
const rejectedPath = "tool_submissions/alice-rejected";
const bobPath = "tool_submissions/bob-pending";

/** Alice's three submissions in each state the review leaves, and one of Bob's. */
async function seedSubmissions(testEnv: RulesTestEnvironment): Promise<void> {
  const sent = { submittedAt: secondsAgo(86_400) };
  await seed(testEnv, {
    [pendingPath]: { ...submissionDoc(alice), ...sent },
    [approvedPath]: {
      ...submissionDoc(alice),
      ...sent,
      name: "Approved Tool",
      status: "approved",
      slug: "approved-tool",
      reviewedAt: secondsAgo(3600),
    },
    [rejectedPath]: {
      ...submissionDoc(alice),
      ...sent,
      name: "Rejected Tool",
      status: "rejected",
      reason: "duplicate",
      reasonNote: "Listed as Compass.",
      reviewedAt: secondsAgo(3600),
    },
    [bobPath]: { ...submissionDoc(bob), ...sent, email: "bob@example.com" },
    [`submission_limits/${alice}`]: { lastSubmittedAt: secondsAgo(86_400) },
  });
}

const submissions = (db: Firestore) => collection(db, "tool_submissions");
const aliceDb = (testEnv: RulesTestEnvironment) => verifiedUser(testEnv, alice);

type Case = { name: string; run: (testEnv: RulesTestEnvironment) => Promise<unknown> };

/** After seeding, Alice (signed in, verified) runs `operation`. */
function asAlice(name: string, operation: (db: Firestore) => Promise<unknown>): Case {
  return {
    name,
    run: async (testEnv) => {
      await seedSubmissions(testEnv);
      return operation(aliceDb(testEnv));
    },
  };
}

/** The review's fields a client might try to set. */
const reviewWrites: [string, DocumentData][] = [
  ['status "approved"', { status: "approved" }],
  ['status "rejected"', { status: "rejected" }],
  ['status "exported"', { status: "exported" }],
  ['status "pending" (unchanged value)', { status: "pending" }],
  ["slug", { slug: "compass-writer" }],
  ["reason", { reason: "duplicate" }],
  ["reasonNote", { reasonNote: "Looks fine to me." }],
  ["reviewedAt", { reviewedAt: serverTimestamp() }],
  ["approval with slug", { status: "approved", slug: "compass-writer" }],
];

const rejected: Case[] = [
  // Reading someone else's
  asAlice("get of another user's submission", (db) => getDoc(doc(db, bobPath))),
  {
    name: "get of a submission by a visitor",
    run: async (testEnv) => {
      await seedSubmissions(testEnv);
      return getDoc(doc(visitor(testEnv), pendingPath));
    },
  },
  {
    name: "get of another user's submission by an unverified user",
    run: async (testEnv) => {
      await seedSubmissions(testEnv);
      return getDoc(doc(userWithToken(testEnv, alice, { email_verified: false }), bobPath));
    },
  },
  {
    name: "get of Alice's submission by Bob",
    run: async (testEnv) => {
      await seedSubmissions(testEnv);
      return getDoc(doc(verifiedUser(testEnv, bob), approvedPath));
    },
  },
  // Queries not limited to one's own uid
  asAlice("list of every submission", (db) => getDocs(submissions(db))),
  asAlice("list with a limit but no uid", (db) => getDocs(query(submissions(db), limit(5)))),
  asAlice("query of another user's submissions", (db) =>
    getDocs(query(submissions(db), where("uid", "==", bob))),
  ),
  asAlice("query of pending submissions", (db) =>
    getDocs(query(submissions(db), where("status", "==", "pending"))),
  ),
  asAlice("query of approved submissions", (db) =>
    getDocs(query(submissions(db), where("status", "==", "approved"))),
  ),
  asAlice("query by uid in [alice, bob]", (db) =>
    getDocs(query(submissions(db), where("uid", "in", [alice, bob]))),
  ),
  asAlice("query by uid != alice", (db) =>
    getDocs(query(submissions(db), where("uid", "!=", alice))),
  ),
  asAlice("query by uid >= alice", (db) =>
    getDocs(query(submissions(db), where("uid", ">=", alice))),
  ),
  asAlice("query by the contact email", (db) =>
    getDocs(query(submissions(db), where("email", "==", "maker@example.com"))),
  ),
  asAlice("query by website", (db) =>
    getDocs(
      query(
        submissions(db),
        where("website", "==", "https://compass-writer.example.com/app?ref=aicompass#start"),
      ),
    ),
  ),
  asAlice("query ordered by submittedAt without a uid", (db) =>
    getDocs(query(submissions(db), orderBy("submittedAt", "desc"))),
  ),
  asAlice("collection-group query of submissions", (db) =>
    getDocs(query(collectionGroup(db, "tool_submissions"), where("uid", "==", alice))),
  ),
  {
    name: "query of Alice's submissions by a visitor",
    run: async (testEnv) => {
      await seedSubmissions(testEnv);
      return getDocs(query(submissions(visitor(testEnv)), where("uid", "==", alice)));
    },
  },
  {
    name: "query of Alice's submissions by Bob",
    run: async (testEnv) => {
      await seedSubmissions(testEnv);
      return getDocs(query(submissions(verifiedUser(testEnv, bob)), where("uid", "==", alice)));
    },
  },
  // Writing the review's fields on one's own submission
  ...reviewWrites.map(([label, fields]) =>
    asAlice(`update of an own pending submission: ${label}`, (db) =>
      updateDoc(doc(db, pendingPath), fields),
    ),
  ),
  ...reviewWrites.map(([label, fields]) =>
    asAlice(`merge into an own pending submission: ${label}`, (db) =>
      setDoc(doc(db, pendingPath), fields, { merge: true }),
    ),
  ),
  asAlice("update of an approved submission back to pending", (db) =>
    updateDoc(doc(db, approvedPath), { status: "pending" }),
  ),
  asAlice("update of an approved submission's slug", (db) =>
    updateDoc(doc(db, approvedPath), { slug: "another-tool" }),
  ),
  asAlice("update of a rejected submission to approved", (db) =>
    updateDoc(doc(db, rejectedPath), { status: "approved", slug: "rejected-tool" }),
  ),
  asAlice("removal of a rejection's reason", (db) =>
    updateDoc(doc(db, rejectedPath), { reason: "other", reasonNote: "" }),
  ),
  asAlice("overwrite of an own submission with the valid create payload", (db) =>
    setDoc(doc(db, pendingPath), submissionDoc(alice)),
  ),
  asAlice("overwrite of an own submission in a valid submit batch", (db) =>
    submitBatch(db, alice, submissionDoc(alice), { submissionPath: rejectedPath }),
  ),
  asAlice("update of an own submission's name", (db) =>
    updateDoc(doc(db, pendingPath), { name: "Renamed" }),
  ),
  asAlice("delete of an own pending submission", (db) => deleteDoc(doc(db, pendingPath))),
  asAlice("delete of an own rejected submission", (db) => deleteDoc(doc(db, rejectedPath))),
  asAlice("update of another user's submission status", (db) =>
    updateDoc(doc(db, bobPath), { status: "rejected", reason: "not-ai" }),
  ),
  {
    name: "update of a submission's status by a visitor",
    run: async (testEnv) => {
      await seedSubmissions(testEnv);
      return updateDoc(doc(visitor(testEnv), pendingPath), { status: "approved" });
    },
  },
  // Creating a submission with the review's fields already set
  ...[
    ["status", { status: "approved" }],
    ["status", { status: "rejected" }],
    ["status", { status: "exported" }],
    ["slug", { slug: "compass-writer" }],
    ["reason", { reason: "duplicate" }],
    ["reasonNote", { reasonNote: "" }],
    ["reviewedAt", { reviewedAt: serverTimestamp() }],
  ].map(([label, fields]) => ({
    name: `create with the review's ${String(label)} set (${JSON.stringify(fields)})`,
    run: (testEnv: RulesTestEnvironment) =>
      submitBatch(aliceDb(testEnv), alice, {
        ...submissionDoc(alice),
        ...(fields as DocumentData),
      }),
  })),
];

describe("tool_submissions: what a submitter may read", () => {
  it("a user gets each of their own submissions, whatever its status", async () => {
    await seedSubmissions(env());
    const db = aliceDb(env());
    for (const path of [pendingPath, approvedPath, rejectedPath]) {
      const snapshot = await assertSucceeds(getDoc(doc(db, path)));
      expect(snapshot.get("uid")).toBe(alice);
    }
  });

  it("a query on their own uid returns exactly their submissions, with the review's fields", async () => {
    await seedSubmissions(env());
    const snapshot = await assertSucceeds(
      getDocs(query(submissions(aliceDb(env())), where("uid", "==", alice))),
    );
    const byId = new Map(snapshot.docs.map((document) => [document.id, document.data()]));
    expect([...byId.keys()].sort()).toEqual(["alice-approved", "alice-pending", "alice-rejected"]);
    expect(byId.get("alice-approved")).toMatchObject({ status: "approved", slug: "approved-tool" });
    expect(byId.get("alice-rejected")).toMatchObject({
      status: "rejected",
      reason: "duplicate",
      reasonNote: "Listed as Compass.",
    });
  });

  it("an unverified user reads their own submissions too (they may have verified since)", async () => {
    await seedSubmissions(env());
    const db = userWithToken(env(), alice, { email_verified: false });
    await assertSucceeds(getDocs(query(submissions(db), where("uid", "==", alice))));
  });

  it("a query on their own uid may also filter by status", async () => {
    await seedSubmissions(env());
    const snapshot = await assertSucceeds(
      getDocs(
        query(
          submissions(aliceDb(env())),
          where("uid", "==", alice),
          where("status", "==", "approved"),
        ),
      ),
    );
    expect(snapshot.docs.map((document) => document.id)).toEqual(["alice-approved"]);
  });

  it("a user with no submissions gets an empty answer, not a refusal", async () => {
    await seedSubmissions(env());
    const db = verifiedUser(env(), "carol");
    const snapshot = await assertSucceeds(
      getDocs(query(submissions(db), where("uid", "==", "carol"))),
    );
    expect(snapshot.empty).toBe(true);
  });

  it("a submission just sent can be read back by its author", async () => {
    const db = aliceDb(env());
    await assertSucceeds(submitBatch(db, alice));
    const snapshot = await assertSucceeds(
      getDocs(query(submissions(db), where("uid", "==", alice))),
    );
    expect(snapshot.size).toBe(1);
    expect(snapshot.docs[0]!.get("status")).toBe("pending");
  });
});

describe("tool_submissions: refused reads and review writes", () => {
  it("has at least 40 distinct cases", () => {
    expect(rejected.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rejected.map((c) => c.name)).size).toBe(rejected.length);
  });

  it.each(rejected)("rejects $name", async ({ run }) => {
    await assertFails(run(env()));
  });

  it("leaves the seeded review fields untouched after every refused write", async () => {
    await seedSubmissions(env());
    const db = aliceDb(env());
    await assertFails(updateDoc(doc(db, approvedPath), { status: "pending" }));
    const stored = await assertSucceeds(getDoc(doc(db, approvedPath)));
    expect(stored.get("status")).toBe("approved");
    expect(stored.get("slug")).toBe("approved-tool");
  });
});

/**
 * tool_submissions after they are sent: the submitter reads their own (to follow the outcome on
 * /profile), nobody else reads any, and the review's fields (status, slug, reason, reasonNote,
 * reviewedAt) are written by the Admin SDK only: no client update, overwrite or delete.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  collectionGroup,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
} from "firebase/firestore";
import type { DocumentData, QueryConstraint } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { secondsAgo, submissionDoc } from "./documents";
import { alice, attempt, bob, op, rulesContext, seed, who } from "./support";
import type { Actor, Operation, RulesCase } from "./support";
import { submitBatch } from "./throttle";

const rules = rulesContext();
const { env } = rules;

const pendingPath = "tool_submissions/alice-pending";
const approvedPath = "tool_submissions/alice-approved";
const rejectedPath = "tool_submissions/alice-rejected";
const bobPath = "tool_submissions/bob-pending";

/** Alice's three submissions in each state the review leaves, and one of Bob's. */
function seedSubmissions(testEnv: RulesTestEnvironment): Promise<void> {
  const sent = { submittedAt: secondsAgo(86_400) };
  return seed(testEnv, {
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

/** After seeding, `actor` (Alice, signed in and verified, unless named) runs `operation`. */
function seeded(name: string, operation: Operation, actor: Actor = who.user(alice)): RulesCase {
  return { name, run: attempt(actor, operation, seedSubmissions) };
}

/** A query of tool_submissions, narrowed by `constraints`. */
const submissionsWhere = (...constraints: QueryConstraint[]) =>
  op.list("tool_submissions", ...constraints);

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

const rejected: RulesCase[] = [
  // Reading someone else's
  seeded("get of another user's submission", op.get(bobPath)),
  seeded("get of a submission by a visitor", op.get(pendingPath), who.visitor),
  seeded(
    "get of another user's submission by an unverified user",
    op.get(bobPath),
    who.token(alice, { email_verified: false }),
  ),
  seeded("get of Alice's submission by Bob", op.get(approvedPath), who.user(bob)),
  // Queries not limited to one's own uid
  seeded("list of every submission", submissionsWhere()),
  seeded("list with a limit but no uid", submissionsWhere(limit(5))),
  seeded("query of another user's submissions", submissionsWhere(where("uid", "==", bob))),
  seeded("query of pending submissions", submissionsWhere(where("status", "==", "pending"))),
  seeded("query of approved submissions", submissionsWhere(where("status", "==", "approved"))),
  seeded("query by uid in [alice, bob]", submissionsWhere(where("uid", "in", [alice, bob]))),
  seeded("query by uid != alice", submissionsWhere(where("uid", "!=", alice))),
  seeded("query by uid >= alice", submissionsWhere(where("uid", ">=", alice))),
  seeded("query by the contact email", submissionsWhere(where("email", "==", "maker@example.com"))),
  seeded(
    "query by website",
    submissionsWhere(
      where("website", "==", "https://compass-writer.example.com/app?ref=aicompass#start"),
    ),
  ),
  seeded(
    "query ordered by submittedAt without a uid",
    submissionsWhere(orderBy("submittedAt", "desc")),
  ),
  seeded("collection-group query of submissions", (db) =>
    getDocs(query(collectionGroup(db, "tool_submissions"), where("uid", "==", alice))),
  ),
  seeded(
    "query of Alice's submissions by a visitor",
    submissionsWhere(where("uid", "==", alice)),
    who.visitor,
  ),
  seeded(
    "query of Alice's submissions by Bob",
    submissionsWhere(where("uid", "==", alice)),
    who.user(bob),
  ),
  // Writing the review's fields on one's own submission
  ...reviewWrites.map(([label, fields]) =>
    seeded(`update of an own pending submission: ${label}`, op.update(pendingPath, fields)),
  ),
  ...reviewWrites.map(([label, fields]) =>
    seeded(
      `merge into an own pending submission: ${label}`,
      op.set(pendingPath, fields, { merge: true }),
    ),
  ),
  seeded(
    "update of an approved submission back to pending",
    op.update(approvedPath, { status: "pending" }),
  ),
  seeded(
    "update of an approved submission's slug",
    op.update(approvedPath, { slug: "another-tool" }),
  ),
  seeded(
    "update of a rejected submission to approved",
    op.update(rejectedPath, { status: "approved", slug: "rejected-tool" }),
  ),
  seeded(
    "removal of a rejection's reason",
    op.update(rejectedPath, { reason: "other", reasonNote: "" }),
  ),
  seeded(
    "overwrite of an own submission with the valid create payload",
    op.set(pendingPath, submissionDoc(alice)),
  ),
  seeded("overwrite of an own submission in a valid submit batch", (db) =>
    submitBatch(db, alice, submissionDoc(alice), { path: rejectedPath }),
  ),
  seeded("update of an own submission's name", op.update(pendingPath, { name: "Renamed" })),
  seeded("delete of an own pending submission", op.delete(pendingPath)),
  seeded("delete of an own rejected submission", op.delete(rejectedPath)),
  seeded(
    "update of another user's submission status",
    op.update(bobPath, { status: "rejected", reason: "not-ai" }),
  ),
  seeded(
    "update of a submission's status by a visitor",
    op.update(pendingPath, { status: "approved" }),
    who.visitor,
  ),
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
      submitBatch(who.user(alice)(testEnv), alice, {
        ...submissionDoc(alice),
        ...(fields as DocumentData),
      }),
  })),
];

/** The submissions of `uid` as /profile asks for them (uid == theirs), narrowed by `constraints`. */
const own = (uid: string, ...constraints: QueryConstraint[]) =>
  submissionsWhere(where("uid", "==", uid), ...constraints);

describe("tool_submissions: what a submitter may read", () => {
  it("a user gets each of their own submissions, whatever its status", async () => {
    await seedSubmissions(env());
    const db = who.user(alice)(env());
    for (const path of [pendingPath, approvedPath, rejectedPath]) {
      const snapshot = await assertSucceeds(op.get(path)(db));
      expect(snapshot.get("uid")).toBe(alice);
    }
  });

  it("a query on their own uid returns exactly their submissions, with the review's fields", async () => {
    await seedSubmissions(env());
    const snapshot = await assertSucceeds(own(alice)(who.user(alice)(env())));
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
    await assertSucceeds(own(alice)(who.token(alice, { email_verified: false })(env())));
  });

  it("a query on their own uid may also filter by status", async () => {
    await seedSubmissions(env());
    const snapshot = await assertSucceeds(
      own(alice, where("status", "==", "approved"))(who.user(alice)(env())),
    );
    expect(snapshot.docs.map((document) => document.id)).toEqual(["alice-approved"]);
  });

  it("a user with no submissions gets an empty answer, not a refusal", async () => {
    await seedSubmissions(env());
    const snapshot = await assertSucceeds(own("carol")(who.user("carol")(env())));
    expect(snapshot.empty).toBe(true);
  });

  it("a submission just sent can be read back by its author", async () => {
    const db = who.user(alice)(env());
    await assertSucceeds(submitBatch(db, alice));
    const snapshot = await assertSucceeds(own(alice)(db));
    expect(snapshot.size).toBe(1);
    expect(snapshot.docs[0]!.get("status")).toBe("pending");
  });
});

describe("tool_submissions: refused reads and review writes", () => {
  rules.itRefusesEach(rejected, { atLeast: 40 });

  it("leaves the seeded review fields untouched after every refused write", async () => {
    await seedSubmissions(env());
    const db = who.user(alice)(env());
    await assertFails(op.update(approvedPath, { status: "pending" })(db));
    const stored = await assertSucceeds(op.get(approvedPath)(db));
    expect(stored.get("status")).toBe("approved");
    expect(stored.get("slug")).toBe("approved-tool");
  });
});

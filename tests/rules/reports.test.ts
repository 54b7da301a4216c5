/**
 * reports and report_limits: any signed-in user may create a report with exactly the dialog's
 * keys, at most one every 30 seconds; nobody reads, changes or deletes one from a browser.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { reportKinds, reportNoteMax, reportProblems } from "@/lib/reports/report-fields";
import {
  reportBatch,
  reportDoc,
  reportLimitDoc,
  secondsAgo,
  seed,
  setupRulesEnv,
  text,
  userWithToken,
  verifiedUser,
  visitor,
  without,
} from "./support";

const env = setupRulesEnv();

const alice = "alice";
const bob = "bob";
const existingPath = "reports/existing";

/** Alice sends the valid report with `changes` applied, in the usual batch. */
function reportWith(changes: DocumentData) {
  return (testEnv: RulesTestEnvironment) =>
    reportBatch(verifiedUser(testEnv, alice), alice, { ...reportDoc(alice), ...changes });
}

function reportExactly(data: DocumentData) {
  return (testEnv: RulesTestEnvironment) => reportBatch(verifiedUser(testEnv, alice), alice, data);
}

async function seedLimit(testEnv: RulesTestEnvironment, seconds: number, uid = alice) {
  await seed(testEnv, {
    [`report_limits/${uid}`]: { lastReportedAt: secondsAgo(seconds), lastReportId: "earlier" },
  });
}

async function seedReport(testEnv: RulesTestEnvironment) {
  await seed(testEnv, {
    [existingPath]: { ...reportDoc(alice), createdAt: secondsAgo(600) },
    [`report_limits/${alice}`]: { lastReportedAt: secondsAgo(600), lastReportId: "existing" },
  });
}

type Case = { name: string; run: (testEnv: RulesTestEnvironment) => Promise<unknown> };

const reportKeys = Object.keys(reportDoc(alice));

const rejected: Case[] = [
  // Who
  { name: "report by a visitor", run: (testEnv) => reportBatch(visitor(testEnv), alice) },
  { name: "report carrying another user's uid", run: reportWith({ uid: bob }) },
  {
    name: "report in another user's name with their limit document",
    run: (testEnv) =>
      reportBatch(verifiedUser(testEnv, alice), bob, reportDoc(bob), { limitUid: bob }),
  },
  // Keys
  { name: "extra key email", run: reportWith({ email: "alice@example.com" }) },
  { name: "extra key closedAt", run: reportWith({ closedAt: serverTimestamp() }) },
  { name: "extra key priority", run: reportWith({ priority: "high" }) },
  { name: "extra key url", run: reportWith({ url: "https://chatgpt.com" }) },
  ...reportKeys.map((key) => ({
    name: `missing key ${key}`,
    run: reportExactly(without(reportDoc(alice), key)),
  })),
  { name: "empty document", run: reportExactly({}) },
  // Types
  { name: "kind is a number", run: reportWith({ kind: 1 }) },
  { name: "itemId is a number", run: reportWith({ itemId: 42 }) },
  { name: "itemName is a map", run: reportWith({ itemName: { en: "ChatGPT" } }) },
  { name: "problem is an array", run: reportWith({ problem: ["price"] }) },
  { name: "note is null", run: reportWith({ note: null }) },
  { name: "note is a number", run: reportWith({ note: 25 }) },
  { name: "status is a boolean", run: reportWith({ status: true }) },
  { name: "uid is a number", run: reportWith({ uid: 7 }) },
  // Time
  { name: "createdAt from the client clock", run: reportWith({ createdAt: Timestamp.now() }) },
  { name: "createdAt as a client Date", run: reportWith({ createdAt: new Date() }) },
  { name: "createdAt as an ISO string", run: reportWith({ createdAt: new Date().toISOString() }) },
  { name: "createdAt an hour ago", run: reportWith({ createdAt: secondsAgo(3600) }) },
  // Values
  { name: 'kind "article"', run: reportWith({ kind: "article" }) },
  { name: 'kind "Tool" (wrong case)', run: reportWith({ kind: "Tool" }) },
  { name: 'problem "spam"', run: reportWith({ problem: "spam" }) },
  { name: 'problem "Price" (wrong case)', run: reportWith({ problem: "Price" }) },
  { name: "empty problem", run: reportWith({ problem: "" }) },
  { name: 'status "closed"', run: reportWith({ status: "closed" }) },
  { name: 'status "Open" (wrong case)', run: reportWith({ status: "Open" }) },
  { name: "note of 501 characters", run: reportWith({ note: text(reportNoteMax + 1) }) },
  {
    name: "note of 251 emoji (502 UTF-16 units)",
    run: reportWith({ note: "🚩".repeat(251) }),
  },
  { name: "note with blank padding", run: reportWith({ note: " It is $25 now. " }) },
  { name: "empty itemName", run: reportWith({ itemName: "" }) },
  { name: "itemName of 121 characters", run: reportWith({ itemName: text(121) }) },
  { name: "itemId with upper case", run: reportWith({ itemId: "ChatGPT" }) },
  { name: "itemId with a space", run: reportWith({ itemId: "chat gpt" }) },
  { name: "itemId with a slash", run: reportWith({ itemId: "tools/chatgpt" }) },
  { name: "empty itemId", run: reportWith({ itemId: "" }) },
  { name: "itemId of 101 characters", run: reportWith({ itemId: text(101) }) },
  // The throttle
  {
    name: "report without the report_limits write",
    run: (testEnv) =>
      reportBatch(verifiedUser(testEnv, alice), alice, reportDoc(alice), { limit: null }),
  },
  {
    name: "second report 10 s after the previous one",
    run: async (testEnv) => {
      await seedLimit(testEnv, 10);
      return reportBatch(verifiedUser(testEnv, alice), alice);
    },
  },
  {
    name: "second report 25 s after the previous one",
    run: async (testEnv) => {
      await seedLimit(testEnv, 25);
      return reportBatch(verifiedUser(testEnv, alice), alice);
    },
  },
  {
    name: "second report straight after a first one through the rules",
    run: async (testEnv) => {
      await reportBatch(verifiedUser(testEnv, alice), alice);
      return reportBatch(verifiedUser(testEnv, alice), alice);
    },
  },
  {
    name: "limit pointing at another report",
    run: (testEnv) =>
      reportBatch(verifiedUser(testEnv, alice), alice, reportDoc(alice), {
        limit: reportLimitDoc("some-other-id"),
      }),
  },
  {
    name: "limit time from the client clock",
    run: (testEnv) =>
      reportBatch(verifiedUser(testEnv, alice), alice, reportDoc(alice), {
        limit: { lastReportedAt: Timestamp.now(), lastReportId: "x" },
      }),
  },
  {
    name: "limit written to another user's document",
    run: (testEnv) =>
      reportBatch(verifiedUser(testEnv, alice), alice, reportDoc(alice), { limitUid: bob }),
  },
  {
    name: "two reports in one batch with one limit write",
    run: (testEnv) => {
      const db = verifiedUser(testEnv, alice);
      const batch = writeBatch(db);
      const first = doc(collection(db, "reports"));
      batch.set(first, reportDoc(alice));
      batch.set(doc(collection(db, "reports")), reportDoc(alice));
      batch.set(doc(db, "report_limits", alice), reportLimitDoc(first.id));
      return batch.commit();
    },
  },
  // Existing reports: no reads, no changes
  {
    name: "get of an own report",
    run: async (testEnv) => {
      await seedReport(testEnv);
      return getDoc(doc(verifiedUser(testEnv, alice), existingPath));
    },
  },
  {
    name: "list of all reports",
    run: async (testEnv) => {
      await seedReport(testEnv);
      return getDocs(collection(verifiedUser(testEnv, alice), "reports"));
    },
  },
  {
    name: "query of own reports by uid",
    run: async (testEnv) => {
      await seedReport(testEnv);
      return getDocs(
        query(collection(verifiedUser(testEnv, alice), "reports"), where("uid", "==", alice)),
      );
    },
  },
  {
    name: "closing an own report",
    run: async (testEnv) => {
      await seedReport(testEnv);
      return updateDoc(doc(verifiedUser(testEnv, alice), existingPath), { status: "closed" });
    },
  },
  {
    name: "editing an own report's note",
    run: async (testEnv) => {
      await seedReport(testEnv);
      return updateDoc(doc(verifiedUser(testEnv, alice), existingPath), { note: "Never mind." });
    },
  },
  {
    name: "delete of an own report",
    run: async (testEnv) => {
      await seedReport(testEnv);
      return deleteDoc(doc(verifiedUser(testEnv, alice), existingPath));
    },
  },
  {
    name: "overwrite of an existing report in a valid batch",
    run: async (testEnv) => {
      await seedLimit(testEnv, 120);
      await seed(testEnv, { [existingPath]: { ...reportDoc(bob), createdAt: secondsAgo(600) } });
      return reportBatch(verifiedUser(testEnv, alice), alice, reportDoc(alice), {
        reportPath: existingPath,
      });
    },
  },
  {
    name: "valid batch into a subcollection of a report",
    run: (testEnv) =>
      reportBatch(verifiedUser(testEnv, alice), alice, reportDoc(alice), {
        reportPath: `${existingPath}/replies/first`,
      }),
  },
  // report_limits outside the batch
  {
    name: "get of the own report limit",
    run: async (testEnv) => {
      await seedLimit(testEnv, 10);
      return getDoc(doc(verifiedUser(testEnv, alice), "report_limits", alice));
    },
  },
  {
    name: "delete of the own report limit (resetting the throttle)",
    run: async (testEnv) => {
      await seedLimit(testEnv, 10);
      return deleteDoc(doc(verifiedUser(testEnv, alice), "report_limits", alice));
    },
  },
  {
    name: "backdating the own report limit",
    run: async (testEnv) => {
      await seedLimit(testEnv, 10);
      return setDoc(doc(verifiedUser(testEnv, alice), "report_limits", alice), {
        lastReportedAt: secondsAgo(3600),
        lastReportId: "x",
      });
    },
  },
  {
    name: "create of another user's report limit (locking them out)",
    run: (testEnv) =>
      setDoc(doc(verifiedUser(testEnv, alice), "report_limits", bob), reportLimitDoc("x")),
  },
];

describe("reports: allowed writes", () => {
  it("a signed-in user sends a report with the limit in the same batch", async () => {
    await assertSucceeds(reportBatch(verifiedUser(env(), alice), alice));
  });

  it("a user whose email is not verified yet may report too", async () => {
    const db = userWithToken(env(), alice, { email: "alice@example.com", email_verified: false });
    await assertSucceeds(reportBatch(db, alice));
  });

  it("a second report once the previous one is over 30 s old", async () => {
    await seedLimit(env(), 31);
    await assertSucceeds(reportBatch(verifiedUser(env(), alice), alice));
  });

  it("two users report the same tool at once", async () => {
    await assertSucceeds(reportBatch(verifiedUser(env(), alice), alice));
    await assertSucceeds(reportBatch(verifiedUser(env(), bob), bob));
  });

  it.each(reportKinds)("accepts the kind %s", async (kind) => {
    await assertSucceeds(reportWith({ kind, itemId: "neon-city-2" })(env()));
  });

  it.each(reportProblems.map((problem) => problem.value))(
    "accepts the problem %s",
    async (problem) => {
      await assertSucceeds(reportWith({ problem })(env()));
    },
  );

  it.each([
    ["an empty note", { note: "" }],
    ["a note of 500 characters", { note: text(reportNoteMax) }],
    ["a note of 250 emoji (500 UTF-16 units)", { note: "🚩".repeat(250) }],
    ["a name of 120 characters", { itemName: text(120) }],
    ["an id of 100 characters", { itemId: text(100) }],
  ])("accepts %s", async (_label, changes: DocumentData) => {
    await assertSucceeds(reportWith(changes)(env()));
  });
});

describe("reports: rejected payloads and operations", () => {
  it("has at least 40 distinct cases", () => {
    expect(rejected.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rejected.map((c) => c.name)).size).toBe(rejected.length);
  });

  it("builds the boundary values at the intended lengths", () => {
    expect(text(reportNoteMax + 1)).toHaveLength(501);
    expect("🚩".repeat(251)).toHaveLength(502);
  });

  it.each(rejected)("rejects $name", async ({ run }) => {
    await assertFails(run(env()));
  });
});

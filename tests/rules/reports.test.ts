/**
 * reports and report_limits: any signed-in user may create a report with exactly the dialog's
 * keys, at most one every 30 seconds; nobody reads, changes or deletes one from a browser.
 */
import { assertSucceeds } from "@firebase/rules-unit-testing";
import { serverTimestamp, Timestamp, where, type DocumentData } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import {
  reportKinds,
  reportNoteMax,
  reportProblems,
  reviewReportProblems,
} from "@/lib/reports/report-fields";
import { reportDoc, secondsAgo, text, without } from "./documents";
import { alice, attempt, bob, op, rulesContext, seed, who } from "./support";
import type { Given, RulesCase } from "./support";
import {
  describeThrottle,
  reportBatch,
  reports,
  seedLimit,
  sendWith,
  writtenOnceCases,
} from "./throttle";

const rules = rulesContext();
const { env } = rules;

const existingPath = "reports/existing";

/** Alice (verified) sends the valid report with `changes` applied, in the usual batch. */
const reportWith = (changes: DocumentData) => sendWith(reports, changes);

function reportExactly(data: DocumentData): RulesCase["run"] {
  return (testEnv) => reportBatch(who.user(alice)(testEnv), alice, data);
}

/** A report by Alice, sent a while ago. */
const seedReport: Given = (testEnv) =>
  seed(testEnv, {
    [existingPath]: { ...reportDoc(alice), createdAt: secondsAgo(600) },
    [`report_limits/${alice}`]: { lastReportedAt: secondsAgo(600), lastReportId: "existing" },
  });

const reportKeys = Object.keys(reportDoc(alice));

const rejected: RulesCase[] = [
  // Who
  { name: "report by a visitor", run: (testEnv) => reportBatch(who.visitor(testEnv), alice) },
  { name: "report carrying another user's uid", run: reportWith({ uid: bob }) },
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
  // Reviews: reported for what moderation names, by their id
  {
    name: 'a review reported as "price"',
    run: reportWith({ kind: "review", itemId: "chatgpt__Xy7aB9", problem: "price" }),
  },
  {
    name: "a review reported by a tool's slug",
    run: reportWith({ kind: "review", problem: "spam" }),
  },
  {
    name: "a review id with a slash",
    run: reportWith({ kind: "review", itemId: "chatgpt__a/b", problem: "spam" }),
  },
  { name: 'a tool reported as "spam"', run: reportWith({ problem: "spam" }) },
  // Once sent: nobody reads a report from the browser, not even its author, nor changes one
  ...writtenOnceCases(reports, existingPath, seedReport),
  { name: "get of an own report", run: attempt(who.user(alice), op.get(existingPath), seedReport) },
  {
    name: "query of own reports by uid",
    run: attempt(who.user(alice), op.list("reports", where("uid", "==", alice)), seedReport),
  },
  {
    name: "closing an own report",
    run: attempt(who.user(alice), op.update(existingPath, { status: "closed" }), seedReport),
  },
  {
    name: "editing an own report's note",
    run: attempt(who.user(alice), op.update(existingPath, { note: "Never mind." }), seedReport),
  },
  {
    name: "overwrite of an existing report in a valid batch",
    run: async (testEnv) => {
      await seedLimit(testEnv, reports, 120);
      await seed(testEnv, { [existingPath]: { ...reportDoc(bob), createdAt: secondsAgo(600) } });
      return reportBatch(who.user(alice)(testEnv), alice, reportDoc(alice), {
        path: existingPath,
      });
    },
  },
];

describeThrottle(rules, reports, [10, 25]);

describe("reports: allowed writes", () => {
  it("a user whose email is not verified yet may report too", async () => {
    const db = who.token(alice, { email: "alice@example.com", email_verified: false })(env());
    await assertSucceeds(reportBatch(db, alice));
  });

  it.each(reportKinds.filter((kind) => kind !== "review"))("accepts the kind %s", async (kind) => {
    await assertSucceeds(reportWith({ kind, itemId: "neon-city-2" })(env()));
  });

  it.each(reportProblems.map((problem) => problem.value))(
    "accepts the problem %s",
    async (problem) => {
      await assertSucceeds(reportWith({ problem })(env()));
    },
  );

  it.each(reviewReportProblems.map((problem) => problem.value))(
    "accepts a review reported as %s",
    async (problem) => {
      await assertSucceeds(
        reportWith({ kind: "review", itemId: "chatgpt__Xy7aB9", problem })(env()),
      );
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
  it("builds the boundary values at the intended lengths", () => {
    expect(text(reportNoteMax + 1)).toHaveLength(501);
    expect("🚩".repeat(251)).toHaveLength(502);
  });

  rules.itRefusesEach(rejected, { atLeast: 40 });
});

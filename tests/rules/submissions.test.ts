/**
 * tool_submissions: who may submit a tool, with exactly the form's fields and values. The
 * once-a-minute throttle and what happens to a submission once sent are ./throttle's cases,
 * shared with reports; reads by the submitter are in submission-reads.test.ts.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { serverTimestamp, Timestamp, type DocumentData } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { isHttpsUrl } from "@/lib/schemas/common";
import { submissionWebsitePattern } from "@/lib/schemas/submission";
import {
  emailOfLength,
  secondsAgo,
  submissionCategories,
  submissionDoc,
  text,
  without,
} from "./documents";
import { alice, attempt, bob, op, rulesContext, seed, who } from "./support";
import type { Given, RulesCase } from "./support";
import { describeThrottle, sendWith, submissions, submitBatch, writtenOnceCases } from "./throttle";

const rules = rulesContext();
const { env } = rules;

/** Alice (verified) sends the valid submission with `changes` applied, in the usual batch. */
const submitWith = (changes: DocumentData) => sendWith(submissions, changes);

/** Alice (verified) submits exactly `data`, in the usual batch. */
function submitExactly(data: DocumentData): RulesCase["run"] {
  return (testEnv) => submitBatch(who.user(alice)(testEnv), alice, data);
}

const existingPath = "tool_submissions/existing";

/** A stored submission by Alice, written a while ago with the rules off. */
const seedSubmission: Given = (testEnv) =>
  seed(testEnv, {
    [existingPath]: { ...submissionDoc(alice), submittedAt: secondsAgo(600) },
    [`submission_limits/${alice}`]: { lastSubmittedAt: secondsAgo(600) },
  });

const submissionKeys = Object.keys(submissionDoc(alice));

const rejected: RulesCase[] = [
  // Who
  {
    name: "submission by a visitor",
    run: (testEnv) => submitBatch(who.visitor(testEnv), alice),
  },
  {
    name: "submission by a user whose email_verified is false",
    run: (testEnv) =>
      submitBatch(
        who.token(alice, { email: "alice@example.com", email_verified: false })(testEnv),
        alice,
      ),
  },
  {
    name: "submission by a user whose token has no email_verified",
    run: (testEnv) => submitBatch(who.token(alice, { email: "alice@example.com" })(testEnv), alice),
  },
  {
    name: 'submission by a user whose email_verified is the string "true"',
    run: (testEnv) =>
      submitBatch(
        who.token(alice, { email: "alice@example.com", email_verified: "true" })(testEnv),
        alice,
      ),
  },
  {
    name: "submission carrying another user's uid",
    run: submitWith({ uid: bob }),
  },
  // Keys
  { name: "extra key featured", run: submitWith({ featured: true }) },
  { name: "extra key approvedAt", run: submitWith({ approvedAt: serverTimestamp() }) },
  { name: "extra key logoUrl", run: submitWith({ logoUrl: "https://example.com/logo.png" }) },
  ...submissionKeys.map((key) => ({
    name: `missing key ${key}`,
    run: submitExactly(without(submissionDoc(alice), key)),
  })),
  { name: "empty document", run: submitExactly({}) },
  // Types
  { name: "name is a number", run: submitWith({ name: 12345 }) },
  { name: "name is a map", run: submitWith({ name: { en: "Compass Writer" } }) },
  { name: "website is a boolean", run: submitWith({ website: true }) },
  { name: "website is an array", run: submitWith({ website: ["https://example.com"] }) },
  { name: "category is null", run: submitWith({ category: null }) },
  { name: "category is an array", run: submitWith({ category: ["text"] }) },
  { name: "description is a boolean", run: submitWith({ description: false }) },
  { name: "pricing is a map", run: submitWith({ pricing: { value: "free" } }) },
  { name: "priceText is a number", run: submitWith({ priceText: 10 }) },
  { name: "priceText is null", run: submitWith({ priceText: null }) },
  { name: "email is an array", run: submitWith({ email: ["maker@example.com"] }) },
  { name: "notes is null", run: submitWith({ notes: null }) },
  { name: "status is a boolean", run: submitWith({ status: true }) },
  { name: "uid is a number", run: submitWith({ uid: 1 }) },
  // Time
  {
    name: "submittedAt is the client's Timestamp.now()",
    run: submitWith({ submittedAt: Timestamp.now() }),
  },
  { name: "submittedAt is a client Date", run: submitWith({ submittedAt: new Date() }) },
  {
    name: "submittedAt is an ISO string",
    run: submitWith({ submittedAt: new Date().toISOString() }),
  },
  // Lengths
  { name: "81-character name", run: submitWith({ name: text(81) }) },
  { name: "1-character name", run: submitWith({ name: "C" }) },
  { name: "empty name", run: submitWith({ name: "" }) },
  { name: "161-character description", run: submitWith({ description: text(161) }) },
  { name: "19-character description", run: submitWith({ description: text(19) }) },
  { name: "61-character priceText", run: submitWith({ priceText: text(61) }) },
  { name: "1001-character notes", run: submitWith({ notes: text(1001) }) },
  {
    name: "description of 81 emoji (162 UTF-16 units)",
    run: submitWith({ description: "🚀".repeat(81) }),
  },
  {
    name: "2049-character website",
    run: submitWith({ website: `https://example.com/${text(2049 - 20)}` }),
  },
  { name: "11-character website", run: submitWith({ website: "https://a.b" }) },
  // Email
  {
    name: "255-character email",
    run: submitWith({ email: emailOfLength(255) }),
  },
  { name: "upper-case email", run: submitWith({ email: "Maker@Example.com" }) },
  { name: "email without a domain dot", run: submitWith({ email: "maker@example" }) },
  { name: "email with a space", run: submitWith({ email: "maker @example.com" }) },
  { name: "empty email", run: submitWith({ email: "" }) },
  // Status, category, pricing
  { name: 'status "approved"', run: submitWith({ status: "approved" }) },
  { name: 'status "published"', run: submitWith({ status: "published" }) },
  { name: 'status "Pending" (wrong case)', run: submitWith({ status: "Pending" }) },
  { name: "empty status", run: submitWith({ status: "" }) },
  { name: "category not in the list", run: submitWith({ category: "weapons" }) },
  { name: 'category "Text" (wrong case)', run: submitWith({ category: "Text" }) },
  { name: "empty category", run: submitWith({ category: "" }) },
  { name: 'pricing "subscription"', run: submitWith({ pricing: "subscription" }) },
  { name: 'pricing "Free" (wrong case)', run: submitWith({ pricing: "Free" }) },
  { name: "empty pricing", run: submitWith({ pricing: "" }) },
  // Website
  { name: "http:// website", run: submitWith({ website: "http://compass-writer.example.com" }) },
  { name: "ftp:// website", run: submitWith({ website: "ftp://compass-writer.example.com" }) },
  { name: "website without a scheme", run: submitWith({ website: "compass-writer.example.com" }) },
  {
    name: "javascript: website",
    run: submitWith({ website: "javascript:alert(document.cookie)" }),
  },
  { name: "IPv6 website", run: submitWith({ website: "https://[2001:db8::1]/app" }) },
  {
    name: "website with a space in the path",
    run: submitWith({ website: "https://example.com/my app" }),
  },
  {
    name: "website with a space in the host",
    run: submitWith({ website: "https://exa mple.com/" }),
  },
  { name: "website with a trailing space", run: submitWith({ website: "https://example.com/ " }) },
  {
    name: "website without a dot in the host",
    run: submitWith({ website: "https://localhost:3000" }),
  },
  { name: "website with user info", run: submitWith({ website: "https://user:pw@example.com/" }) },
  { name: "website with an upper-case host", run: submitWith({ website: "https://Example.com/" }) },
  {
    name: "website host label starting with -",
    run: submitWith({ website: "https://-example.com/" }),
  },
  {
    name: "website with an underscore in the host",
    run: submitWith({ website: "https://my_tool.example.com/" }),
  },
  // Once sent (reads by the submitter: tests/rules/submission-reads.test.ts)
  ...writtenOnceCases(submissions, existingPath, seedSubmission),
  {
    name: "update of the status of an own submission",
    run: attempt(who.user(alice), op.update(existingPath, { status: "approved" }), seedSubmission),
  },
  // Elsewhere
  {
    name: "valid batch into an unknown collection (submissions)",
    run: (testEnv) =>
      submitBatch(who.user(alice)(testEnv), alice, submissionDoc(alice), {
        path: "submissions/new-tool",
      }),
  },
];

describeThrottle(rules, submissions, [30, 55]);

describe("tool_submissions: allowed writes", () => {
  it.each(submissionCategories)("accepts the category %s", async (category) => {
    await assertSucceeds(submitWith({ category })(env()));
  });

  it.each(["free", "freemium", "paid"])("accepts the pricing %s", async (pricing) => {
    await assertSucceeds(submitWith({ pricing })(env()));
  });

  it.each([
    ["the shortest name (2 characters)", { name: "AI" }],
    ["the longest name (80 characters)", { name: text(80) }],
    ["the shortest description (20 characters)", { description: text(20) }],
    ["the longest description (160 characters)", { description: text(160) }],
    ["an empty priceText", { priceText: "" }],
    ["the longest priceText (60 characters)", { priceText: text(60) }],
    ["the longest notes (1000 characters)", { notes: text(1000) }],
    ["the longest website (2048 characters)", { website: `https://example.com/${text(2028)}` }],
    ["the shortest website (12 characters)", { website: "https://a.io" }],
    [
      "a website with a port, path, query and fragment",
      { website: "https://app.example.io:8443/a/b?c=d#e" },
    ],
    ["a punycode website", { website: "https://xn--exmple-cua.com/" }],
    [
      "non-ASCII text at the length limits",
      {
        name: text(80, "é"),
        description: text(160, "€"),
        priceText: text(60, "£"),
        notes: text(1000, "ü"),
      },
    ],
    [
      // 80 emoji are 160 UTF-16 units, which is how the form's zod .max() counts.
      "a description of 80 emoji (160 UTF-16 units, the form's limit)",
      { description: text(160, "🚀") },
    ],
    ["a signed-in user's own address as the contact email", { email: "alice@example.com" }],
  ])("accepts %s", async (_label, changes: DocumentData) => {
    await assertSucceeds(submitWith(changes)(env()));
  });
});

describe("tool_submissions: rejected payloads and operations", () => {
  it("builds the boundary values at the intended lengths", () => {
    expect(`https://example.com/${text(2049 - 20)}`).toHaveLength(2049);
    expect(`https://example.com/${text(2048 - 20)}`).toHaveLength(2048);
    expect(emailOfLength(255)).toHaveLength(255);
  });

  rules.itRefusesEach(rejected, { atLeast: 40 });
});

describe("tool_submissions: gaps found and closed in firestore.rules", () => {
  it.each(["  ", " Compass Writer", "Compass Writer "])(
    "rejects a name with blank padding (%j)",
    async (name) => {
      await assertFails(submitWith({ name })(env()));
    },
  );

  it("rejects a newline in the website's path", async () => {
    await assertFails(submitWith({ website: "https://example.com/a\nb" })(env()));
  });

  it("rejects an IPv4 address as the website", async () => {
    await assertFails(submitWith({ website: "https://192.168.0.1/admin" })(env()));
  });
});

describe("tool_submissions: rules and lib/schemas/submission.ts agree on websites", () => {
  it.each([
    "https://example.com",
    "https://compass-writer.example.com/app?ref=x#top",
    "https://a.io",
    "https://app.example.io:8443/",
  ])("%j: accepted by the form's checks and by the rules", async (website) => {
    expect(isHttpsUrl(website) && submissionWebsitePattern.test(website)).toBe(true);
    await assertSucceeds(submitWith({ website })(env()));
  });

  it.each([
    "http://example.com",
    "https://localhost",
    "https://example.com/a b",
    "https://[2001:db8::1]/",
    "https://exa_mple.com/",
  ])("%j: refused by the form's checks and by the rules", async (website) => {
    expect(isHttpsUrl(website) && submissionWebsitePattern.test(website)).toBe(false);
    await assertFails(submitWith({ website })(env()));
  });
});

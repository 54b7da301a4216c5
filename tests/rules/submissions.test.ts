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
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { isHttpsUrl } from "@/lib/schemas/common";
import { submissionWebsitePattern } from "@/lib/schemas/submission";
import {
  emailOfLength,
  limitDoc,
  secondsAgo,
  seed,
  setupRulesEnv,
  submissionCategories,
  submissionDoc,
  submitBatch,
  text,
  userWithToken,
  verifiedUser,
  visitor,
  without,
} from "./support";

const env = setupRulesEnv();

const alice = "alice";
const bob = "bob";

/** Alice (verified) submits the valid document with `changes` applied, in the usual batch. */
function submitWith(changes: DocumentData) {
  return (testEnv: RulesTestEnvironment) =>
    submitBatch(verifiedUser(testEnv, alice), alice, { ...submissionDoc(alice), ...changes });
}

/** Alice (verified) submits exactly `data`, in the usual batch. */
function submitExactly(data: DocumentData) {
  return (testEnv: RulesTestEnvironment) => submitBatch(verifiedUser(testEnv, alice), alice, data);
}

/** Alice's submission_limits document as last written `seconds` ago. */
async function seedLimit(testEnv: RulesTestEnvironment, seconds: number, uid = alice) {
  await seed(testEnv, { [`submission_limits/${uid}`]: { lastSubmittedAt: secondsAgo(seconds) } });
}

const existingPath = "tool_submissions/existing";

/** A stored submission by Alice, written a while ago with the rules off. */
async function seedSubmission(testEnv: RulesTestEnvironment): Promise<void> {
  await seed(testEnv, {
    [existingPath]: { ...submissionDoc(alice), submittedAt: secondsAgo(600) },
    [`submission_limits/${alice}`]: { lastSubmittedAt: secondsAgo(600) },
  });
}

type Case = { name: string; run: (testEnv: RulesTestEnvironment) => Promise<unknown> };

const submissionKeys = Object.keys(submissionDoc(alice));

const rejected: Case[] = [
  // Who
  {
    name: "submission by a visitor",
    run: (testEnv) => submitBatch(visitor(testEnv), alice),
  },
  {
    name: "submission by a user whose email_verified is false",
    run: (testEnv) =>
      submitBatch(
        userWithToken(testEnv, alice, { email: "alice@example.com", email_verified: false }),
        alice,
      ),
  },
  {
    name: "submission by a user whose token has no email_verified",
    run: (testEnv) =>
      submitBatch(userWithToken(testEnv, alice, { email: "alice@example.com" }), alice),
  },
  {
    name: 'submission by a user whose email_verified is the string "true"',
    run: (testEnv) =>
      submitBatch(
        userWithToken(testEnv, alice, { email: "alice@example.com", email_verified: "true" }),
        alice,
      ),
  },
  {
    name: "submission carrying another user's uid",
    run: submitWith({ uid: bob }),
  },
  {
    name: "submission in another user's name with that user's limit document",
    run: (testEnv) =>
      submitBatch(verifiedUser(testEnv, alice), bob, submissionDoc(bob), { limitUid: bob }),
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
  // The once-a-minute batch
  {
    name: "submission without the submission_limits write",
    run: (testEnv) =>
      submitBatch(verifiedUser(testEnv, alice), alice, submissionDoc(alice), { limit: null }),
  },
  {
    name: "submission without the limit write when an old limit document exists",
    run: async (testEnv) => {
      await seedLimit(testEnv, 3600);
      return submitBatch(verifiedUser(testEnv, alice), alice, submissionDoc(alice), {
        limit: null,
      });
    },
  },
  {
    name: "limit time from the client clock",
    run: (testEnv) =>
      submitBatch(verifiedUser(testEnv, alice), alice, submissionDoc(alice), {
        limit: { lastSubmittedAt: Timestamp.now() },
      }),
  },
  {
    name: "limit document with an extra key",
    run: (testEnv) =>
      submitBatch(verifiedUser(testEnv, alice), alice, submissionDoc(alice), {
        limit: { ...limitDoc(), count: 0 },
      }),
  },
  {
    name: "limit written to another user's document",
    run: (testEnv) =>
      submitBatch(verifiedUser(testEnv, alice), alice, submissionDoc(alice), { limitUid: bob }),
  },
  {
    name: "second submission 30 s after the previous one",
    run: async (testEnv) => {
      await seedLimit(testEnv, 30);
      return submitBatch(verifiedUser(testEnv, alice), alice);
    },
  },
  {
    name: "second submission 55 s after the previous one",
    run: async (testEnv) => {
      await seedLimit(testEnv, 55);
      return submitBatch(verifiedUser(testEnv, alice), alice);
    },
  },
  {
    name: "second submission straight after a first one through the rules",
    run: async (testEnv) => {
      await submitBatch(verifiedUser(testEnv, alice), alice);
      return submitBatch(verifiedUser(testEnv, alice), alice);
    },
  },
  // Existing submissions: no reads but the submitter's own (tests/rules/submission-reads.test.ts), no changes
  {
    name: "get of a submission by another user",
    run: async (testEnv) => {
      await seedSubmission(testEnv);
      return getDoc(doc(verifiedUser(testEnv, bob), existingPath));
    },
  },
  {
    name: "get of a submission by a visitor",
    run: async (testEnv) => {
      await seedSubmission(testEnv);
      return getDoc(doc(visitor(testEnv), existingPath));
    },
  },
  {
    name: "list of all submissions",
    run: async (testEnv) => {
      await seedSubmission(testEnv);
      return getDocs(collection(verifiedUser(testEnv, alice), "tool_submissions"));
    },
  },
  {
    name: "update of the status of an own submission",
    run: async (testEnv) => {
      await seedSubmission(testEnv);
      return updateDoc(doc(verifiedUser(testEnv, alice), existingPath), { status: "approved" });
    },
  },
  {
    name: "overwrite of an own submission in a valid batch",
    run: async (testEnv) => {
      await seedSubmission(testEnv);
      return submitBatch(verifiedUser(testEnv, alice), alice, submissionDoc(alice), {
        submissionPath: existingPath,
      });
    },
  },
  {
    name: "delete of an own submission",
    run: async (testEnv) => {
      await seedSubmission(testEnv);
      return deleteDoc(doc(verifiedUser(testEnv, alice), existingPath));
    },
  },
  {
    name: "delete of a submission by a visitor",
    run: async (testEnv) => {
      await seedSubmission(testEnv);
      return deleteDoc(doc(visitor(testEnv), existingPath));
    },
  },
  // Elsewhere
  {
    name: "valid batch into an unknown collection (submissions)",
    run: (testEnv) =>
      submitBatch(verifiedUser(testEnv, alice), alice, submissionDoc(alice), {
        submissionPath: "submissions/new-tool",
      }),
  },
  {
    name: "valid batch into a subcollection of a submission",
    run: (testEnv) =>
      submitBatch(verifiedUser(testEnv, alice), alice, submissionDoc(alice), {
        submissionPath: `${existingPath}/comments/first`,
      }),
  },
];

/** Direct writes and reads of submission_limits outside the submit batch. */
const rejectedLimitOperations: Case[] = [
  {
    name: "get of the own limit document",
    run: async (testEnv) => {
      await seedLimit(testEnv, 10);
      return getDoc(doc(verifiedUser(testEnv, alice), "submission_limits", alice));
    },
  },
  {
    name: "list of all limit documents",
    run: async (testEnv) => {
      await seedLimit(testEnv, 10);
      return getDocs(collection(verifiedUser(testEnv, alice), "submission_limits"));
    },
  },
  {
    name: "delete of the own limit document (resetting the throttle)",
    run: async (testEnv) => {
      await seedLimit(testEnv, 10);
      return deleteDoc(doc(verifiedUser(testEnv, alice), "submission_limits", alice));
    },
  },
  {
    name: "update of the own limit to an earlier time",
    run: async (testEnv) => {
      await seedLimit(testEnv, 10);
      return setDoc(doc(verifiedUser(testEnv, alice), "submission_limits", alice), {
        lastSubmittedAt: secondsAgo(3600),
      });
    },
  },
  {
    name: "update of the own limit within 60 s",
    run: async (testEnv) => {
      await seedLimit(testEnv, 10);
      return setDoc(doc(verifiedUser(testEnv, alice), "submission_limits", alice), limitDoc());
    },
  },
  {
    name: "create of another user's limit document (locking them out)",
    run: (testEnv) =>
      setDoc(doc(verifiedUser(testEnv, alice), "submission_limits", bob), limitDoc()),
  },
  {
    name: "create of a limit document by a visitor",
    run: (testEnv) => setDoc(doc(visitor(testEnv), "submission_limits", alice), limitDoc()),
  },
  {
    name: "create of a limit document that is empty",
    run: (testEnv) => setDoc(doc(verifiedUser(testEnv, alice), "submission_limits", alice), {}),
  },
];

describe("tool_submissions: allowed writes", () => {
  it("a verified user submits a tool with the limit document in the same batch", async () => {
    await assertSucceeds(submitBatch(verifiedUser(env(), alice), alice));
  });

  it("a second submission more than 60 s after the previous one (limit 61 s old)", async () => {
    await seedLimit(env(), 61);
    await assertSucceeds(submitBatch(verifiedUser(env(), alice), alice));
  });

  it("a first submission, then another once its limit time is over a minute old", async () => {
    const db = verifiedUser(env(), alice);
    await assertSucceeds(submitBatch(db, alice));
    await assertFails(submitBatch(db, alice));
    await seedLimit(env(), 61);
    await assertSucceeds(submitBatch(db, alice));
  });

  it("two users each submit within the same minute", async () => {
    await assertSucceeds(submitBatch(verifiedUser(env(), alice), alice));
    await assertSucceeds(submitBatch(verifiedUser(env(), bob), bob));
  });

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

  it("a verified user may also write the limit document alone (it only throttles themself)", async () => {
    await assertSucceeds(
      setDoc(doc(verifiedUser(env(), alice), "submission_limits", alice), limitDoc()),
    );
  });
});

describe("tool_submissions: rejected payloads and operations", () => {
  it("has at least 40 distinct cases", () => {
    expect(rejected.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rejected.map((c) => c.name)).size).toBe(rejected.length);
  });

  it("builds the boundary values at the intended lengths", () => {
    expect(`https://example.com/${text(2049 - 20)}`).toHaveLength(2049);
    expect(`https://example.com/${text(2048 - 20)}`).toHaveLength(2048);
    expect(emailOfLength(255)).toHaveLength(255);
  });

  it.each(rejected)("rejects $name", async ({ run }) => {
    await assertFails(run(env()));
  });
});

describe("submission_limits: rejected operations outside the submit batch", () => {
  it.each(rejectedLimitOperations)("rejects $name", async ({ run }) => {
    await assertFails(run(env()));
  });
});

describe("tool_submissions: gaps found and closed in firestore.rules", () => {
  it("rejects two submissions in one batch with one limit write (throttle bypass)", async () => {
    const db = verifiedUser(env(), alice);
    const batch = writeBatch(db);
    const first = doc(collection(db, "tool_submissions"));
    batch.set(first, submissionDoc(alice));
    batch.set(doc(collection(db, "tool_submissions")), submissionDoc(alice));
    batch.set(doc(db, "submission_limits", alice), limitDoc(first.id));
    await assertFails(batch.commit());
  });

  it("rejects a limit write that names another submission", async () => {
    await assertFails(
      submitBatch(verifiedUser(env(), alice), alice, submissionDoc(alice), {
        limit: limitDoc("some-other-id"),
      }),
    );
  });

  it("rejects a limit write without the submission's id", async () => {
    await assertFails(
      submitBatch(verifiedUser(env(), alice), alice, submissionDoc(alice), {
        limit: { lastSubmittedAt: serverTimestamp() },
      }),
    );
  });

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

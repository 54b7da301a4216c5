/**
 * reviews and review_limits: one review per person per tool (its id), written by a verified user
 * whose profile names them, at most one write a minute; the author edits rating, title and body
 * and deletes their own; anyone reads a published review, the author also a hidden one.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, serverTimestamp, Timestamp, where, writeBatch } from "firebase/firestore";
import type { DocumentData, Firestore } from "firebase/firestore";
import { describe, it } from "vitest";
import { reviewBodyMax, reviewId, reviewTitleMax } from "@/lib/reviews/review-fields";
import { secondsAgo, text, without } from "./documents";
import { alice, attempt, bob, op, rulesContext, seed, who } from "./support";
import type { Given, RulesCase } from "./support";

const rules = rulesContext();
const { env } = rules;

const tool = "chatgpt";
const ownPath = `reviews/${reviewId(tool, alice)}`;
const bobPath = `reviews/${reviewId(tool, bob)}`;

/** The review the form writes, by `uid` of `tool`. */
function reviewDoc(uid = alice, overrides: DocumentData = {}): DocumentData {
  return {
    tool,
    uid,
    username: uid === alice ? "alice_writes" : "bob_b",
    rating: 4,
    title: "Quick drafts, careful edits",
    body: "I use it every day for first drafts of emails and it saves me an hour.",
    status: "published",
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** Both users have profiles (the username a review must carry). */
const profiles: Given = (testEnv) =>
  seed(testEnv, {
    [`users/${alice}`]: { username: "alice_writes", createdAt: secondsAgo(86_400) },
    [`users/${bob}`]: { username: "bob_b", createdAt: secondsAgo(86_400) },
  });

/** The site's batch: the review, and the writer's review_limits moved to now and named. */
function reviewBatch(
  db: Firestore,
  data: DocumentData,
  {
    path = ownPath,
    limit = { lastReviewedAt: serverTimestamp(), lastReviewId: path.split("/")[1] },
    limitUid = alice,
    merge = false,
  }: { path?: string; limit?: DocumentData | null; limitUid?: string; merge?: boolean } = {},
): Promise<void> {
  const batch = writeBatch(db);
  if (merge) batch.update(doc(db, path), data);
  else batch.set(doc(db, path), data);
  if (limit) batch.set(doc(db, "review_limits", limitUid), limit);
  return batch.commit();
}

/** Alice (verified, with a profile) writes her review with `changes` applied. */
const writeWith =
  (changes: DocumentData, options?: Parameters<typeof reviewBatch>[2]): RulesCase["run"] =>
  async (testEnv) => {
    await profiles(testEnv);
    return reviewBatch(who.user(alice)(testEnv), reviewDoc(alice, changes), options);
  };

/** Alice's review stored a while ago (and her limit with it), `changes` applied. */
const storedReview =
  (changes: DocumentData = {}): Given =>
  async (testEnv) => {
    await profiles(testEnv);
    await seed(testEnv, {
      [ownPath]: {
        ...reviewDoc(alice, changes),
        createdAt: secondsAgo(3600),
        updatedAt: secondsAgo(3600),
      },
      [`review_limits/${alice}`]: {
        lastReviewedAt: secondsAgo(3600),
        lastReviewId: reviewId(tool, alice),
      },
    });
  };

/** Alice edits her stored review with `changes` (plus updatedAt now) in the site's batch. */
const editWith =
  (changes: DocumentData, given: Given = storedReview()): RulesCase["run"] =>
  async (testEnv) => {
    await given(testEnv);
    return reviewBatch(
      who.user(alice)(testEnv),
      { updatedAt: serverTimestamp(), ...changes },
      { merge: true },
    );
  };

const hidden = storedReview({ status: "hidden", hiddenReason: "spam", hiddenAt: secondsAgo(60) });

const reviewKeys = Object.keys(reviewDoc());

const rejected: RulesCase[] = [
  // Who
  {
    name: "review by a visitor",
    run: async (testEnv) => {
      await profiles(testEnv);
      return reviewBatch(who.visitor(testEnv), reviewDoc(), { limit: null });
    },
  },
  {
    name: "review by a user whose email is not verified",
    run: async (testEnv) => {
      await profiles(testEnv);
      const db = who.token(alice, { email: "alice@example.com", email_verified: false })(testEnv);
      return reviewBatch(db, reviewDoc());
    },
  },
  {
    name: "review by a user without a profile",
    run: (testEnv) => reviewBatch(who.user(alice)(testEnv), reviewDoc()),
  },
  { name: "review carrying another user's uid", run: writeWith({ uid: bob }) },
  {
    name: "review under another user's id",
    run: writeWith(
      {},
      {
        path: bobPath,
        limit: { lastReviewedAt: serverTimestamp(), lastReviewId: reviewId(tool, bob) },
      },
    ),
  },
  {
    name: "review whose id names another tool",
    run: writeWith({ tool: "claude" }),
  },
  { name: "review with another user's username", run: writeWith({ username: "bob_b" }) },
  { name: "review with a made-up username", run: writeWith({ username: "editor" }) },
  // Keys
  ...reviewKeys.map((key) => ({
    name: `missing key ${key}`,
    run: async (testEnv: Parameters<RulesCase["run"]>[0]) => {
      await profiles(testEnv);
      return reviewBatch(who.user(alice)(testEnv), without(reviewDoc(), key));
    },
  })),
  { name: "extra key verified", run: writeWith({ verified: true }) },
  { name: "extra key helpful", run: writeWith({ helpful: 100 }) },
  { name: "extra key hiddenReason", run: writeWith({ hiddenReason: "spam" }) },
  // Rating
  { name: "rating 0", run: writeWith({ rating: 0 }) },
  { name: "rating 6", run: writeWith({ rating: 6 }) },
  { name: "rating 4.5", run: writeWith({ rating: 4.5 }) },
  { name: 'rating "5" (a string)', run: writeWith({ rating: "5" }) },
  { name: "rating -1", run: writeWith({ rating: -1 }) },
  { name: "rating null", run: writeWith({ rating: null }) },
  // Text
  { name: `title of ${reviewTitleMax + 1} characters`, run: writeWith({ title: text(81) }) },
  { name: "title with blank padding", run: writeWith({ title: " Great " }) },
  { name: "title that is a number", run: writeWith({ title: 5 }) },
  { name: "body of 29 characters", run: writeWith({ body: text(29) }) },
  { name: `body of ${reviewBodyMax + 1} characters`, run: writeWith({ body: text(2001) }) },
  { name: "empty body", run: writeWith({ body: "" }) },
  { name: "body with an escape sequence", run: writeWith({ body: `${text(40)}\u001b[2J` }) },
  { name: "body with a right-to-left override", run: writeWith({ body: `${text(40)}\u202e` }) },
  { name: "title with a zero-width space", run: writeWith({ title: "Gre\u200bat" }) },
  { name: "body as a list", run: writeWith({ body: [text(40)] }) },
  // Status: a new review is published; only editors hide
  { name: 'status "hidden" on a new review', run: writeWith({ status: "hidden" }) },
  { name: 'status "featured"', run: writeWith({ status: "featured" }) },
  // Time
  { name: "createdAt from the client clock", run: writeWith({ createdAt: Timestamp.now() }) },
  { name: "createdAt backdated a year", run: writeWith({ createdAt: secondsAgo(31_536_000) }) },
  { name: "updatedAt from the client clock", run: writeWith({ updatedAt: Timestamp.now() }) },
  { name: "updatedAt as an ISO string", run: writeWith({ updatedAt: new Date().toISOString() }) },
  // Throttle
  { name: "review without the review_limits write", run: writeWith({}, { limit: null }) },
  {
    name: "limit pointing at another review",
    run: writeWith(
      {},
      { limit: { lastReviewedAt: serverTimestamp(), lastReviewId: "claude__alice" } },
    ),
  },
  {
    name: "limit time from the client clock",
    run: writeWith(
      {},
      { limit: { lastReviewedAt: Timestamp.now(), lastReviewId: reviewId(tool, alice) } },
    ),
  },
  {
    name: "limit with an extra key",
    run: writeWith(
      {},
      {
        limit: { lastReviewedAt: serverTimestamp(), lastReviewId: reviewId(tool, alice), count: 0 },
      },
    ),
  },
  {
    name: "a second review (of another tool) 20 s after the first (flood)",
    run: async (testEnv) => {
      await profiles(testEnv);
      await seed(testEnv, {
        [`review_limits/${alice}`]: {
          lastReviewedAt: secondsAgo(20),
          lastReviewId: "claude__alice",
        },
      });
      return reviewBatch(who.user(alice)(testEnv), reviewDoc());
    },
  },
  {
    name: "two reviews in one batch with one limit write",
    run: async (testEnv) => {
      await profiles(testEnv);
      const db = who.user(alice)(testEnv);
      const batch = writeBatch(db);
      batch.set(doc(db, ownPath), reviewDoc());
      batch.set(
        doc(db, `reviews/${reviewId("claude", alice)}`),
        reviewDoc(alice, { tool: "claude" }),
      );
      batch.set(doc(db, "review_limits", alice), {
        lastReviewedAt: serverTimestamp(),
        lastReviewId: reviewId(tool, alice),
      });
      return batch.commit();
    },
  },
  // A second review of the same tool is the same document: writing it again is an edit
  {
    name: "writing a new review over the own one (second review of the same tool)",
    run: async (testEnv) => {
      await storedReview()(testEnv);
      return reviewBatch(who.user(alice)(testEnv), reviewDoc(alice, { rating: 1 }));
    },
  },
  // Edits
  {
    name: "edit that changes the status to published (unhiding)",
    run: editWith({ status: "published" }, hidden),
  },
  { name: "edit that clears the hidden reason", run: editWith({ hiddenReason: "" }, hidden) },
  { name: "edit that changes the tool", run: editWith({ tool: "claude" }) },
  {
    name: "edit that changes the username to another than the profile's",
    run: editWith({ username: "alice_2" }),
  },
  { name: "edit that backdates createdAt", run: editWith({ createdAt: secondsAgo(31_536_000) }) },
  {
    name: "edit with updatedAt from the client clock",
    run: editWith({ updatedAt: Timestamp.now() }),
  },
  { name: "edit to rating 0", run: editWith({ rating: 0 }) },
  { name: "edit adding a key", run: editWith({ pinned: true }) },
  {
    name: "edit without the limit write",
    run: async (testEnv) => {
      await storedReview()(testEnv);
      return reviewBatch(
        who.user(alice)(testEnv),
        { rating: 2, updatedAt: serverTimestamp() },
        { merge: true, limit: null },
      );
    },
  },
  {
    name: "edit 30 s after the previous write",
    run: editWith({ rating: 2 }, async (testEnv) => {
      await storedReview()(testEnv);
      await seed(testEnv, {
        [`review_limits/${alice}`]: {
          lastReviewedAt: secondsAgo(30),
          lastReviewId: reviewId(tool, alice),
        },
      });
    }),
  },
  {
    name: "edit of another user's review",
    run: async (testEnv) => {
      await profiles(testEnv);
      await seed(testEnv, {
        [bobPath]: { ...reviewDoc(bob), createdAt: secondsAgo(60), updatedAt: secondsAgo(60) },
      });
      return reviewBatch(
        who.user(alice)(testEnv),
        { rating: 1, updatedAt: serverTimestamp() },
        {
          path: bobPath,
          merge: true,
          limit: { lastReviewedAt: serverTimestamp(), lastReviewId: reviewId(tool, bob) },
        },
      );
    },
  },
  // Reads and deletes
  {
    name: "delete of another user's review",
    run: attempt(who.user(alice), op.delete(bobPath), (testEnv) =>
      seed(testEnv, {
        [bobPath]: { ...reviewDoc(bob), createdAt: secondsAgo(60), updatedAt: secondsAgo(60) },
      }),
    ),
  },
  {
    name: "get of a hidden review by a visitor",
    run: attempt(who.visitor, op.get(ownPath), hidden),
  },
  {
    name: "get of a hidden review by another user",
    run: attempt(who.user(bob), op.get(ownPath), hidden),
  },
  {
    name: "list of every review, hidden ones included",
    run: attempt(who.visitor, op.list("reviews", where("tool", "==", tool)), hidden),
  },
  {
    name: "get of the own review_limits",
    run: attempt(who.user(alice), op.get(`review_limits/${alice}`), storedReview()),
  },
  {
    name: "delete of the own review_limits (resetting the throttle)",
    run: attempt(who.user(alice), op.delete(`review_limits/${alice}`), storedReview()),
  },
];

describe("reviews: allowed", () => {
  it("a verified user with a profile writes a review, published at once", async () => {
    await assertSucceeds(writeWith({})(env()));
  });

  it.each([
    ["an empty title", { title: "" }],
    [`a title of ${reviewTitleMax} characters`, { title: text(reviewTitleMax) }],
    [`a body of ${reviewBodyMax} characters`, { body: text(reviewBodyMax) }],
    ["a body with line breaks", { body: `${text(20)}\n\n${text(20)}` }],
    ["a rating of 1", { rating: 1 }],
    ["a rating of 5", { rating: 5 }],
  ])("accepts %s", async (_label, changes: DocumentData) => {
    await assertSucceeds(writeWith(changes)(env()));
  });

  it("the author edits rating, title and body once a minute has passed", async () => {
    await assertSucceeds(editWith({ rating: 2, title: "Worse lately", body: text(40) })(env()));
  });

  it("an edit after a rename carries the profile's new username", async () => {
    const renamed: Given = async (testEnv) => {
      await storedReview()(testEnv);
      await seed(testEnv, {
        [`users/${alice}`]: { username: "alice_2", createdAt: secondsAgo(9) },
      });
    };
    await assertSucceeds(editWith({ username: "alice_2", rating: 5 }, renamed)(env()));
  });

  it("the author edits a hidden review, which stays hidden", async () => {
    await assertSucceeds(editWith({ body: text(45) }, hidden)(env()));
  });

  it("the author deletes their own review", async () => {
    await assertSucceeds(attempt(who.user(alice), op.delete(ownPath), storedReview())(env()));
  });

  it("anyone reads published reviews of a tool", async () => {
    await assertSucceeds(
      attempt(
        who.visitor,
        op.list("reviews", where("tool", "==", tool), where("status", "==", "published")),
        storedReview(),
      )(env()),
    );
  });

  it("the author looks for their own review of a tool before writing one", async () => {
    await assertSucceeds(attempt(who.user(alice), op.get(ownPath))(env()));
  });

  it("the author reads their own hidden review and its reason", async () => {
    await assertSucceeds(attempt(who.user(alice), op.get(ownPath), hidden)(env()));
    await assertSucceeds(
      attempt(who.user(alice), op.list("reviews", where("uid", "==", alice)))(env()),
    );
  });

  it("after deleting, the author may review the tool again (once the minute has passed)", async () => {
    const testEnv = env();
    await storedReview()(testEnv);
    await assertSucceeds(op.delete(ownPath)(who.user(alice)(testEnv)));
    await assertSucceeds(reviewBatch(who.user(alice)(testEnv), reviewDoc()));
  });
});

describe("reviews: refused payloads and operations", () => {
  rules.itRefusesEach(rejected, { atLeast: 40 });

  it("refuses a second write straight after the first through the rules", async () => {
    const testEnv = env();
    await assertSucceeds(writeWith({})(testEnv));
    await assertFails(
      reviewBatch(
        who.user(alice)(testEnv),
        { rating: 1, updatedAt: serverTimestamp() },
        { merge: true },
      ),
    );
  });
});

import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, serverTimestamp, setDoc, Timestamp, writeBatch } from "firebase/firestore";
import type { DocumentData } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { addsPerBatch, planSavedBatches, savedCountsCollection } from "@/lib/saved/account-batches";
import type { AccountState } from "@/lib/saved/account-batches";
import {
  maxItemIdLength,
  maxSavedItems,
  maxSavedKeyLength,
  savedKey,
  savedKinds,
} from "@/lib/saved/items";
import type { SavedItem, SavedKind } from "@/lib/saved/items";
import { secondsAgo, text, without } from "./documents";
import { alice, attempt, bob, firestoreOf, op, rulesContext, seed, who } from "./support";
import type { Given, RulesCase } from "./support";

const rules = rulesContext();
const { env } = rules;

/** The document a device writes for one saved item. */
function savedDoc(kind: SavedKind = "tool", id = "midjourney"): DocumentData {
  return { kind, id, savedAt: serverTimestamp() };
}

/** The count document as a batch writes it. */
function countDoc(count: number, added: string[] = [], removed: string[] = []): DocumentData {
  return { count, added, removed, updatedAt: serverTimestamp() };
}

/**
 * Alice writes `data` as her saved item `key` (by default the key the data names), counted in
 * the same batch as the site counts a first save: only the item itself can be at fault.
 */
function save(data: DocumentData, key?: string): RulesCase["run"] {
  return (testEnv) => {
    const db = who.user(alice)(testEnv);
    const id = key ?? `${data.kind}:${data.id}`;
    const batch = writeBatch(db);
    batch.set(doc(db, "users", alice, "saved", id), data);
    batch.set(doc(db, savedCountsCollection, alice), countDoc(1, [id]));
    return batch.commit();
  };
}

const stored = { kind: "tool", id: "midjourney", savedAt: secondsAgo(60) };

/** The path of `uid`'s saved Midjourney. */
const savedPath = (uid: string) => `users/${uid}/saved/tool:midjourney`;

/** `uid`'s saved Midjourney, saved a minute ago. */
const seedSaved =
  (uid = alice): Given =>
  (testEnv) =>
    seed(testEnv, { [savedPath(uid)]: stored });

const toolItem = (id: string, savedAt = 1): SavedItem => ({ kind: "tool", id, savedAt });

/**
 * `count` saved tools of `uid` (tool-1, tool-2…) and, unless `counted` is null, their count as
 * stored: the state a test starts from, written with the rules off in one batch.
 */
async function seedAccount(
  testEnv: RulesTestEnvironment,
  count: number,
  { uid = alice, counted = count }: { uid?: string; counted?: number | null } = {},
): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    const batch = writeBatch(db);
    for (let n = 1; n <= count; n += 1)
      batch.set(doc(db, "users", uid, "saved", `tool:tool-${n}`), {
        kind: "tool",
        id: `tool-${n}`,
        savedAt: secondsAgo(600),
      });
    if (counted !== null)
      batch.set(doc(db, savedCountsCollection, uid), {
        count: counted,
        added: [],
        removed: [],
        updatedAt: secondsAgo(600),
      });
    await batch.commit();
  });
}

/** The batches lib/firebase/saved.ts commits for a sync, replayed as Alice. */
async function commitSync(
  testEnv: RulesTestEnvironment,
  account: AccountState,
  toAdd: readonly SavedItem[],
  toRemove: readonly string[] = [],
): Promise<void> {
  const db = who.user(alice)(testEnv);
  for (const planned of planSavedBatches(account, toAdd, toRemove)) {
    const batch = writeBatch(db);
    for (const item of planned.add)
      batch.set(doc(db, "users", alice, "saved", savedKey(item)), {
        kind: item.kind,
        id: item.id,
        savedAt: serverTimestamp(),
      });
    for (const key of planned.remove) batch.delete(doc(db, "users", alice, "saved", key));
    batch.set(doc(db, savedCountsCollection, alice), {
      ...planned.count,
      updatedAt: serverTimestamp(),
    });
    await batch.commit();
  }
}

/** Alice commits one batch: `items` saved, `removed` deleted, and the count doc (null: none). */
function batchOf(
  items: string[],
  count: DocumentData | null,
  { removed = [] as string[] } = {},
): RulesCase["run"] {
  return (testEnv) => {
    const db = who.user(alice)(testEnv);
    const batch = writeBatch(db);
    for (const key of items) {
      const [kind = "tool", id = ""] = key.split(":");
      batch.set(doc(db, "users", alice, "saved", key), savedDoc(kind as SavedKind, id));
    }
    for (const key of removed) batch.delete(doc(db, "users", alice, "saved", key));
    if (count) batch.set(doc(db, savedCountsCollection, alice), count);
    return batch.commit();
  };
}

/** Runs `write` on an account that holds `held` items and counts them (or `counted`). */
function onAccount(
  held: number,
  write: RulesCase["run"],
  counted: number | null = held,
): RulesCase["run"] {
  return async (testEnv) => {
    await seedAccount(testEnv, held, { counted });
    return write(testEnv);
  };
}

const rejected: RulesCase[] = [
  // Who
  { name: "a visitor saves", run: attempt(who.visitor, op.set(savedPath(alice), savedDoc())) },
  {
    name: "a user saves into another user's saves",
    run: attempt(who.user(alice), op.set(savedPath(bob), savedDoc())),
  },
  {
    name: "a user reads another user's saved item",
    run: attempt(who.user(alice), op.get(savedPath(bob)), seedSaved(bob)),
  },
  {
    name: "a user lists another user's saves",
    run: attempt(who.user(alice), op.list(`users/${bob}/saved`), seedSaved(bob)),
  },
  {
    name: "a visitor lists a user's saves",
    run: attempt(who.visitor, op.list(`users/${alice}/saved`), seedSaved()),
  },
  {
    name: "a visitor reads a saved item",
    run: attempt(who.visitor, op.get(savedPath(alice)), seedSaved()),
  },
  {
    name: "a user deletes another user's saved item",
    run: attempt(who.user(alice), op.delete(savedPath(bob)), seedSaved(bob)),
  },
  {
    name: "a visitor deletes a saved item",
    run: attempt(who.visitor, op.delete(savedPath(alice)), seedSaved()),
  },
  // Keys
  { name: "an extra key note", run: save({ ...savedDoc(), note: "for later" }) },
  { name: "an extra key uid", run: save({ ...savedDoc(), uid: alice }) },
  { name: "an extra key title", run: save({ ...savedDoc(), title: "Midjourney" }) },
  { name: "no kind", run: save(without(savedDoc(), "kind"), "tool:midjourney") },
  { name: "no id", run: save(without(savedDoc(), "id"), "tool:midjourney") },
  { name: "no savedAt", run: save(without(savedDoc(), "savedAt")) },
  { name: "an empty document", run: save({}, "tool:midjourney") },
  // Kind
  { name: "kind article", run: save(savedDoc("article" as SavedKind, "some-guide")) },
  { name: "kind Tool (capitalised)", run: save(savedDoc("Tool" as SavedKind)) },
  { name: "kind is a number", run: save({ ...savedDoc(), kind: 1 }, "tool:midjourney") },
  { name: "kind is null", run: save({ ...savedDoc(), kind: null }, "tool:midjourney") },
  { name: "kind is a list", run: save({ ...savedDoc(), kind: ["tool"] }, "tool:midjourney") },
  // Id
  { name: "id with a capital letter", run: save(savedDoc("tool", "MidJourney")) },
  { name: "id with a space", run: save(savedDoc("tool", "mid journey")) },
  { name: "id with a slash", run: save(savedDoc("tool", "mid/journey"), "tool:mid-journey") },
  { name: "id with a leading hyphen", run: save(savedDoc("tool", "-midjourney")) },
  { name: "id with a trailing hyphen", run: save(savedDoc("tool", "midjourney-")) },
  { name: "id with two hyphens in a row", run: save(savedDoc("tool", "mid--journey")) },
  { name: "id with an accent", run: save(savedDoc("tool", "café")) },
  { name: "an empty id", run: save(savedDoc("tool", ""), "tool:") },
  {
    name: `an id of ${maxItemIdLength + 1} characters`,
    run: save(savedDoc("tool", text(maxItemIdLength + 1, "a"))),
  },
  { name: "id is a number", run: save({ ...savedDoc(), id: 42 }, "tool:42") },
  { name: "id is a map", run: save({ ...savedDoc(), id: { slug: "x" } }, "tool:x") },
  // The document id must be the key the data names
  { name: "document id of another tool", run: save(savedDoc(), "tool:chatgpt") },
  { name: "document id of another kind", run: save(savedDoc(), "chatgpt:midjourney") },
  { name: "document id without its kind", run: save(savedDoc(), "midjourney") },
  { name: "document id with a suffix", run: save(savedDoc(), "tool:midjourney:2") },
  { name: "document id with another separator", run: save(savedDoc(), "tool-midjourney") },
  // Time
  {
    name: "savedAt is the client's clock",
    run: save({ ...savedDoc(), savedAt: Timestamp.now() }),
  },
  { name: "savedAt an hour ago", run: save({ ...savedDoc(), savedAt: secondsAgo(3600) }) },
  { name: "savedAt is a number", run: save({ ...savedDoc(), savedAt: Date.now() }) },
  { name: "savedAt is a string", run: save({ ...savedDoc(), savedAt: "2026-11-24" }) },
  // Changes to an existing item
  {
    name: "an update that adds a key",
    run: attempt(
      who.user(alice),
      op.update(savedPath(alice), { note: "later", savedAt: serverTimestamp() }),
      seedSaved(),
    ),
  },
  {
    name: "an update that renames the item",
    run: attempt(
      who.user(alice),
      op.update(savedPath(alice), { id: "chatgpt", savedAt: serverTimestamp() }),
      seedSaved(),
    ),
  },
  {
    name: "an update that keeps the old time",
    run: attempt(who.user(alice), op.update(savedPath(alice), { kind: "tool" }), seedSaved()),
  },
  // Elsewhere
  {
    name: "a valid item in another subcollection (bookmarks)",
    run: attempt(who.user(alice), op.set(`users/${alice}/bookmarks/tool:midjourney`, savedDoc())),
  },
  {
    name: "a valid item at the top level (saved)",
    run: attempt(who.user(alice), op.set("saved/tool:midjourney", savedDoc())),
  },
  {
    name: "a batch whose second item is invalid",
    run: (testEnv) => {
      const db = who.user(alice)(testEnv);
      const batch = writeBatch(db);
      batch.set(doc(db, "users", alice, "saved", "tool:midjourney"), savedDoc());
      batch.set(doc(db, "users", alice, "saved", "tool:chatgpt"), {
        ...savedDoc("tool", "chatgpt"),
        x: 1,
      });
      batch.set(
        doc(db, savedCountsCollection, alice),
        countDoc(2, ["tool:midjourney", "tool:chatgpt"]),
      );
      return batch.commit();
    },
  },
];

const full = maxSavedItems;

/** New items beyond the cap, and counts that do not count what the batch does. */
const rejectedCounting: RulesCase[] = [
  {
    name: "a new item without the count in its batch",
    run: attempt(who.user(alice), op.set(savedPath(alice), savedDoc())),
  },
  {
    name: "a new item on a counted account, without the count",
    run: onAccount(3, batchOf(["tool:midjourney"], null)),
  },
  {
    name: "a new item the count does not name",
    run: onAccount(3, batchOf(["tool:midjourney"], countDoc(4, ["tool:chatgpt"]))),
  },
  {
    name: "a new item with the count not raised",
    run: onAccount(3, batchOf(["tool:midjourney"], countDoc(3, ["tool:midjourney"]))),
  },
  {
    name: "two new items with the count raised by one",
    run: onAccount(
      3,
      batchOf(
        ["tool:midjourney", "tool:chatgpt"],
        countDoc(4, ["tool:midjourney", "tool:chatgpt"]),
      ),
    ),
  },
  {
    name: "two new items with only one named",
    run: onAccount(
      3,
      batchOf(["tool:midjourney", "tool:chatgpt"], countDoc(5, ["tool:midjourney"])),
    ),
  },
  {
    name: "a new item named by a count written in an earlier batch",
    run: async (testEnv) => {
      await testEnv.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), savedCountsCollection, alice), {
          count: 1,
          added: ["tool:midjourney"],
          removed: [],
          updatedAt: secondsAgo(5),
        }),
      );
      return batchOf(["tool:midjourney"], null)(testEnv);
    },
  },
  {
    name: `a new item on a full account (${full} counted), the count at ${full + 1}`,
    run: onAccount(full, batchOf(["tool:midjourney"], countDoc(full + 1, ["tool:midjourney"]))),
  },
  {
    name: `a new item on a full account, the count left at ${full}`,
    run: onAccount(full, batchOf(["tool:midjourney"], countDoc(full, ["tool:midjourney"]))),
  },
  {
    name: `a first count of ${full + 1}`,
    run: batchOf(["tool:midjourney"], countDoc(full + 1, ["tool:midjourney"])),
  },
  // Forging the count down
  {
    name: "the count lowered with nothing removed",
    run: onAccount(full, batchOf([], countDoc(0))),
  },
  {
    name: "the count lowered naming an item that is not deleted",
    run: onAccount(full, batchOf([], countDoc(full - 1, [], ["tool:tool-1"]))),
  },
  {
    name: "the count lowered naming an item that never existed",
    run: onAccount(
      3,
      batchOf([], countDoc(2, [], ["tool:chatgpt"]), { removed: ["tool:chatgpt"] }),
    ),
  },
  {
    name: "the count lowered by two for one deleted item",
    run: onAccount(3, batchOf([], countDoc(1, [], ["tool:tool-1"]), { removed: ["tool:tool-1"] })),
  },
  {
    name: "the count lowered for two deleted items at once",
    run: onAccount(
      3,
      batchOf([], countDoc(1, [], ["tool:tool-1", "tool:tool-2"]), {
        removed: ["tool:tool-1", "tool:tool-2"],
      }),
    ),
  },
  {
    name: "a removed entry that is not a saved key",
    run: onAccount(3, batchOf([], countDoc(2, [], ["../lists/alice_1"]))),
  },
  {
    name: "the count deleted",
    run: onAccount(3, attempt(who.user(alice), op.delete(`${savedCountsCollection}/${alice}`))),
  },
  {
    name: "another user's count written",
    run: attempt(who.user(alice), op.set(`${savedCountsCollection}/${bob}`, countDoc(0))),
  },
  {
    name: "another user's count read",
    run: attempt(who.user(alice), op.get(`${savedCountsCollection}/${bob}`), (testEnv) =>
      seedAccount(testEnv, 1, { uid: bob }),
    ),
  },
  // The count's shape
  { name: "a count with an extra key", run: batchOf([], { ...countDoc(0), note: "x" }) },
  { name: "a count without added", run: batchOf([], without(countDoc(0), "added")) },
  { name: "a count without removed", run: batchOf([], without(countDoc(0), "removed")) },
  { name: "a count without updatedAt", run: batchOf([], without(countDoc(0), "updatedAt")) },
  { name: "a count as a string", run: batchOf([], { ...countDoc(0), count: "0" }) },
  { name: "a fractional count", run: batchOf([], { ...countDoc(0), count: 0.5 }) },
  { name: "a negative count", run: batchOf([], countDoc(-1)) },
  {
    name: "a count stamped with the client's clock",
    run: batchOf([], { ...countDoc(0), updatedAt: Timestamp.now() }),
  },
  { name: "added as a map", run: batchOf([], { ...countDoc(0), added: { x: 1 } }) },
];

/** `n` well-formed keys (tool:junk-1…), as a batch's `added` could name them. */
const keys = (n: number, prefix = "junk") =>
  Array.from({ length: n }, (_, i) => `tool:${prefix}-${i + 1}`);

/** The longest key savedKey can write (a Midjourney prompt with a 100-character id). */
const longestKey = `midjourney:${text(maxSavedKeyLength - "midjourney:".length, "m")}`;

/**
 * What a modified client stored in the count's `added` before it was checked (issue #35): the
 * count alone is written, raised by as many as `added` names (what the old rules asked), first on
 * an account with no count (create), then on one whose count is 0 (update).
 */
const junkAdded: [string, unknown[]][] = [
  ["500 strings of 2,000 characters (1 MB)", Array.from({ length: 500 }, () => text(2000, "j"))],
  [
    "a map of nested 100 kB strings",
    [{ note: text(100_000, "n"), deeper: { more: text(100_000, "m") } }],
  ],
  ["a number", [42]],
  ["null", [null]],
  ["a boolean", [true]],
  ["a timestamp", [Timestamp.now()]],
  ["a map naming a key", [{ key: "tool:chatgpt" }]],
  ["one 900 kB string", [text(900_000, "s")]],
  [`a 16th key (one more than a batch of ${addsPerBatch})`, keys(addsPerBatch + 1)],
  ["a key of an unknown kind", ["article:some-guide"]],
  ["a key with a capital letter", ["tool:ChatGPT"]],
  ["a key with two hyphens in a row", ["tool:chat--gpt"]],
  ["a key with a path in it", ["../lists/alice_1"]],
  ["a key without its kind", ["chatgpt"]],
  ["a key with a space", ["tool:chat gpt"]],
  ["a key with an invisible character", ["tool:chat\u200bgpt"]],
  [
    `a key of ${maxSavedKeyLength + 1} characters`,
    [`midjourney:${text(maxSavedKeyLength - "midjourney:".length + 1, "m")}`],
  ],
  ["valid keys, then junk at the last index", [...keys(addsPerBatch - 1), "x".repeat(2000)]],
  ["valid keys, then a number at the 8th index", [...keys(7), 8, ...keys(7, "more")]],
];

/** The count's `added` and `removed` hold one batch's worth of saved keys, nothing else. */
const rejectedJunk: RulesCase[] = [
  ...junkAdded.flatMap(([what, added]) => [
    {
      name: `a first count whose added is ${what}`,
      run: batchOf([], { ...countDoc(added.length), added }),
    },
    {
      name: `a count update whose added is ${what}`,
      run: onAccount(0, batchOf([], { ...countDoc(added.length), added })),
    },
  ]),
  {
    name: "a 900 kB string rewritten into the count again",
    run: async (testEnv) => {
      await seedAccount(testEnv, 3);
      await testEnv.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), savedCountsCollection, alice), {
          count: 4,
          added: [text(900_000, "s")],
          removed: [],
          updatedAt: secondsAgo(60),
        }),
      );
      return batchOf([], { ...countDoc(5), added: [text(900_000, "t")] })(testEnv);
    },
  },
];

describe("saved items: allowed operations by the owner", () => {
  it.each(savedKinds)("saves a %s", async (kind) => {
    await assertSucceeds(save(savedDoc(kind, "one-page-lean-plan"))(env()));
  });

  it("saves an item that is already saved again (two devices syncing at once)", async () => {
    await seedSaved()(env());
    await assertSucceeds(op.set(savedPath(alice), savedDoc())(who.user(alice)(env())));
  });

  it("lists and reads their own saves, and reads their count", async () => {
    await seedSaved()(env());
    await seedAccount(env(), 0);
    const db = who.user(alice)(env());
    const all = await assertSucceeds(op.list(`users/${alice}/saved`)(db));
    expect(all.docs.map((d) => d.id)).toEqual([savedKey({ kind: "tool", id: "midjourney" })]);
    await assertSucceeds(op.get(`${savedCountsCollection}/${alice}`)(db));
  });

  it("removes a saved item without the count (as when deleting the account)", async () => {
    await seedSaved()(env());
    await assertSucceeds(op.delete(savedPath(alice))(who.user(alice)(env())));
  });

  it(`accepts an id of ${maxItemIdLength} characters`, async () => {
    await assertSucceeds(save(savedDoc("tool", text(maxItemIdLength, "a")))(env()));
  });
});

/** The site's sync writes (lib/saved/account-batches.ts), from one account state each. */
const syncs: {
  name: string;
  held: number;
  counted: number | null;
  add: SavedItem[];
  remove?: string[];
}[] = [
  { name: "a first save on a new account", held: 0, counted: null, add: [toolItem("chatgpt")] },
  {
    name: `${addsPerBatch} saves in one batch`,
    held: 0,
    counted: 0,
    add: Array.from({ length: addsPerBatch }, (_, n) => toolItem(`new-${n}`)),
  },
  {
    name: "40 saves from a device's first sign-in, in several batches",
    held: 2,
    counted: null,
    add: Array.from({ length: 40 }, (_, n) => toolItem(`new-${n}`)),
  },
  { name: "a removal", held: 3, counted: 3, add: [], remove: ["tool:tool-2"] },
  {
    name: "removals and additions together",
    held: 3,
    counted: 3,
    add: [toolItem("chatgpt"), toolItem("claude")],
    remove: ["tool:tool-1", "tool:tool-3"],
  },
  {
    name: "a save on an account saved before counting began",
    held: 12,
    counted: null,
    add: [toolItem("chatgpt")],
  },
  {
    name: "a removal on an account saved before counting began",
    held: 12,
    counted: null,
    add: [],
    remove: ["tool:tool-5"],
  },
  {
    name: "a save on an account whose count fell behind",
    held: 12,
    counted: 4,
    add: [toolItem("chatgpt")],
  },
  { name: `the ${full}th save`, held: full - 1, counted: full - 1, add: [toolItem("chatgpt")] },
  {
    name: "a save on a full account once one is removed (a slot freed)",
    held: full,
    counted: full,
    add: [toolItem("chatgpt")],
    remove: ["tool:tool-1"],
  },
];

describe("saved items: the cap of 500, as the site syncs", () => {
  it.each(syncs)("accepts $name", async ({ held, counted, add, remove = [] }) => {
    await seedAccount(env(), held, { counted });
    await assertSucceeds(commitSync(env(), { held, counted }, add, remove));
    const db = who.user(alice)(env());
    const saved = await op.list(`users/${alice}/saved`)(db);
    expect(saved.size).toBe(held + add.length - remove.length);
    const count = await op.get(`${savedCountsCollection}/${alice}`)(db);
    expect(count.get("count")).toBeGreaterThanOrEqual(saved.size);
    expect(count.get("count")).toBeLessThanOrEqual(full);
  });

  it(`refuses the ${full + 1}st save, then takes it once one is deleted`, async () => {
    await seedAccount(env(), full);
    const account = { held: full, counted: full };
    await assertFails(commitSync(env(), account, [toolItem("chatgpt")]));
    await assertSucceeds(commitSync(env(), account, [], ["tool:tool-7"]));
    await assertSucceeds(
      commitSync(env(), { held: full - 1, counted: full - 1 }, [toolItem("chatgpt")]),
    );
  });

  it("keeps counting a deleted item until the count is lowered with it", async () => {
    await seedAccount(env(), full);
    await assertSucceeds(op.delete(`users/${alice}/saved/tool:tool-1`)(who.user(alice)(env())));
    // The item is gone, but nothing proves it to the count: still full.
    await assertFails(batchOf(["tool:chatgpt"], countDoc(full, ["tool:chatgpt"]))(env()));
  });

  it("clears the count's keys when the account is deleted", async () => {
    await seedAccount(env(), 3);
    await assertSucceeds(batchOf([], countDoc(3))(env()));
  });
});

describe("saved items: rejected payloads and operations", () => {
  rules.itRefusesEach(rejected, { atLeast: 40 });
});

describe("saved items: rejected counts", () => {
  rules.itRefusesEach(rejectedCounting);
});

describe("saved items: the count holds one batch's keys, nothing else", () => {
  rules.itRefusesEach(rejectedJunk, { atLeast: 30 });

  it.each([
    ["no keys", []],
    [`${addsPerBatch} keys`, keys(addsPerBatch)],
    [
      `${addsPerBatch} keys of the longest length (${maxSavedKeyLength})`,
      Array(addsPerBatch).fill(longestKey),
    ],
    ["a key of each kind", savedKinds.map((kind) => `${kind}:one-page-plan`)],
  ])("accepts a count whose added is %s", async (_what, added) => {
    await assertSucceeds(batchOf([], { ...countDoc(added.length), added })(env()));
    await seedAccount(env(), 3);
    await assertSucceeds(batchOf([], { ...countDoc(3 + added.length), added })(env()));
  });
});

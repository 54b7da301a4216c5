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
import { maxItemIdLength, savedKey, savedKinds, type SavedKind } from "@/lib/saved/items";
import { secondsAgo, seed, setupRulesEnv, text, verifiedUser, visitor, without } from "./support";

const env = setupRulesEnv();

const alice = "alice";
const bob = "bob";

/** The document a device writes for one saved item. */
function savedDoc(kind: SavedKind = "tool", id = "midjourney"): DocumentData {
  return { kind, id, savedAt: serverTimestamp() };
}

/** Alice writes `data` as her saved item `key` (by default the key the data names). */
function save(data: DocumentData, key?: string) {
  return (testEnv: RulesTestEnvironment) =>
    setDoc(
      doc(verifiedUser(testEnv, alice), "users", alice, "saved", key ?? `${data.kind}:${data.id}`),
      data,
    );
}

const stored = { kind: "tool", id: "midjourney", savedAt: secondsAgo(60) };

async function seedSaved(testEnv: RulesTestEnvironment, uid = alice): Promise<void> {
  await seed(testEnv, { [`users/${uid}/saved/tool:midjourney`]: stored });
}

type Case = { name: string; run: (testEnv: RulesTestEnvironment) => Promise<unknown> };

const rejected: Case[] = [
  // Who
  {
    name: "a visitor saves",
    run: (testEnv) =>
      setDoc(doc(visitor(testEnv), "users", alice, "saved", "tool:midjourney"), savedDoc()),
  },
  {
    name: "a user saves into another user's saves",
    run: (testEnv) =>
      setDoc(
        doc(verifiedUser(testEnv, alice), "users", bob, "saved", "tool:midjourney"),
        savedDoc(),
      ),
  },
  {
    name: "a user reads another user's saved item",
    run: async (testEnv) => {
      await seedSaved(testEnv, bob);
      return getDoc(doc(verifiedUser(testEnv, alice), "users", bob, "saved", "tool:midjourney"));
    },
  },
  {
    name: "a user lists another user's saves",
    run: async (testEnv) => {
      await seedSaved(testEnv, bob);
      return getDocs(collection(verifiedUser(testEnv, alice), "users", bob, "saved"));
    },
  },
  {
    name: "a visitor lists a user's saves",
    run: async (testEnv) => {
      await seedSaved(testEnv);
      return getDocs(collection(visitor(testEnv), "users", alice, "saved"));
    },
  },
  {
    name: "a visitor reads a saved item",
    run: async (testEnv) => {
      await seedSaved(testEnv);
      return getDoc(doc(visitor(testEnv), "users", alice, "saved", "tool:midjourney"));
    },
  },
  {
    name: "a user deletes another user's saved item",
    run: async (testEnv) => {
      await seedSaved(testEnv, bob);
      return deleteDoc(doc(verifiedUser(testEnv, alice), "users", bob, "saved", "tool:midjourney"));
    },
  },
  {
    name: "a visitor deletes a saved item",
    run: async (testEnv) => {
      await seedSaved(testEnv);
      return deleteDoc(doc(visitor(testEnv), "users", alice, "saved", "tool:midjourney"));
    },
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
    run: async (testEnv) => {
      await seedSaved(testEnv);
      return updateDoc(
        doc(verifiedUser(testEnv, alice), "users", alice, "saved", "tool:midjourney"),
        { note: "later", savedAt: serverTimestamp() },
      );
    },
  },
  {
    name: "an update that renames the item",
    run: async (testEnv) => {
      await seedSaved(testEnv);
      return updateDoc(
        doc(verifiedUser(testEnv, alice), "users", alice, "saved", "tool:midjourney"),
        { id: "chatgpt", savedAt: serverTimestamp() },
      );
    },
  },
  {
    name: "an update that keeps the old time",
    run: async (testEnv) => {
      await seedSaved(testEnv);
      return updateDoc(
        doc(verifiedUser(testEnv, alice), "users", alice, "saved", "tool:midjourney"),
        { kind: "tool" },
      );
    },
  },
  // Elsewhere
  {
    name: "a valid item in another subcollection (bookmarks)",
    run: (testEnv) =>
      setDoc(
        doc(verifiedUser(testEnv, alice), "users", alice, "bookmarks", "tool:midjourney"),
        savedDoc(),
      ),
  },
  {
    name: "a valid item at the top level (saved)",
    run: (testEnv) =>
      setDoc(doc(verifiedUser(testEnv, alice), "saved", "tool:midjourney"), savedDoc()),
  },
  {
    name: "a batch whose second item is invalid",
    run: (testEnv) => {
      const db = verifiedUser(testEnv, alice);
      const batch = writeBatch(db);
      batch.set(doc(db, "users", alice, "saved", "tool:midjourney"), savedDoc());
      batch.set(doc(db, "users", alice, "saved", "tool:chatgpt"), {
        ...savedDoc("tool", "chatgpt"),
        x: 1,
      });
      return batch.commit();
    },
  },
];

describe("saved items: allowed operations by the owner", () => {
  it.each(savedKinds)("saves a %s", async (kind) => {
    await assertSucceeds(save(savedDoc(kind, "one-page-lean-plan"))(env()));
  });

  it("saves an item that is already saved again (two devices syncing at once)", async () => {
    await seedSaved(env());
    await assertSucceeds(save(savedDoc())(env()));
  });

  it("lists and reads their own saves", async () => {
    await seedSaved(env());
    const db = verifiedUser(env(), alice);
    const all = await assertSucceeds(getDocs(collection(db, "users", alice, "saved")));
    expect(all.docs.map((d) => d.id)).toEqual([savedKey({ kind: "tool", id: "midjourney" })]);
  });

  it("removes a saved item", async () => {
    await seedSaved(env());
    await assertSucceeds(
      deleteDoc(doc(verifiedUser(env(), alice), "users", alice, "saved", "tool:midjourney")),
    );
  });

  it("writes many items in one batch", async () => {
    const db = verifiedUser(env(), alice);
    const batch = writeBatch(db);
    for (const id of ["chatgpt", "claude", "gemini"])
      batch.set(doc(db, "users", alice, "saved", `tool:${id}`), savedDoc("tool", id));
    await assertSucceeds(batch.commit());
  });

  it(`accepts an id of ${maxItemIdLength} characters`, async () => {
    await assertSucceeds(save(savedDoc("tool", text(maxItemIdLength, "a")))(env()));
  });
});

describe("saved items: rejected payloads and operations", () => {
  it("has at least 40 distinct cases", () => {
    expect(rejected.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rejected.map((c) => c.name)).size).toBe(rejected.length);
  });

  it.each(rejected)("rejects $name", async ({ run }) => {
    await assertFails(run(env()));
  });
});

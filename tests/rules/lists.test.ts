import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  arrayRemove,
  arrayUnion,
  doc,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
} from "firebase/firestore";
import type { DocumentData, UpdateData } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { codePointLabel } from "@/lib/control-characters";
import {
  legacyListId,
  listKeyLength,
  listNameLength,
  listSlotId,
  listSlotsCollection,
  maxLists,
  maxToolsPerList,
  newListId,
} from "@/lib/lists/lists";
import { maxItemIdLength } from "@/lib/saved/items";
import { secondsAgo, sha256Hex, text, without } from "./documents";
import { alice, attempt, bob, op, rulesContext, seed, who } from "./support";
import type { Actor, Given, Operation, RulesCase } from "./support";

const rules = rulesContext();
const { env } = rules;

/** A list key of the right length made of one letter (the site draws random ones). */
const key = (letter = "A") => text(listKeyLength, letter);

const aliceList = newListId(1, key("A"));
const bobList = newListId(1, key("B"));

function tools(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `tool-${i + 1}`);
}

/** The document the site writes for a new list (from "Add to list": with its first tool). */
function listDoc(owner = alice, overrides: DocumentData = {}): DocumentData {
  return {
    owner,
    name: "Writing tools",
    public: false,
    tools: ["chatgpt"],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A list as stored (times in the past, two tools), for seeding. */
function storedList(owner = alice, overrides: DocumentData = {}): DocumentData {
  return {
    ...listDoc(owner),
    tools: ["chatgpt", "claude"],
    createdAt: secondsAgo(3600),
    updatedAt: secondsAgo(600),
    ...overrides,
  };
}

const alicePath = `lists/${aliceList}`;
const bobPath = `lists/${bobList}`;

const slotPath = (uid: string, n: number | string) =>
  `${listSlotsCollection}/${listSlotId(uid, Number(n))}`;

/**
 * `uid` makes the list `id` as the site does (lib/firebase/lists.ts, createList): in one batch
 * with the slot the id's "-n" names, pointed at it. `slot: null` leaves the slot out; a slot
 * given as data is written instead of { list: id }.
 */
function create(
  data: DocumentData,
  id = aliceList,
  uid = alice,
  { slot = "", slotData }: { slot?: string | null; slotData?: DocumentData } = {},
): RulesCase["run"] {
  return (testEnv) => {
    const db = who.user(uid)(testEnv);
    const batch = writeBatch(db);
    batch.set(doc(db, "lists", id), data);
    const n = slot === "" ? (/-(\d+)$/.exec(id)?.[1] ?? null) : slot;
    if (n !== null) batch.set(doc(db, slotPath(uid, n)), slotData ?? { list: id });
    return batch.commit();
  };
}

/** The site's delete (deleteList): the list and its slot, in one batch. */
function deleteWithSlot(id = aliceList, n = 1, uid = alice): RulesCase["run"] {
  return (testEnv) => {
    const db = who.user(uid)(testEnv);
    const batch = writeBatch(db);
    batch.delete(doc(db, "lists", id));
    batch.delete(doc(db, slotPath(uid, n)));
    return batch.commit();
  };
}

/** Lists and slots as stored, written with the rules off: `lists` by id, `slots` by n. */
function seedLists(
  lists: Record<string, DocumentData>,
  slots: Record<number, string> = {},
  uid = alice,
): Given {
  return (testEnv) =>
    seed(testEnv, {
      ...Object.fromEntries(Object.entries(lists).map(([id, list]) => [`lists/${id}`, list])),
      ...Object.fromEntries(Object.entries(slots).map(([n, list]) => [slotPath(uid, n), { list }])),
    });
}

/** `uid`'s full house: 20 lists of the new form, each in its slot. */
function fullHouse(uid = alice): Given {
  const ids = Array.from({ length: maxLists }, (_, i) => newListId(i + 1, key("F")));
  return seedLists(
    Object.fromEntries(ids.map((id) => [id, storedList(uid)])),
    Object.fromEntries(ids.map((id, i) => [i + 1, id])),
    uid,
  );
}

/** `given`, then `run`. */
const after =
  (given: Given, run: RulesCase["run"]): RulesCase["run"] =>
  async (testEnv) => {
    await given(testEnv);
    return run(testEnv);
  };

/** `who` makes the request `operation` where `list` is stored (by default as Alice's first). */
function withList(
  list: DocumentData,
  who: Actor,
  operation: Operation,
  path = alicePath,
): RulesCase["run"] {
  return attempt(who, operation, (testEnv) => seed(testEnv, { [path]: list }));
}

/** Alice changes her stored list (by default storedList()) with `changes`. */
function update(changes: UpdateData<DocumentData>, seeded: DocumentData = storedList()) {
  return withList(seeded, who.user(alice), op.update(alicePath, changes));
}

const touch = { updatedAt: serverTimestamp() };

/** Users whose uid is a regular expression that matches another user's ([uid, victim]). */
const regexUids: [string, string][] = [
  ["a.c", "abc"],
  [".*", "alice"],
  ["ali.e", "alice"],
  ["alice|bob", "bob"],
  ["[a-z]+", "bob"],
];

/** What a modified client might put in a list's tools instead of a slug. */
const junkTools: [string, unknown][] = [
  ["a map", { url: "https://example.com", name: "Mine" }],
  ["a number", 42],
  ["null", null],
  ["a boolean", true],
  ["a javascript: address", "javascript:alert(document.cookie)"],
  ["an https address", "https://example.com/tool"],
  [`a slug of ${maxItemIdLength + 1} characters`, text(maxItemIdLength + 1, "a")],
  ["a 200 kB string", text(200_000, "a")],
  ["an upper-case slug", "ChatGPT"],
  ["a slug with a space", "chat gpt"],
  ["a slug with an escape sequence", "chatgpt\u001b[2J"],
  ["an empty string", ""],
];

const rejected: RulesCase[] = [
  // Who
  { name: "a visitor creates a list", run: attempt(who.visitor, op.set(alicePath, listDoc())) },
  { name: "a list owned by someone else", run: create(listDoc(bob)) },
  // Ids: random keys with a slot number; the old "{uid}_{n}" form is no longer made
  {
    name: "a list of the old form ({uid}_1)",
    run: create(listDoc(), legacyListId(alice, 1), alice, { slot: null }),
  },
  {
    name: `a list of the old form, number ${maxLists}`,
    run: create(listDoc(), legacyListId(alice, maxLists), alice, { slot: null }),
  },
  {
    name: "another user's old-form id (bob_2)",
    run: create(listDoc(), legacyListId(bob, 2), alice, { slot: null }),
  },
  { name: "a list id with slot 0", run: create(listDoc(), newListId(0, key())) },
  {
    name: `a list id with slot ${maxLists + 1}`,
    run: create(listDoc(), newListId(maxLists + 1, key())),
  },
  { name: "a list id with slot 100", run: create(listDoc(), newListId(100, key())) },
  { name: "a list id with slot 01", run: create(listDoc(), `${key()}-01`, alice, { slot: "1" }) },
  {
    name: "a list id with a word for its slot",
    run: create(listDoc(), `${key()}-one`, alice, { slot: "1" }),
  },
  {
    name: "a list id with a short key",
    run: create(listDoc(), newListId(1, text(listKeyLength - 1, "A"))),
  },
  {
    name: "a list id with a long key",
    run: create(listDoc(), newListId(1, text(listKeyLength + 1, "A"))),
  },
  {
    name: "a list id whose key holds an underscore",
    run: create(listDoc(), newListId(1, `${text(listKeyLength - 1, "A")}_`)),
  },
  {
    name: "a list id that is the SHA-256 of the old id (derived from the public uid)",
    run: create(listDoc(), newListId(1, sha256Hex(legacyListId(alice, 1)))),
  },
  {
    name: "a list id with a prefix",
    run: create(listDoc(), `x${aliceList}`, alice, { slot: "1" }),
  },
  // Slots: every new list is named by its own slot, at most 20 per user
  { name: "a new list without its slot", run: create(listDoc(), aliceList, alice, { slot: null }) },
  {
    name: "a new list whose slot names another list",
    run: create(listDoc(), aliceList, alice, { slotData: { list: newListId(1, key("Z")) } }),
  },
  {
    name: "a new list whose slot has another number",
    run: create(listDoc(), aliceList, alice, { slot: "2" }),
  },
  {
    name: "a new list in another user's slot",
    run: (testEnv) => {
      const db = who.user(alice)(testEnv);
      const batch = writeBatch(db);
      batch.set(doc(db, "lists", aliceList), listDoc());
      batch.set(doc(db, slotPath(bob, 1)), { list: aliceList });
      return batch.commit();
    },
  },
  {
    name: "a slot with an extra key",
    run: create(listDoc(), aliceList, alice, { slotData: { list: aliceList, n: 1 } }),
  },
  {
    name: "a slot with no list",
    run: create(listDoc(), aliceList, alice, { slotData: {} }),
  },
  {
    name: "a slot naming a list id of the old form",
    run: create(listDoc(), aliceList, alice, { slotData: { list: legacyListId(alice, 1) } }),
  },
  {
    name: `the ${maxLists + 1}st list, its slot taken from a list that still exists`,
    run: after(fullHouse(), create(listDoc(), newListId(1, key("N")))),
  },
  {
    name: `the ${maxLists + 1}st list, in slot ${maxLists}`,
    run: after(fullHouse(), create(listDoc(), newListId(maxLists, key("N")))),
  },
  {
    name: `the ${maxLists + 1}st list, in slot ${maxLists + 1}`,
    run: after(fullHouse(), create(listDoc(), newListId(maxLists + 1, key("N")))),
  },
  {
    name: "a slot taken while the old list of that number exists",
    run: after(
      seedLists({ [legacyListId(alice, 3)]: storedList() }),
      create(listDoc(), newListId(3, key("N"))),
    ),
  },
  {
    name: `a new list beside ${maxLists} lists of the old form`,
    run: after(
      seedLists(
        Object.fromEntries(
          Array.from({ length: maxLists }, (_, i) => [legacyListId(alice, i + 1), storedList()]),
        ),
      ),
      create(listDoc(), newListId(7, key("N"))),
    ),
  },
  {
    name: "a slot deleted while its list exists",
    run: attempt(
      who.user(alice),
      op.delete(slotPath(alice, 1)),
      seedLists({ [aliceList]: storedList() }, { 1: aliceList }),
    ),
  },
  {
    name: "a slot pointed at another of the user's lists while its own exists",
    run: attempt(
      who.user(alice),
      op.set(slotPath(alice, 1), { list: newListId(1, key("C")) }),
      seedLists(
        { [aliceList]: storedList(), [newListId(1, key("C"))]: storedList() },
        { 1: aliceList },
      ),
    ),
  },
  {
    name: "a slot pointed at another user's list",
    run: attempt(
      who.user(alice),
      op.set(slotPath(alice, 1), { list: bobList }),
      seedLists({ [bobList]: storedList(bob) }),
    ),
  },
  {
    name: "another user writes a user's slot",
    run: attempt(
      who.user(bob),
      op.set(slotPath(alice, 1), { list: bobList }),
      seedLists({ [bobList]: storedList(bob) }),
    ),
  },
  {
    name: "another user deletes a user's slot",
    run: attempt(who.user(bob), op.delete(slotPath(alice, 1)), seedLists({}, { 1: aliceList })),
  },
  {
    name: "another user reads a user's slot (it names the list)",
    run: attempt(who.user(bob), op.get(slotPath(alice, 1)), seedLists({}, { 1: aliceList })),
  },
  {
    name: "a visitor reads a user's slot",
    run: attempt(who.visitor, op.get(slotPath(alice, 1)), seedLists({}, { 1: aliceList })),
  },
  {
    name: "a user lists the slots",
    run: attempt(who.user(alice), op.list(listSlotsCollection), seedLists({}, { 1: aliceList })),
  },
  // The uid is compared as text, never read as a pattern
  ...regexUids.map(([uid, victim]) => ({
    name: `user "${uid}" takes ${victim}'s slot 1`,
    run: (testEnv: Parameters<RulesCase["run"]>[0]) => {
      const db = who.user(uid)(testEnv);
      const batch = writeBatch(db);
      batch.set(doc(db, "lists", aliceList), listDoc(uid));
      batch.set(doc(db, slotPath(victim, 1)), { list: aliceList });
      return batch.commit();
    },
  })),
  // Keys
  { name: "an extra key description", run: create({ ...listDoc(), description: "Mine" }) },
  { name: "an extra key ownerName", run: create({ ...listDoc(), ownerName: "Alice" }) },
  { name: "no owner", run: create(without(listDoc(), "owner")) },
  { name: "no name", run: create(without(listDoc(), "name")) },
  { name: "no public", run: create(without(listDoc(), "public")) },
  { name: "no tools", run: create(without(listDoc(), "tools")) },
  { name: "no createdAt", run: create(without(listDoc(), "createdAt")) },
  { name: "no updatedAt", run: create(without(listDoc(), "updatedAt")) },
  // Name
  { name: "an empty name", run: create(listDoc(alice, { name: "" })) },
  { name: "a name of spaces", run: create(listDoc(alice, { name: "   " })) },
  { name: "a name with a leading space", run: create(listDoc(alice, { name: " Writing" })) },
  { name: "a name with a trailing space", run: create(listDoc(alice, { name: "Writing " })) },
  {
    name: `a name of ${listNameLength.max + 1} characters`,
    run: create(listDoc(alice, { name: text(listNameLength.max + 1, "n") })),
  },
  { name: "a name that is a number", run: create(listDoc(alice, { name: 7 })) },
  ...["\u001b]8;;https://evil.example\u0007Mine", "Writing\u202etools", "Mine\u009b2J"].map(
    (name) => ({
      name: `a name with ${codePointLabel(/[^ -~]/.exec(name)?.[0] ?? "")}`,
      run: create(listDoc(alice, { name })),
    }),
  ),
  { name: "a name that is null", run: create(listDoc(alice, { name: null })) },
  // Public
  { name: "public as a string", run: create(listDoc(alice, { public: "true" })) },
  { name: "public as a number", run: create(listDoc(alice, { public: 1 })) },
  // Tools of a new list: the site makes it with no tool or one
  {
    name: `${maxToolsPerList + 1} tools`,
    run: create(listDoc(alice, { tools: tools(maxToolsPerList + 1) })),
  },
  {
    name: "a new list with two tools",
    run: create(listDoc(alice, { tools: ["chatgpt", "claude"] })),
  },
  { name: "the same tool twice", run: create(listDoc(alice, { tools: ["chatgpt", "chatgpt"] })) },
  { name: "tools as a map", run: create(listDoc(alice, { tools: { chatgpt: true } })) },
  { name: "tools as a string", run: create(listDoc(alice, { tools: "chatgpt,claude" })) },
  { name: "a new list that is public", run: create(listDoc(alice, { public: true })) },
  // Tool lists change by one added slug, or by removals
  ...junkTools.map(([what, value]) => ({
    name: `a new list whose tool is ${what}`,
    run: create(listDoc(alice, { tools: [value] })),
  })),
  ...junkTools.map(([what, value]) => ({
    name: `adding ${what} (arrayUnion)`,
    run: update({ tools: arrayUnion(value), ...touch }),
  })),
  ...junkTools.map(([what, value]) => ({
    name: `adding ${what} (the whole list written)`,
    run: update({ tools: ["chatgpt", "claude", value], ...touch }),
  })),
  {
    name: "adding a tool that is already there (the whole list written)",
    run: update({ tools: ["chatgpt", "claude", "chatgpt"], ...touch }),
  },
  {
    name: "adding two tools at once",
    run: update({ tools: arrayUnion("gemini", "perplexity"), ...touch }),
  },
  {
    name: "replacing a tool with another",
    run: update({ tools: ["chatgpt", "gemini"], ...touch }),
  },
  {
    name: "replacing a tool with junk",
    run: update({ tools: ["chatgpt", "javascript:alert(1)"], ...touch }),
  },
  {
    name: "removing one tool and adding two",
    run: update({ tools: ["claude", "gemini", "perplexity"], ...touch }),
  },
  {
    name: "a removal that leaves a tool twice",
    run: update(
      { tools: ["chatgpt", "chatgpt"], ...touch },
      storedList(alice, { tools: ["chatgpt", "claude", "gemini"] }),
    ),
  },
  {
    name: "a removal that brings in a map",
    run: update({ tools: [{ chatgpt: true }], ...touch }),
  },
  { name: "tools replaced by a map", run: update({ tools: { chatgpt: true }, ...touch }) },
  { name: "tools replaced by null", run: update({ tools: null, ...touch }) },
  // Times
  {
    name: "createdAt from the client's clock",
    run: create(listDoc(alice, { createdAt: Timestamp.now() })),
  },
  {
    name: "updatedAt from the client's clock",
    run: create(listDoc(alice, { updatedAt: Timestamp.now() })),
  },
  // Updates
  { name: "an update without updatedAt", run: update({ name: "Renamed" }) },
  { name: "an update that changes the owner", run: update({ owner: bob, ...touch }) },
  {
    name: "an update that changes createdAt",
    run: update({ createdAt: serverTimestamp(), ...touch }),
  },
  { name: "an update that adds a key", run: update({ likes: 3, ...touch }) },
  { name: "an update to an empty name", run: update({ name: "", ...touch }) },
  {
    name: `an update past ${maxToolsPerList} tools`,
    run: update(
      { tools: arrayUnion("one-too-many"), ...touch },
      storedList(alice, { tools: tools(maxToolsPerList) }),
    ),
  },
  {
    name: "an update of someone else's list",
    run: withList(
      storedList(bob),
      who.user(alice),
      op.update(bobPath, { name: "Mine now", ...touch }),
      bobPath,
    ),
  },
  {
    name: "a visitor makes a public list private",
    run: withList(
      storedList(alice, { public: true }),
      who.visitor,
      op.update(alicePath, { public: false, ...touch }),
    ),
  },
  // Reads and deletes
  {
    name: "another user reads a private list",
    run: withList(storedList(bob), who.user(alice), op.get(bobPath), bobPath),
  },
  {
    name: "a visitor reads a private list",
    run: withList(storedList(), who.visitor, op.get(alicePath)),
  },
  {
    name: "a user lists every list",
    run: withList(storedList(bob, { public: true }), who.user(alice), op.list("lists"), bobPath),
  },
  {
    name: "a user queries another user's lists",
    run: withList(
      storedList(bob),
      who.user(alice),
      op.list("lists", where("owner", "==", bob)),
      bobPath,
    ),
  },
  {
    name: "a visitor lists the public lists",
    run: withList(
      storedList(alice, { public: true }),
      who.visitor,
      op.list("lists", where("public", "==", true)),
    ),
  },
  {
    name: "another user deletes a public list",
    run: withList(storedList(bob, { public: true }), who.user(alice), op.delete(bobPath), bobPath),
  },
  {
    name: "a visitor deletes a list",
    run: withList(storedList(alice, { public: true }), who.visitor, op.delete(alicePath)),
  },
];

/** Every write the site makes to a list (lib/firebase/lists.ts), and what it starts from. */
const siteWrites: RulesCase[] = [
  { name: "makes a list with no tool (/saved)", run: create(listDoc(alice, { tools: [] })) },
  { name: 'makes a list with its first tool ("Add to list")', run: create(listDoc()) },
  {
    name: `makes a list named with ${listNameLength.max} characters`,
    run: create(listDoc(alice, { name: text(listNameLength.max, "n") })),
  },
  { name: `uses slot ${maxLists}`, run: create(listDoc(), newListId(maxLists, key())) },
  { name: "adds a tool (arrayUnion)", run: update({ tools: arrayUnion("gemini"), ...touch }) },
  {
    name: "adds a tool that is already there (arrayUnion leaves the list as it was)",
    run: update({ tools: arrayUnion("chatgpt"), ...touch }),
  },
  {
    name: `adds the ${maxToolsPerList}th tool`,
    run: update(
      { tools: arrayUnion("one-more"), ...touch },
      storedList(alice, { tools: tools(maxToolsPerList - 1) }),
    ),
  },
  {
    name: `adds a slug of ${maxItemIdLength} characters`,
    run: update({ tools: arrayUnion(text(maxItemIdLength, "a")), ...touch }),
  },
  { name: "removes a tool (arrayRemove)", run: update({ tools: arrayRemove("claude"), ...touch }) },
  {
    name: "removes a tool by writing the rest (Remove on /saved)",
    run: update({ tools: ["claude"], ...touch }),
  },
  {
    name: "removes several tools at once",
    run: update(
      { tools: ["gemini"], ...touch },
      storedList(alice, { tools: ["chatgpt", "claude", "gemini"] }),
    ),
  },
  { name: "removes every tool", run: update({ tools: [], ...touch }) },
  { name: "renames", run: update({ name: "Renamed", ...touch }) },
  { name: "shares", run: update({ public: true, ...touch }) },
  {
    name: "stops sharing",
    run: update({ public: false, ...touch }, storedList(alice, { public: true })),
  },
  {
    name: "renames a list stored with junk before these rules",
    run: update({ name: "Renamed", ...touch }, storedList(alice, { tools: [{ x: 1 }, "chatgpt"] })),
  },
  {
    name: "deletes a list and frees its slot",
    run: after(seedLists({ [aliceList]: storedList() }, { 1: aliceList }), deleteWithSlot()),
  },
  {
    name: "deletes a list alone (its slot is taken over later)",
    run: withList(storedList(), who.user(alice), op.delete(alicePath)),
  },
  {
    name: "frees a slot whose list is already gone",
    run: attempt(who.user(alice), op.delete(slotPath(alice, 1)), seedLists({}, { 1: aliceList })),
  },
  {
    name: "takes over a slot whose list is gone",
    run: after(seedLists({}, { 1: newListId(1, key("G")) }), create(listDoc())),
  },
  {
    name: "takes a slot once the old list of that number is deleted",
    run: after(seedLists({ [legacyListId(alice, 3)]: storedList() }), async (testEnv) => {
      await op.delete(`lists/${legacyListId(alice, 3)}`)(who.user(alice)(testEnv));
      return create(listDoc(), newListId(3, key("N")))(testEnv);
    }),
  },
  {
    name: `makes a list beside ${maxLists - 1} lists of the old form`,
    run: after(
      seedLists(
        Object.fromEntries(
          Array.from({ length: maxLists - 1 }, (_, i) => [
            legacyListId(alice, i + 1),
            storedList(),
          ]),
        ),
      ),
      create(listDoc(), newListId(maxLists, key("N"))),
    ),
  },
  {
    name: `makes a list once one of ${maxLists} is deleted with its slot`,
    run: after(fullHouse(), async (testEnv) => {
      await deleteWithSlot(newListId(4, key("F")), 4)(testEnv);
      return create(listDoc(), newListId(4, key("N")))(testEnv);
    }),
  },
  {
    name: "moves a slot to a new list as its old list is deleted, in one batch",
    run: after(seedLists({ [aliceList]: storedList() }, { 1: aliceList }), (testEnv) => {
      const db = who.user(alice)(testEnv);
      const batch = writeBatch(db);
      const next = newListId(1, key("M"));
      batch.delete(doc(db, "lists", aliceList));
      batch.set(doc(db, "lists", next), listDoc());
      batch.set(doc(db, slotPath(alice, 1)), { list: next });
      return batch.commit();
    }),
  },
  // Lists of the old form ("{uid}_{n}") keep working for their owner
  {
    name: "renames a list of the old form",
    run: withList(
      storedList(),
      who.user(alice),
      op.update(`lists/${legacyListId(alice, 2)}`, { name: "Renamed", ...touch }),
      `lists/${legacyListId(alice, 2)}`,
    ),
  },
  {
    name: "adds a tool to a list of the old form",
    run: withList(
      storedList(),
      who.user(alice),
      op.update(`lists/${legacyListId(alice, 2)}`, { tools: arrayUnion("gemini"), ...touch }),
      `lists/${legacyListId(alice, 2)}`,
    ),
  },
  {
    name: "deletes a list of the old form",
    run: withList(
      storedList(),
      who.user(alice),
      op.delete(`lists/${legacyListId(alice, 2)}`),
      `lists/${legacyListId(alice, 2)}`,
    ),
  },
  {
    name: "reads a private list of the old form",
    run: withList(
      storedList(),
      who.user(alice),
      op.get(`lists/${legacyListId(alice, 2)}`),
      `lists/${legacyListId(alice, 2)}`,
    ),
  },
  // A uid with pattern characters still owns its own ids
  ...regexUids.map(([uid]) => ({
    name: `user "${uid}" makes their own list`,
    run: create(listDoc(uid), newListId(1, key()), uid),
  })),
];

describe("lists: allowed operations", () => {
  rules.itAllowsEach(siteWrites, "the owner");

  it(`the owner fills slots 1 to ${maxLists}, and no more`, async () => {
    for (let n = 1; n <= maxLists; n += 1)
      await assertSucceeds(create(listDoc(), newListId(n, key("S")))(env()));
    await assertFails(create(listDoc(), newListId(1, key("T")))(env()));
    // The site's own delete frees a slot for the next list.
    await assertSucceeds(deleteWithSlot(newListId(9, key("S")), 9)(env()));
    await assertSucceeds(create(listDoc(), newListId(9, key("T")))(env()));
  });

  it("the owner reads a private list and finds their lists by owner", async () => {
    await seed(env(), { [alicePath]: storedList() });
    const db = who.user(alice)(env());
    await assertSucceeds(op.get(alicePath)(db));
    const mine = await assertSucceeds(op.list("lists", where("owner", "==", alice))(db));
    expect(mine.size).toBe(1);
  });

  it("anyone reads a public list of the old form by its share link", async () => {
    const old = `lists/${legacyListId(alice, 3)}`;
    await seed(env(), { [old]: storedList(alice, { public: true }) });
    await assertSucceeds(op.get(old)(who.visitor(env())));
    await assertSucceeds(op.get(old)(who.user(bob)(env())));
  });

  it("anyone, signed in or not, reads a public list by its id", async () => {
    await seed(env(), { [alicePath]: storedList(alice, { public: true }) });
    const readByVisitor = await assertSucceeds(op.get(alicePath)(who.visitor(env())));
    expect(readByVisitor.get("name")).toBe("Writing tools");
    await assertSucceeds(op.get(alicePath)(who.user(bob)(env())));
  });
});

describe("lists: rejected payloads and operations", () => {
  rules.itRefusesEach(rejected, { atLeast: 40 });
});

import { assertSucceeds } from "@firebase/rules-unit-testing";
import { arrayRemove, arrayUnion, serverTimestamp, Timestamp, where } from "firebase/firestore";
import type { DocumentData, UpdateData } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { codePointLabel } from "@/lib/control-characters";
import { listId, listNameLength, maxLists, maxToolsPerList } from "@/lib/lists/lists";
import { maxItemIdLength } from "@/lib/saved/items";
import { secondsAgo, text, without } from "./documents";
import { alice, attempt, bob, op, rulesContext, seed, who } from "./support";
import type { Actor, Operation, RulesCase } from "./support";

const rules = rulesContext();
const { env } = rules;

const aliceList = listId(alice, 1);
const bobList = listId(bob, 1);

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

function create(data: DocumentData, id = aliceList, uid = alice): RulesCase["run"] {
  return attempt(who.user(uid), op.set(`lists/${id}`, data));
}

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
  { name: "a list under another user's id", run: create(listDoc(), bobList) },
  { name: "a list id with number 0", run: create(listDoc(), listId(alice, 0)) },
  {
    name: `a list id with number ${maxLists + 1}`,
    run: create(listDoc(), listId(alice, maxLists + 1)),
  },
  { name: "a list id with number 100", run: create(listDoc(), listId(alice, 100)) },
  { name: "a list id with a word for its number", run: create(listDoc(), `${alice}_one`) },
  { name: "a list id that is the uid alone", run: create(listDoc(), alice) },
  { name: "a list id with a prefix", run: create(listDoc(), `x${aliceList}`) },
  { name: "a list id with number 01", run: create(listDoc(), `${alice}_01`) },
  // The uid is compared as text, never read as a pattern
  ...regexUids.map(([uid, victim]) => ({
    name: `user "${uid}" creates ${victim}'s list`,
    run: create(listDoc(uid), listId(victim, 1), uid),
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
  { name: `uses list number ${maxLists}`, run: create(listDoc(), listId(alice, maxLists)) },
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
  { name: "deletes", run: withList(storedList(), who.user(alice), op.delete(alicePath)) },
  // A uid with pattern characters still owns its own ids
  ...regexUids.map(([uid]) => ({
    name: `user "${uid}" makes their own list`,
    run: create(listDoc(uid), listId(uid, 1), uid),
  })),
];

describe("lists: allowed operations", () => {
  rules.itAllowsEach(siteWrites, "the owner");

  it(`the owner uses list numbers 1 to ${maxLists}`, async () => {
    await assertSucceeds(create(listDoc(), listId(alice, 1))(env()));
    await assertSucceeds(create(listDoc(), listId(alice, maxLists))(env()));
  });

  it("the owner reads a private list and finds their lists by owner", async () => {
    await seed(env(), { [alicePath]: storedList() });
    const db = who.user(alice)(env());
    await assertSucceeds(op.get(alicePath)(db));
    const mine = await assertSucceeds(op.list("lists", where("owner", "==", alice))(db));
    expect(mine.size).toBe(1);
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

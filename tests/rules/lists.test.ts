import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  arrayRemove,
  arrayUnion,
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
  type DocumentData,
  type UpdateData,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { codePointLabel } from "@/lib/control-characters";
import { listId, listNameLength, maxLists, maxToolsPerList } from "@/lib/lists/lists";
import { maxItemIdLength } from "@/lib/saved/items";
import { secondsAgo, seed, setupRulesEnv, text, verifiedUser, visitor, without } from "./support";

const env = setupRulesEnv();

const alice = "alice";
const bob = "bob";
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

function create(data: DocumentData, id = aliceList, uid = alice) {
  return (testEnv: RulesTestEnvironment) =>
    setDoc(doc(verifiedUser(testEnv, uid), "lists", id), data);
}

function update(changes: UpdateData<DocumentData>, seeded: DocumentData = storedList()) {
  return async (testEnv: RulesTestEnvironment) => {
    await seed(testEnv, { [`lists/${aliceList}`]: seeded });
    return updateDoc(doc(verifiedUser(testEnv, alice), "lists", aliceList), changes);
  };
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

type Case = { name: string; run: (testEnv: RulesTestEnvironment) => Promise<unknown> };

const rejected: Case[] = [
  // Who
  {
    name: "a visitor creates a list",
    run: (testEnv) => setDoc(doc(visitor(testEnv), "lists", aliceList), listDoc()),
  },
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
    run: async (testEnv) => {
      await seed(testEnv, { [`lists/${bobList}`]: storedList(bob) });
      return updateDoc(doc(verifiedUser(testEnv, alice), "lists", bobList), {
        name: "Mine now",
        ...touch,
      });
    },
  },
  {
    name: "a visitor makes a public list private",
    run: async (testEnv) => {
      await seed(testEnv, { [`lists/${aliceList}`]: storedList(alice, { public: true }) });
      return updateDoc(doc(visitor(testEnv), "lists", aliceList), { public: false, ...touch });
    },
  },
  // Reads and deletes
  {
    name: "another user reads a private list",
    run: async (testEnv) => {
      await seed(testEnv, { [`lists/${bobList}`]: storedList(bob) });
      return getDoc(doc(verifiedUser(testEnv, alice), "lists", bobList));
    },
  },
  {
    name: "a visitor reads a private list",
    run: async (testEnv) => {
      await seed(testEnv, { [`lists/${aliceList}`]: storedList() });
      return getDoc(doc(visitor(testEnv), "lists", aliceList));
    },
  },
  {
    name: "a user lists every list",
    run: async (testEnv) => {
      await seed(testEnv, { [`lists/${bobList}`]: storedList(bob, { public: true }) });
      return getDocs(collection(verifiedUser(testEnv, alice), "lists"));
    },
  },
  {
    name: "a user queries another user's lists",
    run: async (testEnv) => {
      await seed(testEnv, { [`lists/${bobList}`]: storedList(bob) });
      return getDocs(
        query(collection(verifiedUser(testEnv, alice), "lists"), where("owner", "==", bob)),
      );
    },
  },
  {
    name: "a visitor lists the public lists",
    run: async (testEnv) => {
      await seed(testEnv, { [`lists/${aliceList}`]: storedList(alice, { public: true }) });
      return getDocs(query(collection(visitor(testEnv), "lists"), where("public", "==", true)));
    },
  },
  {
    name: "another user deletes a public list",
    run: async (testEnv) => {
      await seed(testEnv, { [`lists/${bobList}`]: storedList(bob, { public: true }) });
      return deleteDoc(doc(verifiedUser(testEnv, alice), "lists", bobList));
    },
  },
  {
    name: "a visitor deletes a list",
    run: async (testEnv) => {
      await seed(testEnv, { [`lists/${aliceList}`]: storedList(alice, { public: true }) });
      return deleteDoc(doc(visitor(testEnv), "lists", aliceList));
    },
  },
];

/** Every write the site makes to a list (lib/firebase/lists.ts), and what it starts from. */
const siteWrites: Case[] = [
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
  {
    name: "deletes",
    run: async (testEnv) => {
      await seed(testEnv, { [`lists/${aliceList}`]: storedList() });
      return deleteDoc(doc(verifiedUser(testEnv, alice), "lists", aliceList));
    },
  },
  // A uid with pattern characters still owns its own ids
  ...regexUids.map(([uid]) => ({
    name: `user "${uid}" makes their own list`,
    run: create(listDoc(uid), listId(uid, 1), uid),
  })),
];

describe("lists: allowed operations", () => {
  it.each(siteWrites)("the owner $name", async ({ run }) => {
    await assertSucceeds(run(env()));
  });

  it(`the owner uses list numbers 1 to ${maxLists}`, async () => {
    await assertSucceeds(create(listDoc(), listId(alice, 1))(env()));
    await assertSucceeds(create(listDoc(), listId(alice, maxLists))(env()));
  });

  it("the owner reads a private list and finds their lists by owner", async () => {
    await seed(env(), { [`lists/${aliceList}`]: storedList() });
    const db = verifiedUser(env(), alice);
    await assertSucceeds(getDoc(doc(db, "lists", aliceList)));
    const mine = await assertSucceeds(
      getDocs(query(collection(db, "lists"), where("owner", "==", alice))),
    );
    expect(mine.size).toBe(1);
  });

  it("anyone, signed in or not, reads a public list by its id", async () => {
    await seed(env(), { [`lists/${aliceList}`]: storedList(alice, { public: true }) });
    const asVisitor = await assertSucceeds(getDoc(doc(visitor(env()), "lists", aliceList)));
    expect(asVisitor.get("name")).toBe("Writing tools");
    await assertSucceeds(getDoc(doc(verifiedUser(env(), bob), "lists", aliceList)));
  });
});

describe("lists: rejected payloads and operations", () => {
  it("has at least 40 distinct cases", () => {
    expect(rejected.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rejected.map((c) => c.name)).size).toBe(rejected.length);
  });

  it.each(rejected)("rejects $name", async ({ run }) => {
    await assertFails(run(env()));
  });
});

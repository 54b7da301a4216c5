import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
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
import { listId, listNameLength, maxLists, maxToolsPerList } from "@/lib/lists/lists";
import { secondsAgo, seed, setupRulesEnv, text, verifiedUser, visitor, without } from "./support";

const env = setupRulesEnv();

const alice = "alice";
const bob = "bob";
const aliceList = listId(alice, 1);
const bobList = listId(bob, 1);

function tools(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `tool-${i + 1}`);
}

/** The document the site writes for a new list. */
function listDoc(owner = alice, overrides: DocumentData = {}): DocumentData {
  return {
    owner,
    name: "Writing tools",
    public: false,
    tools: ["chatgpt", "claude"],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A list as stored (times in the past), for seeding. */
function storedList(owner = alice, overrides: DocumentData = {}): DocumentData {
  return {
    ...listDoc(owner),
    createdAt: secondsAgo(3600),
    updatedAt: secondsAgo(600),
    ...overrides,
  };
}

function create(data: DocumentData, id = aliceList) {
  return (testEnv: RulesTestEnvironment) =>
    setDoc(doc(verifiedUser(testEnv, alice), "lists", id), data);
}

function update(changes: UpdateData<DocumentData>, seeded: DocumentData = storedList()) {
  return async (testEnv: RulesTestEnvironment) => {
    await seed(testEnv, { [`lists/${aliceList}`]: seeded });
    return updateDoc(doc(verifiedUser(testEnv, alice), "lists", aliceList), changes);
  };
}

const touch = { updatedAt: serverTimestamp() };

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
  { name: "a name that is null", run: create(listDoc(alice, { name: null })) },
  // Public
  { name: "public as a string", run: create(listDoc(alice, { public: "true" })) },
  { name: "public as a number", run: create(listDoc(alice, { public: 1 })) },
  // Tools
  {
    name: `${maxToolsPerList + 1} tools`,
    run: create(listDoc(alice, { tools: tools(maxToolsPerList + 1) })),
  },
  { name: "the same tool twice", run: create(listDoc(alice, { tools: ["chatgpt", "chatgpt"] })) },
  { name: "tools as a map", run: create(listDoc(alice, { tools: { chatgpt: true } })) },
  { name: "tools as a string", run: create(listDoc(alice, { tools: "chatgpt,claude" })) },
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

describe("lists: allowed operations", () => {
  it("the owner creates a list of up to 100 tools with a name of up to 60 characters", async () => {
    await assertSucceeds(
      create(
        listDoc(alice, { name: text(listNameLength.max, "n"), tools: tools(maxToolsPerList) }),
      )(env()),
    );
  });

  it(`the owner uses list numbers 1 to ${maxLists}`, async () => {
    await assertSucceeds(create(listDoc(), listId(alice, 1))(env()));
    await assertSucceeds(create(listDoc(), listId(alice, maxLists))(env()));
  });

  it("the owner renames, shares, adds a tool and deletes", async () => {
    await assertSucceeds(update({ name: "Renamed", ...touch })(env()));
    const db = verifiedUser(env(), alice);
    await assertSucceeds(updateDoc(doc(db, "lists", aliceList), { public: true, ...touch }));
    await assertSucceeds(
      updateDoc(doc(db, "lists", aliceList), { tools: arrayUnion("gemini"), ...touch }),
    );
    await assertSucceeds(deleteDoc(doc(db, "lists", aliceList)));
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

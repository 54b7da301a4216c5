import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { deleteField, serverTimestamp, Timestamp, where } from "firebase/firestore";
import type { DocumentData, UpdateData } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { usernamePattern, usernameSchema } from "@/lib/schemas/account";
import {
  secondsAgo,
  storedUserDoc,
  text,
  userCreateDoc,
  validUsername,
  without,
} from "./documents";
import { alice, attempt, bob, op, rulesContext, seed, who } from "./support";
import type { Given, RulesCase } from "./support";

const rules = rulesContext();
const { env } = rules;

const alicePath = `users/${alice}`;
const bobPath = `users/${bob}`;

/** Alice creates her own profile with the given data. */
function create(data: DocumentData): RulesCase["run"] {
  return attempt(who.user(alice), op.set(alicePath, data));
}

/** Alice creates her own profile with a well-formed document and the given username. */
function createNamed(username: string): RulesCase["run"] {
  return create(userCreateDoc(username));
}

const seedAlice: Given = (testEnv) => seed(testEnv, { [alicePath]: storedUserDoc() });
const seedBob: Given = (testEnv) => seed(testEnv, { [bobPath]: storedUserDoc("bob_builder") });

/** Alice updates her existing profile with the given fields. */
function update(data: UpdateData<DocumentData>): RulesCase["run"] {
  return attempt(who.user(alice), op.update(alicePath, data), seedAlice);
}

/** Alice overwrites her existing profile with exactly the given document. */
function overwrite(data: DocumentData): RulesCase["run"] {
  return attempt(who.user(alice), op.set(alicePath, data), seedAlice);
}

/** A valid rename: new username, server time in updatedAt. */
function rename(username: string): UpdateData<DocumentData> {
  return { username, updatedAt: serverTimestamp() };
}

const rejected: RulesCase[] = [
  // Who
  { name: "create by a visitor", run: attempt(who.visitor, op.set(alicePath, userCreateDoc())) },
  {
    name: "create of another user's document",
    run: attempt(who.user(alice), op.set(bobPath, userCreateDoc())),
  },
  {
    name: "create under an id that only starts with the user's uid",
    run: attempt(who.user(alice), op.set(`users/${alice}2`, userCreateDoc())),
  },
  // Keys on create
  { name: "create with extra key isAdmin", run: create({ ...userCreateDoc(), isAdmin: true }) },
  { name: "create with extra key role", run: create({ ...userCreateDoc(), role: "editor" }) },
  {
    name: "create with extra key email",
    run: create({ ...userCreateDoc(), email: "alice@example.com" }),
  },
  {
    name: "create with extra key updatedAt",
    run: create({ ...userCreateDoc(), updatedAt: serverTimestamp() }),
  },
  { name: "create without username", run: create(without(userCreateDoc(), "username")) },
  { name: "create without createdAt", run: create(without(userCreateDoc(), "createdAt")) },
  { name: "create of an empty document", run: create({}) },
  // Types on create
  { name: "username is a number", run: create({ ...userCreateDoc(), username: 12345 }) },
  { name: "username is a boolean", run: create({ ...userCreateDoc(), username: true }) },
  { name: "username is null", run: create({ ...userCreateDoc(), username: null }) },
  {
    name: "username is a map",
    run: create({ ...userCreateDoc(), username: { value: validUsername } }),
  },
  { name: "username is an array", run: create({ ...userCreateDoc(), username: [validUsername] }) },
  // Time on create
  {
    name: "createdAt is the client's Timestamp.now()",
    run: create({ username: validUsername, createdAt: Timestamp.now() }),
  },
  {
    name: "createdAt is a client Date",
    run: create({ username: validUsername, createdAt: new Date() }),
  },
  {
    name: "createdAt is a year in the past",
    run: create({ username: validUsername, createdAt: secondsAgo(365 * 24 * 3600) }),
  },
  {
    name: "createdAt is an ISO string",
    run: create({ username: validUsername, createdAt: new Date().toISOString() }),
  },
  {
    name: "createdAt is a number",
    run: create({ username: validUsername, createdAt: Date.now() }),
  },
  { name: "createdAt is null", run: create({ username: validUsername, createdAt: null }) },
  // Usernames
  { name: "username of 2 characters", run: createNamed("ab") },
  { name: "username of 21 characters", run: createNamed(text(21)) },
  { name: "empty username", run: createNamed("") },
  { name: "username with a space", run: createNamed("ada lovelace") },
  { name: "username with a leading space", run: createNamed(" ada_lovelace") },
  { name: "username with a hyphen", run: createNamed("ada-lovelace") },
  { name: "username with a dot", run: createNamed("ada.lovelace") },
  { name: "username with an @", run: createNamed("ada@home") },
  { name: "username with an emoji", run: createNamed("ada🚀") },
  { name: "username with an accented letter", run: createNamed("adaé") },
  { name: "username with a trailing newline", run: createNamed("ada_lovelace\n") },
  { name: "username with HTML", run: createNamed("<b>ada</b>") },
  // Updates
  {
    name: "update without updatedAt",
    run: update({ username: "ada_byron" }),
  },
  {
    name: "update with updatedAt from the client clock",
    run: update({ username: "ada_byron", updatedAt: Timestamp.now() }),
  },
  {
    name: "update with updatedAt as a client Date",
    run: update({ username: "ada_byron", updatedAt: new Date() }),
  },
  {
    name: "update changing createdAt to request.time",
    run: update({ ...rename("ada_byron"), createdAt: serverTimestamp() }),
  },
  {
    name: "update changing createdAt to an earlier time",
    run: update({ ...rename("ada_byron"), createdAt: secondsAgo(10 * 365 * 24 * 3600) }),
  },
  {
    name: "update removing createdAt",
    run: update({ ...rename("ada_byron"), createdAt: deleteField() }),
  },
  {
    name: "update removing username",
    run: update({ username: deleteField(), updatedAt: serverTimestamp() }),
  },
  {
    name: "update adding isAdmin",
    run: update({ ...rename("ada_byron"), isAdmin: true }),
  },
  {
    name: "update adding only isAdmin (username unchanged)",
    run: update({ isAdmin: true, updatedAt: serverTimestamp() }),
  },
  {
    name: "update to a 2-character username",
    run: update(rename("ab")),
  },
  {
    name: "update to a 21-character username",
    run: update(rename(text(21))),
  },
  {
    name: "update to a username with a hyphen",
    run: update(rename("ada-byron")),
  },
  {
    name: "update to a null username",
    run: update({ username: null, updatedAt: serverTimestamp() }),
  },
  {
    name: "overwrite without createdAt",
    run: overwrite({ username: "ada_byron", updatedAt: serverTimestamp() }),
  },
  {
    name: "overwrite of an existing profile with a create payload (createdAt changes)",
    run: overwrite(userCreateDoc("ada_byron")),
  },
  {
    name: "update of another user's profile",
    run: attempt(who.user(alice), op.update(bobPath, rename("bob_renamed")), seedBob),
  },
  {
    name: "update by a visitor",
    run: attempt(who.visitor, op.update(alicePath, rename("ada_byron")), seedAlice),
  },
  // Reads and deletes
  {
    name: "get of another user's profile",
    run: attempt(who.user(alice), op.get(bobPath), seedBob),
  },
  { name: "get by a visitor", run: attempt(who.visitor, op.get(alicePath), seedAlice) },
  {
    name: "delete of another user's profile",
    run: attempt(who.user(alice), op.delete(bobPath), seedBob),
  },
  { name: "delete by a visitor", run: attempt(who.visitor, op.delete(alicePath), seedAlice) },
  {
    name: "list of all profiles by a signed-in user",
    run: attempt(who.user(alice), op.list("users"), seedAlice),
  },
  {
    name: "list of all profiles by a visitor",
    run: attempt(who.visitor, op.list("users"), seedAlice),
  },
  {
    name: "query by username (finding who owns a name)",
    run: attempt(
      who.user(alice),
      op.list("users", where("username", "==", "bob_builder")),
      seedBob,
    ),
  },
  // Elsewhere
  {
    name: "valid profile in an unknown collection (profiles)",
    run: attempt(who.user(alice), op.set(`profiles/${alice}`, userCreateDoc())),
  },
  {
    name: "valid profile in a subcollection of the user's own document",
    run: attempt(who.user(alice), op.set(`${alicePath}/private/settings`, { theme: "dark" })),
  },
  {
    name: "valid profile in an unknown top-level collection named like the uid",
    run: attempt(who.user(alice), op.set(`${alice}/profile`, userCreateDoc())),
  },
];

describe("users: allowed operations by the owner", () => {
  it("creates the profile with username and server createdAt", async () => {
    await assertSucceeds(createNamed(validUsername)(env()));
  });

  it("reads the profile", async () => {
    await seedAlice(env());
    const snapshot = await assertSucceeds(op.get(alicePath)(who.user(alice)(env())));
    expect(snapshot.get("username")).toBe(validUsername);
  });

  it("reads a profile that does not exist yet (before registration completes)", async () => {
    const snapshot = await assertSucceeds(op.get(alicePath)(who.user(alice)(env())));
    expect(snapshot.exists()).toBe(false);
  });

  it("renames with updateDoc (createdAt kept, server updatedAt)", async () => {
    await assertSucceeds(update(rename("ada_byron"))(env()));
  });

  it("renames twice in a row", async () => {
    await assertSucceeds(update(rename("ada_byron"))(env()));
    await assertSucceeds(op.update(alicePath, rename("countess_ada"))(who.user(alice)(env())));
  });

  it("saves the same username again (updatedAt moves)", async () => {
    await assertSucceeds(update(rename(validUsername))(env()));
  });

  it("renames with a full set() that repeats createdAt", async () => {
    await seedAlice(env());
    const db = who.user(alice)(env());
    const current = await op.get(alicePath)(db);
    await assertSucceeds(
      op.set(alicePath, {
        username: "ada_byron",
        createdAt: current.get("createdAt") as Timestamp,
        updatedAt: serverTimestamp(),
      })(db),
    );
  });

  it("deletes the profile", async () => {
    await seedAlice(env());
    await assertSucceeds(op.delete(alicePath)(who.user(alice)(env())));
  });

  it.each(["abc", text(20), "Ada_Lovelace_1815", "___", "123"])(
    "accepts the username %j",
    async (username) => {
      await assertSucceeds(createNamed(username)(env()));
    },
  );
});

describe("users: rejected payloads and operations", () => {
  rules.itRefusesEach(rejected, { atLeast: 40 });
});

describe("users: rules and lib/schemas/account.ts agree on usernames", () => {
  const accepted = ["ada", "Ada_Lovelace", "user_2024", text(20, "z"), "A1_"];
  const refused = [
    "ad",
    text(21, "z"),
    "ada lovelace",
    "ada-lovelace",
    "ada.l",
    "adå",
    "ada🙂",
    "",
  ];

  it.each(accepted)("%j: matches usernamePattern and is accepted by the rules", async (name) => {
    expect(usernamePattern.test(name)).toBe(true);
    expect(usernameSchema.safeParse(name).success).toBe(true);
    await assertSucceeds(createNamed(name)(env()));
  });

  it.each(refused)("%j: fails usernamePattern and is refused by the rules", async (name) => {
    expect(usernamePattern.test(name)).toBe(false);
    expect(usernameSchema.safeParse(name).success).toBe(false);
    await assertFails(createNamed(name)(env()));
  });
});

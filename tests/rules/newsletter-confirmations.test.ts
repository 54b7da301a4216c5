/**
 * newsletter_confirmations: the double opt-in's one browser write. Confirmations are created by
 * the editors' script (Admin SDK, rules off: seeded here); whoever holds the link may set
 * confirmedAt once, to the server's time, within the link's lifetime, and do nothing else.
 */
import { assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from "firebase/firestore";
import type { DocumentData, Firestore } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import {
  confirmationLifetimeDays,
  newsletterConfirmationsCollection,
} from "@/lib/newsletter-confirmation";
import { newConfirmationToken } from "@/lib/newsletter-mailing";
import { secondsAgo } from "./documents";
import { alice, attempt, firestoreOf, op, rulesContext, seed, who } from "./support";
import type { Actor, RulesCase } from "./support";

const rules = rulesContext();
const { env } = rules;

const email = "reader@example.com";
const token = newConfirmationToken();
const lifetimeSeconds = confirmationLifetimeDays * 24 * 60 * 60;

/** A confirmation as the script stores it, created `ageSeconds` ago, with `changes`. */
function stored(ageSeconds = 3600, changes: DocumentData = {}): DocumentData {
  return { email, createdAt: secondsAgo(ageSeconds), confirmedAt: null, ...changes };
}

async function seedConfirmation(
  testEnv: RulesTestEnvironment,
  data: DocumentData = stored(),
  id: string = token,
): Promise<void> {
  await seed(testEnv, { [`${newsletterConfirmationsCollection}/${id}`]: data });
}

function ref(db: Firestore, id: string = token) {
  return doc(db, newsletterConfirmationsCollection, id);
}

/** What the confirmation page sends. */
function confirm(db: Firestore, id: string = token): Promise<void> {
  return updateDoc(ref(db, id), { confirmedAt: serverTimestamp() });
}

/** Seeds the usual open confirmation (or `data`), then `actor` (a visitor) runs `write`. */
function onOpen(
  write: (db: Firestore) => Promise<unknown>,
  data?: DocumentData,
  actor: Actor = who.visitor,
): RulesCase["run"] {
  return attempt(actor, write, (testEnv) => seedConfirmation(testEnv, data));
}

const rejected: RulesCase[] = [
  // Twice, or after the lifetime
  {
    name: "confirming twice",
    run: async (testEnv) => {
      await seedConfirmation(testEnv);
      await assertSucceeds(confirm(who.visitor(testEnv)));
      return confirm(who.visitor(testEnv));
    },
  },
  {
    name: "confirming one already confirmed (seeded)",
    run: onOpen(confirm, stored(7200, { confirmedAt: secondsAgo(3600) })),
  },
  {
    name: "confirming a link past its lifetime",
    run: onOpen(confirm, stored(lifetimeSeconds + 60)),
  },
  { name: "confirming an unknown token", run: (testEnv) => confirm(who.visitor(testEnv)) },
  // confirmedAt must be the server's time
  {
    name: "confirmedAt is the client's Timestamp.now()",
    run: onOpen((db) => updateDoc(ref(db), { confirmedAt: Timestamp.now() })),
  },
  {
    name: "confirmedAt is a client Date",
    run: onOpen((db) => updateDoc(ref(db), { confirmedAt: new Date() })),
  },
  {
    name: "confirmedAt is an hour in the past",
    run: onOpen((db) => updateDoc(ref(db), { confirmedAt: secondsAgo(3600) })),
  },
  { name: "confirmedAt is true", run: onOpen((db) => updateDoc(ref(db), { confirmedAt: true })) },
  {
    name: "confirmedAt stays null (an update that confirms nothing)",
    run: onOpen((db) => updateDoc(ref(db), { confirmedAt: null })),
  },
  {
    name: "confirmedAt removed",
    run: onOpen((db) => updateDoc(ref(db), { confirmedAt: deleteField() })),
  },
  // Nothing else may change
  {
    name: "changing the email while confirming",
    run: onOpen((db) =>
      updateDoc(ref(db), { confirmedAt: serverTimestamp(), email: "attacker@example.com" }),
    ),
  },
  {
    name: "changing the email alone",
    run: onOpen((db) => updateDoc(ref(db), { email: "attacker@example.com" })),
  },
  {
    name: "moving createdAt forward to revive an expired link",
    run: onOpen(
      (db) => updateDoc(ref(db), { confirmedAt: serverTimestamp(), createdAt: serverTimestamp() }),
      stored(lifetimeSeconds + 60),
    ),
  },
  {
    name: "changing createdAt while confirming",
    run: onOpen((db) =>
      updateDoc(ref(db), { confirmedAt: serverTimestamp(), createdAt: secondsAgo(10) }),
    ),
  },
  {
    name: "adding a key while confirming",
    run: onOpen((db) => updateDoc(ref(db), { confirmedAt: serverTimestamp(), source: "footer" })),
  },
  {
    name: "removing the email while confirming",
    run: onOpen((db) =>
      updateDoc(ref(db), { confirmedAt: serverTimestamp(), email: deleteField() }),
    ),
  },
  {
    name: "overwriting the document with only confirmedAt",
    run: onOpen((db) => setDoc(ref(db), { confirmedAt: serverTimestamp() })),
  },
  {
    name: "overwriting the document with another address",
    run: onOpen((db) =>
      setDoc(ref(db), {
        email: "attacker@example.com",
        createdAt: secondsAgo(10),
        confirmedAt: serverTimestamp(),
      }),
    ),
  },
  {
    name: "confirming by a signed-in user with a client time",
    run: onOpen(
      (db) => updateDoc(ref(db), { confirmedAt: Timestamp.now() }),
      undefined,
      who.user(alice),
    ),
  },
  // No creates
  {
    name: "a visitor creating a confirmation",
    run: (testEnv) => setDoc(ref(who.visitor(testEnv)), stored()),
  },
  {
    name: "a visitor creating a confirmation already confirmed",
    run: (testEnv) =>
      setDoc(ref(who.visitor(testEnv)), {
        email: "attacker@example.com",
        createdAt: serverTimestamp(),
        confirmedAt: serverTimestamp(),
      }),
  },
  {
    name: "a signed-in user creating a confirmation",
    run: attempt(who.user(alice), (db) => setDoc(ref(db), stored())),
  },
  // No deletes
  { name: "a visitor deleting a confirmation", run: onOpen((db) => deleteDoc(ref(db))) },
  {
    name: "a signed-in user deleting a confirmation",
    run: onOpen((db) => deleteDoc(ref(db)), undefined, who.user(alice)),
  },
  {
    name: "a visitor deleting a confirmed one",
    run: onOpen((db) => deleteDoc(ref(db)), stored(7200, { confirmedAt: secondsAgo(60) })),
  },
  // No reads: a token cannot be probed, nor an address looked up
  { name: "get by the token's holder", run: onOpen((db) => getDoc(ref(db))) },
  {
    name: "get by a signed-in user",
    run: onOpen((db) => getDoc(ref(db)), undefined, who.user(alice)),
  },
  {
    name: "get of a token that does not exist",
    run: (testEnv) => getDoc(ref(who.visitor(testEnv), newConfirmationToken())),
  },
  { name: "list of the collection", run: onOpen(op.list(newsletterConfirmationsCollection)) },
  {
    name: "query by email",
    run: onOpen(op.list(newsletterConfirmationsCollection, where("email", "==", email))),
  },
  {
    name: "query for unconfirmed links",
    run: onOpen(op.list(newsletterConfirmationsCollection, where("confirmedAt", "==", null))),
  },
];

describe("newsletter_confirmations: allowed", () => {
  it("whoever holds the link sets confirmedAt to the server's time, once", async () => {
    await seedConfirmation(env());
    await assertSucceeds(confirm(who.visitor(env())));
    let after: DocumentData | undefined;
    await env().withSecurityRulesDisabled(async (context) => {
      after = (await getDoc(ref(firestoreOf(context)))).data();
    });
    expect(after?.email).toBe(email);
    expect(after?.confirmedAt).toBeInstanceOf(Timestamp);
    expect(Object.keys(after ?? {}).sort()).toEqual(["confirmedAt", "createdAt", "email"]);
  });

  it("a signed-in user confirms too (the link, not the account, is what counts)", async () => {
    await seedConfirmation(env());
    await assertSucceeds(confirm(who.user(alice)(env())));
  });

  it(`a link still works a minute before its ${confirmationLifetimeDays} days are up`, async () => {
    await seedConfirmation(env(), stored(lifetimeSeconds - 60));
    await assertSucceeds(confirm(who.visitor(env())));
  });

  it("each link confirms only its own document", async () => {
    const other = newConfirmationToken();
    await seedConfirmation(env());
    await seedConfirmation(env(), stored(60, { email: "other@example.com" }), other);
    await assertSucceeds(confirm(who.visitor(env()), other));
    await assertSucceeds(confirm(who.visitor(env())));
  });
});

describe("newsletter_confirmations: refused", () => {
  rules.itRefusesEach(rejected, { verb: "refuses" });
});

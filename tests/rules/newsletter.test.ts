import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentData,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { newsletterConfirmationsCollection } from "@/lib/newsletter-confirmation";
import { newConfirmationToken } from "@/lib/newsletter-mailing";
import { emailPattern, isValidEmail, normaliseEmail } from "@/lib/schemas/email";
import {
  emailOfLength,
  newsletterDoc,
  secondsAgo,
  sha256Hex,
  subscribe,
  text,
  validSubscriberEmail,
  without,
} from "./documents";
import { alice, attempt, firestoreOf, op, rulesContext, seed, who } from "./support";
import type { Given, RulesCase } from "./support";

const rules = rulesContext();
const { env } = rules;

const validId = sha256Hex(validSubscriberEmail);
const subscriptionPath = `newsletter_emails/${validId}`;

/** The stored form of the valid address, for tests that start from an existing subscription. */
const seedSubscription: Given = (testEnv) =>
  seed(testEnv, {
    [subscriptionPath]: { email: validSubscriberEmail, subscribedAt: secondsAgo(600) },
  });

/** A create with the given data under the id derived from its own email (when it is a string). */
function createWith(data: DocumentData): RulesCase["run"] {
  return (testEnv) => subscribe(who.visitor(testEnv), data);
}

/** A create of a well-formed payload whose email is `email`, under sha256(email). */
function createEmail(email: string): RulesCase["run"] {
  return createWith(newsletterDoc(email));
}

/** The valid payload under another document id. */
function createUnderId(id: string): RulesCase["run"] {
  return (testEnv) => subscribe(who.visitor(testEnv), newsletterDoc(), id);
}

/** The longest accepted address (254 characters) and one character more, both well formed. */
const email254 = emailOfLength(254);
const email255 = emailOfLength(255);

const rejected: RulesCase[] = [
  // Keys
  {
    name: "extra key: name",
    run: createWith({ ...newsletterDoc(), name: "Reader" }),
  },
  {
    name: "extra key: source",
    run: createWith({ ...newsletterDoc(), source: "footer" }),
  },
  {
    name: "extra key: confirmed (a client cannot mark itself confirmed)",
    run: createWith({ ...newsletterDoc(), confirmed: true }),
  },
  {
    name: "extra key: confirmedAt (confirming is newsletter_confirmations' job)",
    run: createWith({ ...newsletterDoc(), confirmedAt: serverTimestamp() }),
  },
  {
    name: "extra key: confirmationToken (a client cannot choose its own link)",
    run: createWith({ ...newsletterDoc(), confirmationToken: "a".repeat(43) }),
  },
  {
    name: "missing key: email",
    run: (testEnv) => subscribe(who.visitor(testEnv), without(newsletterDoc(), "email"), validId),
  },
  { name: "missing key: subscribedAt", run: createWith(without(newsletterDoc(), "subscribedAt")) },
  {
    name: "empty document",
    run: (testEnv) => subscribe(who.visitor(testEnv), {}, validId),
  },
  // Wrong types for email (id is the hash of its text form, so only the type is wrong)
  { name: "email is a number", run: createWith({ ...newsletterDoc(), email: 42 }) },
  { name: "email is a boolean", run: createWith({ ...newsletterDoc(), email: true }) },
  { name: "email is null", run: createWith({ ...newsletterDoc(), email: null }) },
  {
    name: "email is a map",
    run: createWith({ ...newsletterDoc(), email: { address: validSubscriberEmail } }),
  },
  {
    name: "email is an array",
    run: createWith({ ...newsletterDoc(), email: [validSubscriberEmail] }),
  },
  // subscribedAt must be the server's time
  {
    name: "subscribedAt is the client's Timestamp.now()",
    run: createWith({ email: validSubscriberEmail, subscribedAt: Timestamp.now() }),
  },
  {
    name: "subscribedAt is a client Date",
    run: createWith({ email: validSubscriberEmail, subscribedAt: new Date() }),
  },
  {
    name: "subscribedAt is an hour in the past",
    run: createWith({ email: validSubscriberEmail, subscribedAt: secondsAgo(3600) }),
  },
  {
    name: "subscribedAt is an ISO string",
    run: createWith({ email: validSubscriberEmail, subscribedAt: new Date().toISOString() }),
  },
  {
    name: "subscribedAt is a number (milliseconds)",
    run: createWith({ email: validSubscriberEmail, subscribedAt: Date.now() }),
  },
  {
    name: "subscribedAt is null",
    run: createWith({ email: validSubscriberEmail, subscribedAt: null }),
  },
  // Length and case
  { name: "255-character email", run: createEmail(email255) },
  { name: "upper-case email", run: createEmail("READER@EXAMPLE.COM") },
  { name: "mixed-case email", run: createEmail("Reader@Example.com") },
  { name: "email with surrounding spaces", run: createEmail(" reader@example.com ") },
  // Malformed addresses
  { name: "empty email", run: createEmail("") },
  { name: "email without @", run: createEmail("reader.example.com") },
  { name: "email with two @", run: createEmail("reader@home@example.com") },
  { name: "email without local part", run: createEmail("@example.com") },
  { name: "email without domain", run: createEmail("reader@") },
  { name: "email domain without a dot", run: createEmail("reader@localhost") },
  { name: "email with one-letter top-level domain", run: createEmail("reader@example.c") },
  { name: "email at an IP address", run: createEmail("reader@192.168.0.1") },
  { name: "email domain label starting with -", run: createEmail("reader@-example.com") },
  { name: "email domain label ending with -", run: createEmail("reader@example-.com") },
  { name: "email domain with two dots in a row", run: createEmail("reader@example..com") },
  { name: "email domain ending with a dot", run: createEmail("reader@example.com.") },
  { name: "email with a space in the local part", run: createEmail("read er@example.com") },
  { name: "email local part of 65 characters", run: createEmail(`${text(65, "r")}@example.com`) },
  { name: "email with a comment in parentheses", run: createEmail("reader(x)@example.com") },
  { name: "email with a non-ASCII local part", run: createEmail("rëader@example.com") },
  { name: "email with a non-ASCII domain", run: createEmail("reader@exämple.com") },
  { name: "email with a trailing newline", run: createEmail("reader@example.com\n") },
  { name: "two addresses separated by a comma", run: createEmail("a@example.com,b@example.com") },
  // Document id
  { name: "id of another address", run: createUnderId(sha256Hex("someone@example.com")) },
  {
    name: "upper-case hex id",
    run: createUnderId(validId.toUpperCase()),
  },
  { name: "the raw address as id", run: createUnderId(validSubscriberEmail) },
  { name: "id of the upper-case address", run: createUnderId(sha256Hex("READER@EXAMPLE.COM")) },
  {
    name: "id is base64url SHA-256",
    run: createUnderId(Buffer.from(validId, "hex").toString("base64url")),
  },
  { name: "id is a random auto id", run: createUnderId("Xq3lY0m2b7KZ8pA1cD4e") },
  {
    name: "id is a truncated hash",
    run: createUnderId(validId.slice(0, 32)),
  },
  // Existing documents: subscribing again is allowed (below), any other change, delete or read is not
  ...(
    [
      ["with an extra key: confirmedAt", { confirmedAt: serverTimestamp() }],
      ["with an extra key: confirmed", { confirmed: true }],
      ["with the client's Timestamp.now()", { subscribedAt: Timestamp.now() }],
      ["with subscribedAt backdated a year", { subscribedAt: secondsAgo(365 * 24 * 3600) }],
      ["with subscribedAt null", { subscribedAt: null }],
    ] as const
  ).map(([label, changes]) => ({
    name: `subscribing an address again ${label}`,
    run: attempt(
      who.visitor,
      (db) => subscribe(db, { ...newsletterDoc(), ...changes }, validId),
      seedSubscription,
    ),
  })),
  {
    name: "subscribing an address again under the id of another address",
    run: attempt(
      who.visitor,
      (db) => subscribe(db, newsletterDoc("someone@example.com"), validId),
      seedSubscription,
    ),
  },
  {
    name: "an update that keeps the stored subscribedAt (a merge of the email only)",
    run: attempt(
      who.visitor,
      op.update(subscriptionPath, { email: validSubscriberEmail }),
      seedSubscription,
    ),
  },
  {
    name: "an update that removes subscribedAt",
    run: attempt(
      who.visitor,
      op.set(subscriptionPath, { email: validSubscriberEmail }),
      seedSubscription,
    ),
  },
  {
    name: "update of subscribedAt on an existing document",
    run: attempt(
      who.visitor,
      op.update(subscriptionPath, { subscribedAt: Timestamp.now() }),
      seedSubscription,
    ),
  },
  {
    name: "update of the address by a signed-in user",
    run: attempt(
      who.user(alice),
      op.update(subscriptionPath, { email: "other@example.com" }),
      seedSubscription,
    ),
  },
  {
    name: "delete by a visitor",
    run: attempt(who.visitor, op.delete(subscriptionPath), seedSubscription),
  },
  {
    name: "delete by a signed-in user",
    run: attempt(who.user(alice), op.delete(subscriptionPath), seedSubscription),
  },
  {
    name: "get by a visitor who knows the address",
    run: attempt(who.visitor, op.get(subscriptionPath), seedSubscription),
  },
  {
    name: "get by a signed-in user",
    run: attempt(who.user(alice), op.get(subscriptionPath), seedSubscription),
  },
  {
    name: "get of a document that does not exist (probing whether an address is subscribed)",
    run: attempt(who.visitor, op.get(`newsletter_emails/${sha256Hex("nobody@example.com")}`)),
  },
  {
    name: "list of the collection by a visitor",
    run: attempt(who.visitor, op.list("newsletter_emails"), seedSubscription),
  },
  {
    name: "list of the collection by a signed-in user",
    run: attempt(who.user(alice), op.list("newsletter_emails"), seedSubscription),
  },
  {
    name: "query by email",
    run: attempt(
      who.visitor,
      op.list("newsletter_emails", where("email", "==", validSubscriberEmail)),
      seedSubscription,
    ),
  },
  // Elsewhere
  {
    name: "valid payload in an unknown collection (newsletter)",
    run: attempt(who.visitor, op.set(`newsletter/${validId}`, newsletterDoc())),
  },
  {
    name: "valid payload in an unknown collection (subscribers)",
    run: attempt(who.user(alice), op.set(`subscribers/${validId}`, newsletterDoc())),
  },
  {
    name: "valid payload in a subcollection of a subscription",
    run: attempt(who.visitor, op.set(`${subscriptionPath}/history/${validId}`, newsletterDoc())),
  },
];

describe("newsletter_emails: allowed writes", () => {
  it("builds boundary addresses of the intended length and shape", () => {
    expect(email254).toHaveLength(254);
    expect(email255).toHaveLength(255);
    expect(isValidEmail(email254)).toBe(true);
    expect(isValidEmail(email255)).toBe(false);
    expect(emailPattern.test(email255)).toBe(true);
  });

  it("a visitor subscribes a valid address under its SHA-256 id", async () => {
    await assertSucceeds(subscribe(who.visitor(env())));
  });

  it("a signed-in user subscribes too", async () => {
    await assertSucceeds(subscribe(who.user(alice)(env()), newsletterDoc("alice@example.com")));
  });

  it.each([
    ["the longest address (254 characters)", email254],
    ["plus tag and sub-domains", "reader+news@mail.example.co.uk"],
    ["every special character the pattern allows", "o'brien.a-b_c!#$%&*+/=?^{|}~@example.io"],
    ["digits and hyphens in the domain", "a1@x-1.example2.travel"],
  ])("accepts %s", async (_label, email) => {
    expect(email.length).toBeLessThanOrEqual(254);
    await assertSucceeds(subscribe(who.visitor(env()), newsletterDoc(email)));
  });

  it("different addresses each get their own document", async () => {
    await assertSucceeds(subscribe(who.visitor(env()), newsletterDoc("one@example.com")));
    await assertSucceeds(subscribe(who.visitor(env()), newsletterDoc("two@example.com")));
  });
});

describe("newsletter_emails: subscribing an address again", () => {
  it("is answered exactly as the first subscription was", async () => {
    await assertSucceeds(subscribe(who.visitor(env())));
    await assertSucceeds(subscribe(who.visitor(env())));
    await assertSucceeds(subscribe(who.user(alice)(env())));
  });

  it("keeps the address, and leaves the owner's confirmation as it was", async () => {
    const confirmationPath = `${newsletterConfirmationsCollection}/${newConfirmationToken()}`;
    const confirmation = {
      email: validSubscriberEmail,
      createdAt: secondsAgo(500),
      confirmedAt: secondsAgo(400),
    };
    await seedSubscription(env());
    await seed(env(), { [confirmationPath]: confirmation });
    await assertSucceeds(subscribe(who.visitor(env())));
    await env().withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      const subscription = (await getDoc(doc(db, subscriptionPath))).data();
      expect(subscription?.email).toBe(validSubscriberEmail);
      expect(Object.keys(subscription ?? {}).sort()).toEqual(["email", "subscribedAt"]);
      expect((await getDoc(doc(db, confirmationPath))).data()).toEqual(confirmation);
    });
  });
});

describe("newsletter_emails: rejected payloads and operations", () => {
  rules.itRefusesEach(rejected, { atLeast: 40 });
});

describe("newsletter_emails: rules and lib/schemas/email.ts agree", () => {
  const accepted = [
    "reader@example.com",
    "  Reader@Example.COM  ",
    "first.last+tag@sub.example.org",
    "o'neil_99@example-mail.co",
    "x@y.io",
    "a!#$%&'*+/=?^_{|}~.-@example.museum",
  ];
  const refused = [
    "reader@example",
    "reader@@example.com",
    "reader @example.com",
    "reader@example.c",
    "reader@-example.com",
    "reader@exa_mple.com",
    "rëader@example.com",
    `${text(65)}@example.com`,
    "reader@1.2.3.4",
  ];

  it.each(accepted)("%j: accepted by isValidEmail and by the rules", async (input) => {
    const email = normaliseEmail(input);
    expect(isValidEmail(email)).toBe(true);
    await assertSucceeds(subscribe(who.visitor(env()), newsletterDoc(email)));
  });

  it.each(refused)("%j: refused by isValidEmail and by the rules", async (input) => {
    const email = normaliseEmail(input);
    expect(isValidEmail(email)).toBe(false);
    await assertFails(subscribe(who.visitor(env()), newsletterDoc(email)));
  });
});

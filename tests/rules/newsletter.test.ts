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
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { emailPattern, isValidEmail, normaliseEmail } from "@/lib/schemas/email";
import {
  emailOfLength,
  newsletterDoc,
  seed,
  secondsAgo,
  sha256Hex,
  subscribe,
  text,
  setupRulesEnv,
  validSubscriberEmail,
  verifiedUser,
  visitor,
  without,
} from "./support";

const env = setupRulesEnv();

/** The stored form of the valid address, for tests that start from an existing subscription. */
async function seedSubscription(testEnv: RulesTestEnvironment): Promise<string> {
  const id = sha256Hex(validSubscriberEmail);
  await seed(testEnv, {
    [`newsletter_emails/${id}`]: { email: validSubscriberEmail, subscribedAt: secondsAgo(600) },
  });
  return id;
}

/** A create with the given data under the id derived from its own email (when it is a string). */
function createWith(data: DocumentData) {
  return (testEnv: RulesTestEnvironment) => subscribe(visitor(testEnv), data);
}

/** A create of a well-formed payload whose email is `email`, under sha256(email). */
function createEmail(email: string) {
  return createWith(newsletterDoc(email));
}

/** The valid payload under another document id. */
function createUnderId(id: string) {
  return (testEnv: RulesTestEnvironment) => subscribe(visitor(testEnv), newsletterDoc(), id);
}

/** The longest accepted address (254 characters) and one character more, both well formed. */
const email254 = emailOfLength(254);
const email255 = emailOfLength(255);

type Case = { name: string; run: (testEnv: RulesTestEnvironment) => Promise<unknown> };

const rejected: Case[] = [
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
    run: (testEnv) =>
      subscribe(
        visitor(testEnv),
        without(newsletterDoc(), "email"),
        sha256Hex(validSubscriberEmail),
      ),
  },
  { name: "missing key: subscribedAt", run: createWith(without(newsletterDoc(), "subscribedAt")) },
  {
    name: "empty document",
    run: (testEnv) => subscribe(visitor(testEnv), {}, sha256Hex(validSubscriberEmail)),
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
    run: createUnderId(sha256Hex(validSubscriberEmail).toUpperCase()),
  },
  { name: "the raw address as id", run: createUnderId(validSubscriberEmail) },
  { name: "id of the upper-case address", run: createUnderId(sha256Hex("READER@EXAMPLE.COM")) },
  {
    name: "id is base64url SHA-256",
    run: createUnderId(Buffer.from(sha256Hex(validSubscriberEmail), "hex").toString("base64url")),
  },
  { name: "id is a random auto id", run: createUnderId("Xq3lY0m2b7KZ8pA1cD4e") },
  {
    name: "id is a truncated hash",
    run: createUnderId(sha256Hex(validSubscriberEmail).slice(0, 32)),
  },
  // Existing documents: no change, no delete, no read
  {
    name: "subscribing an address again (overwrite of an existing document)",
    run: async (testEnv) => {
      await seedSubscription(testEnv);
      return subscribe(visitor(testEnv));
    },
  },
  {
    name: "update of subscribedAt on an existing document",
    run: async (testEnv) => {
      const id = await seedSubscription(testEnv);
      return updateDoc(doc(visitor(testEnv), "newsletter_emails", id), {
        subscribedAt: Timestamp.now(),
      });
    },
  },
  {
    name: "update of the address by a signed-in user",
    run: async (testEnv) => {
      const id = await seedSubscription(testEnv);
      return updateDoc(doc(verifiedUser(testEnv, "alice"), "newsletter_emails", id), {
        email: "other@example.com",
      });
    },
  },
  {
    name: "delete by a visitor",
    run: async (testEnv) => {
      const id = await seedSubscription(testEnv);
      return deleteDoc(doc(visitor(testEnv), "newsletter_emails", id));
    },
  },
  {
    name: "delete by a signed-in user",
    run: async (testEnv) => {
      const id = await seedSubscription(testEnv);
      return deleteDoc(doc(verifiedUser(testEnv, "alice"), "newsletter_emails", id));
    },
  },
  {
    name: "get by a visitor who knows the address",
    run: async (testEnv) => {
      const id = await seedSubscription(testEnv);
      return getDoc(doc(visitor(testEnv), "newsletter_emails", id));
    },
  },
  {
    name: "get by a signed-in user",
    run: async (testEnv) => {
      const id = await seedSubscription(testEnv);
      return getDoc(doc(verifiedUser(testEnv, "alice"), "newsletter_emails", id));
    },
  },
  {
    name: "get of a document that does not exist (probing whether an address is subscribed)",
    run: (testEnv) =>
      getDoc(doc(visitor(testEnv), "newsletter_emails", sha256Hex("nobody@example.com"))),
  },
  {
    name: "list of the collection by a visitor",
    run: async (testEnv) => {
      await seedSubscription(testEnv);
      return getDocs(collection(visitor(testEnv), "newsletter_emails"));
    },
  },
  {
    name: "list of the collection by a signed-in user",
    run: async (testEnv) => {
      await seedSubscription(testEnv);
      return getDocs(collection(verifiedUser(testEnv, "alice"), "newsletter_emails"));
    },
  },
  {
    name: "query by email",
    run: async (testEnv) => {
      await seedSubscription(testEnv);
      return getDocs(
        query(
          collection(visitor(testEnv), "newsletter_emails"),
          where("email", "==", validSubscriberEmail),
        ),
      );
    },
  },
  // Elsewhere
  {
    name: "valid payload in an unknown collection (newsletter)",
    run: (testEnv) =>
      setDoc(doc(visitor(testEnv), "newsletter", sha256Hex(validSubscriberEmail)), newsletterDoc()),
  },
  {
    name: "valid payload in an unknown collection (subscribers)",
    run: (testEnv) =>
      setDoc(
        doc(verifiedUser(testEnv, "alice"), "subscribers", sha256Hex(validSubscriberEmail)),
        newsletterDoc(),
      ),
  },
  {
    name: "valid payload in a subcollection of a subscription",
    run: (testEnv) =>
      setDoc(
        doc(
          visitor(testEnv),
          "newsletter_emails",
          sha256Hex(validSubscriberEmail),
          "history",
          sha256Hex(validSubscriberEmail),
        ),
        newsletterDoc(),
      ),
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
    await assertSucceeds(subscribe(visitor(env())));
  });

  it("a signed-in user subscribes too", async () => {
    await assertSucceeds(
      subscribe(verifiedUser(env(), "alice"), newsletterDoc("alice@example.com")),
    );
  });

  it.each([
    ["the longest address (254 characters)", email254],
    ["plus tag and sub-domains", "reader+news@mail.example.co.uk"],
    ["every special character the pattern allows", "o'brien.a-b_c!#$%&*+/=?^{|}~@example.io"],
    ["digits and hyphens in the domain", "a1@x-1.example2.travel"],
  ])("accepts %s", async (_label, email) => {
    expect(email.length).toBeLessThanOrEqual(254);
    await assertSucceeds(subscribe(visitor(env()), newsletterDoc(email)));
  });

  it("different addresses each get their own document", async () => {
    await assertSucceeds(subscribe(visitor(env()), newsletterDoc("one@example.com")));
    await assertSucceeds(subscribe(visitor(env()), newsletterDoc("two@example.com")));
  });
});

describe("newsletter_emails: rejected payloads and operations", () => {
  it("has at least 40 distinct cases", () => {
    expect(rejected.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rejected.map((c) => c.name)).size).toBe(rejected.length);
  });

  it.each(rejected)("rejects $name", async ({ run }) => {
    await assertFails(run(env()));
  });
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
    await assertSucceeds(subscribe(visitor(env()), newsletterDoc(email)));
  });

  it.each(refused)("%j: refused by isValidEmail and by the rules", async (input) => {
    const email = normaliseEmail(input);
    expect(isValidEmail(email)).toBe(false);
    await assertFails(subscribe(visitor(env()), newsletterDoc(email)));
  });
});

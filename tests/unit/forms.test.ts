import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { maxPasswordLength, passwordRules, usernamePattern } from "@/lib/account-rules";
import { emailPattern, isValidEmail, maxEmailLength, normaliseEmail } from "@/lib/email";
import { newsletterMessages, parseNewsletterEmail } from "@/lib/newsletter";
import {
  errorsFor,
  fieldErrors,
  loginSchema,
  passwordSchema,
  registerSchema,
  resetSchema,
  usernameSchema,
} from "@/lib/schemas/account";
import { emailSchema } from "@/lib/schemas/email";
import {
  emptySubmission,
  normaliseWebsite,
  pricingOptions,
  submissionLimits,
  submissionSchema,
  submissionWebsitePattern,
  type SubmissionInput,
} from "@/lib/schemas/submission";
import { submissionInput } from "../support/submission-input";

const emailMessage = "Enter a valid email address, such as name@example.com.";
const passwordRuleMessage =
  "Your password needs at least 8 characters, including a letter and a digit.";

/** The first message for each field, as the forms show them; {} when the input is valid. */
const errorsOf = errorsFor;

function passesAllRules(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}

/** Visible text of exactly `length` characters (no surrounding whitespace). */
function text(length: number, char = "a"): string {
  return char.repeat(length);
}

/** Upper-cases random letters and pads with whitespace, as people type and paste. */
function messUp(value: string) {
  return fc
    .tuple(
      fc.array(fc.boolean(), { minLength: value.length, maxLength: value.length }),
      fc.constantFrom("", " ", "  ", "\t", "\n", " \u00a0"),
      fc.constantFrom("", " ", "\n", "\t "),
    )
    .map(
      ([upper, before, after]) =>
        `${before}${[...value].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join("")}${after}`,
    );
}

describe("usernameSchema", () => {
  it("accepts letters, digits and underscores, 3 to 20 characters, trimmed", () => {
    expect(usernameSchema.parse("ada_1")).toBe("ada_1");
    expect(usernameSchema.parse("abc")).toBe("abc");
    expect(usernameSchema.parse(text(20))).toBe(text(20));
    expect(usernameSchema.parse("  Grace_Hopper  ")).toBe("Grace_Hopper");
  });

  it.each([
    ["", "Choose a username."],
    ["   ", "Choose a username."],
    ["ab", "Your username needs at least 3 characters."],
    [" ab ", "Your username needs at least 3 characters."],
    [text(21), "Your username can have at most 20 characters."],
    ["ada-lovelace", "Use only letters, digits and underscores (_) in your username."],
    ["ada lovelace", "Use only letters, digits and underscores (_) in your username."],
    ["adä", "Use only letters, digits and underscores (_) in your username."],
    ["ada.l", "Use only letters, digits and underscores (_) in your username."],
  ])("shows the right message for %j", (input, message) => {
    expect(errorsOf(z.object({ username: usernameSchema }), { username: input })).toEqual({
      username: message,
    });
  });

  it("asks for a username when none is given", () => {
    expect(errorsOf(z.object({ username: usernameSchema }), {})).toEqual({
      username: "Choose a username.",
    });
  });

  it("property: accepts exactly the trimmed strings usernamePattern accepts", () => {
    const nearUsername = fc
      .tuple(
        fc.constantFrom("", " ", "\t"),
        fc.stringMatching(/^[A-Za-z0-9_ .-]{0,23}$/),
        fc.constantFrom("", " ", "\n"),
      )
      .map(([a, b, c]) => `${a}${b}${c}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), nearUsername), (input) => {
        const result = usernameSchema.safeParse(input);
        expect(result.success).toBe(usernamePattern.test(input.trim()));
        if (result.success) {
          expect(result.data).toBe(input.trim());
          expect(usernamePattern.test(result.data)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("passwordSchema and passwordRules", () => {
  it("lists the three rules the checklist shows", () => {
    expect(passwordRules.map((rule) => rule.id)).toEqual(["length", "letter", "digit"]);
    expect(maxPasswordLength).toBe(128);
  });

  it.each([
    ["abcdefg1", true, true, true],
    ["1234567", false, false, true],
    ["abcdefgh", true, true, false],
    ["12345678", true, false, true],
    ["пароль12", true, true, true],
    ["        ", true, false, false],
  ])("checks %j rule by rule", (password, length, letter, digit) => {
    expect(passwordRules.map((rule) => rule.test(password))).toEqual([length, letter, digit]);
  });

  it("accepts a password that meets every rule, without trimming it", () => {
    expect(passwordSchema.parse("abcdefg1")).toBe("abcdefg1");
    expect(passwordSchema.parse(" secret 42 ")).toBe(" secret 42 ");
    expect(passwordSchema.parse(`a1${text(126)}`)).toHaveLength(128);
  });

  it.each([
    ["", "Choose a password."],
    ["abc1", passwordRuleMessage],
    ["abcdefgh", passwordRuleMessage],
    ["12345678", passwordRuleMessage],
    [`a1${text(127)}`, "Your password can have at most 128 characters."],
  ])("shows the right message for %j", (input, message) => {
    expect(errorsOf(z.object({ password: passwordSchema }), { password: input })).toEqual({
      password: message,
    });
  });

  it("property: every accepted password satisfies all rules and the length limit", () => {
    const nearPassword = fc.stringMatching(/^[a-z0-9 ]{0,14}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 140 }), nearPassword), (password) => {
        const accepted = passwordSchema.safeParse(password).success;
        expect(accepted).toBe(passesAllRules(password) && password.length <= maxPasswordLength);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("email", () => {
  it("normalises by trimming and lower-casing", () => {
    expect(normaliseEmail("  Ada.Lovelace@Example.COM \n")).toBe("ada.lovelace@example.com");
  });

  it.each([
    "name@example.com",
    "first.last+tag@sub.example.co.uk",
    "o'brien@example.ie",
    "a_b-c@x-y.example",
    "user@xn--bcher-kva.example",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "name",
    "name@",
    "@example.com",
    "name@example",
    "name@example.c",
    "name@@example.com",
    "na me@example.com",
    "name@exa mple.com",
    "name@-example.com",
    "name@example-.com",
    "name@example.123",
    "名前@example.com",
    `${text(65)}@example.com`,
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("expects the normalised form: upper case or padding is not accepted as is", () => {
    expect(isValidEmail("Name@Example.com")).toBe(false);
    expect(isValidEmail(" name@example.com")).toBe(false);
  });

  it("limits the whole address to 254 characters", () => {
    const label = text(61);
    const local = text(64, "b");
    expect(maxEmailLength).toBe(254);
    // 64 + 1 + (61 * 3 + 2 + 4) = 254, then 255 with a longer top-level domain.
    expect(isValidEmail(`${local}@${label}.${label}.${label}.com`)).toBe(true);
    expect(isValidEmail(`${local}@${label}.${label}.${label}.comm`)).toBe(false);
    expect(isValidEmail(`${local}@example.comm`)).toBe(true);
  });

  it("emailSchema trims and lower-cases, or gives its message", () => {
    const schema = emailSchema("Bad email.");
    expect(schema.parse("  Name@Example.COM ")).toBe("name@example.com");
    expect(errorsOf(z.object({ email: schema }), { email: "nope" })).toEqual({
      email: "Bad email.",
    });
    expect(errorsOf(z.object({ email: schema }), { email: 42 })).toEqual({ email: "Bad email." });
  });
});

describe("newsletter", () => {
  it("words its three messages exactly, letter for letter", () => {
    expect(newsletterMessages).toEqual({
      invalid: "Please enter a valid email address.",
      success: "Thank you for subscribing!",
      failure: "Failed to subscribe. Please try again later.",
    });
  });

  it("stores the address trimmed and in lower case", () => {
    expect(parseNewsletterEmail("  Reader@Example.ORG  ")).toBe("reader@example.org");
    expect(parseNewsletterEmail("reader@example.org")).toBe("reader@example.org");
  });

  it.each(["", "   ", "reader", "reader@", "reader@example", "reader @example.org"])(
    "rejects %j",
    (input) => {
      expect(parseNewsletterEmail(input)).toBeNull();
    },
  );

  it("property: any output is trimmed, lower case, at most 254 characters and a fixed point", () => {
    const typedAddress = fc.emailAddress().chain(messUp);
    fc.assert(
      fc.property(fc.oneof(fc.string(), typedAddress), (input) => {
        const email = parseNewsletterEmail(input);
        if (email === null) return;
        expect(email).toBe(email.trim());
        expect(email).toBe(email.toLowerCase());
        expect(email.length).toBeLessThanOrEqual(254);
        expect(emailPattern.test(email)).toBe(true);
        expect(parseNewsletterEmail(email)).toBe(email);
      }),
      { numRuns: 2000 },
    );
  });

  it("property: accepts ordinary addresses however they are typed", () => {
    // Back-quotes are legal in RFC 5322 but not in the site's pattern (nor in firestore.rules).
    const address = fc
      .emailAddress()
      .filter((email) => !email.includes("`") && email.length <= maxEmailLength);
    fc.assert(
      fc.property(
        address.chain((email) => messUp(email).map((typed) => [email, typed] as const)),
        ([email, typed]) => {
          expect(parseNewsletterEmail(typed)).toBe(email.toLowerCase());
        },
      ),
    );
  });
});

describe("registerSchema, loginSchema and resetSchema", () => {
  const valid = {
    username: "ada_l",
    email: " Ada@Example.COM ",
    password: "analytical1",
    confirmPassword: "analytical1",
  };

  it("returns the cleaned-up registration", () => {
    expect(registerSchema.parse({ ...valid, username: "  ada_l " })).toEqual({
      username: "ada_l",
      email: "ada@example.com",
      password: "analytical1",
      confirmPassword: "analytical1",
    });
  });

  it("says when the two passwords differ, under the confirmation field", () => {
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: "analytical2" })).toEqual({
      confirmPassword: "The two passwords do not match.",
    });
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: "" })).toEqual({
      confirmPassword: "The two passwords do not match.",
    });
  });

  it("does not trim passwords before comparing them", () => {
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: "analytical1 " })).toEqual({
      confirmPassword: "The two passwords do not match.",
    });
  });

  it("shows one message under each wrong field", () => {
    expect(
      errorsOf(registerSchema, {
        username: "a-",
        email: "ada@",
        password: "short",
        confirmPassword: "short",
      }),
    ).toEqual({
      username: "Your username needs at least 3 characters.",
      email: emailMessage,
      password: passwordRuleMessage,
    });
  });

  it("login needs a valid email and any non-empty password", () => {
    expect(loginSchema.parse({ email: " Ada@Example.com", password: "x" })).toEqual({
      email: "ada@example.com",
      password: "x",
    });
    expect(errorsOf(loginSchema, { email: "ada", password: "" })).toEqual({
      email: emailMessage,
      password: "Enter your password.",
    });
  });

  it("reset needs only a valid email", () => {
    expect(resetSchema.parse({ email: "ADA@EXAMPLE.COM " })).toEqual({ email: "ada@example.com" });
    expect(errorsOf(resetSchema, { email: "" })).toEqual({ email: emailMessage });
  });

  it("property: registration succeeds exactly when every field is valid and the passwords match", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^[A-Za-z0-9_]{3,20}$/), fc.string({ maxLength: 22 })),
        fc.oneof(fc.constant("ada@example.com"), fc.string({ maxLength: 20 })),
        fc.oneof(fc.stringMatching(/^[a-z]{4,10}[0-9]{4,10}$/), fc.string({ maxLength: 12 })),
        fc.boolean(),
        (username, email, password, same) => {
          const confirmPassword = same ? password : `${password}x`;
          const result = registerSchema.safeParse({ username, email, password, confirmPassword });
          const expected =
            usernamePattern.test(username.trim()) &&
            parseNewsletterEmail(email) !== null &&
            passesAllRules(password) &&
            password.length <= maxPasswordLength &&
            same;
          expect(result.success).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("fieldErrors", () => {
  it("keeps the first message per field and files path-less issues under form", () => {
    const error = new z.ZodError([
      { code: "custom", path: ["email"], message: "first", input: "" },
      { code: "custom", path: ["email"], message: "second", input: "" },
      { code: "custom", path: ["items", 0, "name"], message: "nested", input: "" },
      { code: "custom", path: [], message: "whole form", input: "" },
    ]);
    expect(fieldErrors(error)).toEqual({ email: "first", items: "nested", form: "whole form" });
  });
});

const slugs = ["text", "images", "data-analysis"] as const;
const schema = submissionSchema(slugs);

/** Messages for `submissionInput` with some fields replaced. */
function submissionErrors(changes: Partial<SubmissionInput>): Record<string, string> {
  return errorsOf(schema, { ...submissionInput, ...changes });
}

describe("submissionSchema", () => {
  it("keeps the fixed field lengths and the three pricing options", () => {
    expect(submissionLimits).toEqual({
      name: { min: 2, max: 80 },
      website: { max: 2048 },
      description: { min: 20, max: 160 },
      priceText: { max: 60 },
      notes: { max: 1000 },
    });
    expect(pricingOptions.map((option) => option.value)).toEqual(["free", "freemium", "paid"]);
  });

  it("returns the submission trimmed, with the email and host in lower case", () => {
    expect(
      schema.parse({
        name: "  Example AI ",
        website: " HTTPS://Example.COM/Path?Q=1 ",
        category: "images",
        description: `  ${submissionInput.description}  `,
        pricing: "paid",
        priceText: " $5 ",
        email: " Maker@Example.COM ",
        notes: "\nThanks!\n",
      }),
    ).toEqual({
      name: "Example AI",
      website: "https://example.com/Path?Q=1",
      category: "images",
      description: submissionInput.description,
      pricing: "paid",
      priceText: "$5",
      email: "maker@example.com",
      notes: "Thanks!",
    });
  });

  it("explains every required field of the empty form", () => {
    expect(errorsOf(schema, emptySubmission)).toEqual({
      name: "Enter the tool's name.",
      website: "Enter the tool's website.",
      category: "Choose a category.",
      description: "Describe the tool in a sentence.",
      email: emailMessage,
    });
  });

  it.each([
    ["   ", "Enter the tool's name."],
    ["A", "The name needs at least 2 characters."],
    [" A ", "The name needs at least 2 characters."],
    [text(81), "Keep the name to 80 characters or fewer."],
  ])("name %j: %s", (name, message) => {
    expect(submissionErrors({ name })).toEqual({ name: message });
  });

  it("accepts names of 2 and 80 characters", () => {
    expect(submissionErrors({ name: "AI" })).toEqual({});
    expect(submissionErrors({ name: text(80) })).toEqual({});
  });

  const httpsMessage =
    "Enter the full address starting with https://, such as https://example.com.";
  const urlMessage = "Enter a valid web address, such as https://example.com.";

  it.each([
    ["", "Enter the tool's website."],
    ["   ", "Enter the tool's website."],
    ["example.com", httpsMessage],
    ["www.example.com/tool", httpsMessage],
    ["http://example.com", httpsMessage],
    ["ftp://example.com", httpsMessage],
    ["javascript:alert(1)", httpsMessage],
    ["https://", urlMessage],
    ["https://localhost", urlMessage],
    ["https://localhost:3000", urlMessage],
    ["https://exa mple.com", urlMessage],
    ["https://example.com/a b", urlMessage],
    ["https://example.com/a\tb", urlMessage],
    ["https://user:secret@example.com", urlMessage],
    ["https://-example.com", urlMessage],
    ["https://example.com:99999", urlMessage],
    ["https://192.168.0.1", urlMessage],
    ["https://192.168.0.1/admin", urlMessage],
  ])("website %j: %s", (website, message) => {
    expect(submissionErrors({ website })).toEqual({ website: message });
  });

  it.each([
    "https://example.com",
    "https://www.example.co.uk/tools/writer?ref=aicompass#pricing",
    "https://app.example.io:8443/",
    "https://xn--bcher-kva.example/",
  ])("accepts the website %s", (website) => {
    expect(submissionErrors({ website })).toEqual({});
  });

  it("limits the address to 2048 characters", () => {
    const base = "https://example.com/";
    expect(submissionErrors({ website: `${base}${text(2048 - base.length)}` })).toEqual({});
    expect(submissionErrors({ website: `${base}${text(2049 - base.length)}` })).toEqual({
      website: "The address can have at most 2048 characters.",
    });
  });

  it("normaliseWebsite lower-cases only the scheme and host", () => {
    expect(normaliseWebsite("  HTTPS://Example.COM/Some/Path?Q=A#Top ")).toBe(
      "https://example.com/Some/Path?Q=A#Top",
    );
    expect(normaliseWebsite("HTTP://Example.com")).toBe("http://example.com");
    expect(normaliseWebsite("Example.COM/Path")).toBe("Example.COM/Path");
    expect(normaliseWebsite("https://Example.com?Q=1")).toBe("https://example.com?Q=1");
  });

  it.each(["", "Text", "other", "text "])("category %j is not one of the slugs", (category) => {
    expect(submissionErrors({ category })).toEqual({ category: "Choose a category." });
  });

  it("accepts every category it is given, and only those", () => {
    for (const category of slugs) expect(submissionErrors({ category })).toEqual({});
    expect(errorsOf(submissionSchema([]), submissionInput)).toEqual({
      category: "Choose a category.",
    });
  });

  it.each([
    ["", "Describe the tool in a sentence."],
    [text(19), "Write at least 20 characters."],
    [`   ${text(19)}   `, "Write at least 20 characters."],
    [text(161), "Keep the description to 160 characters or fewer."],
  ])("description %j: %s", (description, message) => {
    expect(submissionErrors({ description })).toEqual({ description: message });
  });

  it("accepts descriptions of 20 and 160 characters", () => {
    expect(submissionErrors({ description: text(20) })).toEqual({});
    expect(submissionErrors({ description: ` ${text(160)} ` })).toEqual({});
  });

  it("accepts the three pricing values and nothing else", () => {
    for (const { value } of pricingOptions)
      expect(submissionErrors({ pricing: value })).toEqual({});
    for (const pricing of ["", "Free", "trial", "free "]) {
      expect(submissionErrors({ pricing })).toEqual({ pricing: "Choose how the tool is priced." });
    }
  });

  it("limits the price to 60 characters and the notes to 1000, both optional", () => {
    expect(submissionErrors({ priceText: "", notes: "" })).toEqual({});
    expect(submissionErrors({ priceText: text(60), notes: text(1000) })).toEqual({});
    expect(submissionErrors({ priceText: ` ${text(60)} `, notes: `\n${text(1000)}\n` })).toEqual(
      {},
    );
    expect(submissionErrors({ priceText: text(61) })).toEqual({
      priceText: "Keep the price to 60 characters or fewer.",
    });
    expect(submissionErrors({ notes: text(1001) })).toEqual({
      notes: "Keep the notes to 1000 characters or fewer.",
    });
  });

  it("asks for a valid contact email", () => {
    expect(submissionErrors({ email: "maker@" })).toEqual({ email: emailMessage });
  });

  it("property: whatever it accepts respects every limit and is an https address", () => {
    const websites = fc.oneof(
      fc.webUrl({ validSchemes: ["https"], withQueryParameters: true, withFragments: true }),
      fc.webUrl({ validSchemes: ["http", "https"] }).chain(messUp),
      fc.string(),
    );
    const input = fc.record({
      name: fc.oneof(
        fc.stringMatching(/^\s?[A-Za-z0-9 .-]{1,82}\s?$/),
        fc.string({ maxLength: 90 }),
      ),
      website: websites,
      category: fc.constantFrom(...slugs, "other", ""),
      description: fc.oneof(
        fc.stringMatching(/^\s?[A-Za-z0-9 ,.]{18,162}\s?$/),
        fc.string({ minLength: 15, maxLength: 170 }),
      ),
      pricing: fc.constantFrom("free", "freemium", "paid", "Free", ""),
      priceText: fc.string({ maxLength: 70 }),
      email: fc.oneof(
        fc.emailAddress().filter((email) => !email.includes("`")),
        fc.emailAddress(),
        fc.string(),
      ),
      notes: fc.oneof(
        fc.string({ maxLength: 1010 }),
        fc.string({ minLength: 990, maxLength: 1010 }),
      ),
    });
    let accepted = 0;
    fc.assert(
      fc.property(input, (candidate) => {
        const result = schema.safeParse(candidate);
        if (!result.success) return;
        accepted += 1;
        const data = result.data;
        const { name, description, priceText, notes, website } = submissionLimits;
        for (const value of [data.name, data.description, data.priceText, data.notes]) {
          expect(value).toBe(value.trim());
        }
        expect(data.name.length).toBeGreaterThanOrEqual(name.min);
        expect(data.name.length).toBeLessThanOrEqual(name.max);
        expect(data.description.length).toBeGreaterThanOrEqual(description.min);
        expect(data.description.length).toBeLessThanOrEqual(description.max);
        expect(data.priceText.length).toBeLessThanOrEqual(priceText.max);
        expect(data.notes.length).toBeLessThanOrEqual(notes.max);
        expect(data.website.startsWith("https://")).toBe(true);
        expect(data.website.length).toBeLessThanOrEqual(website.max);
        expect(data.website).not.toMatch(/\s/);
        expect(submissionWebsitePattern.test(data.website)).toBe(true);
        expect(slugs).toContain(data.category);
        expect(pricingOptions.map((option) => option.value)).toContain(data.pricing);
        expect(isValidEmail(data.email)).toBe(true);
        // What the schema returns, it accepts again unchanged.
        expect(schema.parse(data)).toEqual(data);
      }),
      { numRuns: 3000 },
    );
    // About one run in twenty is a valid submission; make sure the property was exercised.
    expect(accepted).toBeGreaterThan(30);
  });
});

describe("the schemas never throw", () => {
  const schemas: [string, z.ZodType][] = [
    ["usernameSchema", usernameSchema],
    ["passwordSchema", passwordSchema],
    ["registerSchema", registerSchema],
    ["loginSchema", loginSchema],
    ["resetSchema", resetSchema],
    ["submissionSchema", schema],
  ];

  it.each(schemas)("%s.safeParse handles any value", (_name, subject) => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true }), (value) => {
        const result = subject.safeParse(value);
        if (!result.success)
          expect(Object.keys(fieldErrors(result.error)).length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it("handles records of arbitrary strings and values for every form", () => {
    const fields = [
      "username",
      "email",
      "password",
      "confirmPassword",
      ...Object.keys(emptySubmission),
    ];
    const record = fc.record(
      Object.fromEntries(fields.map((field) => [field, fc.oneof(fc.string(), fc.anything())])),
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(record, (value) => {
        for (const [, subject] of schemas) subject.safeParse(value);
        if (typeof value.email === "string") parseNewsletterEmail(value.email);
        if (typeof value.website === "string") normaliseWebsite(value.website);
      }),
      { numRuns: 1000 },
    );
  });
});

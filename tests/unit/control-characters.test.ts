/**
 * Control and bidi characters (lib/control-characters.ts): refused by every form that stores
 * text and by the tool data's text fields, and escaped by everything the editors' scripts print.
 */
import { describe, expect, it } from "vitest";
import { codePointLabel, controlCharacters, findControlCharacter } from "@/lib/control-characters";
import { checkListName } from "@/lib/lists/lists";
import { reportNoteProblem } from "@/lib/reports/report-fields";
import { textSchema } from "@/lib/schemas/common";
import { controlCharacterError, submissionSchema } from "@/lib/schemas/submission";
import { fieldErrors } from "@/lib/schemas/account";
import { printable, printableJson } from "@/lib/terminal-text";
import { submissionInput } from "../support/submission-input";

/** Samples that act in a terminal or reorder text, and the one character each starts with. */
const hostile: [string, string][] = [
  ["ESC [2J", "\u001b[2J"],
  ["an OSC 8 hyperlink", "\u001b]8;;https://evil.example\u0007here\u001b]8;;\u0007"],
  ["a C1 CSI", "\u009b31m"],
  ["a DEL", "\u007f"],
  ["a carriage return", "\rAPPROVED"],
  ["a right-to-left override", "\u202egnp.exe"],
  ["a first-strong isolate", "\u2068x\u2069"],
  ["an Arabic letter mark", "\u061c"],
];

describe("the forbidden set", () => {
  it.each(controlCharacters.map((c) => [codePointLabel(c), c]))("finds %s", (_label, c) => {
    expect(findControlCharacter(`a${c}b`)).toBe(c);
  });

  it("leaves tab, newline and ordinary text alone", () => {
    expect(findControlCharacter("Café —\tdeux\nlignes, 日本語 🚀")).toBeNull();
  });
});

describe("forms refuse them", () => {
  const schema = submissionSchema(["text"]);
  const fields: [keyof typeof submissionInput, (text: string) => string, string][] = [
    ["name", (t) => `Example${t}AI`, "name"],
    ["website", (t) => `https://example.com/app${t}`, "address"],
    ["description", (t) => `Writes first drafts${t} of product descriptions.`, "description"],
    ["priceText", (t) => `From $10${t}`, "price"],
    ["notes", (t) => `Thanks${t}`, "notes"],
  ];
  const cases = fields.flatMap(([field, place, label]) =>
    hostile.map(([what, text]) => ({ field, value: place(text), label, what })),
  );

  it.each(cases)("the submission's $field with $what", ({ field, value, label }) => {
    const result = schema.safeParse({ ...submissionInput, [field]: value });
    expect(result.success).toBe(false);
    // A website with a control character may fail the address pattern first.
    const message = result.success ? undefined : fieldErrors(result.error)[field];
    if (field === "website") expect(message).toBeDefined();
    else expect(message).toBe(controlCharacterError(label));
  });

  it("keeps newlines and tabs in the submission's notes", () => {
    expect(schema.safeParse({ ...submissionInput, notes: "One.\n\tTwo." }).success).toBe(true);
  });

  it.each(hostile)(
    "a list's name with %s (white space is folded, the rest refused)",
    (_what, text) => {
      const checked = checkListName(`Writing${text}tools`);
      if (checked.ok) expect(findControlCharacter(checked.name)).toBeNull();
      else expect(checked.message).toMatch(/control characters/);
      expect(checkListName("Writing\u001b[2Jtools")).toMatchObject({ ok: false });
    },
  );

  it.each(hostile)("a report's note with %s", (_what, text) => {
    expect(reportNoteProblem(`Wrong${text} price`)).toMatch(/control characters/);
  });

  it("lets a plain note and list name through", () => {
    expect(reportNoteProblem("The price is $25 now.\nSee the pricing page.")).toBeNull();
    expect(checkListName("  Café  tools ")).toEqual({ ok: true, name: "Café tools" });
  });

  it.each(hostile)("the tool data's text fields refuse %s, naming the character", (_what, text) => {
    const result = textSchema(1, 200).safeParse(`ChatGPT${text}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /control or text-direction characters \(found U\+[0-9A-F]{4}\)/,
    );
  });
});

describe("printable", () => {
  it.each(hostile)("shows %s as visible escapes, on one line", (_what, text) => {
    const shown = printable(`Name ${text}`);
    expect(findControlCharacter(shown)).toBeNull();
    expect(shown).not.toContain("\n");
    expect(shown).toMatch(/\\u[0-9a-f]{4}/);
  });

  it("escapes ESC, C1 and bidi controls as \\u plus four hex digits", () => {
    expect(printable("a\u001b[2Jb")).toBe("a\\u001b[2Jb");
    expect(printable("\u009b\u202e\u2066")).toBe("\\u009b\\u202e\\u2066");
    expect(printable("nul\u0000")).toBe("nul\\u0000");
  });

  it("keeps a single-line field on its line: newline and tab as \\n and \\t", () => {
    expect(printable("Tool\nAPPROVE (a)\tnow")).toBe("Tool\\nAPPROVE (a)\\tnow");
  });

  it("keeps newlines and tabs in multi-line text, and still escapes the rest", () => {
    expect(printable("one\n\ttwo\u001b[0m", { multiline: true })).toBe("one\n\ttwo\\u001b[0m");
  });

  it("leaves ordinary text, accents and emoji as they are, and is idempotent", () => {
    const text = "Café — 日本語 🚀 $10/month \\u001b";
    expect(printable(text)).toBe(text);
    expect(printable(printable("x\u001by"))).toBe(printable("x\u001by"));
  });
});

describe("printableJson", () => {
  it.each(hostile)("writes %s as escapes that parse back to the same value", (_what, text) => {
    const value = { name: `Tool ${text}`, list: [text] };
    const json = printableJson(value, 2);
    expect(findControlCharacter(json)).toBeNull();
    expect(JSON.parse(json)).toEqual(value);
  });

  it("writes a missing value as undefined, as a template string would", () => {
    expect(printableJson(undefined)).toBe("undefined");
  });

  it("is JSON.stringify for ordinary values", () => {
    const value = { a: "Café 🚀", b: [1, null, true] };
    expect(printableJson(value, 2)).toBe(JSON.stringify(value, null, 2));
  });
});

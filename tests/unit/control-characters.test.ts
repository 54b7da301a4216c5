/**
 * Text a person may write (lib/control-characters.ts): control, bidi and invisible characters
 * and the line separators are refused by every form that stores text and by the tool data's text
 * fields, with a message naming the character, and shown by code point in everything the
 * editors' scripts print.
 */
import { describe, expect, it } from "vitest";
import {
  codePointLabel,
  controlCharacters,
  findControlCharacter,
  isWrittenText,
  refusedCharacterProblem,
  refusedCharacterSentence,
} from "@/lib/control-characters";
import { checkListName } from "@/lib/lists/lists";
import { reportNoteProblem } from "@/lib/reports/report-note";
import { textSchema } from "@/lib/schemas/common";
import { submissionSchema } from "@/lib/schemas/submission";
import { fieldErrors } from "@/lib/schemas/account";
import { printable, printableJson } from "@/lib/terminal-text";
import { submissionInput } from "../support/submission-input";

/** "approve" in tag characters (U+E0061…): shows as nothing at all. */
const hiddenApprove = [..."approve"]
  .map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0)))
  .join("");

/** Characters a reader cannot see, each with its label and how messages name its kind. */
const invisible: [string, string, string][] = [
  ["a zero-width space", "\u200b", "invisible character (U+200B)"],
  ["a zero-width non-joiner", "\u200c", "invisible character (U+200C)"],
  ["a zero-width joiner", "\u200d", "invisible character (U+200D)"],
  ["a word joiner", "\u2060", "invisible character (U+2060)"],
  ["a byte-order mark", "\ufeff", "invisible character (U+FEFF)"],
  ["a soft hyphen", "\u00ad", "invisible character (U+00AD)"],
  ["a Hangul filler", "\u3164", "invisible character (U+3164)"],
  ['"approve" in tag characters', hiddenApprove, "invisible character (U+E0061)"],
  ["a line separator", "\u2028", "line or paragraph separator (U+2028)"],
  ["a paragraph separator", "\u2029", "line or paragraph separator (U+2029)"],
];

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
    expect(isWrittenText(`a${c}b`)).toBe(false);
  });

  it("leaves tab, newline and ordinary text alone", () => {
    const text = "Café —\tdeux\nlignes, 日本語 🚀 ✓\ufe0f, non\u00a0breaking";
    expect(findControlCharacter(text)).toBeNull();
    expect(isWrittenText(text)).toBe(true);
    expect(refusedCharacterProblem(text)).toBeNull();
    expect(refusedCharacterSentence("name", text)).toBeNull();
  });

  it.each([
    ["Evil\u001b[2J", "contains a control character (U+001B)"],
    ["Writing\u202etools", "contains a text-direction character (U+202E)"],
    ["Chat\u200bGPT", "contains an invisible character (U+200B)"],
    [`Looks fine${hiddenApprove}`, "contains an invisible character (U+E0061)"],
    ["One\u2028Two", "contains a line or paragraph separator (U+2028)"],
  ])("names the first refused character of %j", (text, problem) => {
    expect(refusedCharacterProblem(text)).toBe(problem);
  });

  it("says what to do in a form's sentence", () => {
    expect(refusedCharacterSentence("notes", "Thanks\u200b")).toBe(
      "Remove the invisible character (U+200B) from the notes: it often comes with pasted text.",
    );
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
    else
      expect(message).toMatch(
        new RegExp(`^Remove the .+ \\(U\\+[0-9A-F]{4}\\) from the ${label}:`),
      );
  });

  const invisibleCases = fields.flatMap(([field, place, label]) =>
    // In the middle: the form trims white space (U+FEFF, U+2028 and U+2029 among it) at the ends.
    invisible.map(([what, text, named]) => ({
      field,
      value: place(`${text}x`),
      label,
      what,
      named,
    })),
  );

  it.each(invisibleCases)(
    "the submission's $field with $what, naming it",
    ({ field, value, label, named }) => {
      const result = schema.safeParse({ ...submissionInput, [field]: value });
      expect(result.success).toBe(false);
      const message = result.success ? undefined : fieldErrors(result.error)[field];
      // The address pattern takes no white space (U+FEFF, U+2028 and U+2029 are, to JavaScript).
      if (field === "website" && /^\s$/.test(value.slice(-2, -1))) expect(message).toBeDefined();
      else
        expect(message).toBe(
          `Remove the ${named} from the ${label}: it often comes with pasted text.`,
        );
    },
  );

  it("keeps newlines and tabs in the submission's notes", () => {
    expect(schema.safeParse({ ...submissionInput, notes: "One.\n\tTwo." }).success).toBe(true);
  });

  it.each(hostile)(
    "a list's name with %s (white space is folded, the rest refused)",
    (_what, text) => {
      const checked = checkListName(`Writing${text}tools`);
      if (checked.ok) expect(findControlCharacter(checked.name)).toBeNull();
      else expect(checked.message).toMatch(/^Remove the .+ \(U\+[0-9A-F]{4}\) from the name:/);
      expect(checkListName("Writing\u001b[2Jtools")).toMatchObject({ ok: false });
    },
  );

  it.each(hostile)("a report's note with %s", (_what, text) => {
    expect(reportNoteProblem(`Wrong${text} price`)).toMatch(
      /^Remove the (control|text-direction) character \(U\+[0-9A-F]{4}\) from the note:/,
    );
  });

  it.each(invisible)("a report's note with %s, naming it", (_what, text, named) => {
    expect(reportNoteProblem(`Wrong${text} price`)).toBe(
      `Remove the ${named} from the note: it often comes with pasted text.`,
    );
  });

  // The name's white space is folded (U+FEFF and the separators are white space to JavaScript).
  it.each(invisible.filter(([, text]) => !/^\s$/.test(text)))(
    "a list's name with %s, naming it",
    (_what, text, named) => {
      expect(checkListName(`Writing${text}tools`)).toEqual({
        ok: false,
        message: `Remove the ${named} from the name: it often comes with pasted text.`,
      });
    },
  );

  it.each(["\u2028", "\u2029", "\ufeff"])(
    "a list's name folds %j like any white space",
    (space) => {
      expect(checkListName(`Writing${space}tools`)).toEqual({ ok: true, name: "Writing tools" });
    },
  );

  it("lets a plain note and list name through", () => {
    expect(reportNoteProblem("The price is $25 now.\nSee the pricing page.")).toBeNull();
    expect(checkListName("  Café  tools ")).toEqual({ ok: true, name: "Café tools" });
  });

  it.each(hostile)("the tool data's text fields refuse %s, naming the character", (_what, text) => {
    const result = textSchema(1, 200).safeParse(`ChatGPT${text}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^contains a (control|text-direction) character \(U\+[0-9A-F]{4}\)$/,
    );
  });

  it.each(invisible)("the tool data's text fields refuse %s, naming it", (_what, text, named) => {
    const result = textSchema(1, 200).safeParse(`Chat${text}GPT`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      `contains ${/^i/.test(named) ? "an" : "a"} ${named}`,
    );
  });
});

describe("printable", () => {
  it.each([...hostile, ...invisible.map(([what, text]): [string, string] => [what, text])])(
    "shows %s by code point, on one line",
    (_what, text) => {
      const shown = printable(`Name ${text}`);
      expect(findControlCharacter(shown)).toBeNull();
      expect(shown).not.toContain("\n");
      expect(shown).toMatch(/<U\+[0-9A-F]{4,5}>/);
    },
  );

  it("shows ESC, C1 and bidi controls as <U+XXXX>", () => {
    expect(printable("a\u001b[2Jb")).toBe("a<U+001B>[2Jb");
    expect(printable("\u009b\u202e\u2066")).toBe("<U+009B><U+202E><U+2066>");
    expect(printable("nul\u0000")).toBe("nul<U+0000>");
  });

  it("shows invisible characters and separators as <U+XXXX>, tags included", () => {
    expect(printable("Chat\u200bGPT")).toBe("Chat<U+200B>GPT");
    expect(printable("\u00ad\ufeff\u3164\u2028")).toBe("<U+00AD><U+FEFF><U+3164><U+2028>");
    expect(printable(`ok${hiddenApprove.slice(0, 4)}`)).toBe("ok<U+E0061><U+E0070>");
  });

  it("keeps a single-line field on its line: newline and tab as \\n and \\t", () => {
    expect(printable("Tool\nAPPROVE (a)\tnow")).toBe("Tool\\nAPPROVE (a)\\tnow");
  });

  it("keeps newlines and tabs in multi-line text, and still shows the rest", () => {
    expect(printable("one\n\ttwo\u001b[0m\u2029", { multiline: true })).toBe(
      "one\n\ttwo<U+001B>[0m<U+2029>",
    );
  });

  it("leaves ordinary text, accents and emoji as they are, and is idempotent", () => {
    const text = "Café — 日本語 🚀 $10/month \\u001b <U+200B>";
    expect(printable(text)).toBe(text);
    expect(printable(printable("x\u001by\u200b"))).toBe(printable("x\u001by\u200b"));
  });
});

describe("printableJson", () => {
  it.each([...hostile, ...invisible.map(([what, text]): [string, string] => [what, text])])(
    "writes %s as escapes that parse back to the same value",
    (_what, text) => {
      const value = { name: `Tool ${text}`, list: [text] };
      const json = printableJson(value, 2);
      expect(findControlCharacter(json)).toBeNull();
      expect(JSON.parse(json)).toEqual(value);
    },
  );

  it("writes a tag character as the JSON escapes of its surrogate pair", () => {
    expect(printableJson("a\u{e0061}")).toBe('"a\\udb40\\udc61"');
    expect(printableJson("\u200b")).toBe('"\\u200b"');
  });

  it("writes a missing value as undefined, as a template string would", () => {
    expect(printableJson(undefined)).toBe("undefined");
  });

  it("is JSON.stringify for ordinary values", () => {
    const value = { a: "Café 🚀", b: [1, null, true] };
    expect(printableJson(value, 2)).toBe(JSON.stringify(value, null, 2));
  });
});

/**
 * firestore.rules cannot import lib/, so the lists and character classes it repeats are held to
 * lib's single definitions here (the rules tests then try them against the emulator).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  controlCharacterPattern,
  controlCharacters,
  rulesControlClass,
} from "@/lib/control-characters";
import { loadDirectory } from "@/lib/data/site";
import { submissionCategories } from "@/lib/submission-fields";
import { directoryIndex } from "@/lib/submissions/directory-index";

const rules = readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8");

/** The rules' text as the rules language reads a string literal: `\\` stands for `\`. */
const unescaped = rules.replace(/\\\\/g, "\\");

describe("firestore.rules and lib agree", () => {
  it("isText refuses exactly lib/control-characters.ts' class", () => {
    const isText = /function isText\([^)]*\) \{[\s\S]*?\n {4}\}/.exec(unescaped)?.[0] ?? "";
    expect(isText).toContain(`value.matches("^[^${rulesControlClass}]*$")`);
  });

  it("the class covers the C0, C1 and bidi controls but keeps tab and newline", () => {
    expect(controlCharacters).toHaveLength(9 + 21 + 33 + 1 + 2 + 5 + 4);
    for (const character of ["\u0000", "\u001b", "\u007f", "\u009b", "\u202e", "\u2066", "\u061c"])
      expect(controlCharacters).toContain(character);
    for (const kept of ["\t", "\n", " ", "é", "€", "\u200b", "\u2028"])
      expect(controlCharacterPattern.test(kept), JSON.stringify(kept)).toBe(false);
  });

  it("the submissions rule lists lib/submission-fields.ts' categories", () => {
    const line = /request\.resource\.data\.category in \[([^\]]*)\]/.exec(rules)?.[1] ?? "";
    const listed = [...line.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(listed).toEqual([...submissionCategories]);
  });

  it("the categories are data/tools' category files, in their order", () => {
    const slugs = [...directoryIndex(loadDirectory().catalogue).categories.keys()];
    expect(slugs).toEqual([...submissionCategories]);
  });
});

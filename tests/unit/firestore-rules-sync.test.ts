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
import { slugPattern } from "@/lib/directory/slug";
import { listKeyLength, maxLists, newListId, slotOfListId } from "@/lib/lists/lists";
import { addsPerBatch } from "@/lib/saved/account-batches";
import { maxSavedKeyLength, savedKinds } from "@/lib/saved/items";
import {
  reviewBodyMax,
  reviewBodyMin,
  reviewIdSeparator,
  reviewTitleMax,
  reviewWriteSeconds,
} from "@/lib/reviews/review-fields";
import { submissionCategories } from "@/lib/submission-fields";
import { directoryIndex } from "@/lib/submissions/directory-index";

const rules = readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8");

/** The rules' text as the rules language reads a string literal: `\\` stands for `\`. */
const unescaped = rules.replace(/\\\\/g, "\\");

describe("firestore.rules and lib agree", () => {
  it("isText refuses exactly lib/control-characters.ts' class", () => {
    const isText = /function isText\([^)]*\) \{[\s\S]*?\n {4}\}/.exec(unescaped)?.[0] ?? "";
    // On failure, the expected line is the one to paste into firestore.rules (with `\` doubled).
    expect(isText).toContain(`value.matches("^[^${rulesControlClass}]*$")`);
  });

  it("the class covers the controls, the bidi and the invisible characters, but keeps tab and newline", () => {
    const controls = 9 + 21 + 33;
    const bidi = 1 + 2 + 5 + 4;
    const invisible = 1 + 2 + 1 + 3 + 5 + 6 + 1 + 1 + 1 + 128;
    const separators = 2;
    expect(controlCharacters).toHaveLength(controls + bidi + invisible + separators);
    for (const character of [
      "\u0000",
      "\u001b",
      "\u007f",
      "\u009b",
      "\u202e",
      "\u2066",
      "\u061c",
      "\u200b",
      "\u200d",
      "\u2060",
      "\ufeff",
      "\u00ad",
      "\u2028",
      "\u2029",
      "\u3164",
      "\u{e0000}",
      "\u{e0041}",
      "\u{e007f}",
    ])
      expect(controlCharacters).toContain(character);
    for (const kept of [
      "\t",
      "\n",
      " ",
      "\u00a0",
      "é",
      "€",
      "🚀",
      "\ufe0f",
      "\u{e0080}",
      "\u{e0100}",
    ])
      expect(controlCharacterPattern.test(kept), JSON.stringify(kept)).toBe(false);
  });

  it("a saved key is savedKey's: a kind, a colon and a slug, at most maxSavedKeyLength long", () => {
    const isSavedKey = /function isSavedKey\(value\) \{[\s\S]*?\n {4}\}/.exec(rules)?.[0] ?? "";
    expect(isSavedKey).toContain(`value.size() <= ${maxSavedKeyLength}`);
    expect(isSavedKey).toContain(
      `value.matches('^(${savedKinds.join("|")}):${slugPattern.source.replace(/^\^/, "").replace("(?:", "(")}')`,
    );
  });

  it("the count's added holds at most one batch (addsPerBatch), every index checked", () => {
    const isBatchKeys = /function isBatchKeys\(keys\) \{[\s\S]*?\n {4}\}/.exec(rules)?.[0] ?? "";
    expect(isBatchKeys).toContain(`keys.size() <= ${addsPerBatch}\n`);
    const checked = [
      ...isBatchKeys.matchAll(/keys\.size\(\) <= (\d+) \|\| isSavedKey\(keys\[(\d+)\]\)/g),
    ];
    expect(checked.map((match) => [Number(match[1]), Number(match[2])])).toEqual(
      Array.from({ length: addsPerBatch }, (_, index) => [index, index]),
    );
  });

  it("a new list's id is newListId's: a key of listKeyLength, a slot of 1 to maxLists", () => {
    const isNewListId = /function isNewListId\(listId\) \{[\s\S]*?\n {4}\}/.exec(rules)?.[0] ?? "";
    const pattern = /listId\.matches\('([^']*)'\)/.exec(isNewListId)?.[1] ?? "";
    expect(pattern).toContain(`[A-Za-z0-9]{${listKeyLength}}-`);
    const rulesPattern = new RegExp(pattern);
    for (let n = 0; n <= maxLists + 1; n += 1) {
      const id = newListId(n);
      expect(rulesPattern.test(id), id).toBe(slotOfListId(id) !== null);
    }
  });

  it("reviews take review-fields.ts' bounds, id and wait", () => {
    expect(rules).toContain("data.rating is int && data.rating >= 1 && data.rating <= 5");
    expect(rules).toContain(`isText(data.title, 0, ${reviewTitleMax})`);
    expect(rules).toContain(`isText(data.body, ${reviewBodyMin}, ${reviewBodyMax})`);
    expect(rules).toContain(
      `request.resource.data.tool + '${reviewIdSeparator}' + request.auth.uid`,
    );
    expect(rules).toContain(
      `resource.data.lastReviewedAt + duration.value(${reviewWriteSeconds}, 's')`,
    );
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

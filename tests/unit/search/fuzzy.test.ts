import { describe, expect, it } from "vitest";
import { exactTitlesFirst } from "@/lib/search/engine";
import {
  allowedEdits,
  closestWord,
  correctQuery,
  editDistance,
  matchesTerm,
  parseVocabulary,
} from "@/lib/search/fuzzy";

const vocabulary = parseVocabulary(
  "image writing generation chatgpt midjourney video assistant summarizer music mid",
);

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and neighbour swaps as one edit each", () => {
    expect(editDistance("midjurney", "midjourney", 2)).toBe(1);
    expect(editDistance("writng", "writing", 2)).toBe(1);
    expect(editDistance("imagr", "image", 2)).toBe(1);
    expect(editDistance("chatgtp", "chatgpt", 2)).toBe(1);
    expect(editDistance("same", "same", 2)).toBe(0);
  });

  it("stops at the limit and answers limit + 1", () => {
    expect(editDistance("video", "assistant", 2)).toBe(3);
    expect(editDistance("abcdef", "uvwxyz", 1)).toBe(2);
  });
});

describe("allowedEdits", () => {
  it("forgives nothing in short words, one edit up to five letters, two beyond", () => {
    expect([3, 4, 5, 6, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe("correctQuery", () => {
  it("replaces a misspelt word with the closest known word", () => {
    expect(correctQuery("midjurney", vocabulary)).toBe("midjourney");
    expect(correctQuery("chatgtp", vocabulary)).toBe("chatgpt");
  });

  it("corrects each unknown word of a query and keeps the known ones", () => {
    expect(correctQuery("Writng assistant", vocabulary)).toBe("writing assistant");
  });

  it("leaves known words, words being typed and short words alone", () => {
    expect(correctQuery("image generation", vocabulary)).toBeNull();
    expect(correctQuery("summar", vocabulary)).toBeNull(); // the start of "summarizer"
    expect(correctQuery("vdo", vocabulary)).toBeNull();
  });

  it("compares a word still being typed with the start of longer words", () => {
    expect(closestWord("midjur", vocabulary)).toBe("midjourney");
  });

  it("gives up when nothing is close enough", () => {
    expect(correctQuery("xylophone", vocabulary)).toBeNull();
  });

  it("prefers the more frequent of two equally close words", () => {
    const ranked = parseVocabulary("cart card");
    expect(closestWord("carx", ranked)).toBe("cart");
    expect(closestWord("carx", parseVocabulary("card cart"))).toBe("card");
  });
});

describe("matchesTerm", () => {
  it("accepts a word sharing most of the term's start (stems, plurals, longer forms)", () => {
    expect(matchesTerm("generation", "generating")).toBe(true);
    expect(matchesTerm("Transcribes,", "transcribe")).toBe(true);
    expect(matchesTerm("installation", "installa")).toBe(true);
  });

  it("rejects what Pagefind finds by backing off to a short prefix", () => {
    expect(matchesTerm("Q", "qqqzzzxxx")).toBe(false);
    expect(matchesTerm("mid-century", "midjurney")).toBe(false);
    expect(matchesTerm("x", "xqzv")).toBe(false);
  });
});

describe("exactTitlesFirst", () => {
  it("puts hits titled exactly as typed (or as corrected) first, keeping the rest in order", () => {
    const hits = ["Claude in Excel", "Claude Code", "Claude", "Claude Design"].map((title) => ({
      title,
    }));
    expect(exactTitlesFirst(hits, ["claude", null]).map((hit) => hit.title)).toEqual([
      "Claude",
      "Claude in Excel",
      "Claude Code",
      "Claude Design",
    ]);
    expect(exactTitlesFirst(hits, ["cluade", "claude code"]).map((hit) => hit.title)).toEqual([
      "Claude Code",
      "Claude in Excel",
      "Claude",
      "Claude Design",
    ]);
    expect(exactTitlesFirst(hits, ["writer", null])).toEqual(hits);
  });
});

/**
 * Matching for the MCP tools: a query's words against a tool's fields, with the site's own word
 * splitting and stemming (lib/tasks/finder.ts) and typo distance (lib/search/fuzzy.ts), and the
 * closest known slug for a mistyped one. Pure.
 */
import { slugify } from "@/lib/directory/slug";
import { allowedEdits, editDistance } from "@/lib/search/fuzzy";
import { stem, words } from "@/lib/tasks/finder";

/** Words that do not tell one AI tool from another ("the best ai tool for …"). */
const commonWords = new Set(
  "a an the to of for my our your me i we want need how do does can could would like with and or in on at from into by some any something help using use tool tools ai app apps best good free".split(
    " ",
  ),
);

/** The words of a query that say something, lower case. */
export function queryTerms(query: string): string[] {
  return words(query).filter((word) => !commonWords.has(word));
}

/** A field's words, prepared once: each word and its stem. */
export type FieldWords = { word: string; stem: string }[];

export function fieldWords(...texts: readonly string[]): FieldWords {
  return texts.flatMap(words).map((word) => ({ word, stem: stem(word) }));
}

/**
 * Whether a term is among a field's words: the same stem ("videos", "video"), a word it starts
 * (3 letters or more: "transcr" → "transcribe"), or with `typos`, a word one or two edits away
 * ("midjurney").
 */
export function fieldHas(field: FieldWords, term: string, typos = false): boolean {
  const termStem = stem(term);
  return field.some(
    ({ word, stem: wordStem }) =>
      wordStem === termStem ||
      (term.length >= 3 && word.startsWith(term)) ||
      (typos && editDistance(term, word, allowedEdits(term.length)) <= allowedEdits(term.length)),
  );
}

/**
 * The candidate closest to a mistyped value, or null when none is close: within a third of its
 * length in edits (at least 2), else the first that starts with it or contains it.
 */
export function closestMatch(value: string, candidates: readonly string[]): string | null {
  const wanted = slugify(value);
  if (wanted === "") return null;
  const max = Math.max(2, Math.floor(wanted.length / 3));
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate, max);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  if (best !== null) return best;
  if (wanted.length < 3) return null;
  return (
    candidates.find((candidate) => candidate.startsWith(wanted)) ??
    candidates.find((candidate) => candidate.includes(wanted)) ??
    null
  );
}

/** The end of a "no such thing" sentence: `; did you mean "x"?` with a close match, else ".". */
export function didYouMean(value: string, candidates: readonly string[]): string {
  const match = closestMatch(value, candidates);
  return match === null ? "." : `; did you mean "${match}"?`;
}

/**
 * An item by its slug, forgiving case and spacing ("ChatGPT", "Notion AI") and, with `nameOf`,
 * found by its name as written.
 */
export function findBySlug<T>(
  value: string,
  bySlug: ReadonlyMap<string, T>,
  items: readonly T[] = [],
  nameOf?: (item: T) => string,
): T | undefined {
  const exact = bySlug.get(value.trim()) ?? bySlug.get(slugify(value));
  if (exact !== undefined || !nameOf) return exact;
  const wanted = value.trim().toLowerCase();
  return items.find((item) => nameOf(item).toLowerCase() === wanted);
}

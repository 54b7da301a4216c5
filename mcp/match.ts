/**
 * Matching for the MCP tools: a query's words against a tool's fields, with the site's own word
 * splitting and stemming (lib/tasks/finder.ts) and typo distance (lib/search/fuzzy.ts), and the
 * closest known slug for a mistyped one. Pure.
 */
import { slugify } from "@/lib/directory/slug";
import { allowedEdits, editDistance } from "@/lib/search/fuzzy";
import { stem, words } from "@/lib/tasks/finder";

/**
 * Words that do not tell one AI tool from another ("what are the best ai tools for … this
 * month"): articles, pronouns, question words, auxiliaries, prepositions, filler, time words and
 * the words every entry shares (tool, app, ai). Lower case, as `words` splits them. "free" and the
 * price words are here because prices are filters (freeOnly, maxMonthlyPrice) and price_changes
 * answers what changed, not words to match.
 */
export const stopWords: ReadonlySet<string> = new Set(
  [
    // articles, pronouns, determiners
    "a an the this that these those it its my our your their his her me i we you they them us",
    "some any every each all other others another such same own something anything thing things",
    // questions and auxiliaries
    "what which who whom whose where when why how is are was were be been being am",
    "do does did done can could would should will shall may might must have has had get got",
    // prepositions and conjunctions
    "to of for in on at from into onto by with without about than then as so or and but if",
    "vs versus like up out over under per via",
    // filler and requests
    "want need needs looking look find show give tell list recommend suggest please help",
    "using use used just also very really more most much many there here",
    // time words ("this month", "right now")
    "today now currently current recent recently latest new newest year years month months",
    "monthly week weeks weekly day days",
    // what every entry is, and its price (a filter or price_changes, not a word to match)
    "tool tools ai app apps software service services platform best good top free",
    "price prices pricing priced cost costs changed",
  ]
    .join(" ")
    .split(" "),
);

/** The words of a query that say something, lower case, without the stop words. */
export function queryTerms(query: string): string[] {
  return words(query).filter((word) => !stopWords.has(word));
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

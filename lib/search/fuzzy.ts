/**
 * Typo correction for the site search. Pagefind matches whole words and their prefixes (with
 * stemming, so word forms match) but does not forgive typos; when a query finds little, each
 * word that matches nothing in the vocabulary (tool names, keywords, genres, titles and tags,
 * most frequent first) is replaced by its closest word there. Pure, so it is unit-tested.
 */

/** Optimal string alignment distance (a swap of neighbours counts as one edit), or max + 1 when above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? max + 1;
  return distance > max ? max + 1 : distance;
}

/** How many edits a word of this length may need: none below 4 letters, 1 up to 5, then 2. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length <= 5 ? 1 : 2;
}

export type Vocabulary = {
  /** Most frequent first. */
  words: readonly string[];
  known: ReadonlySet<string>;
};

export function parseVocabulary(text: string): Vocabulary {
  const words = text.split(/\s+/).filter(Boolean);
  return { words, known: new Set(words) };
}

/** Whether some vocabulary word is, or starts with, this term (a word still being typed). */
export function isKnownOrPrefix(term: string, vocabulary: Vocabulary): boolean {
  if (vocabulary.known.has(term)) return true;
  return vocabulary.words.some((word) => word.startsWith(term));
}

/**
 * The closest vocabulary word to a term, or null when none is close enough. A word being
 * typed ("midjur") is compared with the start of longer words as well ("midjourney").
 * Ties go to the more frequent word.
 */
export function closestWord(term: string, vocabulary: Vocabulary): string | null {
  const max = allowedEdits(term.length);
  if (max === 0) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const word of vocabulary.words) {
    let distance = editDistance(term, word, max);
    if (word.length > term.length) {
      distance = Math.min(distance, editDistance(term, word.slice(0, term.length), max));
    }
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
      // 0 cannot happen (the term is unknown), so 1 is the best there is.
      if (distance === 1) break;
    }
  }
  return best;
}

/**
 * The query with each unknown word replaced by its closest vocabulary word, or null when
 * nothing changes (every word is known, too short, or has no close word).
 */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  const terms = queryTerms(query);
  let changed = false;
  const corrected = terms.map((term) => {
    if (term.length < 4 || isKnownOrPrefix(term, vocabulary)) return term;
    const replacement = closestWord(term, vocabulary);
    if (replacement === null) return term;
    changed = true;
    return replacement;
  });
  return changed ? corrected.join(" ") : null;
}

/** Lower-case words of a query, as the index splits them. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/**
 * Whether a word Pagefind matched really answers the term. Pagefind backs off to ever
 * shorter prefixes of an unknown word until one is in the index ("qqqzzz" matches "q"), so
 * a match must share most of the term's start: 60% of it, and at least 3 letters.
 */
export function matchesTerm(word: string, term: string): boolean {
  const cleaned = word.toLowerCase().replace(/[^a-z0-9]/g, "");
  let shared = 0;
  while (shared < cleaned.length && shared < term.length && cleaned[shared] === term[shared]) {
    shared += 1;
  }
  return shared >= Math.max(3, Math.min(term.length, Math.floor(term.length * 0.6)));
}

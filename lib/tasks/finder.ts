/**
 * The finder's matching: a need in the visitor's own words ("transcribe my zoom meetings",
 * "bg remover", "write sql querys") against each task's name and the phrases people type for
 * it. Words are compared by their stem (plural and singular, -ing and -ed forms alike), by
 * prefix while the visitor is still typing, and with one or two typos. Pure and small: it runs
 * in the browser on the index the build writes (/data/task-finder.json), with no network.
 */
import { slugify } from "@/lib/directory/slug";

/**
 * One task as the index carries it: [id, name, tool count, ...phrases people type]. The id may be
 * "" when it is the name's slug ("Transcribe a meeting" → transcribe-a-meeting). Only the words
 * of the phrases count, not their order, so the build's index (finder-index.ts) sends each
 * task's extra words once, as one phrase.
 */
export type FinderEntry = [id: string, name: string, tools: number, ...synonyms: string[]];

export type FinderMatch = { id: string; name: string; tools: number; score: number };

/** Words that carry no need: "I want to …", "how do I …", "for my …". */
export const fillers = new Set(
  "a an the to of for my our your me i we want need how do does can could would like with and or in on at from into by some any something help using use tool tools ai app apps".split(
    " ",
  ),
);

/** Lower case, letters and digits only, split into words. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A rough English stem, so "meetings", "meeting", "transcribing" and "transcribe" meet. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ses|xes|zes|ches|shes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Levenshtein distance with adjacent swaps, stopping early once over `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How well one typed word matches one word of a phrase: 3 same stem, 2 prefix, 1 typo, 0 none. */
function wordScore(
  typed: string,
  typedStem: string,
  word: string,
  wordStem: string,
  last: boolean,
): number {
  if (typedStem === wordStem || typed === word) return 3;
  // The word being typed: "transcr" already points at "transcribe".
  if (last && typed.length >= 2 && word.startsWith(typed)) return 2;
  if (typed.length >= 4) {
    const limit = typed.length <= 5 ? 1 : 2;
    if (editDistance(typedStem, wordStem, limit) <= limit) return 1;
  }
  return 0;
}

/** A task's words (from its name and every phrase), with their stems, prepared once per index. */
type Prepared = { entry: FinderEntry; words: { word: string; stem: string; inName: boolean }[] };

export function prepare(entries: readonly FinderEntry[]): Prepared[] {
  return entries.map(([id, name, tools, ...synonyms]) => {
    const entry: FinderEntry = [id || slugify(name), name, tools, ...synonyms];
    const seen = new Map<string, { word: string; stem: string; inName: boolean }>();
    [name, ...synonyms].forEach((phrase, position) => {
      for (const word of words(phrase)) {
        if (fillers.has(word)) continue;
        const known = seen.get(word);
        if (known) known.inName ||= position === 0;
        else seen.set(word, { word, stem: stem(word), inName: position === 0 });
      }
    });
    return { entry, words: [...seen.values()] };
  });
}

/** Of n meaningful words typed, how many must match: all of one or two, one may miss from three. */
function needed(count: number): number {
  return count - Math.floor(count / 3);
}

/**
 * The tasks that match a need, best first. Each meaningful typed word is matched against every
 * word of the task's name and phrases (a word of the name counts a little more); nearly all of
 * them must match, and a task where all do comes first. Ties go to the task more tools do.
 */
export function findTasks(query: string, index: readonly Prepared[], limit = 8): FinderMatch[] {
  const typed = words(query);
  const terms = typed.filter((word) => !fillers.has(word));
  if (terms.length === 0 || terms.join("").length < 2) return [];
  const lastTyped = typed.at(-1);
  const stems = terms.map(stem);
  const matches: FinderMatch[] = [];
  for (const { entry, words: known } of index) {
    let total = 0;
    let matched = 0;
    for (const [i, term] of terms.entries()) {
      const last = i === terms.length - 1 && term === lastTyped;
      let best = 0;
      for (const word of known) {
        const score = wordScore(term, stems[i]!, word.word, word.stem, last);
        if (score > 0) best = Math.max(best, score + (word.inName ? 0.25 : 0));
      }
      if (best > 0) matched += 1;
      total += best;
    }
    if (matched < needed(terms.length)) continue;
    const score = total / terms.length + (matched === terms.length ? 1 : 0);
    matches.push({ id: entry[0], name: entry[1], tools: entry[2], score });
  }
  return matches
    .sort((a, b) => b.score - a.score || b.tools - a.tools || a.name.localeCompare(b.name))
    .slice(0, limit);
}

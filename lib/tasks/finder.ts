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
export type FinderEntry = [
  id: string,
  name: string,
  tools: number,
  phrases?: string,
  description?: string,
];

export type FinderMatch = { id: string; name: string; tools: number; score: number };

/** Words that carry no need: "I want to …", "how do I …", "for my …". */
export const fillers = new Set(
  [
    "a an the to of for my our your me i we want need how do does can could would like with and",
    "or in on at from into by some any something help using use tool tools ai app apps",
    // Words that only hold a sentence together: questions ("is there …", "what can …"),
    // pronouns, and the pieces an apostrophe leaves ("I'm", "don't", "we've").
    "is are am was were be been there this that these those it its what which where when who why",
    "will should just so them they their you he she his her us very really please",
    "m re ve ll s t d don doesn isn aren didn won cant",
  ]
    .join(" ")
    .split(" "),
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
  // British and American spellings meet: "summarise", "summarize"; "organisation", "organization".
  let w = word.replace(/is(e|ed|es|ing|ation|ations|er|ers)$/, "iz$1");
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
    // The whole words as well as their stems: "meetign" is "meeting" with a swap, though the
    // stem of a misspelling is not the stem of the word.
    if (
      editDistance(typedStem, wordStem, limit) <= limit ||
      editDistance(typed, word, limit) <= limit
    )
      return 1;
  }
  return 0;
}

/**
 * A task's words with their stems, prepared once per index: where each comes from (its name, the
 * phrases people type, or only its description, which counts for less).
 */
type TaskWord = { word: string; stem: string; from: "name" | "phrase" | "description" };
type Prepared = { entry: FinderEntry; words: TaskWord[] };

export function prepare(entries: readonly FinderEntry[]): Prepared[] {
  return entries.map(([id, name, tools, phrases = "", description = ""]) => {
    const entry: FinderEntry = [id || slugify(name), name, tools];
    const seen = new Map<string, TaskWord>();
    const sources = [
      [name, "name"],
      [phrases, "phrase"],
      [description, "description"],
    ] as const;
    for (const [text, from] of sources) {
      for (const word of words(text)) {
        if (fillers.has(word) || seen.has(word)) continue;
        seen.set(word, { word, stem: stem(word), from });
      }
    }
    return { entry, words: [...seen.values()] };
  });
}

/** Of n meaningful words typed, how many must match: all of one or two, one may miss from three. */
function needed(count: number): number {
  return count - Math.floor(count / 3);
}

/**
 * Everyday ways of saying a job, read as the words the tasks use: "get rid of" is "remove",
 * "as text" is "transcribe", "make … sharper" is "enhance". A rewrite replaces the words it
 * consumes with one term that matches any of its alternatives. General English, not tuned to
 * any list of needs.
 */
const phrases: { words: string[]; means: string[] }[] = [
  { words: ["get", "rid", "of"], means: ["remove", "delete"] },
  { words: ["take", "out"], means: ["remove"] },
  { words: ["cut", "out"], means: ["remove", "cut"] },
  { words: ["as", "text"], means: ["transcribe", "text"] },
  { words: ["into", "text"], means: ["transcribe", "text"] },
  { words: ["to", "text"], means: ["transcribe", "text"] },
  { words: ["written", "out"], means: ["transcribe"] },
  { words: ["typed", "up"], means: ["transcribe"] },
  { words: ["write", "down"], means: ["transcribe", "notes"] },
  { words: ["less", "blurry"], means: ["enhance", "sharpen", "upscale"] },
  { words: ["higher", "resolution"], means: ["upscale", "enhance"] },
  { words: ["clean", "up"], means: ["clean", "enhance", "edit"] },
  { words: ["sum", "up"], means: ["summarize"] },
  { words: ["read", "aloud"], means: ["speech", "voice"] },
  { words: ["read", "out"], means: ["speech", "voice"] },
  { words: ["look", "up"], means: ["search", "find"] },
  { words: ["set", "up"], means: ["create", "build"] },
  // "to" and "do" are fillers alone; together they name a list of tasks.
  { words: ["to", "do"], means: ["todo", "task", "list"] },
  { words: ["out", "loud"], means: ["speech", "voice", "speak"] },
  { words: ["come", "up", "with"], means: ["brainstorm", "idea", "generate"] },
  { words: ["fill", "out"], means: ["fill", "form"] },
  { words: ["sign", "up"], means: ["signup", "form"] },
  // One thing, not two words that must both match: "lipsync", "lip-sync" and "lip sync" alike.
  { words: ["lip", "sync"], means: ["lip", "sync"] },
];

/** Single everyday words and the words the tasks use for the same thing (both count). */
const alternatives: Record<string, string[]> = {
  bg: ["background"],
  pic: ["image", "photo"],
  pics: ["image", "photo"],
  picture: ["image", "photo"],
  pictures: ["image", "photo"],
  photo: ["image"],
  photos: ["image"],
  image: ["photo"],
  images: ["photo"],
  vid: ["video"],
  vids: ["video"],
  clip: ["video"],
  clips: ["video"],
  sharper: ["enhance", "sharpen", "upscale"],
  sharpen: ["enhance", "upscale"],
  crisper: ["enhance", "sharpen"],
  clearer: ["enhance", "sharpen"],
  unblur: ["enhance", "sharpen"],
  deblur: ["enhance", "sharpen"],
  blurry: ["enhance", "sharpen"],
  bigger: ["upscale"],
  enlarge: ["upscale"],
  hd: ["upscale", "enhance"],
  erase: ["remove"],
  delete: ["remove"],
  call: ["meeting"],
  calls: ["meeting"],
  zoom: ["meeting"],
  minutes: ["notes", "meeting"],
  notetaker: ["notes", "meeting"],
  recording: ["audio", "meeting"],
  podcast: ["audio"],
  voiceover: ["voice"],
  narrate: ["voice", "speech"],
  narration: ["voice", "speech"],
  song: ["music"],
  songs: ["music"],
  tune: ["music"],
  beat: ["music"],
  essay: ["write", "text"],
  article: ["blog", "post"],
  articles: ["blog", "post"],
  email: ["mail"],
  emails: ["mail", "email"],
  inbox: ["email"],
  spreadsheet: ["excel", "sheet", "data"],
  spreadsheets: ["excel", "sheet", "data"],
  excel: ["spreadsheet"],
  chart: ["data", "visualize"],
  charts: ["data", "visualize"],
  graph: ["chart", "visualize"],
  slides: ["presentation", "deck"],
  slideshow: ["presentation"],
  deck: ["presentation", "slides"],
  powerpoint: ["presentation", "slides"],
  ppt: ["presentation", "slides"],
  logo: ["brand", "design"],
  website: ["site", "web"],
  site: ["website"],
  app: ["application"],
  bug: ["debug", "fix", "error"],
  bugs: ["debug", "fix", "error"],
  translate: ["translation", "language"],
  subtitles: ["caption", "subtitle"],
  captions: ["caption", "subtitle"],
  homework: ["study", "learn"],
  resume: ["cv"],
  cv: ["resume"],
  seo: ["search", "rank"],
  google: ["search", "rank"],
  ads: ["ad", "advert"],
  instagram: ["social"],
  tiktok: ["social", "short"],
  youtube: ["video"],
  chatbot: ["chat", "bot"],
  talk: ["chat", "conversation", "voice"],
  // Everyday words for the things the tasks name (general English, both directions where it reads).
  todo: ["task", "list"],
  ring: ["call", "phone"],
  phone: ["call"],
  rival: ["competitor"],
  rivals: ["competitor"],
  competition: ["competitor"],
  lease: ["contract"],
  agreement: ["contract"],
  nda: ["contract"],
  cancel: ["churn"],
  unsubscribe: ["churn"],
  backdrop: ["background"],
  film: ["video", "movie"],
  movie: ["video", "film"],
  singing: ["song", "music", "vocal"],
  sing: ["song", "music"],
  lyrics: ["song", "music"],
  memo: ["note", "audio"],
  headshot: ["portrait", "photo"],
  headshots: ["portrait", "photo"],
  portrait: ["headshot"],
  avatar: ["character", "presenter"],
  persona: ["character"],
  novel: ["book", "manuscript", "fiction"],
  manuscript: ["book", "novel"],
  thesis: ["essay", "paper", "research"],
  dissertation: ["essay", "paper", "research"],
  recap: ["summary", "summarize"],
  tldr: ["summary", "summarize"],
  gist: ["summary", "summarize"],
  transcript: ["transcribe", "transcription"],
  dictate: ["transcribe", "speech"],
  dictation: ["transcribe", "speech"],
  shop: ["store", "ecommerce"],
  listing: ["product", "marketplace"],
  receipt: ["expense", "invoice"],
  receipts: ["expense", "invoice"],
  bookkeeping: ["accounting", "expense"],
  appointment: ["calendar", "booking", "schedule"],
  appointments: ["calendar", "booking", "schedule"],
  prospect: ["lead"],
  prospects: ["lead"],
  prospecting: ["lead"],
  outreach: ["email", "lead"],
  formula: ["spreadsheet", "excel"],
  formulas: ["spreadsheet", "excel"],
  terminal: ["shell", "command"],
  bash: ["shell", "command"],
  cli: ["shell", "command"],
  programming: ["code", "coding"],
  programmer: ["code", "developer"],
  ide: ["code", "editor"],
  offline: ["local", "device"],
  laptop: ["computer", "local"],
  gpu: ["local", "computer"],
  teacher: ["teach", "class"],
  students: ["class", "student"],
  kids: ["children", "child"],
  exam: ["test", "study"],
  exams: ["test", "study"],
  tutor: ["learn", "teach"],
  rpg: ["game", "roleplay", "character"],
  faded: ["restore", "old"],
  torn: ["restore", "old"],
  colorize: ["restore", "color"],
  widen: ["extend", "expand"],
  uncrop: ["extend", "expand"],
  doodle: ["drawing", "sketch"],
  sketch: ["drawing"],
  mockup: ["design", "ui"],
  wireframe: ["design", "ui"],
  ui: ["design", "screen", "interface"],
  dub: ["translate", "dubbing"],
  dubbing: ["translate", "dub"],
};

/** One meaningful term of a need: the word typed (or phrase) and what else it may match. */
type Term = { typed: string; options: string[]; last: boolean };

/** The need's meaningful terms: everyday phrases rewritten, fillers dropped, alternatives added. */
export function needTerms(query: string): Term[] {
  const typed = words(query);
  const terms: Term[] = [];
  for (let i = 0; i < typed.length;) {
    const phrase = phrases.find((p) => p.words.every((word, k) => typed[i + k] === word));
    if (phrase) {
      terms.push({ typed: phrase.words.join(" "), options: phrase.means, last: false });
      i += phrase.words.length;
      continue;
    }
    const word = typed[i]!;
    i += 1;
    if (fillers.has(word)) continue;
    terms.push({
      typed: word,
      options: [word, ...(alternatives[word] ?? [])],
      last: i === typed.length,
    });
  }
  return terms;
}

/**
 * How much less a word counts when only the task's description has it: a full step (a
 * description's word matched by its stem counts as a typed phrase's word matched by a typo
 * would, plus one), so a task's own phrases lead and its description catches what they miss.
 */
const descriptionDiscount = 1;

/** How well a term matches a task: the best of its options against the task's words, 0–3.25. */
function termScore(term: Term, known: Prepared["words"]): number {
  let best = 0;
  term.options.forEach((option, at) => {
    const optionStem = stem(option);
    // An alternative counts less than the word typed.
    const discount = at === 0 ? 0 : 1;
    for (const word of known) {
      const score = wordScore(option, optionStem, word.word, word.stem, term.last && at === 0);
      if (score === 0) continue;
      if (word.from === "description") {
        // A description's word backs a task, but less than the words people type for it, and
        // not as a possible typo.
        if (score >= 2) best = Math.max(best, score - discount - descriptionDiscount);
      } else best = Math.max(best, score - discount + (word.from === "name" ? 0.25 : 0));
    }
  });
  return best;
}

type Scored = { match: FinderMatch; matched: number; coverage: number; strong: number };

/**
 * Every task with a score: how much of the need it covers, each term weighted by how rare it is
 * among the tasks (the square root of its inverse document frequency: a word many tasks have,
 * like "video", says less than "transcribe", without one rare word outweighing the rest), times
 * how well it matches.
 */
function scoreTasks(terms: readonly Term[], index: readonly Prepared[]): Scored[] {
  const scores = index.map(({ words: known }) => terms.map((term) => termScore(term, known)));
  const weights = terms.map((_, t) => {
    const holders = scores.filter((row) => row[t]! > 0).length;
    return Math.sqrt(Math.log(1 + index.length / (1 + holders)));
  });
  const totalWeight = weights.reduce((sum, w) => sum + w, 0) || 1;
  return index.map(({ entry }, i) => {
    const row = scores[i]!;
    const matched = row.filter((score) => score > 0).length;
    // Terms matched by their stem or as the word being typed, not only as a possible typo.
    const strong = row.filter((score) => score >= 1.75).length;
    const covered = row.reduce((sum, score, t) => sum + (score / 3.25) * weights[t]!, 0);
    const coverage = covered / totalWeight;
    const score = coverage + (matched === terms.length ? 0.25 : 0);
    return {
      match: { id: entry[0], name: entry[1], tools: entry[2], score },
      matched,
      coverage,
      strong,
    };
  });
}

const byScore = (a: FinderMatch, b: FinderMatch) =>
  b.score - a.score || b.tools - a.tools || a.name.localeCompare(b.name);

/**
 * The tasks that match a need, best first: nearly every meaningful term must match (all of one
 * or two, one may miss from three), then the tasks that cover most of the need, its rare words
 * above its common ones, come first; ties go to the task more tools do.
 */
export function findTasks(query: string, index: readonly Prepared[], limit = 8): FinderMatch[] {
  const terms = needTerms(query);
  if (terms.length === 0 || terms.map((t) => t.typed).join("").length < 2) return [];
  return best(
    scoreTasks(terms, index),
    ({ matched, coverage }) =>
      matched >= needed(terms.length) ||
      // A long need says more than a task does: enough of its weight is enough.
      (terms.length >= 4 && coverage >= longNeedCoverage),
    limit,
  );
}

/** The scored tasks `keep` accepts, best first, at most `limit`. */
function best(scored: Scored[], keep: (task: Scored) => boolean, limit: number): FinderMatch[] {
  return scored
    .filter(keep)
    .map(({ match }) => match)
    .sort(byScore)
    .slice(0, limit);
}

/** The share of a long need's weight (4 terms or more) a task must cover to match it. */
const longNeedCoverage = 0.4;

/**
 * When no task matches the whole need: the tasks that match the most of it (any of its rarer
 * words), so the finder never answers with nothing; the page offers a site search beside them.
 */
export function closestTasks(query: string, index: readonly Prepared[], limit = 3): FinderMatch[] {
  const terms = needTerms(query);
  if (terms.length === 0) return [];
  return best(
    scoreTasks(terms, index),
    // A possible typo alone is not a reason to suggest a task.
    ({ strong, match }) => strong > 0 && match.score >= 0.1,
    limit,
  );
}

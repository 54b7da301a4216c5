/**
 * The browser side of the site search: loads the Pagefind bundles the build wrote under
 * /pagefind/ (only when a visitor starts searching; tools apart from articles and prompts, so
 * a query scores each group's pages only), runs one search per result group, and retries with
 * typo-corrected words when a query finds little.
 */
import {
  correctQuery,
  isKnownOrPrefix,
  matchesTerm,
  parseVocabulary,
  queryTerms,
  type Vocabulary,
} from "./fuzzy";
import {
  bundleFolder,
  bundleOf,
  searchBundlePath,
  searchBundles,
  searchKinds,
  vocabularyFile,
  type SearchBundle,
  type SearchKind,
} from "./kinds";

export { minimumQueryLength } from "./kinds";

type PagefindFragment = { url: string; content: string; meta: Record<string, string | undefined> };
type PagefindResult = {
  id: string;
  score: number;
  /** Positions of the matched words in the fragment's content. */
  words: number[];
  data: () => Promise<PagefindFragment>;
};
type PagefindSearch = { results: PagefindResult[] };
type PagefindInstance = {
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<PagefindSearch | null>;
};
type PagefindModule = PagefindInstance & {
  options: (options: Record<string, unknown>) => Promise<void>;
};
/** One Pagefind instance per bundle. */
type Pagefind = Record<SearchBundle, PagefindInstance>;

export type ToolHit = {
  kind: "tool";
  url: string;
  title: string;
  slug: string;
  logo: string;
  category: string;
  genre: string;
  pricing: string;
  pricingKind: string;
  description: string;
  adult: boolean;
  featured: boolean;
};

export type TextHit = {
  kind: "task" | "article" | "prompt";
  url: string;
  title: string;
  section: string;
  description: string;
};

export type SearchHit = ToolHit | TextHit;

export type SearchGroup = { kind: SearchKind; total: number; hits: SearchHit[] };

export type SearchOutcome = {
  query: string;
  /** Set when typo correction added results: the words actually searched for. */
  correctedQuery: string | null;
  groups: SearchGroup[];
  total: number;
};

export type SearchOptions = {
  includeAdult: boolean;
  /** How many hits to load per group; the total is always counted. */
  limits: Record<SearchKind, number>;
  /** The groups to search (default: all). */
  kinds?: readonly SearchKind[];
  /** Aborted when a newer query replaces this one: no result data is loaded for it then. */
  signal?: AbortSignal;
};

let pagefindLoading: Promise<Pagefind> | undefined;
let vocabularyLoading: Promise<Vocabulary> | undefined;

function bundleUrl(file: string): string {
  return `${searchBundlePath}${file}`;
}

/** Starts loading Pagefind (idempotent): call it on the first sign of intent, such as focus. */
export function loadSearch(): Promise<Pagefind> {
  pagefindLoading ??= (async () => {
    // Each bundle through its own pagefind.js (a module of its own, with its own worker): two
    // instances of one module share a worker, which Pagefind 1.6 does not survive
    // ("memory access out of bounds").
    const load = async (bundle: SearchBundle): Promise<PagefindInstance> => {
      const url = bundleUrl(`${bundleFolder(bundle)}pagefind.js`);
      // A file the build writes next to the site, not a module the bundler should resolve.
      const bundleModule = (await import(
        /* webpackIgnore: true */ /* turbopackIgnore: true */ url
      )) as PagefindModule;
      await bundleModule.options({ baseUrl: "/" });
      return bundleModule;
    };
    const [tools, text] = await Promise.all([load("tools"), load("text")]);
    return { tools, text };
  })();
  pagefindLoading.catch(() => {
    pagefindLoading = undefined; // let a later attempt retry
  });
  return pagefindLoading;
}

function loadVocabulary(): Promise<Vocabulary> {
  vocabularyLoading ??= fetch(bundleUrl(vocabularyFile)).then(async (response) => {
    if (!response.ok) throw new Error(`The search word list answered ${response.status}`);
    return parseVocabulary(await response.text());
  });
  vocabularyLoading.catch(() => {
    vocabularyLoading = undefined;
  });
  return vocabularyLoading;
}

function toHit(kind: SearchKind, fragment: PagefindFragment): SearchHit {
  const meta = (key: string) => fragment.meta[key] ?? "";
  if (kind === "tool") {
    return {
      kind,
      url: fragment.url,
      title: meta("title"),
      slug: meta("slug"),
      logo: meta("logo"),
      category: meta("category"),
      genre: meta("genre"),
      pricing: meta("pricing"),
      pricingKind: meta("pricingKind"),
      description: meta("description"),
      adult: meta("adult") === "yes",
      featured: meta("featured") === "yes",
    };
  }
  return {
    kind,
    url: fragment.url,
    title: meta("title"),
    section: meta("section"),
    description: meta("description"),
  };
}

/**
 * A group's filters within its bundle. Each filter costs a download (at 10,000 tools the tools
 * bundle's filter on kind alone is 21 KB), so a bundle that holds one kind is not filtered on
 * it; and only tools can be adult (records.ts marks every article and prompt "no"), so only
 * the tool group is filtered on that, and only until the visitor has confirmed 18+.
 */
export function filtersFor(
  kind: SearchKind,
  includeAdult: boolean,
): Record<string, string> | undefined {
  const filters: Record<string, string> = {};
  if (searchBundles[bundleOf(kind)].length > 1) filters.kind = kind;
  if (!includeAdult && kind === "tool") filters.adult = "no";
  return Object.keys(filters).length > 0 ? filters : undefined;
}

async function searchKind(
  pagefind: Pagefind,
  term: string,
  kind: SearchKind,
  includeAdult: boolean,
): Promise<PagefindResult[]> {
  const filters = filtersFor(kind, includeAdult);
  const found = await pagefind[bundleOf(kind)].search(term, filters ? { filters } : {});
  return found?.results ?? [];
}

/**
 * Whether Pagefind really finds a word the vocabulary does not know, or only backs off to a
 * short prefix of it ("xqzv" → "x"): its best result must contain a word close to the term.
 */
async function isFound(pagefind: Pagefind, term: string): Promise<boolean> {
  const inBundle = async (instance: PagefindInstance) => {
    const best = (await instance.search(term))?.results[0];
    if (!best) return false;
    const words = (await best.data()).content.split(/\s+/);
    return best.words.some((position) => matchesTerm(words[position] ?? "", term));
  };
  const answers = await Promise.all([inBundle(pagefind.tools), inBundle(pagefind.text)]);
  return answers.some(Boolean);
}

/**
 * A hit whose title is exactly what was typed goes first ("claude" → Claude before Claude
 * Code): Pagefind weighs every word of a title alike, whatever else the title holds.
 */
export function exactTitlesFirst<H extends { title: string }>(
  hits: readonly H[],
  queries: readonly (string | null)[],
): H[] {
  const wanted = new Set(
    queries.filter((q): q is string => Boolean(q)).map((q) => q.trim().toLowerCase()),
  );
  const exact = hits.filter((hit) => wanted.has(hit.title.trim().toLowerCase()));
  return [...exact, ...hits.filter((hit) => !exact.includes(hit))];
}

/** Searches every group, and the typo-corrected query too when a word looks misspelt. */
export async function search(query: string, options: SearchOptions): Promise<SearchOutcome> {
  const term = query.trim();
  const kinds = options.kinds ?? searchKinds;
  const [pagefind, vocabulary] = await Promise.all([
    loadSearch(),
    // Without the word list, search still works, just without typo correction.
    loadVocabulary().catch(() => parseVocabulary("")),
  ]);
  // A word the vocabulary does not know is probably a typo: search its closest known word
  // as well, and rank both answers together by Pagefind's score.
  const corrected = correctQuery(term, vocabulary);
  // Words Pagefind only "finds" by backing off to a short prefix are left out, so nonsense
  // gives no results rather than unrelated ones.
  const unknown = queryTerms(term).filter(
    (word) => word.length >= 3 && !isKnownOrPrefix(word, vocabulary),
  );
  const missing = new Set<string>();
  await Promise.all(
    unknown.map(async (word) => {
      if (!(await isFound(pagefind, word))) missing.add(word);
    }),
  );
  const searched =
    missing.size === 0
      ? term
      : queryTerms(term)
          .filter((word) => !missing.has(word))
          .join(" ");
  const searchAll = (words: string) =>
    Promise.all(kinds.map((kind) => searchKind(pagefind, words, kind, options.includeAdult)));
  const [found, extra] = await Promise.all([
    searched === "" ? kinds.map((): PagefindResult[] => []) : searchAll(searched),
    corrected === null ? Promise.resolve(null) : searchAll(corrected),
  ]);
  // A newer query has replaced this one: do not fetch result data for it.
  options.signal?.throwIfAborted();
  let correctedQuery: string | null = null;
  extra?.forEach((results, index) => {
    const list = found[index];
    if (!list) return;
    if (results.length > 0) correctedQuery = corrected;
    const byId = new Map(list.map((result) => [result.id, result]));
    for (const result of results) {
      const known = byId.get(result.id);
      // The same page found both ways keeps its better score.
      if (!known || result.score > known.score) byId.set(result.id, result);
    }
    found[index] = [...byId.values()].sort((a, b) => b.score - a.score);
  });
  const groups = await Promise.all(
    kinds.map(async (kind, index): Promise<SearchGroup> => {
      const results = found[index] ?? [];
      const fragments = await Promise.all(
        results.slice(0, options.limits[kind]).map((result) => result.data()),
      );
      return {
        kind,
        total: results.length,
        hits: exactTitlesFirst(
          fragments.map((fragment) => toHit(kind, fragment)),
          [term, corrected],
        ),
      };
    }),
  );
  return {
    query: term,
    correctedQuery,
    groups,
    total: groups.reduce((sum, group) => sum + group.total, 0),
  };
}

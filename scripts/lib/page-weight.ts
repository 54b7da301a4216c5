/**
 * What each exported page makes the browser download before anyone interacts with it:
 * the gzip size of its HTML and of every script it loads upfront, which of those scripts
 * every page shares (the framework's runtime, operationally), and whether any of them is
 * Firebase. Used by scripts/check-budgets.ts against budgets.json.
 *
 * "Loads upfront" means every <script src> of the HTML except the nomodule polyfills modern
 * browsers skip, plus <link rel="modulepreload"> and <link rel="preload" as="script">, which
 * download a script without running it. Sizes are gzip at zlib's default level (what the
 * static server and most CDNs send); 1 KB = 1024 bytes.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { z } from "zod";

/** Strings only the Firebase SDK's code contains (its service endpoints, packages and error class). */
export const firebaseMarkers = [
  "identitytoolkit.googleapis.com",
  "securetoken.googleapis.com",
  "firestore.googleapis.com",
  "@firebase/",
  "FirebaseError",
] as const;

/** The first Firebase marker a script's source contains, or null when it has none. */
export function findFirebaseMarker(source: string): string | null {
  for (const marker of firebaseMarkers) if (source.includes(marker)) return marker;
  return null;
}

const attributePattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** A tag's attributes, names lower-cased (HTML attribute names are case-insensitive). */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    if (!attributes.has(name)) attributes.set(name, value.replaceAll("&amp;", "&"));
  }
  return attributes;
}

const javascriptTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The addresses of the scripts an HTML page loads before interaction, in document order and
 * without repeats: <script src> (not nomodule, not a data type such as JSON), modulepreload
 * links and preload links for scripts.
 */
export function extractScripts(html: string): string[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  const found: string[] = [];
  for (const match of withoutComments.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const tag = match[1]!.toLowerCase();
    const attributes = parseAttributes(match[2] ?? "");
    let src: string | undefined;
    if (tag === "script") {
      const type = (attributes.get("type") ?? "").trim().toLowerCase();
      if (attributes.has("nomodule") || !javascriptTypes.has(type)) continue;
      src = attributes.get("src");
    } else {
      const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
      const as = (attributes.get("as") ?? "").toLowerCase();
      if (rel.includes("modulepreload") || (rel.includes("preload") && as === "script")) {
        src = attributes.get("href");
      }
    }
    if (src && src.trim() !== "" && !found.includes(src.trim())) found.push(src.trim());
  }
  return found;
}

const siteOrigin = "http://site.invalid";

/**
 * Where a script address of a page points: a file of the export (a path relative to out/,
 * POSIX separators, query and hash dropped) or, for another origin, an external URL.
 */
export function resolveScript(
  src: string,
  page: string,
): { file: string; external?: undefined } | { external: string; file?: undefined } {
  const url = new URL(src, `${siteOrigin}/${page}`);
  if (url.origin !== siteOrigin) return { external: url.href };
  let pathname = url.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // keep the encoded form; the file will simply not be found
  }
  return { file: pathname.replace(/^\/+/, "") };
}

/** The HTML pages of an export, relative to its root with POSIX separators, sorted. */
export function listPages(root: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (relative !== "_next") walk(path.join(dir, entry.name), relative);
      } else if (entry.name.endsWith(".html")) {
        pages.push(relative);
      }
    }
  };
  walk(root, "");
  return pages.sort();
}

export type Chunk = { file: string; gzip: number; firebase: string | null };

/** Reads, gzips and inspects each script file once, however many pages load it. */
export class ChunkCache {
  private readonly chunks = new Map<string, Chunk>();

  constructor(private readonly root: string) {}

  get(file: string): Chunk {
    const hit = this.chunks.get(file);
    if (hit) return hit;
    const absolute = path.join(this.root, file);
    if (!existsSync(absolute)) {
      throw new Error(`${file} is referenced by a page but missing from ${this.root}`);
    }
    const body = readFileSync(absolute);
    const chunk = {
      file,
      gzip: gzipSync(body).length,
      firebase: findFirebaseMarker(body.toString()),
    };
    this.chunks.set(file, chunk);
    return chunk;
  }
}

export type PageWeight = {
  /** Path of the HTML file relative to the export root, e.g. "tools/chatgpt.html". */
  page: string;
  htmlGzip: number;
  /** Upfront scripts of the export itself, in document order. */
  scripts: Chunk[];
  /** Upfront scripts from other origins, which cannot be measured here. */
  external: string[];
};

/** Measures one exported page (its HTML plus the scripts it loads upfront). */
export function measurePage(root: string, page: string, cache: ChunkCache): PageWeight {
  const html = readFileSync(path.join(root, page));
  const scripts: Chunk[] = [];
  const external: string[] = [];
  for (const src of extractScripts(html.toString())) {
    const target = resolveScript(src, page);
    if (target.external !== undefined) external.push(target.external);
    else scripts.push(cache.get(target.file));
  }
  return { page, htmlGzip: gzipSync(html).length, scripts, external };
}

/** The entries every list contains, in the order of the first list (empty for no lists). */
export function sharedChunks(lists: readonly (readonly string[])[]): string[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  const others = rest.map((list) => new Set(list));
  return [...new Set(first)].filter((item) => others.every((set) => set.has(item)));
}

export type SitePage = PageWeight & { totalJsGzip: number; ourJsGzip: number };

export type SiteWeight = {
  pages: SitePage[];
  /** The chunks every page loads: the framework's runtime plus whatever the root layout adds. */
  shared: Chunk[];
  sharedGzip: number;
};

const sum = (chunks: readonly Chunk[]) => chunks.reduce((total, chunk) => total + chunk.gzip, 0);

/** Splits each page's JavaScript into the chunks all pages share and its own ("our JS"). */
export function summarise(pages: readonly PageWeight[]): SiteWeight {
  const sharedFiles = new Set(sharedChunks(pages.map((p) => p.scripts.map((s) => s.file))));
  const shared = pages[0]?.scripts.filter((s) => sharedFiles.has(s.file)) ?? [];
  return {
    shared,
    sharedGzip: sum(shared),
    pages: pages.map((page) => ({
      ...page,
      totalJsGzip: sum(page.scripts),
      ourJsGzip: sum(page.scripts.filter((s) => !sharedFiles.has(s.file))),
    })),
  };
}

/** Measures every page of an export. */
export function measureSite(root: string): SiteWeight {
  const cache = new ChunkCache(root);
  return summarise(listPages(root).map((page) => measurePage(root, page, cache)));
}

/**
 * The files Next.js itself lists as the runtime every page boots with (rootMainFiles of
 * .next/build-manifest.json), relative to the export root; null when the manifest is missing,
 * unreadable or from another build than the export (a file it names is not in the export).
 */
export function readNextRuntimeFiles(nextDir: string, root: string): string[] | null {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"),
    ) as {
      rootMainFiles?: unknown;
    };
    if (!Array.isArray(manifest.rootMainFiles) || manifest.rootMainFiles.length === 0) return null;
    const files = manifest.rootMainFiles.map((file) => `_next/${String(file)}`);
    return files.every((file) => existsSync(path.join(root, file))) ? files : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Budgets

export const defaultOurJsKb = 15;

const limitKb = z.number().positive();

export const budgetFileSchema = z.strictObject({
  $comment: z.string().optional(),
  /** Cap on the JavaScript every page shares (the framework's runtime), gzip KB. */
  frameworkJsKb: limitKb,
  /** Default cap on each page's own JavaScript on top of the shared chunks, gzip KB. */
  ourJsKb: limitKb.default(defaultOurJsKb),
  /** Route pattern → limits. `*` matches any run of characters, "/" included. */
  routes: z.record(
    z.string().min(1),
    z.strictObject({
      htmlKb: limitKb,
      ourJsKb: limitKb.optional(),
      /** Cap on everything a guest's first visit loads before interaction: shared + own. */
      guestJsKb: limitKb.optional(),
    }),
  ),
});

export type BudgetFile = z.infer<typeof budgetFileSchema>;

export type RouteBudget = {
  pattern: string;
  htmlKb: number;
  ourJsKb: number;
  /** Shared + own JavaScript, where the route has such a cap. */
  guestJsKb?: number;
};

/** Validates a parsed budgets.json and resolves each route's limits (ourJsKb defaulted). */
export function parseBudgets(json: unknown): { frameworkJsKb: number; routes: RouteBudget[] } {
  const file = budgetFileSchema.parse(json);
  return {
    frameworkJsKb: file.frameworkJsKb,
    routes: Object.entries(file.routes).map(([pattern, limits]) => ({
      pattern,
      htmlKb: limits.htmlKb,
      ourJsKb: limits.ourJsKb ?? file.ourJsKb,
      ...(limits.guestJsKb === undefined ? {} : { guestJsKb: limits.guestJsKb }),
    })),
  };
}

export function globToRegExp(pattern: string): RegExp {
  const body = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}$`);
}

/** How specific a pattern is: an exact name beats any glob; then more literal characters win. */
export function specificity(pattern: string): number {
  return pattern.includes("*") ? pattern.replaceAll("*", "").length : Number.POSITIVE_INFINITY;
}

/**
 * The budget that governs a page: of the patterns that match it, the most specific one
 * (see specificity); between equally specific patterns, the one listed first.
 */
export function matchBudget<T extends { pattern: string }>(
  page: string,
  budgets: readonly T[],
): T | undefined {
  let best: T | undefined;
  for (const budget of budgets) {
    if (!globToRegExp(budget.pattern).test(page)) continue;
    if (!best || specificity(budget.pattern) > specificity(best.pattern)) best = budget;
  }
  return best;
}

export const kb = (bytes: number) => bytes / 1024;

export type GroupReport = {
  pattern: string;
  budget: RouteBudget;
  pages: SitePage[];
  maxHtml: SitePage;
  maxOurJs: SitePage;
};

export type BudgetReport = {
  groups: GroupReport[];
  /** One line per broken rule, naming the page (or the shared chunks). */
  violations: string[];
  /** Pages that load Firebase upfront, per offending chunk. */
  firebase: { chunk: string; marker: string; pages: string[] }[];
};

/** Up to 20 names, then how many more. */
function nameSome(names: readonly string[], limit = 20): string {
  const shown = names.slice(0, limit).join(", ");
  return names.length > limit ? `${shown} and ${names.length - limit} more` : shown;
}

/** Checks a measured site against its budgets. */
export function checkBudgets(
  site: SiteWeight,
  budgets: { frameworkJsKb: number; routes: readonly RouteBudget[] },
): BudgetReport {
  const violations: string[] = [];
  if (kb(site.sharedGzip) > budgets.frameworkJsKb) {
    violations.push(
      `shared JavaScript (loaded by every page): ${kb(site.sharedGzip).toFixed(1)} KB gzip > frameworkJsKb ${budgets.frameworkJsKb} KB`,
    );
  }
  const byPattern = new Map<string, { budget: RouteBudget; pages: SitePage[] }>();
  const firebase = new Map<string, { chunk: string; marker: string; pages: string[] }>();
  for (const page of site.pages) {
    for (const chunk of page.scripts) {
      if (!chunk.firebase) continue;
      const entry = firebase.get(chunk.file) ?? {
        chunk: chunk.file,
        marker: chunk.firebase,
        pages: [],
      };
      entry.pages.push(page.page);
      firebase.set(chunk.file, entry);
    }
    for (const url of page.external) {
      violations.push(
        `${page.page}: loads an external script upfront (${url}); it cannot be budgeted`,
      );
    }
    const budget = matchBudget(page.page, budgets.routes);
    if (!budget) {
      violations.push(`${page.page}: no budget pattern matches it (add one, or a "*" route)`);
      continue;
    }
    const group = byPattern.get(budget.pattern) ?? { budget, pages: [] };
    group.pages.push(page);
    byPattern.set(budget.pattern, group);
    if (kb(page.htmlGzip) > budget.htmlKb) {
      violations.push(
        `${page.page}: HTML ${kb(page.htmlGzip).toFixed(1)} KB gzip > ${budget.htmlKb} KB (${budget.pattern})`,
      );
    }
    if (kb(page.ourJsGzip) > budget.ourJsKb) {
      violations.push(
        `${page.page}: own JavaScript ${kb(page.ourJsGzip).toFixed(1)} KB gzip > ${budget.ourJsKb} KB (${budget.pattern})`,
      );
    }
    const guestJs = kb(site.sharedGzip + page.ourJsGzip);
    if (budget.guestJsKb !== undefined && guestJs > budget.guestJsKb) {
      violations.push(
        `${page.page}: JavaScript in all ${guestJs.toFixed(1)} KB gzip > guestJsKb ${budget.guestJsKb} KB (${budget.pattern})`,
      );
    }
  }
  for (const entry of firebase.values()) {
    violations.push(
      `Firebase loaded upfront: ${entry.chunk} (contains "${entry.marker}") by ${entry.pages.length} page(s): ${nameSome(entry.pages)}`,
    );
  }
  const groups = budgets.routes.flatMap((budget): GroupReport[] => {
    const group = byPattern.get(budget.pattern);
    if (!group) return [];
    const max = (pick: (page: SitePage) => number) =>
      group.pages.reduce((best, page) => (pick(page) > pick(best) ? page : best));
    return [
      {
        pattern: budget.pattern,
        budget,
        pages: group.pages,
        maxHtml: max((p) => p.htmlGzip),
        maxOurJs: max((p) => p.ourJsGzip),
      },
    ];
  });
  return { groups, violations, firebase: [...firebase.values()] };
}

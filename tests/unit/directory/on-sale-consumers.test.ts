/**
 * "On sale", "listed", "ranked" and "entry price" have one meaning, in lib/directory/on-sale.ts
 * (issue #36). This reads the source tree and fails when code works them out again elsewhere:
 * a lifecycle status compared, a free plan read off the price kind, a price per month or a
 * paid-from price computed. Every file that uses the answers imports the module, and the
 * consumers are listed here by what they do, so a new one is a conscious addition.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../../..");
const roots = ["app", "components", "lib", "mcp", "scripts", "bench"];
const theModule = "lib/directory/on-sale.ts";

/** Every source file under the roots, relative to the repository, in a stable order. */
function sourceFiles(): string[] {
  return roots
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) =>
        path.join(dir, file).split(path.sep).join("/"),
      ),
    )
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith(".d.ts"))
    .sort();
}

/** The code without its comments (a comment may quote a rule without applying it). */
function code(file: string): string {
  return readFileSync(path.join(root, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
}

const statuses = "(?:active|discontinued|renamed|merged|unverified)";

/** What re-deriving looks like. */
const rederivations: { what: string; pattern: RegExp }[] = [
  {
    what: "a lifecycle status compared",
    pattern: new RegExp(
      String.raw`\bstatus\s*[!=]==\s*"${statuses}"|"${statuses}"\s*[!=]==\s*[\w.?]*status\b`,
      "g",
    ),
  },
  {
    what: "a free plan read off the price kind",
    pattern:
      /\bkind\s*[!=]==\s*"freemium"|"freemium"\s*[!=]==\s*[\w.?]*kind\b|case\s+"freemium"\s*:/g,
  },
  { what: "a price per month worked out", pattern: /\bmonthlyAmount\s*\(/g },
  {
    what: "a paid-from price read to decide",
    pattern: /\bpaidFromPrice\s*\??\.\s*(?:kind|amount)\b/g,
  },
];

/**
 * Files that compare a status or a price kind for what they show or check, not to rank, list
 * or filter: how many matches each has, so one more (a new re-derivation) fails.
 */
const displayOnly: Record<string, { matches: number; why: string }> = {
  "lib/directory/pricing.ts": {
    matches: 2,
    why: "the price parser the module builds on: defines monthlyAmount, labels Freemium",
  },
  "lib/directory/record-rules.ts": {
    matches: 9,
    why: "checks the data files' fields for each status (sources, statusOn, paidFrom)",
  },
  "lib/directory/freshness.ts": {
    matches: 4,
    why: "content:check's report counts tools per status",
  },
  "lib/directory/lifecycle.ts": {
    matches: 3,
    why: "the graveyard lists lifecycle events, renames included",
  },
  "components/tools/tool-status-badge.tsx": { matches: 4, why: "one badge per status" },
  "mcp/on-sale.ts": {
    matches: 1,
    why: "labels a free plan's paid-from price from an API file built before the entry price was",
  },
  "components/tools/tool-status-notice.tsx": { matches: 1, why: "the wording for a rename" },
  "components/tools/tool-pricing-facts.tsx": {
    matches: 1,
    why: 'the wording "was merged" or "closed"',
  },
  "components/tools/pricing-badge.tsx": { matches: 1, why: "the badge's colour per price kind" },
  "components/tools/price-history.tsx": {
    matches: 3,
    why: "charts the price history's past prices, not the current entry price",
  },
  "mcp/format.ts": { matches: 1, why: 'a result line notes "[renamed]" and the like' },
};

/**
 * The consumers of the module, by what they do. Each imports it (the MCP server's through
 * mcp/on-sale.ts, which reads the API's published fields).
 */
const consumers: Record<string, readonly string[]> = {
  "the catalogue: category lists, featured slots, display order": ["lib/directory/catalogue.ts"],
  "the quality rule's order within the ranked tools of each list": ["lib/data/directory-check.ts"],
  "the directory's price filter and price sort": [
    "lib/directory/apply-filters.ts",
    "lib/directory/summary.ts",
  ],
  "task ranking and task pages' price filters": ["lib/directory/tasks.ts"],
  "alternatives and related tools": ["lib/directory/alternatives.ts", "lib/directory/related.ts"],
  "comparisons: which pairs get a page, the verdict, the table": [
    "lib/compare/pairs.ts",
    "lib/compare/verdict.ts",
    "components/compare/compare-table.tsx",
  ],
  "the search index and its records (ended tools marked, not dropped)": [
    "scripts/lib/search-index.ts",
    "lib/search/records.ts",
  ],
  "the JSON API (published fields) and llms-full.txt": [
    "lib/api/schemas.ts",
    "lib/api/records.ts",
    "lib/api/llms.ts",
  ],
  "the MCP server (reads the published fields)": [
    "mcp/on-sale.ts",
    "mcp/search.ts",
    "mcp/details.ts",
    "mcp/alternatives.ts",
  ],
  "tool pages, their JSON-LD offer and the sitemap": [
    "app/(directory)/tools/[slug]/page.tsx",
    "components/tools/tool-detail.tsx",
    "components/tools/tool-pricing-facts.tsx",
    "components/tools/tool-status-notice.tsx",
    "lib/structured-data.ts",
    "lib/sitemap-entries.ts",
  ],
  "content:check: a free price needs a quote that says free": ["lib/directory/evidence-rules.ts"],
  "the Has filters (free plan) of listings and task pages": ["lib/directory/feature-filters.ts"],
  "the finder's tool names (tools still ranked)": ["app/data/finder-tools.json/route.ts"],
  "the editors' logo fetcher: --missing fetches listed tools only": [
    "scripts/lib/media/tool-records.ts",
  ],
  "build checks: link report notes, outbound check": [
    "scripts/lib/links/collect.ts",
    "scripts/lib/output-checks/outbound.ts",
  ],
};

const importsTheModule = (file: string, text: string) =>
  /from\s+"@\/lib\/directory\/on-sale"/.test(text) ||
  (file.startsWith("lib/directory/") && /from\s+"\.\/on-sale"/.test(text)) ||
  (file.startsWith("mcp/") && /from\s+"\.\/on-sale"/.test(text));

/** Reads an answer the module gives (the catalogue's and the API's fields). */
const readsAnAnswer = /\.(?:onSale|ranked|listed|entryPrice)\b/;

describe("one meaning of on sale and entry price", () => {
  const files = sourceFiles().filter((file) => file !== theModule);
  const texts = new Map(files.map((file) => [file, code(file)]));

  it("is worked out nowhere but lib/directory/on-sale.ts", () => {
    const found: string[] = [];
    for (const [file, text] of texts) {
      const hits = rederivations.flatMap(({ what, pattern }) =>
        [...text.matchAll(pattern)].map((match) => `${what}: ${match[0]}`),
      );
      const allowed = displayOnly[file];
      if (hits.length > 0 && hits.length !== allowed?.matches)
        found.push(
          `${file} (${hits.length}${allowed ? `, ${allowed.matches} allowed` : ""}): ${hits.join("; ")}`,
        );
    }
    expect(found, "use lib/directory/on-sale.ts instead").toEqual([]);
  });

  it("allows only files that still compare for display", () => {
    const stale = Object.keys(displayOnly).filter((file) => {
      const text = texts.get(file);
      return (
        text === undefined || rederivations.every(({ pattern }) => text.match(pattern) === null)
      );
    });
    expect(stale).toEqual([]);
  });

  it("is imported by every consumer, and every consumer is listed here", () => {
    const listed = Object.values(consumers).flat().sort();
    const using = [...texts]
      .filter(([file, text]) => importsTheModule(file, text) || readsAnAnswer.test(text))
      .map(([file]) => file)
      .sort();
    expect(using).toEqual(listed);
    const notImporting = listed.filter((file) => !importsTheModule(file, texts.get(file) ?? ""));
    expect(notImporting).toEqual([]);
    expect(texts.get("mcp/on-sale.ts")).toMatch(/from\s+"@\/lib\/directory\/on-sale"/);
  });
});

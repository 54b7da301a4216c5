import type { DirectoryTool } from "./catalogue";
import { isRanked } from "./on-sale";

export type RelatedTools = {
  /** Tools of the same category that do the most similar job. */
  alternatives: DirectoryTool[];
  /** Tools in other categories that share keywords with this one. */
  related: DirectoryTool[];
};

const stopWords = new Set(
  "with from that this your into over than them they their about which while other more most each such only also what when where using used make makes made for and the".split(
    " ",
  ),
);

type Profile = { tool: DirectoryTool; keywords: Set<string>; words: Set<string> };

function profile(tool: DirectoryTool): Profile {
  const keywords = new Set(tool.keywords.map((k) => k.toLowerCase().trim()));
  const words = new Set(
    [...tool.features, ...(tool.useCases ?? [])]
      .join(" ")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4 && !stopWords.has(word)),
  );
  return { tool, keywords, words };
}

function overlap(a: Set<string>, b: Set<string>): number {
  let count = 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  for (const item of small) if (large.has(item)) count += 1;
  return count;
}

/** Similarity: shared keywords weigh most, then the same genre, then shared feature words. */
export function similarity(a: Profile, b: Profile): number {
  return (
    overlap(a.keywords, b.keywords) * 3 +
    (a.tool.genreLabel === b.tool.genreLabel ? 4 : 0) +
    Math.min(overlap(a.words, b.words), 6)
  );
}

export type Scored = { tool: DirectoryTool; score: number };

function bestScored(scored: Scored[], count: number): Scored[] {
  return scored
    .sort((x, y) => y.score - x.score || x.tool.name.localeCompare(y.tool.name))
    .slice(0, count);
}

function best(scored: Scored[], count: number): DirectoryTool[] {
  return bestScored(scored, count).map((entry) => entry.tool);
}

/**
 * Each tool's closest alternatives in its own category with their similarity, among the
 * tools `eligible` accepts (for example active tools for comparison pages).
 */
export function scoredAlternatives(
  tools: readonly DirectoryTool[],
  count: number,
  eligible: (tool: DirectoryTool) => boolean = () => true,
): Map<string, Scored[]> {
  const byCategory = new Map<string, Profile[]>();
  for (const tool of tools) {
    if (!eligible(tool)) continue;
    const list = byCategory.get(tool.categorySlug);
    if (list) list.push(profile(tool));
    else byCategory.set(tool.categorySlug, [profile(tool)]);
  }
  const result = new Map<string, Scored[]>();
  for (const profiles of byCategory.values())
    for (const p of profiles)
      result.set(
        p.tool.slug,
        bestScored(
          profiles
            .filter((other) => other !== p && other.tool.adult === p.tool.adult)
            .map((other) => ({ tool: other.tool, score: similarity(p, other) })),
          count,
        ),
      );
  return result;
}

/**
 * Alternatives and related tools for every tool, computed once at build time. An inverted
 * keyword index keeps the cross-category search linear-ish for catalogues of 10,000+ tools.
 * Adult tools are only ever suggested next to other adult tools.
 */
export function relatedTools(
  tools: readonly DirectoryTool[],
  count = 4,
): Map<string, RelatedTools> {
  const profiles = tools.map(profile);
  const byCategory = new Map<string, Profile[]>();
  const byKeyword = new Map<string, Profile[]>();
  const add = (index: Map<string, Profile[]>, key: string, p: Profile) => {
    const list = index.get(key);
    if (list) list.push(p);
    else index.set(key, [p]);
  };
  for (const p of profiles) {
    add(byCategory, p.tool.categorySlug, p);
    for (const keyword of p.keywords) add(byKeyword, keyword, p);
  }

  const result = new Map<string, RelatedTools>();
  for (const p of profiles) {
    // Only tools still on sale are suggested, to any tool (an ended one most of all).
    const compatible = (other: Profile) =>
      other !== p && other.tool.adult === p.tool.adult && isRanked(other.tool);
    const alternatives = (byCategory.get(p.tool.categorySlug) ?? [])
      .filter(compatible)
      .map((other) => ({ tool: other.tool, score: similarity(p, other) }));

    const candidates = new Set<Profile>();
    for (const keyword of p.keywords) {
      for (const other of byKeyword.get(keyword) ?? []) {
        if (compatible(other) && other.tool.categorySlug !== p.tool.categorySlug)
          candidates.add(other);
      }
    }
    const related = [...candidates].map((other) => ({
      tool: other.tool,
      score: similarity(p, other),
    }));
    result.set(p.tool.slug, {
      alternatives: best(alternatives, count),
      related: best(related, count),
    });
  }
  return result;
}

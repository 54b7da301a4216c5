/**
 * Which comparisons get a pre-rendered page (/compare/{a}-vs-{b}): each ranked, non-adult
 * tool with its closest alternatives, each pair once with its slugs in alphabetical order,
 * and at most `max` pairs in all (the most alike first), so a catalogue of any size adds a
 * bounded number of pages. Pure.
 */
import type { DirectoryTool } from "@/lib/directory/catalogue";
import { isRanked } from "@/lib/directory/on-sale";
import { scoredAlternatives } from "@/lib/directory/related";

export type ComparePair = { key: string; a: DirectoryTool; b: DirectoryTool; score: number };

export const comparePairsPerTool = 3;
export const maxComparePairs = 2000;

export function comparePairPath(key: string): string {
  return `/compare/${key}`;
}

export function comparableForPage(tool: DirectoryTool): boolean {
  return !tool.adult && isRanked(tool);
}

export function comparePairs(
  tools: readonly DirectoryTool[],
  { perTool = comparePairsPerTool, max = maxComparePairs } = {},
): ComparePair[] {
  const pairs = new Map<string, ComparePair>();
  const bySlug = new Map(tools.map((tool) => [tool.slug, tool]));
  for (const [slug, alternatives] of scoredAlternatives(tools, perTool, comparableForPage)) {
    for (const { tool: other, score } of alternatives) {
      if (score <= 0) continue;
      const [first, second] = [slug, other.slug].sort();
      const key = `${first}-vs-${second}`;
      const known = pairs.get(key);
      if (known) {
        known.score = Math.max(known.score, score);
        continue;
      }
      const self = bySlug.get(slug)!;
      const [a, b] = first === slug ? [self, other] : [other, self];
      pairs.set(key, { key, a, b, score });
    }
  }
  return [...pairs.values()]
    .sort((x, y) => y.score - x.score || x.key.localeCompare(y.key))
    .slice(0, max);
}

/** For a tool page's "Compare with …" links: the pairs that include it, most alike first. */
export function pairsByTool(pairs: readonly ComparePair[]): Map<string, ComparePair[]> {
  const byTool = new Map<string, ComparePair[]>();
  for (const pair of pairs)
    for (const slug of [pair.a.slug, pair.b.slug]) {
      const list = byTool.get(slug);
      if (list) list.push(pair);
      else byTool.set(slug, [pair]);
    }
  return byTool;
}

/** Pairs to suggest first: those of featured tools, then the most alike. */
export function popularPairs(pairs: readonly ComparePair[], count: number): ComparePair[] {
  const featured = (pair: ComparePair) => Number(pair.a.featured) + Number(pair.b.featured);
  return [...pairs]
    .sort((x, y) => featured(y) - featured(x) || y.score - x.score || x.key.localeCompare(y.key))
    .slice(0, count);
}

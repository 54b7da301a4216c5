import "server-only";
import { DataValidationError } from "@/lib/schemas/issues";
import type { Catalogue, DirectoryTool } from "@/lib/directory/catalogue";
import { relatedTools, type RelatedTools } from "@/lib/directory/related";
import { loadCatalogueReport } from "./tools-source";
import { comparePairs, pairsByTool, type ComparePair } from "@/lib/compare/pairs";

let cached: Catalogue | undefined;

/**
 * The validated directory, parsed once per build process. Any error stops the build with
 * every problem listed (file › tool › field: what is wrong).
 */
export function getCatalogue(): Catalogue {
  if (cached) return cached;
  const report = loadCatalogueReport();
  if (report.errors.length > 0) {
    throw new DataValidationError("The tool directory data has errors", report.errors);
  }
  cached = report.catalogue;
  return cached;
}

export function getTool(slug: string): DirectoryTool {
  const tool = getCatalogue().toolsBySlug.get(slug);
  if (!tool) throw new Error(`No tool with the slug "${slug}"`);
  return tool;
}

export function getCategory(slug: string) {
  const category = getCatalogue().categories.find((c) => c.slug === slug);
  if (!category) throw new Error(`No category with the slug "${slug}"`);
  return category;
}

let related: Map<string, RelatedTools> | undefined;

/** Alternatives (same category) and related tools (other categories), computed once per build. */
export function getRelatedTools(slug: string): RelatedTools {
  related ??= relatedTools(getCatalogue().tools);
  return related.get(slug) ?? { alternatives: [], related: [] };
}

let pairs: { all: ComparePair[]; byKey: Map<string, ComparePair>; byTool: Map<string, ComparePair[]> } | undefined;

/** The comparisons that get a page, chosen once per build (lib/compare/pairs.ts). */
function comparePairIndex() {
  if (pairs) return pairs;
  const all = comparePairs(getCatalogue().tools);
  pairs = { all, byKey: new Map(all.map((pair) => [pair.key, pair])), byTool: pairsByTool(all) };
  return pairs;
}

export function getComparePairs(): readonly ComparePair[] {
  return comparePairIndex().all;
}

export function getComparePair(key: string): ComparePair {
  const pair = comparePairIndex().byKey.get(key);
  if (!pair) throw new Error(`No comparison page "${key}"`);
  return pair;
}

/** A tool's comparison pages, most alike first. */
export function getComparePairsFor(slug: string): readonly ComparePair[] {
  return comparePairIndex().byTool.get(slug) ?? [];
}

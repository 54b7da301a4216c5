import "server-only";
import type { Catalogue, DirectoryTool } from "@/lib/directory/catalogue";
import { relatedTools, type RelatedTools } from "@/lib/directory/related";
import {
  alternativesFor,
  toolsWithAlternativesPage,
  type Alternative,
} from "@/lib/directory/alternatives";
import { relatedTasks, type DirectoryTask, type TaskIndex } from "@/lib/directory/tasks";
import { priceChanges, type PriceChange } from "@/lib/directory/changes";
import { comparePairs, pairsByTool, type ComparePair } from "@/lib/compare/pairs";
import { loadDirectory, type Directory } from "./site";
import { readRatingsFile } from "./tools-source";
import { demoRatingsProblem } from "@/lib/directory/ratings";
import { resolveFirebaseSettings } from "@/lib/firebase/config";

let directory: Directory | undefined;

/**
 * The validated directory (lib/data/site.ts), loaded once per build process. Any error, in the
 * catalogue or the task vocabulary, stops the build with every problem listed (file › tool ›
 * field: what is wrong).
 */
function loadedDirectory(): Directory {
  if (!directory) {
    const problem = demoRatingsProblem(
      (readRatingsFile()?.data as { source?: unknown } | undefined)?.source,
      { usesEmulators: resolveFirebaseSettings().emulators !== null },
    );
    if (problem) throw new Error(problem);
    directory = loadDirectory();
  }
  return directory;
}

export function getCatalogue(): Catalogue {
  return loadedDirectory().catalogue;
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

/**
 * Alternatives (same category) and related tools (other categories) for a tool's page, three of
 * each (one row on wide screens; the alternatives page lists them all), computed once per build.
 */
export function getRelatedTools(slug: string): RelatedTools {
  related ??= relatedTools(getCatalogue().tools, 3);
  return related.get(slug) ?? { alternatives: [], related: [] };
}

let pairs:
  | { all: ComparePair[]; byKey: Map<string, ComparePair>; byTool: Map<string, ComparePair[]> }
  | undefined;

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

/** The task vocabulary with each task's tools in the published order. */
export function getTaskIndex(): TaskIndex {
  return loadedDirectory().tasks;
}

export function getTask(id: string): DirectoryTask {
  const task = getTaskIndex().byId.get(id);
  if (!task) throw new Error(`No task with the id "${id}"`);
  return task;
}

let tasksRelated: Map<string, DirectoryTask[]> | undefined;

export function getRelatedTasks(id: string): readonly DirectoryTask[] {
  tasksRelated ??= relatedTasks(getTaskIndex());
  return tasksRelated.get(id) ?? [];
}

/** A tool's tasks that have a page, in its own order (its main job first). */
export function getToolTasks(slug: string): readonly DirectoryTask[] {
  return getTaskIndex().toolTasks.get(slug) ?? [];
}

export function getAlternatives(slug: string): Alternative[] {
  return alternativesFor(getTool(slug), getTaskIndex());
}

let alternativesPages: Set<string> | undefined;

/** The tools whose alternatives page is pre-rendered (all of them, up to the cap). */
export function getAlternativesPageSlugs(): ReadonlySet<string> {
  alternativesPages ??= new Set(
    toolsWithAlternativesPage(getCatalogue(), getTaskIndex()).map((tool) => tool.slug),
  );
  return alternativesPages;
}

let changes: PriceChange[] | undefined;

/** Every recorded price change of a general tool, newest first (/changes, its feed, the API). */
export function getPriceChanges(): readonly PriceChange[] {
  changes ??= priceChanges(getCatalogue().tools.filter((tool) => !tool.adult));
  return changes;
}

let reviewsExportedAt: string | null | undefined;

/** When data/reviews.json was last exported (ISO time), null before the first export. */
export function getReviewsExportedAt(): string | null {
  if (reviewsExportedAt === undefined) {
    const data = readRatingsFile()?.data as { exportedAt?: unknown } | undefined;
    reviewsExportedAt = typeof data?.exportedAt === "string" ? data.exportedAt : null;
  }
  return reviewsExportedAt;
}

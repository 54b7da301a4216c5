/**
 * Reads the directory's files from disk: the category files (data/tools) and the task vocabulary
 * (data/tasks), and what the catalogue's checks ask of the disk (does an image exist under
 * public/, does a logo's icon exist). lib/data/site.ts puts them together for the build and the
 * scripts; the per-part loaders here serve the tests and scripts that need one part.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  type Catalogue,
  type CatalogueFile,
  type CatalogueOptions,
  type CatalogueReport,
} from "@/lib/directory/catalogue";
import type { CapabilityFiles } from "@/lib/directory/capability-claims";
import { buildTaskIndex, type TaskFile, type TaskReport } from "@/lib/directory/tasks";
import { completeCatalogue, toolLabel } from "./directory-check";
import { logoExists } from "./tool-logos";

/** Where the category files live; TOOLS_DATA_DIR points elsewhere (the build-scale benchmark). */
export function toolsDataDirectory(): string {
  return path.resolve(process.env.TOOLS_DATA_DIR ?? path.join(process.cwd(), "data", "tools"));
}

/** Where the task vocabulary lives; TASKS_DATA_DIR points elsewhere (the build-scale benchmark). */
export function tasksDataDirectory(): string {
  return path.resolve(process.env.TASKS_DATA_DIR ?? path.join(process.cwd(), "data", "tasks"));
}

export function readCatalogueFiles(directory = toolsDataDirectory()): CatalogueFile[] {
  return readJsonFiles(directory);
}

/** The task files, or none when the folder does not exist (every tool's tasks are then unknown). */
export function readTaskFiles(directory = tasksDataDirectory()): TaskFile[] {
  return existsSync(directory) ? readJsonFiles(directory) : [];
}

/** Every .json file of a folder in name order, parsed, or with the reason it did not parse. */
export function readJsonFiles(directory: string): CatalogueFile[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => readJsonFile(path.join(directory, name)));
}

/** One .json file, parsed, or with the reason it did not parse (named relative to the project). */
export function readJsonFile(full: string): CatalogueFile {
  const file = path.relative(process.cwd(), full) || path.basename(full);
  try {
    return { file, data: JSON.parse(readFileSync(full, "utf8")) as unknown };
  } catch (error) {
    // Keep going, so that every broken file is reported in one run.
    return { file, data: null, parseError: (error as Error).message };
  }
}

/**
 * The capability vocabulary (data/capabilities.json) and the claims beside the category files
 * (`capabilities/` next to `tools/`: data/capabilities/ for the real directory, none for a
 * generated one).
 */
export function readCapabilityFiles(toolsDirectory = toolsDataDirectory()): CapabilityFiles {
  const vocabularyFile = path.join(process.cwd(), "data", "capabilities.json");
  const claimsDirectory = path.join(path.dirname(toolsDirectory), "capabilities");
  return {
    vocabulary: existsSync(vocabularyFile)
      ? readJsonFile(vocabularyFile)
      : { file: "data/capabilities.json", data: null, parseError: "not found" },
    claims: existsSync(claimsDirectory) ? readJsonFiles(claimsDirectory) : [],
  };
}

/**
 * The ratings beside the category files (`reviews.json` next to `tools/`: data/reviews.json),
 * written by npm run reviews:export; undefined where there is none (a generated catalogue).
 */
export function readRatingsFile(toolsDirectory = toolsDataDirectory()): CatalogueFile | undefined {
  const file = path.join(path.dirname(toolsDirectory), "reviews.json");
  return existsSync(file) ? readJsonFile(file) : undefined;
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What the catalogue's checks ask of the disk, and the day they check against. */
export type DiskChecks = {
  /** The project, whose public/ holds the images; default the working directory. */
  root?: string | undefined;
  /** Whether a site path (/images/tools/x.svg) names a file; default: one under <root>/public. */
  publicFileExists?: ((sitePath: string) => boolean) | undefined;
  /** YYYY-MM-DD; default today (UTC). */
  today?: string | undefined;
};

export function catalogueOptions(checks: DiskChecks = {}): CatalogueOptions {
  const publicDirectory = path.join(checks.root ?? process.cwd(), "public");
  return {
    publicFileExists:
      checks.publicFileExists ?? ((sitePath) => existsSync(path.join(publicDirectory, sitePath))),
    logoExists,
    today: checks.today ?? todayIso(),
  };
}

export function loadCatalogueReport(
  directory = toolsDataDirectory(),
  checks: DiskChecks = {},
): CatalogueReport {
  // With capabilities, adoption and ratings, in the order every list shows (the site's own).
  const { built, errors } = completeCatalogue(
    {
      tools: readCatalogueFiles(directory),
      capabilities: readCapabilityFiles(directory),
      ratings: readRatingsFile(directory),
    },
    catalogueOptions(checks),
  );
  return { ...built, errors: [...built.errors, ...errors] };
}

/** The task vocabulary checked against a catalogue (tools' tasks, duplicates, tasks too thin). */
export function loadTaskReport(catalogue: Catalogue, directory = tasksDataDirectory()): TaskReport {
  return buildTaskIndex(readTaskFiles(directory), catalogue, toolLabel);
}

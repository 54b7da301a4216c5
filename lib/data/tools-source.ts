/**
 * Reads the category files of the directory from disk. Shared by the build's loader and by
 * `npm run content:check`, so both apply exactly the same checks.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  buildCatalogue,
  type Catalogue,
  type CatalogueFile,
  type CatalogueReport,
} from "@/lib/directory/catalogue";
import { buildTaskIndex, type TaskReport } from "@/lib/directory/tasks";
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

/** Every .json file of a folder in name order, parsed, or with the reason it did not parse. */
export function readJsonFiles(directory: string): CatalogueFile[] {
  const names = readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .sort();
  return names.map((name) => {
    const full = path.join(directory, name);
    const file = path.relative(process.cwd(), full) || name;
    const text = readFileSync(full, "utf8");
    try {
      return { file, data: JSON.parse(text) as unknown };
    } catch (error) {
      // Keep going, so that every broken file is reported in one run.
      return { file, data: null, parseError: (error as Error).message };
    }
  });
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

export function loadCatalogueReport(directory = toolsDataDirectory()): CatalogueReport {
  const publicDir = path.join(process.cwd(), "public");
  return buildCatalogue(readCatalogueFiles(directory), {
    publicFileExists: (sitePath) => existsSync(path.join(publicDir, sitePath)),
    logoExists,
    today: todayIso(),
  });
}

/** The task vocabulary checked against a catalogue (tools' tasks, duplicates, tasks too thin). */
export function loadTaskReport(catalogue: Catalogue, directory = tasksDataDirectory()): TaskReport {
  const files = existsSync(directory) ? readJsonFiles(directory) : [];
  return buildTaskIndex(files, catalogue, (tool) => `${tool.dataFile} › "${tool.name}"`);
}

/**
 * Reads the category files of the directory from disk. Shared by the build's loader and by
 * `npm run content:check`, so both apply exactly the same checks.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildCatalogue, type CatalogueFile, type CatalogueReport } from "@/lib/directory/catalogue";
import { logoExists } from "./tool-logos";

/** Where the category files live; TOOLS_DATA_DIR points elsewhere (the build-scale benchmark). */
export function toolsDataDirectory(): string {
  return path.resolve(process.env.TOOLS_DATA_DIR ?? path.join(process.cwd(), "data", "tools"));
}

export function readCatalogueFiles(directory = toolsDataDirectory()): CatalogueFile[] {
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

/**
 * The directory's JSON files: every general tool (all.json) and each category's tools
 * ({slug}.json), as compact summaries in listing order. Adult tools only appear in their own
 * category's file, never in all.json, so filtering the general listing cannot surface them.
 */
import type { Catalogue } from "./catalogue";
import { allToolsFile } from "./data-path";
import { toolSummaries, type ToolSummary } from "./summary";

export { allToolsFile, directoryDataPath } from "./data-path";

/** The names of the files: all.json, then one per category. */
export function directoryDataFileNames(catalogue: Pick<Catalogue, "categories">): string[] {
  return [allToolsFile, ...catalogue.categories.map((category) => `${category.slug}.json`)];
}

/** One file's tools, or undefined for a name that is not one of the files. */
export function directoryDataFile(
  catalogue: Pick<Catalogue, "categories">,
  name: string,
): ToolSummary[] | undefined {
  if (name === allToolsFile)
    return toolSummaries(catalogue.categories.filter((c) => !c.adult).flatMap((c) => c.tools));
  const category = catalogue.categories.find((c) => `${c.slug}.json` === name);
  return category ? toolSummaries(category.tools) : undefined;
}

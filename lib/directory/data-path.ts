/**
 * Where a listing fetches its tools (the files lib/directory/data-files.ts writes): a module of
 * its own, so the browser's listing imports this line and not the code that writes the files.
 */
export const allToolsFile = "all.json";

/** The category's file, or every general tool's. */
export function directoryDataPath(categorySlug?: string | null): string {
  return `/data/directory/${categorySlug ? `${categorySlug}.json` : allToolsFile}`;
}

/**
 * Build step: removes the files of Next's export that nothing fetches. Every link goes through
 * components/ui/link.tsx with prefetching off (ESLint allows next/link nowhere else), so a
 * client-side navigation asks only for `{route}.txt`. Next also writes, per route, the same
 * payload again as `__next._full.txt` and the prefetch segments (`__next._tree.txt`,
 * `__next._index.txt`, `__next.…__PAGE__.txt`): four files, about 137 KB a tool page, that an
 * export with prefetching off never requests. `check:output` fails if one is left, and a browser
 * test clicks through the site failing on any 404 or full page load.
 */
import { readdirSync, rmdirSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";

/** A file Next writes for prefetching or as a copy of `{route}.txt`, never fetched here. */
export const isUnfetchedNextFile = (name: string): boolean => name.startsWith("__next.");

export type PruneFigures = { files: number; bytes: number; folders: number };

/** Removes every unfetched Next file under `outDir`, then the folders that leaves empty. */
export function pruneExport(outDir: string): PruneFigures {
  const figures: PruneFigures = { files: 0, bytes: 0, folders: 0 };
  const visit = (folder: string): boolean => {
    let empty = true;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        // Next's own assets hold no such files; skip the largest folder.
        if (folder === outDir && entry.name === "_next") {
          empty = false;
          continue;
        }
        if (visit(file)) {
          rmdirSync(file);
          figures.folders += 1;
        } else empty = false;
      } else if (isUnfetchedNextFile(entry.name)) {
        figures.bytes += statSync(file).size;
        unlinkSync(file);
        figures.files += 1;
      } else empty = false;
    }
    return empty;
  };
  visit(outDir);
  return figures;
}

/** Every unfetched Next file still under `outDir`, relative to it: what check:output reports. */
export function unfetchedNextFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isUnfetchedNextFile(entry.name))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Two folders compared file by file, bytes and names: what `check:reproducible` reports when two
 * builds of the same sources differ. Pure but for reading the folders.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type TreeDifference = {
  file: string;
  kind: "only in first" | "only in second" | "changed";
  detail?: string;
};

function filesOf(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

/** Around the first byte where two texts differ: "… 40 bytes …" of each, for a reader. */
export function firstDifference(a: Buffer, b: Buffer, context = 40): string {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  const around = (buffer: Buffer) =>
    JSON.stringify(buffer.subarray(Math.max(0, at - context), at + context).toString("utf8"));
  return `at byte ${at}: ${around(a)} vs ${around(b)}`;
}

/** Every file that differs between `first` and `second`, by name, in path order. */
export function compareTrees(
  first: string,
  second: string,
): { files: number; differences: TreeDifference[] } {
  const a = filesOf(first);
  const b = new Set(filesOf(second));
  const differences: TreeDifference[] = [];
  for (const file of a) {
    if (!b.has(file)) {
      differences.push({ file, kind: "only in first" });
      continue;
    }
    b.delete(file);
    const x = readFileSync(path.join(first, file));
    const y = readFileSync(path.join(second, file));
    if (!x.equals(y)) differences.push({ file, kind: "changed", detail: firstDifference(x, y) });
  }
  for (const file of b) differences.push({ file, kind: "only in second" });
  differences.sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0));
  return { files: a.length, differences };
}

/**
 * A generated catalogue for the benchmarks: N tools, the real entries repeated with new names
 * and slugs ("Notion 3", /tools/notion-3), spread over the real categories, written as
 * category files into a temporary folder (TOOLS_DATA_DIR for a build). Delete it after use.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readCatalogueFiles } from "../../lib/data/tools-source";
import { monogramPath } from "../../lib/directory/tool-images";

type RawTool = Record<string, unknown> & { name: string; link: string };
type RawCategory = Record<string, unknown> & { items: RawTool[] };

export function generateCatalogue(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "aicompass-bench-"));
  const files = readCatalogueFiles();
  const categories = files.map((f) => ({
    file: path.basename(f.file),
    data: f.data as RawCategory,
  }));
  const perCategory = Math.ceil(count / categories.length);
  let made = 0;
  for (const { file, data } of categories) {
    const items: RawTool[] = [];
    for (let i = 0; i < perCategory && made < count; i += 1, made += 1) {
      const base = data.items[i % data.items.length]!;
      const n = Math.floor(i / data.items.length);
      const baseSlug = base.link.replace("/tools/", "");
      const slug = `${baseSlug}${n === 0 ? "" : `-${n}`}`;
      const { logo, ...rest } = base;
      items.push({
        ...rest,
        // A repeat shows its own monogram tile (a build draws one per tool, and the search
        // benchmark draws them too); only the first of each keeps its base's brand logo.
        ...(logo !== undefined && n === 0 ? { logo } : {}),
        name: n === 0 ? base.name : `${base.name} ${n}`,
        link: `/tools/${slug}`,
        // The base tool's local artwork, which exists under public/ (no remote logos here).
        imageUrl: monogramPath(baseSlug),
      });
    }
    writeFileSync(path.join(dir, file), JSON.stringify({ ...data, items }));
  }
  return dir;
}

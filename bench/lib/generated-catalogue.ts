/**
 * A generated catalogue for the benchmarks: N tools, the real entries repeated with new names
 * and slugs ("Notion 3", /tools/notion-3), spread over the real categories, written as
 * category files into a temporary folder (TOOLS_DATA_DIR for a build). Delete it after use.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readCatalogueFiles, readJsonFiles, tasksDataDirectory } from "../../lib/data/tools-source";
import { monogramPath } from "../../lib/directory/tool-images";

type RawTool = Record<string, unknown> & { name: string; link: string };
type RawCategory = Record<string, unknown> & { items: RawTool[] };

/** How many variants of each real task a catalogue of `tasks` tasks needs at most. */
function taskVariants(realTasks: number, tasks: number): number {
  return Math.max(1, Math.ceil(tasks / Math.max(1, realTasks)));
}

const variantId = (id: string, v: number) => (v === 0 ? id : `${id}-v${v + 1}`);

/** How many variants each real task id has in a generated vocabulary (1 = the real task only). */
export type TaskVariants = ReadonlyMap<string, number>;

/**
 * The real task vocabulary repeated to `count` tasks ("Transcribe a meeting", "Transcribe a
 * meeting (v2)"…, synonyms suffixed so they stay unique), written as task files into a temporary
 * folder (TASKS_DATA_DIR). Round by round, so every real task is there before any has a second
 * variant; returns the folder and how many variants each real task got.
 */
export function generateTasks(count: number): { dir: string; variants: TaskVariants } {
  const dir = mkdtempSync(path.join(tmpdir(), "aicompass-bench-tasks-"));
  const files = readJsonFiles(tasksDataDirectory()).map((f) => ({
    file: path.basename(f.file),
    data: f.data as { category: string; tasks: { id: string; name: string; synonyms: string[] }[] },
    made: [] as { id: string; name: string; synonyms: string[] }[],
  }));
  const real = files.reduce((sum, f) => sum + f.data.tasks.length, 0);
  const variants = new Map<string, number>();
  let made = 0;
  for (let v = 0; v < taskVariants(real, count); v += 1)
    for (const { data, made: out } of files)
      for (const task of data.tasks) {
        if (made >= count) break;
        made += 1;
        variants.set(task.id, v + 1);
        out.push({
          ...task,
          id: variantId(task.id, v),
          name: v === 0 ? task.name : `${task.name} (v${v + 1})`,
          synonyms: task.synonyms.map((synonym) => (v === 0 ? synonym : `${synonym} v${v + 1}`)),
        });
      }
  for (const { file, data, made: tasks } of files)
    if (tasks.length > 0) writeFileSync(path.join(dir, file), JSON.stringify({ ...data, tasks }));
  return { dir, variants };
}

export function generateCatalogue(count: number, taskVariants?: TaskVariants): string {
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
        ...(Array.isArray(base.tasks)
          ? {
              tasks: (base.tasks as string[]).map((id) =>
                variantId(id, n % (taskVariants?.get(id) ?? 1)),
              ),
            }
          : {}),
        // The base tool's local artwork, which exists under public/ (no remote logos here).
        imageUrl: monogramPath(baseSlug),
      });
    }
    writeFileSync(path.join(dir, file), JSON.stringify({ ...data, items }));
  }
  return dir;
}

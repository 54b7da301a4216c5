/**
 * The finder's index, written at build time to /data/task-finder.json: one compact array a task
 * ([id, name, number of tools, ...phrases people type]), loaded by the browser on the finder's
 * first focus. Shared by the writer (a build route) and the reader (the finder).
 */
import type { FinderEntry } from "./finder";

export const taskFinderIndexPath = "/data/task-finder.json";

export function finderEntries(
  tasks: readonly {
    id: string;
    name: string;
    tools: readonly unknown[];
    synonyms: readonly string[];
  }[],
): FinderEntry[] {
  return tasks.map((task) => [task.id, task.name, task.tools.length, ...task.synonyms]);
}

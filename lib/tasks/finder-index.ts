/**
 * The finder's index, written at build time to /data/task-finder.json: one compact array a task
 * ([id, name, number of tools, the other words people type for it, the other words of its
 * description]), loaded by the browser on
 * the finder's first focus. Shared by the writer (a build route) and the reader (the finder).
 * The finder matches a task's words, not its phrases, so the index carries each word of the
 * synonyms once, leaves out the name's own words and the fillers the finder skips, and leaves
 * the id out ("") when it is the name's slug: a third of the bytes, the same matches.
 */
import { slugify } from "@/lib/directory/slug";
import { fillers, words, type FinderEntry } from "./finder";

export const taskFinderIndexPath = "/data/task-finder.json";

export function finderEntries(
  tasks: readonly {
    id: string;
    name: string;
    tools: readonly unknown[];
    synonyms: readonly string[];
    description: string;
  }[],
): FinderEntry[] {
  return tasks.map((task) => {
    const own = new Set(words(task.name));
    const extra = [...new Set(task.synonyms.flatMap(words))].filter(
      (word) => !own.has(word) && !fillers.has(word),
    );
    const typed = new Set([...own, ...extra]);
    const described = [...new Set(words(task.description))].filter(
      (word) => !typed.has(word) && !fillers.has(word),
    );
    const id = slugify(task.name) === task.id ? "" : task.id;
    const entry: FinderEntry = [id, task.name, task.tools.length];
    // Trailing fields only when they carry words; the phrases' place is kept ("") for a description.
    if (extra.length > 0 || described.length > 0) entry.push(extra.join(" "));
    if (described.length > 0) entry.push(described.join(" "));
    return entry;
  });
}

import type { DirectoryTool } from "./catalogue";
import { slugify } from "./slug";

/**
 * The genres among these tools, for the genre filter: by label, each with its count. `limit`
 * keeps only the most common ones (the whole directory has a long tail of one-tool genres;
 * each category's page still offers all of its own), so the control stays the same size at
 * any catalogue size.
 */
export function genreChoices(
  tools: readonly DirectoryTool[],
  limit = Infinity,
): { value: string; label: string; count: number }[] {
  const byValue = new Map<string, { value: string; label: string; count: number }>();
  for (const tool of tools) {
    const value = slugify(tool.genreLabel);
    const entry = byValue.get(value) ?? { value, label: tool.genreLabel, count: 0 };
    entry.count += 1;
    byValue.set(value, entry);
  }
  return [...byValue.values()]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en"))
    .slice(0, limit)
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
}

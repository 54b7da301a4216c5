import type { DirectoryTool } from "./catalogue";
import { slugify } from "./slug";

/** The genres among these tools, for the genre filter: by label, each with its count. */
export function genreChoices(
  tools: readonly DirectoryTool[],
): { value: string; label: string; count: number }[] {
  const byValue = new Map<string, { value: string; label: string; count: number }>();
  for (const tool of tools) {
    const value = slugify(tool.genreLabel);
    const entry = byValue.get(value) ?? { value, label: tool.genreLabel, count: 0 };
    entry.count += 1;
    byValue.set(value, entry);
  }
  return [...byValue.values()].sort((a, b) => a.label.localeCompare(b.label, "en"));
}

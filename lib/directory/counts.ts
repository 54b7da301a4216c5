/**
 * The numbers the site states about the directory, from one function so every page agrees.
 * A tool counts when the lists show it: still sold and confirmed by a source (what
 * DirectoryCategory.tools holds). Adult categories are counted apart, because they are gated.
 */
import type { DirectoryCategory } from "./catalogue";

export type DirectoryCounts = {
  /** Tools in the general (not adult) categories' lists. */
  tools: number;
  /** General categories. */
  categories: number;
  /** Adult categories and their tools, listed on their own gated pages. */
  adultCategories: number;
  adultTools: number;
};

export function directoryCounts(categories: readonly DirectoryCategory[]): DirectoryCounts {
  const counts: DirectoryCounts = { tools: 0, categories: 0, adultCategories: 0, adultTools: 0 };
  for (const category of categories) {
    if (category.adult) {
      counts.adultCategories += 1;
      counts.adultTools += category.tools.length;
    } else {
      counts.categories += 1;
      counts.tools += category.tools.length;
    }
  }
  return counts;
}

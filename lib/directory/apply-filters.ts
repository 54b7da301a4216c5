/**
 * Filtering and sorting the directory's listing: apart from the URL state (filters.ts), so the
 * code loads with the first filter, with the matching list, not with every directory page.
 */
import type { DirectoryFilters, FilterableTool, SortOrder } from "./filters";

function matches(tool: FilterableTool, filters: DirectoryFilters): boolean {
  if (filters.category !== null && tool.category !== filters.category) return false;
  if (filters.genre !== null && tool.genre !== filters.genre) return false;
  if (filters.pricing.length > 0 && !filters.pricing.includes(tool.pricing)) return false;
  if (filters.maxPrice !== null && tool.monthly !== null && tool.monthly > filters.maxPrice)
    return false;
  return true;
}

/** Free, then freemium (free to start), then by monthly price; no listed price last. */
function priceRank(tool: FilterableTool): [number, number] {
  switch (tool.pricing) {
    case "free":
      return [0, 0];
    case "freemium":
      return [1, 0];
    case "paid":
      return [2, tool.monthly ?? Number.MAX_VALUE];
    case "unknown":
      return [3, 0];
  }
}

const byName = (a: FilterableTool, b: FilterableTool) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.order - b.order;

const comparators: Record<SortOrder, (a: FilterableTool, b: FilterableTool) => number> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured) || a.order - b.order,
  name: byName,
  price: (a, b) => {
    const [groupA, amountA] = priceRank(a);
    const [groupB, amountB] = priceRank(b);
    return groupA - groupB || amountA - amountB || byName(a, b);
  },
};

/** The tools that pass the filters, in the chosen order. */
export function applyFilters<T extends FilterableTool>(
  tools: readonly T[],
  filters: DirectoryFilters,
): T[] {
  return tools.filter((tool) => matches(tool, filters)).sort(comparators[filters.sort]);
}

/**
 * Filtering and sorting the directory's listing: apart from the URL state (filters.ts), so the
 * code loads with the first filter, with the matching list, not with every directory page.
 */
import type { DirectoryFilters, FilterableTool, SortOrder } from "./filters";
import { compareEntryPrices, entryKindOfFilter, fitsMonthlyBudget } from "./on-sale";

/** The tool's entry price as lib/directory/on-sale.ts orders and filters it. */
const entryOf = (tool: FilterableTool) => ({
  kind: entryKindOfFilter(tool.pricing),
  monthly: tool.monthly,
});

function matches(tool: FilterableTool, filters: DirectoryFilters): boolean {
  if (filters.category !== null && tool.category !== filters.category) return false;
  if (filters.genre !== null && tool.genre !== filters.genre) return false;
  if (filters.pricing.length > 0 && !filters.pricing.includes(tool.pricing)) return false;
  // Every "Has" option chosen, as a source confirms it (no claim, no match).
  if (!filters.has.every((option) => tool.has.includes(option))) return false;
  // A free plan is a free entry, so it fits; a tool with no stated price is kept (the card says so).
  if (filters.maxPrice !== null && fitsMonthlyBudget(entryOf(tool), filters.maxPrice) === false)
    return false;
  return true;
}

const byName = (a: FilterableTool, b: FilterableTool) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.order - b.order;

const comparators: Record<SortOrder, (a: FilterableTool, b: FilterableTool) => number> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured) || a.order - b.order,
  name: byName,
  // Free, then a free plan, then by monthly price, no stated price last (the one price order).
  price: (a, b) => compareEntryPrices(entryOf(a), entryOf(b)) || byName(a, b),
};

/** The tools that pass the filters, in the chosen order. */
export function applyFilters<T extends FilterableTool>(
  tools: readonly T[],
  filters: DirectoryFilters,
): T[] {
  return tools.filter((tool) => matches(tool, filters)).sort(comparators[filters.sort]);
}

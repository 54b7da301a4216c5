/**
 * "What can I use instead of X?": for each tool, the tools still on sale that do the most of
 * the same jobs (tasks), with which jobs they share and how their price compares. Ties go by
 * the tasks' published order (a tool whose main job is the shared task first, then the newest
 * price confirmation, then price, then name). Pure.
 */
import type { Catalogue, DirectoryTool } from "./catalogue";
import { compareEntryPrices, isListed, isRanked } from "./on-sale";
import { formatPricing } from "./pricing";
import { compareTaskTools, type DirectoryTask, type TaskIndex } from "./tasks";

export type Alternative = {
  tool: DirectoryTool;
  /** The tasks both do, in the other tool's own order. */
  shared: DirectoryTask[];
  /** How its starting price compares with the tool's, in words. */
  price: string;
};

/** How many alternatives a page lists: enough to choose from, few enough to read. */
export const alternativesPerTool = 12;

/** At large catalogue sizes, at most this many alternatives pages are pre-rendered. */
export const maxAlternativesPages = 1000;

/**
 * "Free", "Has a free plan, paid plans from $10/month", "$8/month, cheaper than $20/month", …:
 * the other tool's entry price (lib/directory/on-sale.ts), against the tool's when both are paid.
 */
export function priceComparison(
  tool: Pick<DirectoryTool, "entryPrice">,
  other: Pick<DirectoryTool, "entryPrice">,
): string {
  const mine = tool.entryPrice;
  const theirs = other.entryPrice;
  switch (theirs.kind) {
    case "free":
      return mine.kind === "free" ? "Free, like it" : "Free";
    case "free-plan": {
      const from = theirs.paidFrom ? `, paid plans from ${formatPricing(theirs.paidFrom)}` : "";
      return `${mine.kind === "free-plan" ? "Free plan, like it" : "Has a free plan"}${from}`;
    }
    case "unknown":
      return "Price not listed";
    case "paid": {
      const priced = formatPricing(theirs.price);
      if (mine.kind !== "paid") return priced;
      const order = compareEntryPrices(theirs, mine);
      if (order < 0) return `${priced}, cheaper than ${formatPricing(mine.price)}`;
      if (order > 0) return `${priced}, more than ${formatPricing(mine.price)}`;
      return `${priced}, the same price`;
    }
  }
}

/** A tool's alternatives: most shared tasks first, then the task lists' own order. */
export function alternativesFor(
  tool: DirectoryTool,
  index: Pick<TaskIndex, "toolTasks">,
  count = alternativesPerTool,
): Alternative[] {
  const mine = index.toolTasks.get(tool.slug) ?? [];
  const found = new Map<string, { other: DirectoryTool; shared: DirectoryTask[]; best: number }>();
  for (const task of mine) {
    for (const entry of task.tools) {
      const other = entry.tool;
      if (other.slug === tool.slug || other.adult !== tool.adult) continue;
      const seen = found.get(other.slug);
      if (seen) {
        seen.shared.push(task);
        seen.best = Math.min(seen.best, entry.fit);
      } else found.set(other.slug, { other, shared: [task], best: entry.fit });
    }
  }
  return [...found.values()]
    .sort(
      (a, b) =>
        b.shared.length - a.shared.length ||
        compareTaskTools({ tool: a.other, fit: a.best }, { tool: b.other, fit: b.best }),
    )
    .slice(0, count)
    .map(({ other, shared }) => {
      const order = new Map(
        (index.toolTasks.get(other.slug) ?? []).map((task, position) => [task.id, position]),
      );
      return {
        tool: other,
        shared: [...shared].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
        price: priceComparison(tool, other),
      };
    });
}

/**
 * The tools whose alternatives page is pre-rendered: every general tool that has at least one
 * alternative, up to `max` (featured ones first, then each category's listing order taken in
 * turn, then those no longer sold), so a catalogue of any size adds a bounded number of pages.
 */
export function toolsWithAlternativesPage(
  catalogue: Pick<Catalogue, "categories" | "tools">,
  index: Pick<TaskIndex, "toolTasks">,
  max = maxAlternativesPages,
): DirectoryTool[] {
  const eligible = (tool: DirectoryTool) =>
    !tool.adult &&
    isListed(tool) &&
    (index.toolTasks.get(tool.slug) ?? []).some((task) =>
      task.tools.some((entry) => entry.tool.slug !== tool.slug),
    );
  const chosen = new Map<string, DirectoryTool>();
  const add = (tool: DirectoryTool) => {
    if (chosen.size < max && !chosen.has(tool.slug) && eligible(tool)) chosen.set(tool.slug, tool);
  };
  const general = catalogue.categories.filter((c) => !c.adult);
  for (const category of general) for (const tool of category.tools) if (tool.featured) add(tool);
  const longest = Math.max(0, ...general.map((c) => c.tools.length));
  for (let rank = 0; rank < longest && chosen.size < max; rank += 1)
    for (const category of general) {
      const tool = category.tools[rank];
      if (tool) add(tool);
    }
  for (const tool of catalogue.tools) if (!isRanked(tool)) add(tool);
  return [...chosen.values()];
}

export function alternativesPath(slug: string): string {
  return `/tools/${slug}/alternatives`;
}

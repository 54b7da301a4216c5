/**
 * The task vocabulary (data/tasks/*.json) checked against the catalogue, and each task's tools in
 * the published order: how well the tool fits the task (its position in the tool's own `tasks`,
 * the main job first), then the quality rule of lib/directory/quality-rank.ts (editors' picks,
 * the Bayesian average of ratings, a sourced adoption figure: /how-we-rank states it), then how
 * recently a source confirmed its price, then its entry price (the
 * one price order of lib/directory/on-sale.ts: free, then a free plan, then cheapest, then no
 * stated price), then its name. Nothing else, and never payment, moves a tool. Only tools on
 * sale and listed (`ranked`, from the same module) are on a task's list.
 * Pure: the files come in as data, so tests feed fixtures.
 */
import { compareByQuality } from "./quality-rank";
import { featureFilters, toolFeatures } from "./feature-filters";
import { describeIssues } from "@/lib/schemas/issues";
import { taskFileSchema, taskSchema, type Task } from "@/lib/schemas/task";
import type { Catalogue, DirectoryTool } from "./catalogue";
import { compareEntryPrices, fitsMonthlyBudget, isFreeEntry, isRanked } from "./on-sale";

export type TaskFile = { file: string; data: unknown; parseError?: string };

/** A tool on a task's list, with how central the task is to it (0: its main job). */
export type TaskTool = { tool: DirectoryTool; fit: number };

export type DirectoryTask = Task & {
  categorySlug: string;
  categoryName: string;
  /** The general tools still on sale that do it, in the published order. */
  tools: TaskTool[];
};

export type TaskIndex = {
  /** Tasks with at least `minTools` tools, in category order, then as their file lists them. */
  tasks: DirectoryTask[];
  byId: Map<string, DirectoryTask>;
  /** Every task id of every tool, in its own order, whether or not the task is shown. */
  toolTasks: Map<string, DirectoryTask[]>;
  /** Tasks left out because too few tools do them (named in a warning). */
  hidden: DirectoryTask[];
};

export type TaskReport = { index: TaskIndex; errors: string[]; warnings: string[] };

/** A task page needs a choice: fewer tools than this and the task is hidden (with a warning). */
export const minToolsPerTask = 2;

/** The published order of a task's tools (see the module comment). */
export function compareTaskTools(a: TaskTool, b: TaskTool): number {
  if (a.fit !== b.fit) return a.fit - b.fit;
  const quality = compareByQuality(a.tool, b.tool);
  if (quality !== 0) return quality;
  const checkedA = a.tool.checkedAt ?? "";
  const checkedB = b.tool.checkedAt ?? "";
  if (checkedA !== checkedB) return checkedB.localeCompare(checkedA);
  return (
    compareEntryPrices(a.tool.entryPrice, b.tool.entryPrice) ||
    a.tool.name.localeCompare(b.tool.name)
  );
}

type Run = { errors: string[]; warnings: string[] };

/** A category's tasks, parsed; problems are recorded and the task (or file) left out. */
function readTaskFile(
  { file, data, parseError }: TaskFile,
  catalogue: Catalogue,
  run: Run,
): { task: DirectoryTask; label: string }[] {
  if (parseError !== undefined) {
    run.errors.push(`${file}: not valid JSON: ${parseError}`);
    return [];
  }
  const parsed = taskFileSchema.safeParse(data);
  if (!parsed.success) {
    for (const problem of describeIssues(parsed.error)) run.errors.push(`${file}: ${problem}`);
    return [];
  }
  const category = catalogue.categories.find((c) => c.slug === parsed.data.category);
  if (!category || category.adult) {
    const general = catalogue.categories.filter((c) => !c.adult).map((c) => c.slug);
    run.errors.push(
      `${file}: category: "${parsed.data.category}" is not a general category of data/tools (${general.join(", ")})`,
    );
    return [];
  }
  return parsed.data.tasks.flatMap((item, index) => {
    const id =
      typeof item === "object" && item !== null && "id" in item ? `"${String(item.id)}"` : null;
    const label = `${file} › ${id ?? `tasks[${index}]`}`;
    const result = taskSchema.safeParse(item);
    if (!result.success) {
      for (const problem of describeIssues(result.error)) run.errors.push(`${label} › ${problem}`);
      return [];
    }
    const task = { ...result.data, categorySlug: category.slug, categoryName: category.name };
    return [{ task: { ...task, tools: [] }, label }];
  });
}

/** Ids, names and synonyms are each unique across every file, and no synonym is a task's name. */
function uniqueTasks(read: readonly { task: DirectoryTask; label: string }[], run: Run) {
  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  const synonyms = new Map<string, string>();
  const kept: DirectoryTask[] = [];
  for (const { task, label } of read) {
    const taken = ids.get(task.id);
    if (taken) {
      run.errors.push(`${label} › id: "${task.id}" is already used by ${taken}`);
      continue;
    }
    ids.set(task.id, label);
    const name = task.name.toLowerCase();
    const named = names.get(name);
    if (named) run.errors.push(`${label} › name: "${task.name}" is already used by ${named}`);
    else names.set(name, label);
    for (const synonym of task.synonyms) {
      const used = synonyms.get(synonym);
      if (used) run.errors.push(`${label} › synonyms: "${synonym}" is already used by ${used}`);
      else synonyms.set(synonym, label);
    }
    kept.push(task);
  }
  for (const [synonym, label] of synonyms) {
    const named = names.get(synonym);
    if (named) run.errors.push(`${label} › synonyms: "${synonym}" is the name of ${named}`);
  }
  return kept;
}

/**
 * Checks the vocabulary and the tools' `tasks` against it: unknown ids, duplicate ids, names
 * and synonyms (across files, naming both places), and tasks with fewer than `minToolsPerTask`
 * tools, which are hidden with a warning naming them.
 */
export function buildTaskIndex(
  files: readonly TaskFile[],
  catalogue: Catalogue,
  labelOf: (tool: DirectoryTool) => string = (tool) => `data/tools › "${tool.name}"`,
): TaskReport {
  const run: Run = { errors: [], warnings: [] };
  const all = uniqueTasks(
    files.flatMap((file) => readTaskFile(file, catalogue, run)),
    run,
  );
  const byId = new Map(all.map((task) => [task.id, task]));
  const toolTasks = new Map<string, DirectoryTask[]>();
  for (const tool of catalogue.tools) {
    const own: DirectoryTask[] = [];
    (tool.tasks ?? []).forEach((id, fit) => {
      const task = byId.get(id);
      if (!task) {
        run.errors.push(`${labelOf(tool)} › tasks[${fit}]: "${id}" is not a task of data/tasks`);
        return;
      }
      own.push(task);
      if (isRanked(tool) && !tool.adult) task.tools.push({ tool, fit });
    });
    toolTasks.set(tool.slug, own);
  }
  for (const task of all) task.tools.sort(compareTaskTools);
  const shown = all.filter((task) => task.tools.length >= minToolsPerTask);
  const hidden = all.filter((task) => task.tools.length < minToolsPerTask);
  for (const task of hidden)
    run.warnings.push(
      `data/tasks/${task.categorySlug}.json › "${task.id}": hidden, ${task.tools.length} tool${task.tools.length === 1 ? "" : "s"} (a task page needs at least ${minToolsPerTask})`,
    );
  const order = new Map(catalogue.categories.map((c, i) => [c.slug, i]));
  shown.sort((a, b) => (order.get(a.categorySlug) ?? 0) - (order.get(b.categorySlug) ?? 0));
  const visible = new Set(shown);
  for (const [slug, tasks] of toolTasks)
    toolTasks.set(
      slug,
      tasks.filter((t) => visible.has(t)),
    );
  return {
    index: { tasks: shown, byId: new Map(shown.map((t) => [t.id, t])), toolTasks, hidden },
    errors: run.errors,
    warnings: run.warnings,
  };
}

/** A task's tools a page at a time, paginated in the path (/tasks/x, /tasks/x/page/2). */
export const toolsPerTaskPage = 24;

export function taskPath(id: string): string {
  return `/tasks/${id}`;
}

/** How many of an area's tasks /tasks shows; an area with more gets its own page of them. */
export const tasksShownPerArea = 24;

/** Every task of one area (a general category): /tasks/in/{category}. */
export function taskAreaPath(categorySlug: string): string {
  return `/tasks/in/${categorySlug}`;
}

export type TaskArea = {
  slug: string;
  name: string;
  /** The tasks shown: all of them, or the `limit` most tools do, in the vocabulary's order. */
  tasks: DirectoryTask[];
  /** How many tasks the area has in all. */
  total: number;
};

/**
 * The tasks grouped by the general categories, in the categories' order, each area cut to the
 * `limit` tasks most tools do (kept in the vocabulary's order), so /tasks stays one light page
 * at any vocabulary size; areas with no task are left out.
 */
export function taskAreas(
  categories: readonly { slug: string; name: string; adult: boolean }[],
  tasks: readonly DirectoryTask[],
  limit = Infinity,
): TaskArea[] {
  return categories
    .filter((category) => !category.adult)
    .map((category) => {
      const all = tasks.filter((task) => task.categorySlug === category.slug);
      const kept = new Set(
        [...all]
          .sort((a, b) => b.tools.length - a.tools.length)
          .slice(0, limit)
          .map((task) => task.id),
      );
      return {
        slug: category.slug,
        name: category.name,
        tasks: all.filter((task) => kept.has(task.id)),
        total: all.length,
      };
    })
    .filter((area) => area.total > 0);
}

/**
 * The price filters of a task page, as fragment targets (#free…) that CSS applies, so they work
 * without a reload and without JavaScript. `matches` says whether a tool passes.
 */
export const taskPriceFilters = [
  {
    id: "free",
    label: "Free",
    matches: (t: Pick<DirectoryTool, "entryPrice">) => t.entryPrice.kind === "free",
  },
  {
    id: "free-plan",
    label: "Free or free plan",
    matches: (t: Pick<DirectoryTool, "entryPrice">) => isFreeEntry(t.entryPrice),
  },
  // A free plan fits any budget; a tool with no stated price fits none.
  ...[10, 25, 50].map((max) => ({
    id: `under-${max}`,
    label: `Up to $${max} a month`,
    matches: (t: Pick<DirectoryTool, "entryPrice">) =>
      fitsMonthlyBudget(t.entryPrice, max) === true,
  })),
] as const;

/**
 * Task pages' "Has" filters: what a dated source confirms a tool runs on or offers
 * (lib/directory/feature-filters.ts); the free plan is already among the price filters.
 */
export const taskFeatureFilters = featureFilters
  .filter((filter) => filter.id !== "free-plan")
  .map((filter) => ({
    id: filter.id,
    label: filter.label,
    matches: (t: Pick<DirectoryTool, "entryPrice" | "capabilities">) =>
      toolFeatures(t).includes(filter.id),
  }));

/** The filters a tool passes, as the space-separated tokens its list item carries. */
export function taskFilterTokens(tool: Pick<DirectoryTool, "entryPrice" | "capabilities">): string {
  return [...taskPriceFilters, ...taskFeatureFilters]
    .filter((filter) => filter.matches(tool))
    .map((filter) => filter.id)
    .join(" ");
}

/**
 * Tasks related to each task: those that share the most tools with it (at least one), then
 * those of the same category, up to `count`.
 */
export function relatedTasks(
  index: Pick<TaskIndex, "tasks" | "toolTasks">,
  count = 6,
): Map<string, DirectoryTask[]> {
  const result = new Map<string, DirectoryTask[]>();
  const byCategory = new Map<string, DirectoryTask[]>();
  for (const task of index.tasks) {
    const list = byCategory.get(task.categorySlug);
    if (list) list.push(task);
    else byCategory.set(task.categorySlug, [task]);
  }
  for (const task of index.tasks) {
    const shared = new Map<DirectoryTask, number>();
    for (const { tool } of task.tools)
      for (const other of index.toolTasks.get(tool.slug) ?? [])
        if (other !== task) shared.set(other, (shared.get(other) ?? 0) + 1);
    const chosen = [...shared]
      .sort((a, b) => b[1] - a[1] || a[0].name.localeCompare(b[0].name))
      .map(([other]) => other)
      .slice(0, count);
    for (const other of byCategory.get(task.categorySlug) ?? []) {
      if (chosen.length >= count) break;
      if (other !== task && !chosen.includes(other)) chosen.push(other);
    }
    result.set(task.id, chosen);
  }
  return result;
}

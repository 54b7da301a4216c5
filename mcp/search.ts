/**
 * The MCP tools that find tools: search_tools (words and filters, ranked by a simple score that
 * the tool's description states) and tools_for_task (a task's tools in the site's published
 * order). Pure functions of their input and the API data.
 */
import { findTasks, prepare, words } from "@/lib/tasks/finder";
import { finderEntries } from "@/lib/tasks/finder-index";
import {
  answer,
  countLine,
  refuse,
  summaryLine,
  toolSummary,
  type ToolOutcome,
  type ToolSummary,
} from "./format";
import type { SearchToolsInput, ToolsForTaskInput } from "./inputs";
import { didYouMean, fieldHas, fieldWords, findBySlug, queryTerms, type FieldWords } from "./match";
import {
  entryLabel,
  entryOf,
  isRanked,
  mayHidePaidFrom,
  startsFree,
  withinMonthlyPrice,
} from "./on-sale";
import type { ApiCategory, ApiData, ApiTask, ToolIndexEntry } from "./source";

/** What a query word found in a field is worth; a word counts once per field. */
export const searchWeights = {
  name: 8,
  keyword: 4,
  genre: 4,
  task: 3,
  category: 2,
  description: 1,
} as const;
const searchFields = [
  "name",
  "keyword",
  "genre",
  "task",
  "category",
  "description",
] as const satisfies readonly (keyof typeof searchWeights)[];
/** Added when the whole query is the tool's name. */
export const exactNameBonus = 20;

export type SearchResult = ToolSummary & { score: number };
export type SearchData = { query: string; total: number; results: SearchResult[] };

/**
 * Tools the API publishes as ranked (listed and still on sale, mcp/on-sale.ts); adult ones only
 * when asked for.
 */
export function isSearchable(tool: ToolIndexEntry, includeAdult: boolean): boolean {
  if (!isRanked(tool)) return false;
  return includeAdult || tool.rating !== "adult";
}

/** By the published entry price: a free plan is free to start and fits any monthly price. */
function passesFilters(tool: ToolIndexEntry, input: SearchToolsInput, category?: string): boolean {
  if (!isSearchable(tool, input.includeAdult ?? false)) return false;
  if (category !== undefined && tool.category !== category) return false;
  if (input.freeOnly && !startsFree(tool)) return false;
  if (!(input.capabilities ?? []).every((id) => tool.capabilities.includes(id))) return false;
  if (input.maxMonthlyPrice === undefined) return true;
  return withinMonthlyPrice(tool, input.maxMonthlyPrice);
}

/** A result: its summary, priced by the entry price (a free plan with its paid-from price). */
function resultSummary(tool: ToolIndexEntry): ToolSummary {
  return { ...toolSummary(tool), price: entryOf(tool).label };
}

/**
 * Results priced as the site prices them. An index built before the entry price was published
 * says only "Freemium" for a free plan: those results (and only those) read the tool's own file
 * for its paid-from price. A file that cannot be read leaves the label as the index has it.
 */
export async function pricedResults<T extends ToolSummary>(
  data: ApiData,
  results: readonly T[],
  index: ReadonlyMap<string, ToolIndexEntry>,
): Promise<T[]> {
  return Promise.all(
    results.map(async (result) => {
      const tool = index.get(result.slug);
      if (!tool || !mayHidePaidFrom(tool)) return result;
      const file = await data.tool(tool.slug).catch(() => null);
      return file ? { ...result, price: entryLabel(entryOf(tool), file.paidFromPrice) } : result;
    }),
  );
}

type Fields = Record<keyof typeof searchWeights, FieldWords>;

function toolFields(
  tool: ToolIndexEntry,
  tasks: ReadonlyMap<string, ApiTask>,
  categories: ReadonlyMap<string, ApiCategory>,
): Fields {
  const taskTexts = tool.tasks.flatMap((id) => {
    const task = tasks.get(id);
    return task ? [task.name, ...task.synonyms] : [id];
  });
  return {
    name: fieldWords(tool.name, tool.slug),
    keyword: fieldWords(...tool.keywords),
    genre: fieldWords(tool.genre),
    task: fieldWords(...taskTexts),
    category: fieldWords(categories.get(tool.category)?.name ?? tool.category),
    description: fieldWords(tool.shortDescription),
  };
}

/** The tool's score for the query: the weights of the fields each word is found in. */
export function scoreTool(tool: ToolIndexEntry, query: string, terms: string[], fields: Fields) {
  let score = query.trim().toLowerCase() === tool.name.toLowerCase() ? exactNameBonus : 0;
  for (const term of terms) {
    for (const field of searchFields) {
      if (fieldHas(fields[field], term, field === "name")) score += searchWeights[field];
    }
  }
  return score;
}

/** Stop words, as the refusal of an all-stop-word query names a few. */
const stopWordNote = '"the", "what", "this", "month", "tools"…';

/**
 * The query's words without the stop words (./match.ts); a query that is a tool's whole name
 * keeps its words even when they are all stop words.
 */
export function searchTerms(query: string, tools: readonly Pick<ToolIndexEntry, "name">[]) {
  const terms = queryTerms(query);
  if (terms.length > 0) return terms;
  const wanted = query.trim().toLowerCase();
  return tools.some((tool) => tool.name.toLowerCase() === wanted) ? words(query) : [];
}

/** The category filter's slug, or a refusal naming what is wrong. */
async function categoryFilter(data: ApiData, input: SearchToolsInput) {
  if (input.category === undefined) return { slug: undefined };
  const categories = await data.categories();
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const category = findBySlug(input.category, bySlug, categories, (c) => c.name);
  if (!category)
    return refuse(
      `No category has the slug "${input.category}"${didYouMean(input.category, [...bySlug.keys()])} Categories: ${[...bySlug.keys()].join(", ")}.`,
    );
  if (category.rating === "adult" && !input.includeAdult)
    return refuse(`"${category.slug}" is an adult category: pass includeAdult: true to search it.`);
  return { slug: category.slug };
}

export async function searchTools(
  data: ApiData,
  input: SearchToolsInput,
): Promise<ToolOutcome<SearchData>> {
  const category = await categoryFilter(data, input);
  if ("ok" in category) return category;
  const [index, tasks, categories] = await Promise.all([
    data.toolIndex(),
    data.tasks(),
    data.categories(),
  ]);
  const terms = searchTerms(input.query, index.tools);
  if (terms.length === 0)
    return refuse(
      `The query "${input.query}" has only common words (${stopWordNote}); name the tool or what it should do (freeOnly and maxMonthlyPrice filter by price; price_changes answers what changed in pricing).`,
    );
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const ranked = index.tools
    .filter((tool) => passesFilters(tool, input, category.slug))
    .map((tool) => ({
      tool,
      score: scoreTool(tool, input.query, terms, toolFields(tool, tasks.byId, categoryBySlug)),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score); // stable: equal scores keep the site's order
  const results = await pricedResults(
    data,
    ranked.slice(0, input.limit).map(({ tool, score }) => ({ ...resultSummary(tool), score })),
    index.bySlug,
  );
  const heading =
    results.length === 0
      ? `No tool matches "${input.query}" with these filters. Try other or fewer words, or drop a filter.`
      : `Tools matching "${input.query}", best first: ${countLine(results.length, ranked.length, "tool")}`;
  return answer([heading, ...results.map((r, i) => summaryLine(r, i + 1))].join("\n\n"), {
    query: input.query,
    total: ranked.length,
    results,
  });
}

export type TaskToolsData = {
  task: { id: string; name: string; description: string; category: string; url: string };
  total: number;
  tools: (ToolSummary & { mainJob: boolean })[];
  otherTasks: { id: string; name: string }[];
};

/** The task an id or a need in words names: the id first, else the site finder's best match. */
export function resolveTask(value: string, tasks: readonly ApiTask[], byId: Map<string, ApiTask>) {
  const byItsId = findBySlug(value, byId);
  if (byItsId) return { task: byItsId, others: [] };
  const matches = findTasks(value, prepare(finderEntries(tasks)), 4);
  const task = matches[0] && byId.get(matches[0].id);
  return { task, others: matches.slice(1).map(({ id, name }) => ({ id, name })) };
}

export async function toolsForTask(
  data: ApiData,
  input: ToolsForTaskInput,
): Promise<ToolOutcome<TaskToolsData>> {
  const [{ tasks, byId }, index] = await Promise.all([data.tasks(), data.toolIndex()]);
  if (tasks.length === 0) return refuse("The directory lists no tasks yet.");
  const { task, others } = resolveTask(input.task, tasks, byId);
  if (!task) {
    const examples = tasks.slice(0, 3).map((t) => `"${t.name}" (${t.id})`);
    return refuse(
      `No task matches "${input.task}". Describe the job in other words, or give a task id, e.g. ${examples.join(", ")}.`,
    );
  }
  const listed = task.tools.flatMap(({ slug, fit }) => {
    const tool = index.bySlug.get(slug);
    return tool && isSearchable(tool, false)
      ? [{ ...resultSummary(tool), mainJob: fit === 0 }]
      : [];
  });
  const tools = await pricedResults(data, listed.slice(0, input.limit), index.bySlug);
  const text = [
    `Task: ${task.name} (${task.id}). ${task.description}\n${task.url}`,
    `${countLine(tools.length, listed.length, "tool")} In the site's order: the tools whose main job it is first, then by how recently a source confirmed their price, then by price.`,
    ...tools.map(
      (tool, i) => summaryLine(tool, i + 1) + (tool.mainJob ? "\n   Its main job." : ""),
    ),
    ...(others.length > 0
      ? [`Other tasks that match: ${others.map((t) => `${t.name} (${t.id})`).join("; ")}.`]
      : []),
  ];
  return answer(text.join("\n\n"), {
    task: {
      id: task.id,
      name: task.name,
      description: task.description,
      category: task.category,
      url: task.url,
    },
    total: listed.length,
    tools,
    otherTasks: others,
  });
}

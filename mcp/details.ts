/**
 * The MCP tools about named tools: get_tool (a tool's whole file, summarised) and compare_tools
 * (two to four side by side, their features lined up as the site's compare page does). An
 * unknown slug is refused with the closest known one. Pure functions of input and API data.
 */
import { alignFeatures, type FeatureRow } from "@/lib/compare/features";
import { answer, cappedLines, priceText, refuse, type ToolOutcome } from "./format";
import { limits, type CompareToolsInput, type GetToolInput } from "./inputs";
import { didYouMean, findBySlug } from "./match";
import { entryLabel, entryOf } from "./on-sale";
import type { ApiData, ApiTool, ToolIndexEntry } from "./source";

type Resolved = { tool: ToolIndexEntry } | { error: string };

/** The index entry a slug (or name) names, or a sentence saying there is none. */
async function resolveTool(data: ApiData, value: string): Promise<Resolved> {
  const { tools, bySlug } = await data.toolIndex();
  const tool = findBySlug(value, bySlug, tools, (entry) => entry.name);
  if (tool) return { tool };
  return { error: `No tool has the slug "${value}"${didYouMean(value, [...bySlug.keys()])}` };
}

/** A tool's file with every list capped. */
function capped(tool: ApiTool): ApiTool {
  const max = limits.listItems;
  return {
    ...tool,
    features: tool.features.slice(0, max),
    keywords: tool.keywords.slice(0, max),
    ...(tool.useCases ? { useCases: tool.useCases.slice(0, max) } : {}),
    ...(tool.links ? { links: tool.links.slice(0, max) } : {}),
  };
}

/** Where the tool stands: on sale, or what happened to it, with dates. */
export function lifecycleText(tool: ApiTool): string {
  const on = tool.statusOn ? ` on ${tool.statusOn}` : "";
  const successor = tool.successor ? `; its users moved to ${tool.successor}` : "";
  const sentences: Record<ApiTool["status"], string> = {
    active: "On sale.",
    discontinued: `Discontinued${on}${successor}.`,
    renamed: `Renamed${tool.renamedTo ? ` to ${tool.renamedTo}` : ""}${on}.`,
    merged: `Merged${tool.successor ? ` into ${tool.successor}` : ""}${on}.`,
    unverified: `Unverified: no source could be found for it${tool.lastSeen ? `; last seen working ${tool.lastSeen}` : ""}. The site's lists and search leave it out.`,
  };
  const acquired = tool.acquiredBy
    ? ` Acquired by ${tool.acquiredBy}${tool.acquiredOn ? ` (${tool.acquiredOn})` : ""}.`
    : "";
  return `${sentences[tool.status]}${acquired}`;
}

function priceLines(tool: ApiTool): string {
  const label = entryLabel(entryOf(tool), tool.paidFromPrice);
  const sources = (tool.sources ?? []).map(
    (s) => `${s.title}, ${s.url} (seen ${s.seen})${s.confirmsPrice ? ", confirms the price" : ""}`,
  );
  const history = (tool.priceHistory ?? []).map(
    (entry) => `${entry.on}: ${entry.pricing}${entry.note ? ` (${entry.note})` : ""}`,
  );
  return [
    `Price: ${priceText(label, tool.checkedAt)}.${tool.pricingNote ? ` ${tool.pricingNote}` : ""}`,
    ...(sources.length > 0 ? ["Sources:", ...cappedLines(sources, limits.listItems)] : []),
    ...(history.length > 0
      ? ["Price history, newest first:", ...cappedLines(history, limits.listItems)]
      : []),
  ].join("\n");
}

export type ToolData = { tool: ApiTool; tasks: { id: string; name: string }[] };

export async function getTool(data: ApiData, input: GetToolInput): Promise<ToolOutcome<ToolData>> {
  const resolved = await resolveTool(data, input.slug);
  if ("error" in resolved) return refuse(resolved.error);
  const [tool, { byId }] = await Promise.all([data.tool(resolved.tool.slug), data.tasks()]);
  const tasks = tool.tasks.map((id) => ({ id, name: byId.get(id)?.name ?? id }));
  const text = [
    `${tool.name} (${tool.slug}): ${tool.category.name} · ${tool.genreLabel}${tool.rating === "adult" ? " · adult" : ""}.`,
    tool.shortDescription,
    tool.about,
    priceLines(tool),
    `Status: ${lifecycleText(tool)}`,
    ["Features:", ...cappedLines(tool.features, limits.listItems)].join("\n"),
    ...(tool.useCases
      ? [["Use cases:", ...cappedLines(tool.useCases, limits.listItems)].join("\n")]
      : []),
    tasks.length > 0
      ? `Tasks: ${tasks.map((task) => `${task.name} (${task.id})`).join("; ")}.`
      : "Tasks: none listed.",
    `Page: ${tool.url}\nWebsite: ${tool.externalLink}${tool.alternativesUrl ? `\nAlternatives: ${tool.alternativesUrl}` : ""}`,
  ];
  return answer(text.join("\n\n"), { tool: capped(tool), tasks });
}

export type CompareData = {
  tools: {
    slug: string;
    name: string;
    category: string;
    genre: string;
    price: string;
    paidFrom: string | null;
    priceConfirmed: string | null;
    status: ApiTool["status"];
    url: string;
    features: string[];
  }[];
  features: FeatureRow[];
  tasksInCommon: { id: string; name: string }[];
};

/** The tools the slugs name, or a refusal naming every unknown or repeated one. */
async function resolveAll(data: ApiData, slugs: readonly string[]) {
  const resolved = await Promise.all(slugs.map((slug) => resolveTool(data, slug)));
  const errors = resolved.flatMap((r) => ("error" in r ? [r.error] : []));
  if (errors.length > 0) return refuse(errors.join(" "));
  const found = resolved.flatMap((r) => ("tool" in r ? [r.tool.slug] : []));
  const repeated = found.find((slug, i) => found.indexOf(slug) !== i);
  if (repeated)
    return refuse(
      `"${repeated}" is named twice; compare ${limits.compare.min} to ${limits.compare.max} different tools.`,
    );
  return { slugs: found };
}

type ComparedTool = CompareData["tools"][number];

/** The table's rows: a label and each tool's value. */
const compareFacts: [string, (tool: ComparedTool) => string][] = [
  ["Category · genre", (tool) => `${tool.category} · ${tool.genre}`],
  ["Price", (tool) => tool.price],
  ["Paid plans from", (tool) => tool.paidFrom ?? "—"],
  ["Price confirmed", (tool) => tool.priceConfirmed ?? "not yet"],
  ["Status", (tool) => tool.status],
  ["Page", (tool) => tool.url],
];

/** A Markdown table, tools as columns. */
function compareTable(tools: readonly ComparedTool[]): string {
  const row = (label: string, values: string[]) =>
    `| ${[label, ...values].map((text) => text.replaceAll("|", "\\|")).join(" | ")} |`;
  const names = tools.map((tool) => tool.name);
  return [
    row("", names),
    `|---|${tools.map(() => "---").join("|")}|`,
    ...compareFacts.map(([label, value]) => row(label, tools.map(value))),
  ].join("\n");
}

/** The features they share (one line per like feature), then each one's own. */
function featureText(tools: readonly ComparedTool[], rows: readonly FeatureRow[]): string[] {
  const shared = rows
    .filter((row) => row.shared)
    .map((row) =>
      row.cells
        .flatMap((text, i) => (text === null ? [] : [`${tools[i]?.name}: ${text}`]))
        .join(" | "),
    );
  const own = tools.map((tool, i) => {
    const lines = rows.flatMap((row) => (row.shared || !row.cells[i] ? [] : [row.cells[i]]));
    return [`Only ${tool.name}:`, ...cappedLines(lines, limits.listItems)].join("\n");
  });
  return [
    [
      "Features they share:",
      ...(shared.length > 0 ? cappedLines(shared, limits.listItems) : ["- none alike"]),
    ].join("\n"),
    ...own,
  ];
}

function compareText(data: CompareData): string {
  const common = data.tasksInCommon.map((task) => `${task.name} (${task.id})`);
  return [
    compareTable(data.tools),
    ...featureText(data.tools, data.features),
    common.length > 0 ? `Tasks in common: ${common.join("; ")}.` : "No task in common.",
  ].join("\n\n");
}

export async function compareTools(
  data: ApiData,
  input: CompareToolsInput,
): Promise<ToolOutcome<CompareData>> {
  const resolved = await resolveAll(data, input.slugs);
  if ("ok" in resolved) return resolved;
  const [files, { byId }] = await Promise.all([
    Promise.all(resolved.slugs.map((slug) => data.tool(slug))),
    data.tasks(),
  ]);
  const tools = files.map((tool) => ({
    slug: tool.slug,
    name: tool.name,
    category: tool.category.name,
    genre: tool.genreLabel,
    // As search shows it: a free plan with its paid-from price, never a bare "Freemium".
    price: entryLabel(entryOf(tool), tool.paidFromPrice),
    paidFrom: tool.paidFromPrice?.label ?? null,
    priceConfirmed: tool.checkedAt,
    status: tool.status,
    url: tool.url,
    features: tool.features.slice(0, limits.listItems),
  }));
  const common = files
    .map((tool) => tool.tasks)
    .reduce((kept, tasks) => kept.filter((id) => tasks.includes(id)));
  const result: CompareData = {
    tools,
    features: alignFeatures(tools.map((tool) => tool.features)),
    tasksInCommon: common.map((id) => ({ id, name: byId.get(id)?.name ?? id })),
  };
  return answer(compareText(result), result);
}

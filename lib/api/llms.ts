/**
 * llms.txt (https://llmstxt.org: a Markdown file at the site root that tells language models
 * what the site is and where its key pages and data are) and llms-full.txt (the catalogue as
 * compact Markdown). Both are written by every build. Pure.
 */
import type { Catalogue, DirectoryTool } from "@/lib/directory/catalogue";
import { entryPriceLabel } from "@/lib/directory/on-sale";
import { toolPath } from "@/lib/directory/slug";
import type { DirectoryTask } from "@/lib/directory/tasks";
import { formatMonthYear } from "@/lib/format";
import { apiBasePath } from "./schemas";

type Absolute = (path: string) => string;

export function llmsTxt(
  site: { name: string; description: string },
  counts: { tools: number; categories: number; tasks: number },
  absolute: Absolute,
): string {
  const link = (title: string, path: string, note: string) =>
    `- [${title}](${absolute(path)}): ${note}`;
  return [
    `# ${site.name}`,
    "",
    `> ${site.description}`,
    "",
    `${site.name} lists ${counts.tools} AI tools in ${counts.categories} categories and ${counts.tasks} tasks. Every price names the source that confirmed it and when; tools no source confirms, and tools that closed, are marked as such. The data is open (CC BY 4.0) and published as static JSON, described below.`,
    "",
    "## Key pages",
    "",
    link("AI tools directory", "/tools", "every listed tool, by category"),
    link("Tasks", "/tasks", "what people use AI for, each task with the tools that do it"),
    link("How we rank", "/how-we-rank", "how every list is ordered; no placement is sold"),
    link("Price changes", "/changes", "every recorded change of a tool's price, newest first"),
    link("Tool graveyard", "/graveyard", "tools that shut down, were renamed or merged"),
    link("Guides", "/guides", "plain-English guides and news"),
    link("ChatGPT prompts", "/chatgpt-prompts", "a prompt collection"),
    link("Midjourney prompts", "/midjourney-prompts", "a prompt collection"),
    "",
    "## Data (JSON API)",
    "",
    link("Developers", "/developers", "the endpoints, their schemas, the licence and examples"),
    link(
      "Tool index",
      `${apiBasePath}/tools.json`,
      "every tool, compact; each links to its own file",
    ),
    link("Categories", `${apiBasePath}/categories.json`, "the directory's categories"),
    link("Tasks", `${apiBasePath}/tasks.json`, "tasks with their tools in the published order"),
    link("Price changes", `${apiBasePath}/changes.json`, "the price history feed"),
    link("News", `${apiBasePath}/news.json`, "guides and news articles"),
    "",
    "## Optional",
    "",
    link("Full catalogue", "/llms-full.txt", "every listed tool as compact Markdown"),
    link("ChatGPT prompts (JSON)", `${apiBasePath}/prompts/chatgpt.json`, "the collection"),
    link("Midjourney prompts (JSON)", `${apiBasePath}/prompts/midjourney.json`, "the collection"),
    "",
  ].join("\n");
}

function toolMarkdown(
  tool: DirectoryTool,
  tasks: readonly DirectoryTask[],
  absolute: Absolute,
): string {
  const price =
    tool.checkedAt === undefined
      ? "price not confirmed"
      : `${entryPriceLabel(tool.entryPrice)} (confirmed ${formatMonthYear(tool.checkedAt)})`;
  return [
    `### ${tool.name}`,
    `${tool.shortDescription} ${tool.genreLabel}; ${price}.${tasks.length > 0 ? ` Tasks: ${tasks.map((task) => task.name).join("; ")}.` : ""} ${absolute(toolPath(tool.slug))}`,
  ].join("\n");
}

/** Every listed general tool, by category, in the lists' order. */
export function llmsFullTxt(
  site: { name: string; description: string },
  catalogue: Pick<Catalogue, "categories">,
  tasksOf: (slug: string) => readonly DirectoryTask[],
  absolute: Absolute,
): string {
  const parts = [
    `# ${site.name}: the catalogue`,
    "",
    `> Every AI tool ${site.name} lists, by category, with what it does, its price and when a source confirmed it. Adult categories are left out. The same data as JSON: ${absolute(`${apiBasePath}/tools.json`)}.`,
    "",
  ];
  for (const category of catalogue.categories.filter((c) => !c.adult)) {
    parts.push(`## ${category.name}`, "");
    for (const tool of category.tools)
      parts.push(toolMarkdown(tool, tasksOf(tool.slug), absolute), "");
  }
  return parts.join("\n");
}

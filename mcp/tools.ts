/**
 * The MCP server's tools: name, title, description, input schema and handler, in one table that
 * the server registers and the tests read. Each call becomes a CallToolResult: the handler's
 * text as text content and its data as `structuredContent`, or `isError` with a sentence saying
 * what is wrong (a bad argument, an unknown slug, an API file that cannot be read); a handler
 * never throws out of here.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { getAlternatives } from "./alternatives";
import { priceChanges } from "./changes";
import { getPrompts, listCategories } from "./collections";
import { compareTools, getTool } from "./details";
import type { ToolOutcome } from "./format";
import {
  compareToolsInput,
  getAlternativesInput,
  getPromptsInput,
  getToolInput,
  limits,
  listCategoriesInput,
  priceChangesInput,
  searchToolsInput,
  toolsForTaskInput,
} from "./inputs";
import { exactNameBonus, searchTools, searchWeights, toolsForTask } from "./search";
import { SourceError, type ApiData } from "./source";

type Structured = Record<string, unknown>;

export type McpTool = {
  name: string;
  title: string;
  description: string;
  input: z.ZodObject;
  /** Checks the arguments with `input` and answers; never throws. */
  call: (data: ApiData, args: unknown) => Promise<CallToolResult>;
};

export function toCallResult(outcome: ToolOutcome<Structured>): CallToolResult {
  return outcome.ok
    ? { content: [{ type: "text", text: outcome.text }], structuredContent: outcome.data }
    : { content: [{ type: "text", text: outcome.error }], isError: true };
}

function failure(error: unknown): CallToolResult {
  const text =
    error instanceof SourceError
      ? `The directory's data could not be read: ${error.message}`
      : `Something went wrong: ${error instanceof Error ? error.message : String(error)}`;
  return { content: [{ type: "text", text }], isError: true };
}

function defineTool<S extends z.ZodObject>(tool: {
  name: string;
  title: string;
  description: string;
  input: S;
  run: (data: ApiData, input: z.output<S>) => Promise<ToolOutcome<Structured>>;
}): McpTool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    input: tool.input,
    async call(data, args) {
      const parsed = tool.input.safeParse(args ?? {});
      if (!parsed.success)
        return toCallResult({
          ok: false,
          error: parsed.error.issues.map((issue) => issue.message).join(" "),
        });
      try {
        return toCallResult(await tool.run(data, parsed.data));
      } catch (error) {
        return failure(error);
      }
    },
  };
}

const weights = Object.entries(searchWeights)
  .map(([field, weight]) => `${field} ${weight}`)
  .join(", ");

export const mcpTools: McpTool[] = [
  defineTool({
    name: "search_tools",
    title: "Search AI tools",
    description: `Search the AI Compass directory of AI tools by words, optionally within a category, free only or under a monthly price. Each result gives the tool's price and the date a source confirmed it. Ranked by a simple score: each query word found in a field adds its weight (${weights}; a name also matches with a typo), and a query that is a tool's whole name adds ${exactNameBonus}; ties keep the site's order. Leaves out tools the site does not list, tools no longer on sale, and adult tools unless includeAdult. At most ${limits.results.max} results.`,
    input: searchToolsInput,
    run: searchTools,
  }),
  defineTool({
    name: "get_tool",
    title: "Get an AI tool",
    description:
      "Everything the directory states about one tool, by its slug: what it does, features, use cases, price with the date and sources that confirm it and its price history, status (on sale, discontinued, renamed, merged), tasks, and its page. An unknown slug is answered with the closest known one.",
    input: getToolInput,
    run: getTool,
  }),
  defineTool({
    name: "compare_tools",
    title: "Compare AI tools",
    description: `Compare ${limits.compare.min} to ${limits.compare.max} tools side by side by their slugs: price, paid plans, when the price was confirmed, status, their features lined up (shared first, then each one's own) and the tasks they have in common.`,
    input: compareToolsInput,
    run: compareTools,
  }),
  defineTool({
    name: "tools_for_task",
    title: "AI tools for a task",
    description: `The tools that do a task, in the order the site publishes (tools whose main job it is first, then the most recently confirmed price, then the lowest price). Give a task id, or the job in your own words ("transcribe my meetings"): the best matching task is used, and others that match are named. At most ${limits.results.max} tools.`,
    input: toolsForTaskInput,
    run: toolsForTask,
  }),
  defineTool({
    name: "get_alternatives",
    title: "Alternatives to an AI tool",
    description: `What to use instead of a tool ("alternatives to Cursor"), by its slug, as the site's alternatives page lists them: the tools still on sale that do the most of the same jobs, each with the tasks it shares and its entry price. At most ${limits.alternatives.max}.`,
    input: getAlternativesInput,
    run: getAlternatives,
  }),
  defineTool({
    name: "price_changes",
    title: "Price changes",
    description: `What changed in pricing: the directory's recorded price changes, newest first, as the site's /changes page lists them, each with the date, old and new price, and the source that reported it. Optionally of one month ("YYYY-MM"; for "this month" give the current month) or one tool. At most ${limits.changes.max}.`,
    input: priceChangesInput,
    run: priceChanges,
  }),
  defineTool({
    name: "list_categories",
    title: "List tool categories",
    description:
      "The directory's categories: slug, name, description and how many tools each lists. Adult categories are marked; use a slug as search_tools' category.",
    input: listCategoriesInput,
    run: (data) => listCategories(data),
  }),
  defineTool({
    name: "get_prompts",
    title: "Get prompts",
    description: `Ready-to-use prompts from a collection, "chatgpt" or "midjourney" (Midjourney prompts come with their parameters), optionally from one category. Without a category, the answer also lists the collection's categories. At most ${limits.prompts.max} prompts.`,
    input: getPromptsInput,
    run: getPrompts,
  }),
];

/**
 * What each MCP tool accepts, as zod schemas: the SDK turns them into the JSON Schemas clients
 * see (limits included) and checks every call with them, so a bad argument comes back as an
 * error result whose text is one of the sentences below. Unknown argument names are refused
 * rather than ignored, so a misspelt filter ("free_only") is not silently dropped.
 */
import { z } from "zod";
import { promptCollections } from "./source";
import vocabulary from "@/data/capabilities.json";

/** The capability ids of the vocabulary (data/capabilities.json), which the API's records use. */
const capabilityIds = vocabulary.groups.flatMap((group) => group.capabilities.map((c) => c.id)) as [
  string,
  ...string[],
];

/** Every list the server returns is capped; these are the caps and the defaults. */
export const limits = {
  results: { default: 10, max: 25 },
  prompts: { default: 10, max: 50 },
  compare: { min: 2, max: 4 },
  changes: { default: 20, max: 50 },
  /** As many as an alternatives page lists (lib/directory/alternatives.ts). */
  alternatives: { max: 12 },
  /** Lines of one list inside a result (a tool's features, use cases, sources). */
  listItems: 20,
  categories: 100,
  textLength: 200,
} as const;

function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

function words(what: string, max: number = limits.textLength) {
  return z
    .string({ error: `The ${what} must be text.` })
    .trim()
    .min(1, `The ${what} is empty.`)
    .max(max, `The ${what} is over ${max} characters.`);
}

const categoryField = words("category", 100).describe(
  'Only this category: its slug from list_categories (e.g. "images").',
);

const resultLimit = wholeNumber("limit", 1, limits.results.max)
  .default(limits.results.default)
  .describe(
    `How many tools to return, 1 to ${limits.results.max} (default ${limits.results.default}).`,
  );

export const searchToolsInput = z.strictObject({
  query: words("query").describe(
    'What to look for: a tool\'s name, what it does, its genre or a task, e.g. "midjourney" or "transcribe meetings".',
  ),
  category: categoryField.optional(),
  freeOnly: z
    .boolean({ error: "freeOnly must be true or false." })
    .optional()
    .describe("Only tools that are free or have a free plan."),
  maxMonthlyPrice: z
    .number({ error: "maxMonthlyPrice must be a number (per month)." })
    .min(0, "maxMonthlyPrice must be 0 or more.")
    .max(1_000_000, "maxMonthlyPrice must be at most 1000000.")
    .optional()
    .describe(
      "Only tools costing at most this per month, in the tool's own currency (USD or EUR, not converted). A yearly price counts ÷ 12, a weekly one × 52 ÷ 12; free tools and tools with a free plan count as 0; tools with no listed price are left out.",
    ),
  capabilities: z
    .array(
      z.enum(capabilityIds, {
        error: (issue) =>
          `"${String(issue.input)}" is not a capability id; use one of: ${capabilityIds.join(", ")}.`,
      }),
      { error: "capabilities must be a list of capability ids." },
    )
    .max(10, "capabilities takes at most 10 ids.")
    .optional()
    .describe(
      `Only tools a dated source confirms have every one of these (yes, or on paid plans); a tool no source speaks for is left out. Ids: ${capabilityIds.join(", ")}.`,
    ),
  includeAdult: z
    .boolean({ error: "includeAdult must be true or false." })
    .optional()
    .describe("Include the tools of adult categories (left out by default)."),
  limit: resultLimit,
});

export const getToolInput = z.strictObject({
  slug: words("slug", 100).describe(
    "The tool's slug, as in its page's URL (e.g. \"chatgpt\"); its name works too.",
  ),
});

function compareCount(issue: { input?: unknown }): string {
  const count = Array.isArray(issue.input) ? issue.input.length : 0;
  return `Compare ${limits.compare.min} to ${limits.compare.max} tools; you gave ${count}.`;
}

const { min: fewest, max: most } = limits.compare;

export const compareToolsInput = z.strictObject({
  slugs: z
    .array(words("slug", 100), {
      error: `slugs must be a list of ${fewest} to ${most} tool slugs.`,
    })
    // A refinement rather than .min()/.max(): zod 4 runs length checks on a value of the wrong
    // type too (a string has a length), which would add a second, wrong sentence. The meta
    // keeps minItems and maxItems in the JSON Schema clients see.
    .refine((slugs) => slugs.length >= fewest && slugs.length <= most, { error: compareCount })
    .meta({ minItems: fewest, maxItems: most })
    .describe(`The slugs of ${fewest} to ${most} different tools (e.g. ["chatgpt", "claude"]).`),
});

export const toolsForTaskInput = z.strictObject({
  task: words("task").describe(
    'A task\'s id (e.g. "transcribe-a-meeting") or what you want done in your own words (e.g. "remove a background").',
  ),
  limit: resultLimit,
});

export const listCategoriesInput = z.strictObject({});

export const getPromptsInput = z.strictObject({
  collection: z
    .enum(promptCollections, {
      error: `collection must be ${promptCollections.map((name) => `"${name}"`).join(" or ")}.`,
    })
    .describe("Which collection: ChatGPT prompts or Midjourney prompts."),
  category: words("category", 100)
    .optional()
    .describe('Only this category of the collection, by its slug (e.g. "business").'),
  limit: wholeNumber("limit", 1, limits.prompts.max)
    .default(limits.prompts.default)
    .describe(
      `How many prompts to return, 1 to ${limits.prompts.max} (default ${limits.prompts.default}).`,
    ),
});

export const priceChangesInput = z.strictObject({
  month: z
    .string({ error: 'month must be text such as "2026-11".' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a year and month, "YYYY-MM" (e.g. "2026-11").')
    .optional()
    .describe(
      'Only the changes of this month, "YYYY-MM". For "this month", give the current month. Without it, the newest changes of any month.',
    ),
  tool: words("tool", 100)
    .optional()
    .describe('Only the changes of this tool: its slug (e.g. "cursor"); its name works too.'),
  limit: wholeNumber("limit", 1, limits.changes.max)
    .default(limits.changes.default)
    .describe(
      `How many changes to return, 1 to ${limits.changes.max} (default ${limits.changes.default}).`,
    ),
});

export const getAlternativesInput = z.strictObject({
  slug: words("slug", 100).describe(
    'The tool to replace: its slug, as in its page\'s URL (e.g. "cursor"); its name works too.',
  ),
  limit: wholeNumber("limit", 1, limits.alternatives.max)
    .default(limits.alternatives.max)
    .describe(
      `How many alternatives to return, 1 to ${limits.alternatives.max} (default ${limits.alternatives.max}, all the page lists).`,
    ),
});

export type SearchToolsInput = z.output<typeof searchToolsInput>;
export type GetToolInput = z.output<typeof getToolInput>;
export type CompareToolsInput = z.output<typeof compareToolsInput>;
export type ToolsForTaskInput = z.output<typeof toolsForTaskInput>;
export type GetPromptsInput = z.output<typeof getPromptsInput>;
export type PriceChangesInput = z.output<typeof priceChangesInput>;
export type GetAlternativesInput = z.output<typeof getAlternativesInput>;

/**
 * The shapes of the static JSON API (/api/v1/): each built from the zod schemas the build already
 * checks the data with (tools, categories, tasks, prompts, articles), extended with what the
 * pages derive. The build writes a JSON Schema for each from these (z.toJSONSchema), and parses
 * every file it writes with them, so the files, the schemas and the data cannot drift apart.
 */
import { capabilityValues, sourceKinds } from "@/lib/schemas/capabilities";
import { z } from "zod";
import { articleFieldsSchema } from "@/lib/schemas/article";
import { entryPriceKinds } from "@/lib/directory/on-sale";
import { dateOrMonthSchema } from "@/lib/schemas/dates";
import { chatgptPromptSchema, midjourneyPromptSchema } from "@/lib/schemas/prompt";
import { taskSchema } from "@/lib/schemas/task";
import {
  categorySchema,
  priceHistoryEntrySchema,
  toolSchema,
  toolSourceSchema,
  toolStatuses,
} from "@/lib/schemas/tool";

export const apiVersion = "v1";
export const apiBasePath = `/api/${apiVersion}`;

/** Every file names its shape's schema and how current it is. */
const envelope = {
  apiVersion: z.literal(apiVersion),
  /** The URL of the JSON Schema this file follows. */
  schema: z.string(),
  /**
   * How current the file is (ISO 8601, UTC): the time of the commit the site was built from; in a
   * tool's own file, the newest date its facts carry. The same sources give the same value, so an unchanged file is not re-uploaded.
   */
  builtAt: z
    .string()
    .describe(
      "How current the file is (ISO 8601, UTC): the commit time of the site's sources; in a tool's own file, the newest date its facts carry.",
    ),
};

/** A price, structured and as the site shows it. */
export const apiPriceSchema = z.object({
  kind: z.enum(["free", "freemium", "paid", "unknown"]),
  /** With "paid": the amount, its currency and the billing period (null: not stated). */
  amount: z.number().optional(),
  currency: z.enum(["USD", "EUR"]).optional(),
  period: z.enum(["month", "year", "week"]).nullable().optional(),
  /** "Free", "Freemium", "$9.99/month", "Price not listed". */
  label: z.string(),
});

/**
 * What a tool costs to start (lib/directory/on-sale.ts), the one price every list, filter and
 * order of the site and the MCP server uses.
 */
export const apiEntryPriceSchema = z
  .object({
    kind: z
      .enum(entryPriceKinds)
      .describe(
        '"free"; "free-plan" (a free plan with paid upgrades: a free entry); "paid"; "unknown" (no price stated).',
      ),
    monthly: z
      .number()
      .nullable()
      .describe(
        "What starting costs per month, in the tool's own currency (not converted): 0 for free and a free plan, a paid price per month (a year ÷ 12, a week × 52 ÷ 12), null when no price is stated. Ordering by kind (free, free-plan, paid, unknown) then by this is the site's price order.",
      ),
    currency: z
      .enum(["USD", "EUR"])
      .nullable()
      .describe("The currency of a paid entry price; null otherwise."),
    paidFrom: apiPriceSchema
      .nullable()
      .describe(
        "With a free plan: its cheapest paid plan, when the data states it; null otherwise.",
      ),
    label: z
      .string()
      .describe(
        '"Free", "Freemium, paid plans from $10/month", "$9.99/month", "Price not listed".',
      ),
  })
  .describe("What a tool costs to start.");

/** On sale, listed and ranked, as lib/directory/on-sale.ts decides them (additive in v1). */
const saleFields = {
  onSale: z
    .boolean()
    .optional()
    .describe(
      "Not discontinued or merged. An unverified tool may still be sold; nothing confirms it, so it is not listed.",
    ),
  ranked: z
    .boolean()
    .optional()
    .describe(
      "Listed and on sale: the tools the site ranks, puts on task lists and suggests as alternatives.",
    ),
  entryPrice: apiEntryPriceSchema.optional(),
};

const rating = z.enum(["general", "adult"]);
const slug = z.string();

/** One tool, with everything its page states. */
export const apiToolSchema = toolSchema
  .omit({
    checkedAt: true,
    discontinuedOn: true,
    imageUrl: true,
    bgImageUrl: true,
    logo: true,
    fetchedLogo: true,
    link: true,
    rel: true,
    affiliateLink: true,
    promo: true,
    censored: true,
    buttonLabel: true,
  })
  .extend({
    slug,
    /** Its page on the site. */
    url: z.string(),
    category: z.object({ slug, name: z.string() }),
    /** The genre as the site shows and filters it. */
    genreLabel: z.string(),
    price: apiPriceSchema,
    paidFromPrice: apiPriceSchema.nullable(),
    /** When a source last confirmed the price: the date of the newest source marked confirmsPrice. */
    checkedAt: dateOrMonthSchema.nullable(),
    status: z.enum(toolStatuses),
    /** Shown in the lists and search (every tool but an unverified one). */
    listed: z.boolean(),
    ...saleFields,
    featured: z.boolean(),
    /** "adult" for the adult categories, whose pages ask for an age confirmation. */
    rating,
    /** The logo tile the site shows (an absolute URL). */
    logoUrl: z.string(),
    tasks: z.array(z.string()),
    /** Its alternatives page, when the site has one. */
    alternativesUrl: z.string().nullable(),
    /**
     * What that page lists, in its order (lib/directory/alternatives.ts): the tools still on sale
     * that do the most of the same jobs and the tasks each shares with it (ids); each one's price
     * is in its own record (tools.json), so a price change rewrites only that tool's file. Empty
     * when the site has no alternatives page for it. Added within v1, so a file built before it
     * lacks it.
     */
    alternatives: z
      .array(
        z.object({
          slug,
          name: z.string(),
          url: z.string(),
          shared: z.array(z.string()),
        }),
      )
      .optional(),
    /**
     * What dated sources confirm it runs on, works with and offers: one claim a capability (ids
     * and definitions: data/capabilities.json), with the source and its words. A capability
     * missing here is not confirmed either way.
     */
    capabilities: z
      .array(
        z.object({
          id: z.string(),
          value: z.enum(capabilityValues).describe('"yes", "no", or "paid" (on paid plans only)'),
          licence: z.string().optional(),
          quote: z.string(),
          source: z.object({
            url: z.string(),
            title: z.string(),
            seen: dateOrMonthSchema,
            kind: z.enum(sourceKinds),
          }),
        }),
      )
      .default([]),
  });

export const apiToolFileSchema = z.object({ ...envelope, tool: apiToolSchema });

/** The compact index of every tool. */
export const apiToolIndexEntrySchema = z.object({
  slug,
  name: z.string(),
  category: slug,
  genre: z.string(),
  shortDescription: z.string(),
  keywords: z.array(z.string()),
  price: apiPriceSchema,
  checkedAt: dateOrMonthSchema.nullable(),
  status: z.enum(toolStatuses),
  listed: z.boolean(),
  ...saleFields,
  rating,
  tasks: z.array(z.string()),
  /**
   * The capabilities a dated source confirms it has ("yes" or on paid plans), by id. Added
   * 2026-11-29: a file from before reads as none confirmed.
   */
  capabilities: z.array(z.string()).default([]),
  url: z.string(),
  /** The tool's own JSON file. */
  api: z.string(),
});

export const apiToolIndexSchema = z.object({
  ...envelope,
  count: z.number(),
  tools: z.array(apiToolIndexEntrySchema),
});

export const apiCategoriesSchema = z.object({
  ...envelope,
  categories: z.array(
    categorySchema.pick({ name: true, title: true, description: true }).extend({
      slug,
      rating,
      /** Tools its lists show (on sale and confirmed). */
      toolCount: z.number(),
      url: z.string(),
    }),
  ),
});

export const apiTasksSchema = z.object({
  ...envelope,
  tasks: z.array(
    taskSchema.extend({
      category: slug,
      url: z.string(),
      /** The general tools that do it, in the published order, with how central it is to each (0: its main job). */
      tools: z.array(z.object({ slug, fit: z.number() })),
    }),
  ),
});

const promptCategory = <T extends z.ZodType>(prompt: T) =>
  z.object({
    name: z.string(),
    slug,
    description: z.string(),
    url: z.string(),
    prompts: z.array(prompt),
  });

export const apiChatgptPromptsSchema = z.object({
  ...envelope,
  collection: z.literal("chatgpt"),
  categories: z.array(promptCategory(chatgptPromptSchema.extend({ url: z.string() }))),
});

export const apiMidjourneyPromptsSchema = z.object({
  ...envelope,
  collection: z.literal("midjourney"),
  categories: z.array(
    promptCategory(
      midjourneyPromptSchema.extend({
        url: z.string(),
        /** The whole prompt to paste, parameters included. */
        fullPrompt: z.string(),
        builderUrl: z.string(),
      }),
    ),
  ),
});

export const apiNewsSchema = z.object({
  ...envelope,
  articles: z.array(
    articleFieldsSchema
      .pick({
        title: true,
        description: true,
        category: true,
        kind: true,
        date: true,
        updated: true,
        author: true,
        tags: true,
        sources: true,
      })
      .extend({ slug, url: z.string() }),
  ),
});

/** One change of a tool's price, from its history. */
export const apiChangeSchema = z.object({
  tool: z.object({ slug, name: z.string(), url: z.string() }),
  on: dateOrMonthSchema,
  from: priceHistoryEntrySchema.pick({ pricing: true, paidFrom: true }),
  to: priceHistoryEntrySchema.pick({ pricing: true, paidFrom: true }),
  note: z.string().optional(),
  /** The source that reported the new price, with its kind and its own words when recorded. */
  source: toolSourceSchema.pick({ url: true, title: true, seen: true, kind: true, quote: true }),
});

export const apiChangesSchema = z.object({
  ...envelope,
  changes: z.array(apiChangeSchema),
});

/** Every file's shape, by the name of its schema file (/api/v1/schemas/{name}.json). */
export const apiSchemas = {
  "tool-index": apiToolIndexSchema,
  tool: apiToolFileSchema,
  categories: apiCategoriesSchema,
  tasks: apiTasksSchema,
  "chatgpt-prompts": apiChatgptPromptsSchema,
  "midjourney-prompts": apiMidjourneyPromptsSchema,
  news: apiNewsSchema,
  changes: apiChangesSchema,
} as const;

export type ApiSchemaName = keyof typeof apiSchemas;

export function apiSchemaPath(name: ApiSchemaName): string {
  return `${apiBasePath}/schemas/${name}.json`;
}

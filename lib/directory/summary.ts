/**
 * A tool as a listing shows and filters it: the compact record written to the directory's
 * JSON files at build time (fetched when a visitor filters) and what a card needs. Pure.
 */
import type { DirectoryTool } from "./catalogue";
import { toolFeatures } from "./feature-filters";
import type { FilterableTool } from "./filters";
import { pricingFilterOf } from "./on-sale";
import { slugify } from "./slug";

/** What a tool card shows; a DirectoryTool is one too (its ratings give the stars). */
export type ToolCardTool = Pick<
  DirectoryTool,
  | "slug"
  | "name"
  | "genreLabel"
  | "shortDescription"
  | "logoUrl"
  | "price"
  | "featured"
  | "adult"
  | "status"
  | "stars"
>;

/**
 * Just the card's fields of a tool, for records written to JSON (a DirectoryTool has many more).
 * An adult tool's logo is kept: the card shows it blurred, as everywhere else.
 */
export function toolCardFields(tool: DirectoryTool): ToolCardTool {
  return {
    slug: tool.slug,
    name: tool.name,
    genreLabel: tool.genreLabel,
    shortDescription: tool.shortDescription,
    logoUrl: tool.logoUrl,
    price: tool.price,
    featured: tool.featured,
    adult: tool.adult,
    status: tool.status,
    // Only where a card shows them: the records of unrated tools stay as they were.
    ...(tool.stars ? { stars: tool.stars } : {}),
  };
}

export type ToolSummary = ToolCardTool & FilterableTool;

/** The card's fields plus what the filters read; `order` is the position in the listing. */
export function toolSummary(tool: DirectoryTool, order: number): ToolSummary {
  return {
    ...toolCardFields(tool),
    category: tool.categorySlug,
    genre: slugify(tool.genreLabel),
    // The entry price (lib/directory/on-sale.ts), so every list filters and orders alike.
    pricing: pricingFilterOf(tool.entryPrice.kind),
    monthly: tool.entryPrice.monthly,
    has: toolFeatures(tool),
    order,
  };
}

/** Summaries of tools in listing order. */
export function toolSummaries(tools: readonly DirectoryTool[]): ToolSummary[] {
  return tools.map((tool, order) => toolSummary(tool, order));
}

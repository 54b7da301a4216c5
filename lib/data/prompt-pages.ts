import "server-only";
import type { ChatgptRecord, MidjourneyRecord } from "@/lib/prompts/collection-data";
import type { CollectionId } from "@/lib/prompts/paths";
import { chatgptRecords, midjourneyRecords } from "./prompt-records";
import { getPromptCollections } from "./prompts";

export type PromptRecord = ChatgptRecord | MidjourneyRecord;

export type PromptCategoryPage = {
  slug: string;
  name: string;
  description: string;
  records: PromptRecord[];
};

const cache = new Map<CollectionId, PromptCategoryPage[]>();

/** A collection's categories with their prompts as records (site paths), in data order. */
export function promptCategoryPages(collection: CollectionId): PromptCategoryPage[] {
  const cached = cache.get(collection);
  if (cached) return cached;
  const categories = getPromptCollections()[collection];
  const records: PromptRecord[] = collection === "chatgpt" ? chatgptRecords() : midjourneyRecords();
  const pages = categories.map((category) => ({
    slug: category.slug,
    name: category.name,
    description: category.description,
    records: records.filter((record) => record.categorySlug === category.slug),
  }));
  cache.set(collection, pages);
  return pages;
}

export function promptCategoryPage(collection: CollectionId, slug: string): PromptCategoryPage {
  const page = promptCategoryPages(collection).find((category) => category.slug === slug);
  if (!page) throw new Error(`No ${collection} prompt category "${slug}"`);
  return page;
}

/** A short selection for the collection's index: the first prompt of each of the first categories. */
export function promptSelection(collection: CollectionId, size = 6): PromptRecord[] {
  return promptCategoryPages(collection)
    .slice(0, size)
    .flatMap((category) => category.records.slice(0, 1));
}

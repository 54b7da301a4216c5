/**
 * The MCP tools that list what the site holds: list_categories (the directory's categories) and
 * get_prompts (a prompt collection, or one of its categories). Pure functions of input and data.
 */
import { answer, countLine, refuse, type ToolOutcome } from "./format";
import { limits, type GetPromptsInput } from "./inputs";
import { didYouMean, findBySlug } from "./match";
import type { ApiCategory, ApiData, PromptCollection, PromptsFile } from "./source";

export type CategoriesData = { categories: ApiCategory[] };

export async function listCategories(data: ApiData): Promise<ToolOutcome<CategoriesData>> {
  const all = await data.categories();
  const categories = all.slice(0, limits.categories);
  const lines = categories.map(
    (c) =>
      `- ${c.name} (${c.slug})${c.rating === "adult" ? " [adult: search it with includeAdult]" : ""}: ${c.toolCount} tools. ${c.description}`,
  );
  const heading = `${countLine(categories.length, all.length, "category", "categories")} Pass a slug as search_tools' category.`;
  return answer([heading, ...lines].join("\n"), { categories });
}

/** One prompt, the same shape for both collections. */
export type PromptEntry = {
  id: string;
  title: string;
  category: string;
  /** The text to paste (for Midjourney, with its parameters). */
  prompt: string;
  tags: string[];
  url: string;
  /** ChatGPT: the assistants it works best with. */
  models?: string[];
  /** Midjourney: what the prompt produces, and the builder opened on it. */
  produces?: string;
  builderUrl?: string;
};

function promptEntries(file: PromptsFile, category: string | undefined): PromptEntry[] {
  if (file.collection === "chatgpt")
    return file.categories
      .filter((c) => category === undefined || c.slug === category)
      .flatMap((c) =>
        c.prompts.map((p) => ({
          id: p.id,
          title: p.title,
          category: c.slug,
          prompt: p.prompt,
          tags: p.tags,
          url: p.url,
          ...(p.models ? { models: p.models } : {}),
        })),
      );
  return file.categories
    .filter((c) => category === undefined || c.slug === category)
    .flatMap((c) =>
      c.prompts.map((p) => ({
        id: p.id,
        title: p.title,
        category: c.slug,
        prompt: p.fullPrompt,
        tags: p.tags,
        url: p.url,
        produces: p.produces,
        builderUrl: p.builderUrl,
      })),
    );
}

function promptText(entry: PromptEntry, position: number): string {
  return [
    `${position}. ${entry.title} (${entry.category})`,
    entry.prompt,
    ...(entry.produces ? [`Produces: ${entry.produces}`] : []),
    ...(entry.models ? [`Works best with: ${entry.models.join(", ")}`] : []),
    `Tags: ${entry.tags.join(", ")}`,
    entry.builderUrl ? `${entry.url}\nOpen in the prompt builder: ${entry.builderUrl}` : entry.url,
  ].join("\n");
}

export type PromptsData = {
  collection: PromptCollection;
  category: string | null;
  total: number;
  prompts: PromptEntry[];
  categories: { slug: string; name: string; prompts: number }[];
};

export async function getPrompts(
  data: ApiData,
  input: GetPromptsInput,
): Promise<ToolOutcome<PromptsData>> {
  const file = await data.prompts(input.collection);
  const categories = file.categories.map((c) => ({
    slug: c.slug,
    name: c.name,
    prompts: c.prompts.length,
  }));
  let category: string | undefined;
  if (input.category !== undefined) {
    const bySlug = new Map(categories.map((c) => [c.slug, c]));
    const found = findBySlug(input.category, bySlug, categories, (c) => c.name);
    if (!found)
      return refuse(
        `The ${input.collection} collection has no category "${input.category}"${didYouMean(input.category, [...bySlug.keys()])} Its categories: ${[...bySlug.keys()].join(", ")}.`,
      );
    category = found.slug;
  }
  const all = promptEntries(file, category);
  const prompts = all.slice(0, input.limit);
  const heading = `${input.collection === "chatgpt" ? "ChatGPT" : "Midjourney"} prompts${category ? ` in ${category}` : ""}: ${countLine(prompts.length, all.length, "prompt")}${category ? "" : ` Categories: ${categories.map((c) => `${c.slug} (${c.prompts})`).join(", ")}.`}`;
  return answer([heading, ...prompts.map((p, i) => promptText(p, i + 1))].join("\n\n"), {
    collection: input.collection,
    category: category ?? null,
    total: all.length,
    prompts,
    categories,
  });
}

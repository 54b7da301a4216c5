/**
 * Reads and checks the prompt collections in data/prompts/{chatgpt,midjourney}/*.json.
 * Shared by the build (lib/data/prompts.ts) and `npm run content:check`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { slugify } from "@/lib/directory/slug";
import type { z } from "zod";
import { describeIssues } from "@/lib/schemas/issues";
import {
  chatgptCategoryFileSchema,
  midjourneyCategoryFileSchema,
  type ChatgptPrompt,
  type MidjourneyPrompt,
} from "@/lib/schemas/prompt";

export type PromptCategory<P> = {
  slug: string;
  name: string;
  description: string;
  prompts: (P & { category: string; categorySlug: string })[];
};

export type PromptCollections = {
  chatgpt: PromptCategory<ChatgptPrompt>[];
  midjourney: PromptCategory<MidjourneyPrompt>[];
};

export type PromptsReport = { collections: PromptCollections; errors: string[] };

type CategoryFile<P> = { category: string; description: string; prompts: P[] };

/** The id of the prompt at `index` in raw JSON, to name it in an error. */
function rawPromptId(raw: unknown, index: number): string | undefined {
  if (typeof raw !== "object" || raw === null || !("prompts" in raw)) return undefined;
  const prompts: unknown = raw.prompts;
  const prompt: unknown = Array.isArray(prompts) ? prompts[index] : undefined;
  return typeof prompt === "object" &&
    prompt !== null &&
    "id" in prompt &&
    typeof prompt.id === "string"
    ? prompt.id
    : undefined;
}

function readCollection<P extends { id: string }>(
  directory: string,
  schema: z.ZodType<CategoryFile<P>>,
  errors: string[],
): PromptCategory<P>[] {
  if (!existsSync(directory)) {
    errors.push(`${directory}: folder not found`);
    return [];
  }
  const categories: PromptCategory<P>[] = [];
  const ids = new Map<string, string>();
  for (const name of readdirSync(directory).sort()) {
    if (!name.endsWith(".json")) continue;
    const source = path.join(directory, name);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(source, "utf8"));
    } catch (error) {
      errors.push(
        `${source}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
      continue;
    }
    const result = schema.safeParse(raw);
    if (!result.success) {
      for (const problem of describeIssues(result.error)) {
        // Name the prompt by its id, not only by its index: prompts › "swot-analysis" › title: …
        const match = /^prompts\.(\d+)\.?/.exec(problem);
        const id = match ? rawPromptId(raw, Number(match[1])) : undefined;
        errors.push(
          `${source}: ${id && match ? `prompts › "${id}" › ${problem.slice(match[0].length)}` : problem}`,
        );
      }
      continue;
    }
    const file = result.data;
    const slug = slugify(file.category);
    const prompts = [];
    for (const prompt of file.prompts) {
      const clash = ids.get(prompt.id);
      if (clash) {
        errors.push(
          `${source}: prompts › "${prompt.id}" › id: already used in ${clash} (ids are anchors on one page)`,
        );
        continue;
      }
      ids.set(prompt.id, source);
      prompts.push({ ...prompt, category: file.category, categorySlug: slug });
    }
    categories.push({ slug, name: file.category, description: file.description, prompts });
  }
  return categories;
}

export function loadPromptCollections(root = process.cwd()): PromptsReport {
  const errors: string[] = [];
  const chatgpt = readCollection<ChatgptPrompt>(
    path.join(root, "data", "prompts", "chatgpt"),
    chatgptCategoryFileSchema,
    errors,
  );
  const midjourney = readCollection<MidjourneyPrompt>(
    path.join(root, "data", "prompts", "midjourney"),
    midjourneyCategoryFileSchema,
    errors,
  );
  return { collections: { chatgpt, midjourney }, errors };
}

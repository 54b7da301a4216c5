/**
 * The JSON API's files, built from the validated catalogue, tasks, prompts and articles. Pure:
 * `absolute` turns a site path into a URL of the deployed site, and `builtAt` is the build's time.
 * Each builder returns a file's payload; the writer parses it with its schema (lib/api/schemas.ts).
 */
import type { ArticleSummary } from "@/lib/content/articles-source";
import type { PromptCollections } from "@/lib/data/prompts-source";
import { alternativesPath, type Alternative } from "@/lib/directory/alternatives";
import type { Catalogue, DirectoryTool } from "@/lib/directory/catalogue";
import type { PriceChange } from "@/lib/directory/changes";
import { entryPriceLabel, type EntryPrice } from "@/lib/directory/on-sale";
import { formatPricing, type Pricing } from "@/lib/directory/pricing";
import { categoryPath, toolPath } from "@/lib/directory/slug";
import { taskPath, type TaskIndex } from "@/lib/directory/tasks";
import { midjourneyPromptView } from "@/lib/prompts/midjourney-view";
import { promptCategoryPath, promptPath } from "@/lib/prompts/paths";
import { apiBasePath, apiSchemaPath, apiVersion, type ApiSchemaName } from "./schemas";

export type ApiContext = { absolute: (path: string) => string; builtAt: string };

export function toolApiPath(slug: string): string {
  return `${apiBasePath}/tools/${slug}.json`;
}

function envelope(name: ApiSchemaName, context: ApiContext) {
  return {
    apiVersion,
    schema: context.absolute(apiSchemaPath(name)),
    builtAt: context.builtAt,
  } as const;
}

export function apiPrice(price: Pricing) {
  const label = formatPricing(price);
  return price.kind === "paid"
    ? {
        kind: price.kind,
        amount: price.amount,
        currency: price.currency,
        period: price.period,
        label,
      }
    : { kind: price.kind, label };
}

/** The entry price as the API publishes it (lib/api/schemas.ts, apiEntryPriceSchema). */
export function apiEntryPrice(entry: EntryPrice) {
  return {
    kind: entry.kind,
    monthly: entry.monthly,
    currency: entry.kind === "paid" ? entry.price.currency : null,
    paidFrom: entry.kind === "free-plan" && entry.paidFrom ? apiPrice(entry.paidFrom) : null,
    label: entryPriceLabel(entry),
  };
}

/** On sale, listed, ranked and the entry price: read by the MCP server, never re-derived. */
function saleFields(tool: DirectoryTool) {
  return {
    listed: tool.listed,
    onSale: tool.onSale,
    ranked: tool.ranked,
    entryPrice: apiEntryPrice(tool.entryPrice),
  };
}

const ratingOf = (tool: Pick<DirectoryTool, "adult">) => (tool.adult ? "adult" : "general");

/** Everything a tool's page states, for /api/v1/tools/{slug}.json. */
export function toolFile(
  tool: DirectoryTool,
  tasks: readonly string[],
  hasAlternativesPage: boolean,
  context: ApiContext,
  alternatives: readonly Alternative[] = [],
) {
  const optional = <K extends keyof DirectoryTool>(key: K) =>
    tool[key] === undefined ? {} : { [key]: tool[key] };
  return {
    ...envelope("tool", context),
    tool: {
      name: tool.name,
      genre: tool.genre,
      shortDescription: tool.shortDescription,
      about: tool.about,
      ...optional("howToUse"),
      features: [...tool.features],
      ...optional("useCases"),
      ...optional("links"),
      pricing: tool.pricing,
      ...optional("paidFrom"),
      ...optional("pricingNote"),
      externalLink: tool.externalLink,
      keywords: [...tool.keywords],
      ...optional("promoNote"),
      ...optional("sources"),
      ...optional("priceHistory"),
      ...optional("statusOn"),
      ...optional("renamedTo"),
      ...optional("successor"),
      ...optional("acquiredBy"),
      ...optional("acquiredOn"),
      ...optional("lastSeen"),
      slug: tool.slug,
      url: context.absolute(toolPath(tool.slug)),
      category: { slug: tool.categorySlug, name: tool.categoryName },
      genreLabel: tool.genreLabel,
      price: apiPrice(tool.price),
      paidFromPrice: tool.paidFromPrice ? apiPrice(tool.paidFromPrice) : null,
      checkedAt: tool.checkedAt ?? null,
      status: tool.status,
      ...saleFields(tool),
      featured: tool.featured,
      rating: ratingOf(tool),
      logoUrl: context.absolute(tool.logoUrl),
      tasks: [...tasks],
      alternativesUrl: hasAlternativesPage ? context.absolute(alternativesPath(tool.slug)) : null,
      // What its alternatives page lists; none without the page.
      alternatives: hasAlternativesPage
        ? alternatives.map((alternative) => ({
            slug: alternative.tool.slug,
            name: alternative.tool.name,
            url: context.absolute(toolPath(alternative.tool.slug)),
            shared: alternative.shared.map((task) => task.id),
          }))
        : [],
      capabilities: (tool.capabilities ?? []).map((claim) => ({ ...claim })),
    },
  };
}

/** The compact index of every tool with a page, for /api/v1/tools.json. */
export function toolIndexFile(
  tools: readonly DirectoryTool[],
  tasksOf: (slug: string) => readonly string[],
  context: ApiContext,
) {
  return {
    ...envelope("tool-index", context),
    count: tools.length,
    tools: tools.map((tool) => ({
      slug: tool.slug,
      name: tool.name,
      category: tool.categorySlug,
      genre: tool.genreLabel,
      shortDescription: tool.shortDescription,
      keywords: [...tool.keywords],
      price: apiPrice(tool.price),
      checkedAt: tool.checkedAt ?? null,
      status: tool.status,
      ...saleFields(tool),
      rating: ratingOf(tool),
      tasks: [...tasksOf(tool.slug)],
      capabilities: (tool.capabilities ?? [])
        .filter((claim) => claim.value !== "no")
        .map((claim) => claim.id),
      url: context.absolute(toolPath(tool.slug)),
      api: context.absolute(toolApiPath(tool.slug)),
    })),
  };
}

export function categoriesFile(catalogue: Pick<Catalogue, "categories">, context: ApiContext) {
  return {
    ...envelope("categories", context),
    categories: catalogue.categories.map((category) => ({
      name: category.name,
      title: category.title,
      description: category.description,
      slug: category.slug,
      rating: category.adult ? ("adult" as const) : ("general" as const),
      toolCount: category.tools.length,
      url: context.absolute(categoryPath(category.slug)),
    })),
  };
}

export function tasksFile(index: Pick<TaskIndex, "tasks">, context: ApiContext) {
  return {
    ...envelope("tasks", context),
    tasks: index.tasks.map((task) => ({
      id: task.id,
      name: task.name,
      description: task.description,
      synonyms: [...task.synonyms],
      category: task.categorySlug,
      url: context.absolute(taskPath(task.id)),
      tools: task.tools.map(({ tool, fit }) => ({ slug: tool.slug, fit })),
    })),
  };
}

export function chatgptPromptsFile(collections: PromptCollections, context: ApiContext) {
  return {
    ...envelope("chatgpt-prompts", context),
    collection: "chatgpt" as const,
    categories: collections.chatgpt.map((category) => ({
      name: category.name,
      slug: category.slug,
      description: category.description,
      url: context.absolute(promptCategoryPath("chatgpt", category.slug)),
      prompts: category.prompts.map(({ category: _category, categorySlug: _slug, ...prompt }) => ({
        ...prompt,
        url: context.absolute(promptPath("chatgpt", category.slug, prompt.id)),
      })),
    })),
  };
}

export function midjourneyPromptsFile(collections: PromptCollections, context: ApiContext) {
  return {
    ...envelope("midjourney-prompts", context),
    collection: "midjourney" as const,
    categories: collections.midjourney.map((category) => ({
      name: category.name,
      slug: category.slug,
      description: category.description,
      url: context.absolute(promptCategoryPath("midjourney", category.slug)),
      prompts: category.prompts.map(({ category: _category, categorySlug: _slug, ...prompt }) => {
        const built = midjourneyPromptView(prompt);
        return {
          ...prompt,
          url: context.absolute(promptPath("midjourney", category.slug, prompt.id)),
          fullPrompt: built.text,
          builderUrl: context.absolute(built.builderHref),
        };
      }),
    })),
  };
}

export function newsFile(articles: readonly ArticleSummary[], context: ApiContext) {
  return {
    ...envelope("news", context),
    articles: articles.map((article) => ({
      title: article.title,
      description: article.description,
      category: article.category,
      kind: article.kind,
      date: article.date,
      ...(article.updated ? { updated: article.updated } : {}),
      author: article.author,
      tags: [...article.tags],
      ...(article.sources ? { sources: article.sources.map((source) => ({ ...source })) } : {}),
      slug: article.slug,
      url: context.absolute(article.path),
    })),
  };
}

export function changesFile(changes: readonly PriceChange[], context: ApiContext) {
  return {
    ...envelope("changes", context),
    changes: changes.map((change) => ({
      tool: {
        slug: change.tool.slug,
        name: change.tool.name,
        url: context.absolute(toolPath(change.tool.slug)),
      },
      on: change.on,
      from: change.from,
      to: change.to,
      ...(change.note ? { note: change.note } : {}),
      source: change.source,
    })),
  };
}

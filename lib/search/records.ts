/**
 * What the site search indexes, built from the same validated data as the pages: one record
 * per tool, article and prompt. Each record is a small HTML document for Pagefind, so the
 * name can weigh more than the description (Pagefind's data-pagefind-weight), and carries
 * the meta a result needs to be shown without opening the page. Pure: no file access.
 */
import type { DirectoryTool } from "@/lib/directory/catalogue";
import { escapeMarkup } from "@/lib/escape-markup";
import { endedLabel, entryPriceLabel } from "@/lib/directory/on-sale";
import { toolPath } from "@/lib/directory/slug";
import { monogramPath } from "@/lib/directory/monogram-path";
import { promptPath } from "@/lib/prompts/paths";
import type { SearchKind } from "./kinds";

export type SearchRecord = {
  url: string;
  kind: SearchKind;
  /** Adult tools are filtered out of results until the visitor has confirmed 18+. */
  adult: boolean;
  html: string;
  /** Words typo correction may suggest for this record (names, tags, genres). */
  vocabulary: string[];
  /** Description words, suggested only when two records or more use them (keeps the list small). */
  commonWords: string[];
};

export type ArticleInput = {
  path: string;
  title: string;
  description: string;
  kind: "guide" | "news";
  categoryLabel: string;
  date: string;
  tags: readonly string[];
  /** The article body as plain text. */
  text: string;
};

export type TaskInput = {
  path: string;
  name: string;
  description: string;
  synonyms: readonly string[];
  categoryName: string;
  toolCount: number;
};

export type PromptInput = {
  collection: "chatgpt" | "midjourney";
  id: string;
  title: string;
  text: string;
  /** What a result shows under the title; the start of the text when absent. */
  summary?: string;
  category: string;
  /** The category's slug: the prompt lives on its category's page. */
  categorySlug: string;
  tags: readonly string[];
};

/** Common words no one searches for, and typo correction should never suggest. */
const stopWords = new Set(
  "and are but can for from has have into its not off our out the their them then this that with you your was were will".split(
    " ",
  ),
);

/** Lower-case words of three letters or more, as typo correction compares them. */
export function vocabularyWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).filter((word) => !stopWords.has(word));
}

type Part = { text: string; weight?: number; tag?: "h1" | "p" };

/**
 * A record document: searchable parts with their weights, and meta kept out of the index
 * (data-pagefind-ignore still lets Pagefind read the meta and filters inside).
 */
function recordHtml(
  parts: Part[],
  meta: Record<string, string>,
  filters: Record<string, string>,
): string {
  const body = parts
    .filter((part) => part.text.trim() !== "")
    .map(({ text, weight, tag = "p" }) => {
      const weightAttribute = weight === undefined ? "" : ` data-pagefind-weight="${weight}"`;
      return `<${tag}${weightAttribute}>${escapeMarkup(text)}</${tag}>`;
    })
    .join("");
  const hidden = [
    ...Object.entries(meta).map(
      ([key, value]) => `<span data-pagefind-meta="${key}">${escapeMarkup(value)}</span>`,
    ),
    ...Object.entries(filters).map(
      ([key, value]) => `<span data-pagefind-filter="${key}">${escapeMarkup(value)}</span>`,
    ),
  ].join("");
  return `<!doctype html><html lang="en"><body><main data-pagefind-body>${body}<div data-pagefind-ignore>${hidden}</div></main></body></html>`;
}

/**
 * Weights: the name counts most, then keywords, genre and category (what a tool is), then
 * the short description and features, then the long description.
 */
export function toolRecord(tool: DirectoryTool): SearchRecord {
  const logo = tool.logoUrl;
  const meta: Record<string, string> = {
    title: tool.name,
    kind: "tool",
    slug: tool.slug,
    logo,
    fallback: monogramPath(tool.slug),
    category: tool.categoryName,
    genre: tool.genreLabel,
    // A tool no longer sold (lib/directory/on-sale.ts: ended) stays findable by name, its page
    // explains, and its result says so in place of a price. A free plan shows its paid-from price.
    pricing: endedLabel(tool.status) ?? entryPriceLabel(tool.entryPrice),
    pricingKind: tool.price.kind,
    description: tool.shortDescription,
  };
  if (tool.adult) meta.adult = "yes";
  if (tool.featured) meta.featured = "yes";
  return {
    url: toolPath(tool.slug),
    kind: "tool",
    adult: tool.adult,
    html: recordHtml(
      [
        { text: tool.name, weight: 10, tag: "h1" },
        // A renamed tool is found by its new name as well.
        ...(tool.renamedTo ? [{ text: tool.renamedTo, weight: 10 }] : []),
        { text: tool.keywords.join(", "), weight: 4 },
        { text: `${tool.genreLabel}. ${tool.categoryName}`, weight: 3 },
        { text: tool.shortDescription, weight: 2 },
        { text: tool.features.join(". "), weight: 1.5 },
        { text: (tool.useCases ?? []).join(". ") },
        { text: tool.about, weight: 0.5 },
      ],
      meta,
      { kind: "tool", adult: tool.adult ? "yes" : "no" },
    ),
    vocabulary: vocabularyWords(
      [tool.name, tool.renamedTo ?? "", tool.genreLabel, tool.categoryName, ...tool.keywords].join(
        " ",
      ),
    ),
    commonWords: vocabularyWords([tool.shortDescription, ...tool.features].join(" ")),
  };
}

export function articleRecord(article: ArticleInput): SearchRecord {
  const section = article.kind === "news" ? "News" : `Guide · ${article.categoryLabel}`;
  return {
    url: article.path,
    kind: "article",
    adult: false,
    html: recordHtml(
      [
        { text: article.title, weight: 10, tag: "h1" },
        { text: article.tags.join(", "), weight: 4 },
        { text: article.description, weight: 2 },
        { text: article.text, weight: 0.5 },
      ],
      {
        title: article.title,
        kind: "article",
        section,
        date: article.date,
        description: article.description,
      },
      { kind: "article", adult: "no" },
    ),
    vocabulary: vocabularyWords([article.title, ...article.tags].join(" ")),
    commonWords: vocabularyWords(article.description),
  };
}

/** A task: found by its name and by the phrases people type for it. */
export function taskRecord(task: TaskInput): SearchRecord {
  return {
    url: task.path,
    kind: "task",
    adult: false,
    html: recordHtml(
      [
        { text: task.name, weight: 10, tag: "h1" },
        { text: task.synonyms.join(", "), weight: 6 },
        { text: task.categoryName, weight: 3 },
        { text: task.description, weight: 2 },
      ],
      {
        title: task.name,
        kind: "task",
        section: `Task · ${task.categoryName} · ${task.toolCount} ${task.toolCount === 1 ? "tool" : "tools"}`,
        description: task.description,
      },
      { kind: "task", adult: "no" },
    ),
    vocabulary: vocabularyWords([task.name, ...task.synonyms].join(" ")),
    commonWords: vocabularyWords(task.description),
  };
}

const collections = {
  chatgpt: { label: "ChatGPT prompt" },
  midjourney: { label: "Midjourney prompt" },
} as const;

export function promptRecord(prompt: PromptInput): SearchRecord {
  const collection = collections[prompt.collection];
  const preview =
    prompt.summary ??
    (prompt.text.length > 160 ? `${prompt.text.slice(0, 157).trimEnd()}…` : prompt.text);
  return {
    url: promptPath(prompt.collection, prompt.categorySlug, prompt.id),
    kind: "prompt",
    adult: false,
    html: recordHtml(
      [
        { text: prompt.title, weight: 10, tag: "h1" },
        { text: `${prompt.tags.join(", ")}. ${prompt.category}`, weight: 4 },
        { text: prompt.text },
        { text: prompt.summary ?? "" },
      ],
      {
        title: prompt.title,
        kind: "prompt",
        section: `${collection.label} · ${prompt.category}`,
        description: preview,
      },
      { kind: "prompt", adult: "no" },
    ),
    vocabulary: vocabularyWords([prompt.title, prompt.category, ...prompt.tags].join(" ")),
    commonWords: [],
  };
}

/**
 * Words for typo correction, most frequent first, as one space-separated string (small to
 * fetch, quick to split): every name, keyword, genre, title and tag word, plus description
 * words that two records or more use. Adult tools' words are left out, so a correction
 * never points to a tool the visitor may not see.
 */
export function vocabulary(records: readonly SearchRecord[]): string {
  const counts = new Map<string, number>();
  const primary = new Set<string>();
  for (const record of records) {
    if (record.adult) continue;
    for (const word of record.vocabulary) primary.add(word);
    for (const word of new Set([...record.vocabulary, ...record.commonWords])) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([word, count]) => primary.has(word) || count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word)
    .join(" ");
}

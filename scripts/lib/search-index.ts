/**
 * Writes the site search's static index: Pagefind's chunked index of every tool, article and
 * prompt record, plus the word list typo correction uses. Run by `npm run build` after
 * `next build`, and by bench/search.ts for a generated catalogue.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { articleCategoryInfo } from "@/lib/article-categories";
import { buildCatalogue } from "@/lib/directory/catalogue";
import { loadArticles } from "@/lib/content/articles-source";
import { loadPromptCollections } from "@/lib/data/prompts-source";
import { loadCatalogueReport, readCatalogueFiles } from "@/lib/data/tools-source";
import { promptCategoriesOf, sitePathChecker } from "@/lib/site-routes";
import {
  bundleFolder,
  searchBundles,
  vocabularyFile,
  type SearchBundle,
  type SearchKind,
} from "@/lib/search/kinds";
import {
  articleRecord,
  promptRecord,
  toolRecord,
  vocabulary,
  type SearchRecord,
} from "@/lib/search/records";

/**
 * Every record of the site, from the validated data; stops on the first data error.
 * `toolsDirectory` swaps in other category files (the search benchmark's generated catalogue).
 */
export async function siteRecords(toolsDirectory?: string): Promise<SearchRecord[]> {
  const report =
    toolsDirectory === undefined
      ? loadCatalogueReport()
      : buildCatalogue(readCatalogueFiles(toolsDirectory), {
          publicFileExists: () => true,
          today: new Date().toISOString().slice(0, 10),
        });
  if (report.errors.length > 0)
    throw new Error(`Tool data has errors:\n${report.errors.join("\n")}`);
  const prompts = loadPromptCollections();
  if (prompts.errors.length > 0)
    throw new Error(`Prompts have errors:\n${prompts.errors.join("\n")}`);
  const articles = await loadArticles({
    isKnownPath: sitePathChecker(report.catalogue, promptCategoriesOf(prompts.collections)),
  });
  if (articles.errors.length > 0)
    throw new Error(`Articles have errors:\n${articles.errors.join("\n")}`);
  return [
    ...report.catalogue.tools.map(toolRecord),
    ...articles.articles.map((article) =>
      articleRecord({
        path: article.path,
        title: article.title,
        description: article.description,
        kind: article.kind,
        categoryLabel: articleCategoryInfo[article.category].label,
        date: article.date,
        tags: article.tags,
        text: article.text,
      }),
    ),
    ...prompts.collections.chatgpt.flatMap((category) =>
      category.prompts.map((prompt) =>
        promptRecord({
          collection: "chatgpt",
          id: prompt.id,
          title: prompt.title,
          text: prompt.prompt,
          category: category.name,
          categorySlug: category.slug,
          tags: prompt.tags,
        }),
      ),
    ),
    ...prompts.collections.midjourney.flatMap((category) =>
      category.prompts.map((prompt) =>
        promptRecord({
          collection: "midjourney",
          id: prompt.id,
          title: prompt.title,
          text: prompt.prompt,
          summary: prompt.produces,
          category: category.name,
          categorySlug: category.slug,
          tags: prompt.tags,
        }),
      ),
    ),
  ];
}

export type IndexFigures = { records: number; files: number; bytes: number; seconds: number };

function directorySize(directory: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(directory, { recursive: true, encoding: "utf8" })) {
    const info = statSync(path.join(directory, entry));
    if (info.isFile()) {
      files += 1;
      bytes += info.size;
    }
  }
  return { files, bytes };
}

/** Writes one Pagefind bundle of `records` into `bundlePath`. */
async function writeBundle(records: readonly SearchRecord[], bundlePath: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  // Sequential: the service answers one request at a time anyway, and the errors stay in order.
  for (const record of records) {
    const added = await index.addHTMLFile({ url: record.url, content: record.html });
    if (added.errors.length > 0)
      throw new Error(`Pagefind refused ${record.url}: ${added.errors.join("; ")}`);
  }
  const written = await index.writeFiles({ outputPath: bundlePath });
  if (written.errors.length > 0)
    throw new Error(`Pagefind could not write ${bundlePath}: ${written.errors.join("; ")}`);
  // Only the search API is used: drop Pagefind's prebuilt UIs and the highlighter.
  for (const name of readdirSync(bundlePath)) {
    if (/^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/.test(name)) {
      rmSync(path.join(bundlePath, name));
    }
  }
}

/**
 * Replaces `outputPath` with the search: one Pagefind bundle per group of result kinds
 * (lib/search/kinds.ts) and the word list; throws with Pagefind's messages on failure.
 */
export async function writeSearchIndex(
  records: readonly SearchRecord[],
  outputPath: string,
): Promise<IndexFigures> {
  const started = performance.now();
  rmSync(outputPath, { recursive: true, force: true });
  try {
    for (const [bundle, kinds] of Object.entries(searchBundles) as [
      SearchBundle,
      readonly SearchKind[],
    ][]) {
      await writeBundle(
        records.filter((record) => kinds.includes(record.kind)),
        path.join(outputPath, bundleFolder(bundle)),
      );
    }
  } finally {
    await pagefind.close();
  }
  mkdirSync(outputPath, { recursive: true });
  writeFileSync(path.join(outputPath, vocabularyFile), vocabulary(records));
  return {
    records: records.length,
    ...directorySize(outputPath),
    seconds: (performance.now() - started) / 1000,
  };
}

/** The sitemap's URLs at build time, from the parse-once getters the pages use. */
import "server-only";
import {
  getAlternativesPageSlugs,
  getCatalogue,
  getComparePairs,
  getTaskIndex,
} from "@/lib/data/directory";
import { alternativesPath } from "@/lib/directory/alternatives";
import { taskAreaPath, taskAreas, taskPath, toolsPerTaskPage } from "@/lib/directory/tasks";
import { listPagePath } from "@/lib/pagination";
import { graveyardEntries, graveyardPerPage } from "@/lib/directory/graveyard";
import { comparePairPath } from "@/lib/compare/pairs";
import { getArticleSummaries } from "@/lib/content/articles";
import { paginate } from "@/lib/content/pagination";
import { absoluteUrl } from "@/lib/metadata";
import { sitemapEntries } from "@/lib/sitemap-entries";
import { promptCategoryPages } from "@/lib/data/prompt-pages";
import { categoryPage, categoryPages } from "@/lib/directory/listing";
import { promptCategoryPath } from "@/lib/prompts/paths";
import type { SitemapUrl } from "@/lib/sitemap-xml";

/** Every indexable page: fixed routes, list pages, articles, tools and tool categories. */
export async function getSitemapUrls(): Promise<SitemapUrl[]> {
  const articles = await getArticleSummaries();
  const { categories, tools } = getCatalogue();
  return sitemapEntries({
    articles,
    articleListPages: paginate(articles, 1).pages,
    categories,
    tools,
    categoryListPages: [
      ...categories
        .filter((category) => !category.adult)
        .flatMap((category) =>
          Array.from(
            { length: categoryPages(category) - 1 },
            (_, index) => categoryPage(category, index + 2).path,
          ),
        ),
      // The graveyard's later pages (its first is a static route).
      ...Array.from(
        {
          length: paginate(graveyardEntries(getCatalogue()), 1, graveyardPerPage).pages - 1,
        },
        (_, index) => listPagePath("/graveyard", index + 2),
      ),
    ],
    promptCategoryPages: (["chatgpt", "midjourney"] as const).flatMap((collection) =>
      promptCategoryPages(collection).map((category) =>
        promptCategoryPath(collection, category.slug),
      ),
    ),
    comparePages: getComparePairs().map((pair) => comparePairPath(pair.key)),
    taskPages: [
      ...taskAreas(categories, getTaskIndex().tasks).map((area) => taskAreaPath(area.slug)),
      ...getTaskIndex().tasks.flatMap((task) =>
        Array.from({ length: paginate(task.tools, 1, toolsPerTaskPage).pages }, (_, index) =>
          listPagePath(taskPath(task.id), index + 1),
        ),
      ),
    ],
    alternativesPages: [...getAlternativesPageSlugs()].map(alternativesPath),
  }).map(({ path, lastModified, priority }) => ({
    url: absoluteUrl(path),
    priority,
    ...(lastModified ? { lastModified } : {}),
  }));
}

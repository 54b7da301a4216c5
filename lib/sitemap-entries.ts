/**
 * The sitemap's entries: every indexable page with its last change and a priority. Pure, so
 * the rules (adult pages left out, discontinued tools at the bottom of the priority list) can
 * be tested without a build.
 */
import { listPagePath } from "@/lib/article-categories";
import { saleState } from "@/lib/directory/on-sale";
import { categoryPath, toolPath } from "@/lib/directory/slug";
import type { ToolStatus } from "@/lib/schemas/tool";
import { sectionRoutes, staticRoutes, unlistedRoutes } from "@/lib/site-routes";

export type SitemapEntry = { path: string; lastModified?: string; priority: number };

export type SitemapInput = {
  articles: readonly { path: string; date: string; updated?: string | undefined }[];
  /** How many pages the article list has (/guides, then /guides/page/2…). */
  articleListPages: number;
  categories: readonly { slug: string; adult: boolean }[];
  tools: readonly {
    slug: string;
    adult: boolean;
    status: ToolStatus;
    checkedAt?: string | undefined;
  }[];
  /** Pages 2…N of the general categories' listings. */
  categoryListPages?: readonly string[];
  /** The prompt collections' category pages. */
  promptCategoryPages?: readonly string[];
  /** The pre-rendered comparisons (/compare/{a}-vs-{b}). */
  comparePages?: readonly string[];
  /** Each task's page (/tasks/{id}) and its pages 2…N, and each area's list of tasks. */
  taskPages?: readonly string[];
  /** The pre-rendered alternatives pages (/tools/{slug}/alternatives). */
  alternativesPages?: readonly string[];
};

/** Priorities, highest first: home, sections, active tools and articles, then the rest. */
export const sitemapPriority = {
  home: 1,
  section: 0.8,
  category: 0.7,
  tool: 0.6,
  article: 0.6,
  listPage: 0.4,
  page: 0.3,
  comparison: 0.5,
  /** Kept so links still resolve, but at the bottom of the list. */
  discontinuedTool: 0.1,
} as const;

const sections = new Set<string>(sectionRoutes);

export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const newest = input.articles[0]?.updated ?? input.articles[0]?.date;
  const entries: SitemapEntry[] = [];
  for (const route of staticRoutes) {
    if (unlistedRoutes.includes(route)) continue;
    const priority =
      route === "/"
        ? sitemapPriority.home
        : sections.has(route)
          ? sitemapPriority.section
          : sitemapPriority.page;
    entries.push({ path: route, priority });
  }
  for (let page = 2; page <= input.articleListPages; page += 1) {
    entries.push({
      path: listPagePath("/guides", page),
      priority: sitemapPriority.listPage,
      ...(newest ? { lastModified: newest } : {}),
    });
  }
  for (const article of input.articles) {
    entries.push({
      path: article.path,
      lastModified: article.updated ?? article.date,
      priority: sitemapPriority.article,
    });
  }
  // Adult categories and tools are real pages but not advertised to search engines.
  for (const category of input.categories) {
    if (!category.adult)
      entries.push({ path: categoryPath(category.slug), priority: sitemapPriority.category });
  }
  for (const path of input.categoryListPages ?? [])
    entries.push({ path, priority: sitemapPriority.listPage });
  for (const path of input.promptCategoryPages ?? [])
    entries.push({ path, priority: sitemapPriority.category });
  for (const path of input.comparePages ?? [])
    entries.push({ path, priority: sitemapPriority.comparison });
  for (const path of input.taskPages ?? [])
    entries.push({
      path,
      priority: path.includes("/page/") ? sitemapPriority.listPage : sitemapPriority.category,
    });
  for (const path of input.alternativesPages ?? [])
    entries.push({ path, priority: sitemapPriority.comparison });
  for (const tool of input.tools) {
    // An unverified tool's page says nothing confirms it: nothing to advertise.
    const { listed, ended } = saleState(tool.status);
    if (tool.adult || !listed) continue;
    entries.push({
      path: toolPath(tool.slug),
      ...(tool.checkedAt ? { lastModified: tool.checkedAt } : {}),
      priority: ended ? sitemapPriority.discontinuedTool : sitemapPriority.tool,
    });
  }
  return entries;
}

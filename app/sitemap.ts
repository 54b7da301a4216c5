import type { MetadataRoute } from "next";
import { listPagePath } from "@/lib/article-categories";
import { getCatalogue } from "@/lib/data/directory";
import { categoryPath, toolPath } from "@/lib/directory/slug";
import { getArticleSummaries } from "@/lib/content/articles";
import { paginate } from "@/lib/content/pagination";
import { absoluteUrl } from "@/lib/metadata";
import { staticRoutes, unlistedRoutes } from "@/lib/site-routes";

export const dynamic = "force-static";

/** Every indexable page: fixed routes, list pages, articles, tools and tool categories. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await getArticleSummaries();
  const catalogue = getCatalogue();
  const newest = articles[0]?.updated ?? articles[0]?.date;
  const entries: MetadataRoute.Sitemap = [];
  const add = (path: string, lastModified?: string) =>
    entries.push({ url: absoluteUrl(path), ...(lastModified ? { lastModified } : {}) });

  for (const route of staticRoutes) {
    if (!unlistedRoutes.includes(route)) add(route);
  }
  const { pages } = paginate(articles, 1);
  for (let page = 2; page <= pages; page += 1) add(listPagePath("/guides", page), newest);
  for (const article of articles) add(article.path, article.updated ?? article.date);
  for (const category of catalogue.categories) {
    // Adult categories are real pages but not advertised to search engines.
    if (!category.adult) add(categoryPath(category.slug));
  }
  for (const tool of catalogue.tools) {
    if (!tool.adult) add(toolPath(tool.slug), tool.checkedAt);
  }
  return entries;
}

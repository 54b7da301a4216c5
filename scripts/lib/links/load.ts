/**
 * Loads the data with the project's own loaders, so the link check sees exactly what the
 * build publishes (drafts left out), and lists its outbound URLs. A file the loaders reject
 * makes the load fail: `npm run content:check` says what to fix.
 */
import { loadArticles } from "@/lib/content/articles-source";
import {
  loadCatalogueReport,
  readCatalogueFiles,
  toolsDataDirectory,
} from "@/lib/data/tools-source";
import { site } from "@/lib/site";
import { articleUrls, catalogueUrls, dedupeUrls, siteUrls, type LinkTarget } from "./collect";

export type LoadedLinks = { targets: LinkTarget[]; errors: string[] };

export async function loadLinkTargets(): Promise<LoadedLinks> {
  const directory = toolsDataDirectory();
  const catalogue = loadCatalogueReport(directory);
  const articles = await loadArticles();
  const errors = [...catalogue.errors, ...articles.errors];
  const urls = [
    ...catalogueUrls(catalogue.catalogue, readCatalogueFiles(directory)),
    ...articles.articles.flatMap(articleUrls),
    ...siteUrls(site.socials),
  ];
  return { targets: dedupeUrls(urls), errors };
}

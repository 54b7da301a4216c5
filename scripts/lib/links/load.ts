/**
 * Loads the site with the project's own loader (lib/data/site.ts), so the link check sees exactly
 * what the build publishes (drafts left out), and lists its outbound URLs. Data the loader
 * refuses comes back as errors, and the CLI stops: `npm run content:check` says what to fix.
 */
import { loadSiteReport } from "@/lib/data/site";
import { site } from "@/lib/site";
import { articleUrls, catalogueUrls, dedupeUrls, siteUrls, type LinkTarget } from "./collect";

export type LoadedLinks = { targets: LinkTarget[]; errors: string[] };

export async function loadLinkTargets(): Promise<LoadedLinks> {
  const report = await loadSiteReport();
  const urls = [
    ...catalogueUrls(report.directory.catalogue.catalogue),
    ...report.articles.articles.flatMap(articleUrls),
    ...siteUrls(site.socials),
  ];
  return { targets: dedupeUrls(urls), errors: report.errors };
}

import "server-only";
import { DataValidationError } from "@/lib/schemas/issues";
import { getCatalogue } from "@/lib/data/directory";
import { getPromptCollections } from "@/lib/data/prompts";
import { promptCategoriesOf, sitePathChecker } from "@/lib/site-routes";
import { loadArticles, summarise, type Article, type ArticleSummary } from "./articles-source";

export type { Article, ArticleSummary } from "./articles-source";

/** Whether a site-relative path is a page of the site (articles are checked separately). */
export function isKnownSitePath(pathname: string): boolean {
  checker ??= sitePathChecker(getCatalogue(), promptCategoriesOf(getPromptCollections()));
  return checker(pathname);
}
let checker: ((pathname: string) => boolean) | undefined;

let loaded: Promise<Article[]> | undefined;

/** Published articles, newest first; read, checked and rendered once per build process. */
export function getArticles(): Promise<Article[]> {
  loaded ??= loadArticles({ isKnownPath: isKnownSitePath }).then((report) => {
    if (report.errors.length > 0) {
      throw new DataValidationError("The articles in content/ have errors", report.errors);
    }
    return report.articles;
  });
  return loaded;
}

export async function getArticleSummaries(
  filter: (article: Article) => boolean = () => true,
): Promise<ArticleSummary[]> {
  return (await getArticles()).filter(filter).map(summarise);
}

export async function getArticle(slug: string): Promise<Article> {
  const article = (await getArticles()).find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`No published article with the slug "${slug}"`);
  return article;
}

/**
 * Up to `count` articles of the same category, those sharing the most tags first, then the
 * newest: what a reader of this one is likely to want next.
 */
export async function getRelatedArticles(slug: string, count = 3): Promise<ArticleSummary[]> {
  const articles = await getArticles();
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) return [];
  const tags = new Set(article.tags);
  return articles
    .filter((other) => other.slug !== slug && other.category === article.category)
    .map((other, index) => ({
      other,
      index,
      shared: other.tags.filter((tag) => tags.has(tag)).length,
    }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => summarise(other));
}

/** The articles published just before and just after this one (across all categories). */
export async function getNeighbours(
  slug: string,
): Promise<{ previous: ArticleSummary | null; next: ArticleSummary | null }> {
  const articles = await getArticles();
  const index = articles.findIndex((candidate) => candidate.slug === slug);
  const older = index >= 0 ? articles[index + 1] : undefined;
  const newer = index > 0 ? articles[index - 1] : undefined;
  return { previous: older ? summarise(older) : null, next: newer ? summarise(newer) : null };
}

import { Link } from "@/components/ui/link";
import type { ArticleSummary } from "@/lib/content/articles-source";
import { articleCategoryInfo } from "@/lib/article-categories";
import { Badge } from "@/components/ui/badge";
import { ArticleMeta } from "./article-meta";

/** One article in a list: the whole card is one link, named by the title. */
export function ArticleCard({
  article,
  headingLevel = "h2",
}: {
  article: ArticleSummary;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-6 transition-colors focus-within:border-accent hover:border-accent">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">{articleCategoryInfo[article.category].label}</Badge>
        {article.kind === "news" ? <Badge>News</Badge> : null}
      </div>
      <Heading className="text-lg leading-snug font-semibold text-balance">
        <Link
          href={article.path}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="text-sm text-muted-foreground">{article.description}</p>
      <ArticleMeta
        className="mt-auto pt-2 text-xs text-muted-foreground"
        date={article.date}
        readingMinutes={article.readingMinutes}
      />
    </article>
  );
}

/**
 * A grid of article cards, with an honest empty state. The cards render eagerly, unlike tool
 * cards: a page lists at most 30, their heights vary with their titles, and on a phone, one under
 * another, the guessed heights' errors added up (60 px on /guides) and moved the pager's links
 * from under a finger as the cards rendered.
 */
export function ArticleGrid({
  articles,
  headingLevel,
  empty = "No articles here yet. Check back soon.",
}: {
  articles: readonly ArticleSummary[];
  headingLevel?: "h2" | "h3";
  empty?: string;
}) {
  if (articles.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} {...(headingLevel ? { headingLevel } : {})} />
        </li>
      ))}
    </ul>
  );
}

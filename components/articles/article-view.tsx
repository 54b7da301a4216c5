import { Link } from "@/components/ui/link";
import type { Article, ArticleSummary } from "@/lib/content/articles-source";
import { articleCategoryInfo } from "@/lib/article-categories";
import { Badge } from "@/components/ui/badge";
import { Breadcrumbs, type Crumb } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { Prose } from "@/components/ui/prose";
import { ArticleGrid } from "./article-card";
import { ArticleMeta } from "./article-meta";
import { ArticleSources } from "./article-sources";
import { TableOfContents, wantsTableOfContents } from "./table-of-contents";

export function articleCrumbs(article: Pick<Article, "category" | "title" | "path">): Crumb[] {
  const category = articleCategoryInfo[article.category];
  return [
    { label: "Home", href: "/" },
    { label: "Guides", href: "/guides" },
    { label: category.label, href: category.path },
    { label: article.title, href: article.path },
  ];
}

export function ArticleView({
  article,
  coverSize,
  related,
  previous,
  next,
}: {
  article: Article;
  coverSize: { width: number; height: number } | null;
  related: readonly ArticleSummary[];
  previous: ArticleSummary | null;
  next: ArticleSummary | null;
}) {
  const category = articleCategoryInfo[article.category];
  const toc = wantsTableOfContents(article.toc, article.words) ? article.toc : [];
  return (
    <Container size="narrow" className="flex flex-col gap-10 py-10 sm:py-14">
      <Breadcrumbs items={articleCrumbs(article)} />
      <article className="flex flex-col gap-10">
        <header className="flex flex-col gap-4 border-b border-border pb-8">
          <div className="flex flex-wrap items-center gap-2">
            <Link href={category.path} className="rounded-full">
              <Badge tone="accent">{category.label}</Badge>
            </Link>
            {article.kind === "news" ? <Badge>News</Badge> : null}
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {article.title}
          </h1>
          <p className="text-lg text-muted-foreground">{article.description}</p>
          <div className="flex flex-col gap-1 text-sm text-muted-foreground">
            <p>
              By <span className="text-foreground">{article.author}</span>
            </p>
            <ArticleMeta
              date={article.date}
              updated={article.updated}
              readingMinutes={article.readingMinutes}
            />
          </div>
          <ul className="flex flex-wrap gap-2" data-testid="article-tags">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Badge>
                  <span className="sr-only">Tag: </span>#{tag}
                </Badge>
              </li>
            ))}
          </ul>
        </header>

        {article.cover && coverSize ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local image of known size; no optimiser in a static export
          <img
            src={article.cover.src}
            alt={article.cover.alt}
            width={coverSize.width}
            height={coverSize.height}
            className="h-auto w-full rounded-2xl border border-border"
            fetchPriority="high"
          />
        ) : null}

        {toc.length > 0 ? <TableOfContents entries={toc} /> : null}

        <Prose html={article.html} />
        <ArticleSources sources={article.sources} />
      </article>

      {previous || next ? (
        <nav
          aria-label="More articles"
          className="grid gap-4 border-t border-border pt-8 sm:grid-cols-2"
        >
          {previous ? (
            <Link
              href={previous.path}
              rel="prev"
              className="flex flex-col gap-1 rounded-2xl border border-border p-4 hover:border-accent"
            >
              <span className="text-xs text-muted-foreground">← Previous article</span>
              <span className="font-medium">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              href={next.path}
              rel="next"
              className="flex flex-col gap-1 rounded-2xl border border-border p-4 text-right hover:border-accent"
            >
              <span className="text-xs text-muted-foreground">Next article →</span>
              <span className="font-medium">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="flex flex-col gap-4">
          <h2 id="related-heading" className="text-xl font-semibold">
            More {category.label.toLowerCase()} articles
          </h2>
          <ArticleGrid articles={related} headingLevel="h3" />
        </section>
      ) : null}
    </Container>
  );
}

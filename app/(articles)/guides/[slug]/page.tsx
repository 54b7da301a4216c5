import { readFileSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import type { Metadata } from "next";
import { ArticleView, articleCrumbs } from "@/components/articles/article-view";
import { JsonLd } from "@/components/ui/json-ld";
import { articleImagePath } from "@/lib/article-images";
import { getArticle, getArticles, getNeighbours, getRelatedArticles } from "@/lib/content/articles";
import { pageMetadata } from "@/lib/metadata";
import { articleJsonLd, breadcrumbListJsonLd } from "@/lib/structured-data";

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getArticles()).map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getArticle((await params).slug);
  const metadata = pageMetadata({
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    image: { url: articleImagePath(article.slug), alt: article.title, width: 1200, height: 630 },
  });
  return {
    ...metadata,
    authors: [{ name: article.author }],
    keywords: article.tags,
    openGraph: {
      ...metadata.openGraph,
      type: "article",
      publishedTime: article.date,
      modifiedTime: article.updated ?? article.date,
      authors: [article.author],
      tags: article.tags,
      section: article.category,
    },
  };
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const article = await getArticle(slug);
  const [related, neighbours] = await Promise.all([getRelatedArticles(slug), getNeighbours(slug)]);
  const coverSize = article.cover
    ? imageSize(readFileSync(path.join(process.cwd(), "public", article.cover.src)))
    : null;
  return (
    <>
      <JsonLd data={articleJsonLd({ ...article, image: articleImagePath(article.slug) })} />
      <JsonLd data={breadcrumbListJsonLd(articleCrumbs(article))} />
      <ArticleView
        article={article}
        coverSize={coverSize}
        related={related}
        previous={neighbours.previous}
        next={neighbours.next}
      />
    </>
  );
}

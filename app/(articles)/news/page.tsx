import type { Metadata } from "next";
import { ArticleListPage } from "@/components/articles/article-list-page";
import { articleListIntros } from "@/lib/article-categories";
import { getArticleSummaries } from "@/lib/content/articles";
import { pageMetadata } from "@/lib/metadata";

const intro = articleListIntros.news;

export const metadata: Metadata = pageMetadata({ ...intro, path: "/news" });

export default async function NewsPage() {
  const news = await getArticleSummaries((article) => article.kind === "news");
  return (
    <ArticleListPage
      title={intro.title}
      lead={intro.description}
      articles={news}
      base="/news"
      empty="No news yet. Check back soon."
    />
  );
}

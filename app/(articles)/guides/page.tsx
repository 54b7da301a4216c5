import type { Metadata } from "next";
import { ArticleListPage } from "@/components/articles/article-list-page";
import { articleListIntros } from "@/lib/article-categories";
import { getArticleSummaries } from "@/lib/content/articles";
import { paginate } from "@/lib/content/pagination";
import { pageMetadata } from "@/lib/metadata";

const intro = articleListIntros.guides;

export const metadata: Metadata = pageMetadata({ ...intro, path: "/guides" });

export default async function GuidesPage() {
  const { items, pages } = paginate(await getArticleSummaries(), 1);
  return (
    <ArticleListPage
      title={intro.title}
      lead={intro.description}
      articles={items}
      pages={pages}
      base="/guides"
    />
  );
}

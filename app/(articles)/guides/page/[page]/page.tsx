import type { Metadata } from "next";
import { ArticleListPage } from "@/components/articles/article-list-page";
import { articleListIntros, listPagePath } from "@/lib/article-categories";
import { getArticleSummaries } from "@/lib/content/articles";
import { paginate } from "@/lib/content/pagination";
import { pageMetadata } from "@/lib/metadata";

export const dynamicParams = false;

const intro = articleListIntros.guides;

type Props = { params: Promise<{ page: string }> };

/** Pages 2…N; page 1 is /guides itself. */
export async function generateStaticParams() {
  const { pages } = paginate(await getArticleSummaries(), 1);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => ({
    page: String(index + 2),
  }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = Number((await params).page);
  const { pages } = paginate(await getArticleSummaries(), page);
  return pageMetadata({
    title: `Guides, page ${page} of ${pages}`,
    description: intro.description,
    path: listPagePath("/guides", page),
  });
}

export default async function GuidesListPage({ params }: Props) {
  const page = Number((await params).page);
  const { items, pages } = paginate(await getArticleSummaries(), page);
  return (
    <ArticleListPage
      title={intro.title}
      lead={intro.description}
      articles={items}
      page={page}
      pages={pages}
      base="/guides"
    />
  );
}

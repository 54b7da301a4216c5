import type { ReactNode } from "react";
import type { ArticleSummary } from "@/lib/content/articles-source";
import { PageIntro } from "@/components/content/page-intro";
import { Container } from "@/components/ui/container";
import { ArticleGrid } from "./article-card";
import { Pagination } from "@/components/ui/pagination";

/** A list of articles with its heading and, when it runs long, page links. */
export function ArticleListPage({
  title,
  lead,
  eyebrow,
  articles,
  page = 1,
  pages = 1,
  base,
  empty,
  listHeading,
  children,
}: {
  title: string;
  lead: string;
  eyebrow?: string;
  articles: readonly ArticleSummary[];
  page?: number;
  pages?: number;
  base: string;
  empty?: string;
  /** A heading over the list, when the page has other sections before it. */
  listHeading?: string;
  children?: ReactNode;
}) {
  return (
    <Container className="pb-16">
      <PageIntro
        title={pages > 1 && page > 1 ? `${title}: page ${page} of ${pages}` : title}
        lead={lead}
        {...(eyebrow ? { eyebrow } : {})}
      />
      {children}
      {listHeading ? <h2 className="mb-4 text-xl font-semibold">{listHeading}</h2> : null}
      <ArticleGrid articles={articles} {...(empty ? { empty } : {})} />
      <Pagination
        base={base}
        page={page}
        pages={pages}
        label={`${title} pages`}
        previousLabel="← Newer"
        nextLabel="Older →"
      />
    </Container>
  );
}

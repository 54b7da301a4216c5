import type { Metadata } from "next";
import { PriceChangesPage } from "@/components/tools/price-changes-page";
import { getPriceChanges } from "@/lib/data/directory";
import { changesPerPage } from "@/lib/directory/changes";
import { feedAlternate, pageMetadata } from "@/lib/metadata";
import { listPagePath, pageParams, pageFromParams, paginate } from "@/lib/pagination";
import { site } from "@/lib/site";

type Props = { params: Promise<{ page?: string[] }> };

export const dynamicParams = false;

/**
 * /changes and /changes/page/2…N in one optional catch-all route: a static export needs at least
 * one page from each route, and while the changes fit on one page there is no page 2.
 */
export function generateStaticParams() {
  return pageParams(paginate(getPriceChanges(), 1, changesPerPage).pages);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageFromParams((await params).page);
  const { pages } = paginate(getPriceChanges(), page, changesPerPage);
  const base = pageMetadata({
    title:
      page === 1
        ? "AI Tool Price Changes, Newest First"
        : `AI Tool Price Changes, page ${page} of ${pages}`,
    description:
      "Every recorded change of an AI tool's price in our directory, newest first, each with the source that reported it. Also as RSS and JSON.",
    path: listPagePath("/changes", page),
  });
  // The page names its own feed beside the site's.
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        "application/rss+xml": [
          ...feedAlternate["application/rss+xml"],
          { url: "/changes.xml", title: `${site.name}: price changes` },
        ],
      },
    },
  };
}

export default async function ChangesPage({ params }: Props) {
  return (
    <PriceChangesPage changes={getPriceChanges()} page={pageFromParams((await params).page)} />
  );
}

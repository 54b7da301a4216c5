import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { GraveyardList } from "@/components/tools/graveyard-list";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { Pagination } from "@/components/ui/pagination";
import { getAlternativesPageSlugs, getCatalogue } from "@/lib/data/directory";
import { graveyardEntries, graveyardPerPage } from "@/lib/directory/graveyard";
import { pageMetadata } from "@/lib/metadata";
import { listPagePath, pageFromParams, pageParams, paginate } from "@/lib/pagination";

type Props = { params: Promise<{ page?: string[] }> };

export const dynamicParams = false;

const base = "/graveyard";

function entriesPage(page: number) {
  return paginate(graveyardEntries(getCatalogue()), page, graveyardPerPage);
}

/** /graveyard and, once it lists more than a page of tools, /graveyard/page/2…N. */
export function generateStaticParams() {
  return pageParams(entriesPage(1).pages);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageFromParams((await params).page);
  const { pages } = entriesPage(page);
  return pageMetadata({
    title:
      page === 1
        ? "AI Tool Graveyard: Shut Down, Renamed and Merged Tools"
        : `AI Tool Graveyard, page ${page} of ${pages}`,
    description:
      "Every AI tool in our directory that shut down, changed its name or was folded into another product, newest first, with the date, the source and where its users went.",
    path: listPagePath(base, page),
  });
}

export default async function GraveyardPage({ params }: Props) {
  const page = pageFromParams((await params).page);
  const { items, pages } = entriesPage(page);
  return (
    <Container className="flex flex-col gap-8 pb-12">
      <PageIntro
        eyebrow="Directory"
        title="The AI tool graveyard"
        lead="AI products close, change their names and get folded into bigger ones. Each tool below keeps its page, so old links still lead somewhere; here is what happened to it, when, and what to use now."
      >
        <p className="text-sm text-muted-foreground">
          Newest event first{pages > 1 ? `; page ${page} of ${pages}` : ""}.{" "}
          <Link href="/how-we-rank" className="text-accent underline">
            How we rank and order lists
          </Link>
        </p>
      </PageIntro>
      <GraveyardList entries={items} alternativesPages={getAlternativesPageSlugs()} />
      <Pagination base={base} page={page} pages={pages} label="Graveyard pages" />
    </Container>
  );
}

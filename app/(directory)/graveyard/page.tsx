import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { GraveyardList } from "@/components/tools/graveyard-list";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { getAlternativesPageSlugs, getCatalogue } from "@/lib/data/directory";
import { graveyardEntries } from "@/lib/directory/graveyard";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "AI Tool Graveyard: Shut Down, Renamed and Merged Tools",
  description:
    "Every AI tool in our directory that shut down, changed its name or was folded into another product, newest first, with the date, the source and where its users went.",
  path: "/graveyard",
});

export default function GraveyardPage() {
  const entries = graveyardEntries(getCatalogue());
  return (
    <Container className="flex flex-col gap-8 pb-12">
      <PageIntro
        eyebrow="Directory"
        title="The AI tool graveyard"
        lead="AI products close, change their names and get folded into bigger ones. Each tool below keeps its page, so old links still lead somewhere; here is what happened to it, when, and what to use now."
      >
        <p className="text-sm text-muted-foreground">
          Newest event first.{" "}
          <Link href="/how-we-rank" className="text-accent underline">
            How we rank and order lists
          </Link>
        </p>
      </PageIntro>
      <GraveyardList entries={entries} alternativesPages={getAlternativesPageSlugs()} />
    </Container>
  );
}

import { PageIntro } from "@/components/content/page-intro";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { Pagination } from "@/components/ui/pagination";
import { changesPerPage, type PriceChange } from "@/lib/directory/changes";
import { countLabel } from "@/lib/format";
import { paginate } from "@/lib/pagination";
import { PriceChangesList } from "./price-changes-list";

/** /changes (and /changes/page/N): every recorded price change, newest first. */
export function PriceChangesPage({
  changes,
  page,
}: {
  changes: readonly PriceChange[];
  page: number;
}) {
  const { items, pages } = paginate(changes, page, changesPerPage);
  return (
    <Container className="flex flex-col gap-8 pb-12">
      <PageIntro
        eyebrow={`Directory · ${countLabel(changes.length, "change")}${pages > 1 ? ` · page ${page} of ${pages}` : ""}`}
        title="Price changes"
        lead="Every change of an AI tool's price that we have recorded, newest first, with the source that reported it. Each tool's page shows its own history."
      >
        <p className="text-sm text-muted-foreground">
          Follow it as{" "}
          <Link href="/changes.xml" className="text-accent underline">
            RSS
          </Link>{" "}
          or read it as{" "}
          <Link href="/api/v1/changes.json" className="text-accent underline">
            JSON
          </Link>
          .{" "}
          <Link href="/how-we-rank" className="text-accent underline">
            How we order lists
          </Link>
        </p>
      </PageIntro>
      <PriceChangesList changes={items} />
      <Pagination base="/changes" page={page} pages={pages} label="Price changes: pages" />
    </Container>
  );
}

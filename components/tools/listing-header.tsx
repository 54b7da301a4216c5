import type { ReactNode } from "react";
import { PageIntro } from "@/components/content/page-intro";
import { BreadcrumbTrail, type Crumb } from "@/components/ui/breadcrumbs";
import { Link } from "@/components/ui/link";
import { countLabel } from "@/lib/format";

/**
 * The top of a paginated tool listing (a category, a task): its breadcrumbs (with their JSON-LD),
 * then the intro whose eyebrow says what it is, how many tools it lists and which page this is.
 */
export function ListingHeader({
  breadcrumbs,
  area,
  count,
  page,
  pages,
  title,
  lead,
  children,
}: {
  breadcrumbs: readonly Crumb[];
  /** What the eyebrow names first: the category. */
  area: string;
  count: number;
  page: number;
  pages: number;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <>
      <BreadcrumbTrail items={breadcrumbs} />
      <PageIntro
        eyebrow={`${area} · ${countLabel(count, "tool")}${pages > 1 ? ` · page ${page} of ${pages}` : ""}`}
        title={title}
        lead={lead}
      >
        {children}
      </PageIntro>
    </>
  );
}

/** The line beside a ranked list that says how it is ordered, and links to how we rank. */
export function RankingNote({ children }: { children: ReactNode }) {
  return (
    <p className="max-w-2xl text-sm text-muted-foreground">
      {children}{" "}
      <Link href="/how-we-rank" className="text-accent underline">
        How we rank
      </Link>
    </p>
  );
}

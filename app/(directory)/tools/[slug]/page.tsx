import type { Metadata } from "next";
import { ToolDetail } from "@/components/tools/tool-detail";
import { JsonLd } from "@/components/ui/json-ld";
import {
  getAlternativesPageSlugs,
  getCatalogue,
  getComparePairsFor,
  getRelatedTools,
  getTool,
  getToolTasks,
  getReviewsExportedAt,
} from "@/lib/data/directory";
import { alternativesPath } from "@/lib/directory/alternatives";
import { isListed } from "@/lib/directory/on-sale";
import { categoryPath, toolPath } from "@/lib/directory/slug";
import { fittingTitle, pageMetadata } from "@/lib/metadata";
import { breadcrumbListJsonLd, softwareApplicationJsonLd } from "@/lib/structured-data";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getCatalogue().tools.map((tool) => ({ slug: tool.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tool = getTool((await params).slug);
  return pageMetadata({
    // A long name and genre drop the words after the genre rather than run past the title cap.
    title: fittingTitle(
      `${tool.name}: ${tool.genreLabel} AI tool, pricing and alternatives`,
      `${tool.name}: ${tool.genreLabel} AI tool`,
      tool.name,
    ),
    description: tool.shortDescription,
    path: toolPath(tool.slug),
    ...(tool.adult ? { other: { rating: "adult" } } : {}),
    // Nothing confirms an unverified tool, so search engines are not sent to its page.
    ...(isListed(tool) ? {} : { noindex: true }),
  });
}

export default async function ToolPage({ params }: Props) {
  const tool = getTool((await params).slug);
  const breadcrumbs = [
    { label: "Home", href: "/" },
    { label: "AI Tools", href: "/tools" },
    { label: tool.categoryName, href: categoryPath(tool.categorySlug) },
    { label: tool.name, href: toolPath(tool.slug) },
  ];
  return (
    <>
      <JsonLd data={softwareApplicationJsonLd(tool, toolPath(tool.slug))} />
      <JsonLd data={breadcrumbListJsonLd(breadcrumbs)} />
      <ToolDetail
        tool={tool}
        breadcrumbs={breadcrumbs}
        related={getRelatedTools(tool.slug)}
        comparisons={getComparePairsFor(tool.slug).slice(0, 6)}
        successor={tool.successor === undefined ? undefined : getTool(tool.successor)}
        tasks={getToolTasks(tool.slug)}
        reviewsExportedAt={getReviewsExportedAt()}
        alternativesPage={
          getAlternativesPageSlugs().has(tool.slug) ? alternativesPath(tool.slug) : undefined
        }
      />
    </>
  );
}

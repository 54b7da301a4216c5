import type { Metadata } from "next";
import { AlternativesListing } from "@/components/tasks/alternatives-listing";
import {
  getAlternatives,
  getAlternativesPageSlugs,
  getComparePairsFor,
  getTool,
  getToolTasks,
} from "@/lib/data/directory";
import { alternativesPath } from "@/lib/directory/alternatives";
import { fittingTitle, pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** Every general tool with an alternative (capped at large catalogue sizes: see the README). */
export function generateStaticParams() {
  return [...getAlternativesPageSlugs()].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tool = getTool((await params).slug);
  return pageMetadata({
    title: fittingTitle(
      `Alternatives to ${tool.name}: AI tools that do the same jobs`,
      `Alternatives to ${tool.name}`,
      tool.name,
    ),
    description: `What to use instead of ${tool.name}: the tools that do the most of the same jobs, what each shares with it and how their prices compare.`,
    path: alternativesPath(tool.slug),
  });
}

export default async function AlternativesPage({ params }: Props) {
  const tool = getTool((await params).slug);
  return (
    <AlternativesListing
      tool={tool}
      tasks={getToolTasks(tool.slug)}
      alternatives={getAlternatives(tool.slug)}
      comparisons={getComparePairsFor(tool.slug)}
      successor={tool.successor === undefined ? undefined : getTool(tool.successor)}
    />
  );
}

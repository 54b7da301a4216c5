import type { Metadata } from "next";
import { SectionPlaceholder } from "@/components/content/section-placeholder";
import { pageMetadata } from "@/lib/metadata";
import { upcomingSections } from "@/lib/upcoming-sections";

type Props = { params: Promise<{ section: string }> };

// Only the listed sections exist; any other path is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return upcomingSections.map((section) => ({ section: section.slug }));
}

function sectionFor(slug: string) {
  const section = upcomingSections.find((s) => s.slug === slug);
  if (!section) throw new Error(`No upcoming section "${slug}"`);
  return section;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const section = sectionFor((await params).section);
  return pageMetadata({
    title: section.title,
    description: section.description,
    path: `/${section.slug}`,
    noindex: true,
  });
}

export default async function UpcomingSectionPage({ params }: Props) {
  return <SectionPlaceholder section={sectionFor((await params).section)} />;
}

import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { DirectoryFilters } from "@/components/tools/directory-filters";
import { ToolGrid } from "@/components/tools/tool-card";
import { genreChoices } from "@/lib/directory/genre-choices";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { getCatalogue, getCategory } from "@/lib/data/directory";
import { categoryPath } from "@/lib/directory/slug";
import { countLabel } from "@/lib/format";
import { pageMetadata } from "@/lib/metadata";
import { breadcrumbListJsonLd } from "@/lib/structured-data";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getCatalogue().categories.map((category) => ({ slug: category.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = getCategory((await params).slug);
  return pageMetadata({
    title: category.title,
    description: category.description,
    path: categoryPath(category.slug),
    ...(category.adult ? { other: { rating: "adult" } } : {}),
  });
}

export default async function CategoryPage({ params }: Props) {
  const category = getCategory((await params).slug);
  const { categories } = getCatalogue();
  // Other categories to switch to: the general ones, plus this one when it is for adults.
  const categoryChoices = categories
    .filter((c) => !c.adult || c.slug === category.slug)
    .map((c) => ({ value: c.slug, label: c.name, count: c.tools.length }));
  const breadcrumbs = [
    { label: "Home", href: "/" },
    { label: "AI Tools", href: "/tools" },
    { label: category.name, href: categoryPath(category.slug) },
  ];
  return (
    <Container className="pb-8">
      <JsonLd data={breadcrumbListJsonLd(breadcrumbs)} />
      <div className="pt-8">
        <Breadcrumbs items={breadcrumbs} />
      </div>
      <PageIntro
        eyebrow={`${category.name} · ${countLabel(category.tools.length, "tool")}`}
        title={category.title}
        lead={category.description}
      >
        {category.adult ? (
          <p className="max-w-2xl rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
            Adults only (18+). Images are blurred here; each tool&apos;s page asks you to confirm
            your age before it shows images or links.
          </p>
        ) : null}
      </PageIntro>
      <DirectoryFilters
        total={category.tools.length}
        categories={categoryChoices}
        genres={genreChoices(category.tools)}
        currentCategory={category.slug}
      />
      {/* Every tool of the category: what shows without JavaScript and with no filter chosen. */}
      <div data-directory-default="">
        <ToolGrid tools={category.tools} headingLevel={2} filterable />
      </div>
    </Container>
  );
}

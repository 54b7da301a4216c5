import type { Metadata } from "next";
import { CategoryListing } from "@/components/tools/category-listing";
import { getCatalogue, getCategory } from "@/lib/data/directory";
import { categoryPath } from "@/lib/directory/slug";
import { pageMetadata } from "@/lib/metadata";

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
  return <CategoryListing catalogue={getCatalogue()} category={category} page={1} />;
}

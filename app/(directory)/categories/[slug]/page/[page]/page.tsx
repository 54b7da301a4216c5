import type { Metadata } from "next";
import { CategoryListing } from "@/components/tools/category-listing";
import { getCatalogue, getCategory } from "@/lib/data/directory";
import { categoryPage, categoryPages } from "@/lib/directory/listing";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string; page: string }> };

export const dynamicParams = false;

/** Pages 2…N of each category; page 1 is /categories/{slug} itself. */
export function generateStaticParams() {
  return getCatalogue().categories.flatMap((category) =>
    Array.from({ length: categoryPages(category) - 1 }, (_, index) => ({
      slug: category.slug,
      page: String(index + 2),
    })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params;
  const category = getCategory(slug);
  const { pages, path } = categoryPage(category, Number(page));
  return pageMetadata({
    title: `${category.title}, page ${page} of ${pages}`,
    description: category.description,
    path,
    ...(category.adult ? { other: { rating: "adult" } } : {}),
  });
}

export default async function CategoryPageN({ params }: Props) {
  const { slug, page } = await params;
  return (
    <CategoryListing catalogue={getCatalogue()} category={getCategory(slug)} page={Number(page)} />
  );
}

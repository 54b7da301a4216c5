import type { Metadata } from "next";
import { PromptCategoryPage } from "@/components/prompts/prompt-category-page";
import { promptCategoryPage, promptCategoryPages } from "@/lib/data/prompt-pages";
import { pageMetadata } from "@/lib/metadata";
import { promptCategoryPath } from "@/lib/prompts/paths";

type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return promptCategoryPages("midjourney").map((category) => ({ category: category.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = promptCategoryPage("midjourney", (await params).category);
  return pageMetadata({
    title: `${category.name} Midjourney prompts`,
    description: category.description,
    path: promptCategoryPath("midjourney", category.slug),
  });
}

export default async function MidjourneyCategoryPage({ params }: Props) {
  return (
    <PromptCategoryPage
      collection="midjourney"
      collectionName="Midjourney Prompts"
      noun="Midjourney prompts"
      slug={(await params).category}
    />
  );
}

import type { Metadata } from "next";
import { PromptCategoryPage } from "@/components/prompts/prompt-category-page";
import { promptCategoryPage, promptCategoryPages } from "@/lib/data/prompt-pages";
import { pageMetadata } from "@/lib/metadata";
import { promptCategoryPath } from "@/lib/prompts/paths";

type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return promptCategoryPages("chatgpt").map((category) => ({ category: category.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = promptCategoryPage("chatgpt", (await params).category);
  return pageMetadata({
    title: `${category.name} ChatGPT prompts`,
    description: category.description,
    path: promptCategoryPath("chatgpt", category.slug),
  });
}

export default async function ChatgptCategoryPage({ params }: Props) {
  return (
    <PromptCategoryPage
      collection="chatgpt"
      collectionName="ChatGPT Prompts"
      noun="ChatGPT prompts"
      slug={(await params).category}
    />
  );
}

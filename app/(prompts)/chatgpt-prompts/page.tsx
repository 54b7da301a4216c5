import type { Metadata } from "next";
import { ChatgptPromptCard } from "@/components/prompts/chatgpt-prompt-card";
import { PromptCollectionPage } from "@/components/prompts/prompt-collection-page";
import { getPromptCollections } from "@/lib/data/prompts";
import { pageMetadata } from "@/lib/metadata";

const intro = {
  title: "ChatGPT Prompts",
  description:
    "Ready-to-use ChatGPT prompts for writing, coding, study, marketing, career and everyday work. Fill in the blanks, copy, or open them straight in ChatGPT.",
};

export const metadata: Metadata = pageMetadata({ ...intro, path: "/chatgpt-prompts" });

export default function ChatgptPromptsPage() {
  const { chatgpt } = getPromptCollections();
  return (
    <PromptCollectionPage
      title={intro.title}
      lead={`${intro.description} Words in [brackets] are yours to replace.`}
      listId="chatgpt-prompt-list"
      sections={chatgpt.map((category) => ({
        slug: category.slug,
        name: category.name,
        description: category.description,
        count: category.prompts.length,
        cards: category.prompts.map((prompt) => (
          <ChatgptPromptCard key={prompt.id} prompt={prompt} />
        )),
      }))}
    />
  );
}

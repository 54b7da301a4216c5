import type { Metadata } from "next";
import { PromptCollectionPage } from "@/components/prompts/prompt-collection-page";
import { pageMetadata } from "@/lib/metadata";

const intro = {
  title: "ChatGPT Prompts",
  description:
    "Ready-to-use prompts for writing, coding, study, marketing, career and everyday work. Fill in the blanks, copy, or open them in ChatGPT, Claude and other assistants.",
};

export const metadata: Metadata = pageMetadata({ ...intro, path: "/chatgpt-prompts" });

export default function ChatgptPromptsPage() {
  return (
    <PromptCollectionPage
      collection="chatgpt"
      title={intro.title}
      lead={`${intro.description} Words in [brackets] are yours to replace.`}
    />
  );
}

import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { MidjourneyPromptCard } from "@/components/prompts/midjourney-prompt-card";
import { PromptCollectionPage } from "@/components/prompts/prompt-collection-page";
import { getPromptCollections } from "@/lib/data/prompts";
import { pageMetadata } from "@/lib/metadata";

const intro = {
  title: "Midjourney Prompts",
  description:
    "Midjourney prompts with their parameters, for photography, illustration, logos, architecture, products and more. Copy one, or open it in the prompt builder to adjust it.",
};

export const metadata: Metadata = pageMetadata({ ...intro, path: "/midjourney-prompts" });

export default function MidjourneyPromptsPage() {
  const { midjourney } = getPromptCollections();
  return (
    <PromptCollectionPage
      title={intro.title}
      lead={intro.description}
      listId="midjourney-prompt-list"
      aside={
        <p className="text-sm text-muted-foreground">
          Want to start from scratch? Use the{" "}
          <Link href="/prompt-builder" className="text-accent underline">
            Midjourney prompt builder
          </Link>
          .
        </p>
      }
      sections={midjourney.map((category) => ({
        slug: category.slug,
        name: category.name,
        description: category.description,
        count: category.prompts.length,
        cards: category.prompts.map((prompt) => (
          <MidjourneyPromptCard key={prompt.id} prompt={prompt} />
        )),
      }))}
    />
  );
}

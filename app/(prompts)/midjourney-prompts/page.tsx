import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PromptCollectionPage } from "@/components/prompts/prompt-collection-page";
import { pageMetadata } from "@/lib/metadata";

const intro = {
  title: "Midjourney Prompts",
  description:
    "Midjourney prompts with their parameters, for photography, illustration, logos, architecture, products and more. Copy one, or open it in the prompt builder to adjust it.",
};

export const metadata: Metadata = pageMetadata({ ...intro, path: "/midjourney-prompts" });

export default function MidjourneyPromptsPage() {
  return (
    <PromptCollectionPage
      collection="midjourney"
      title={intro.title}
      lead={`${intro.description} Each prompt says the Midjourney version it was written for.`}
      aside={
        <p className="text-sm text-muted-foreground">
          Want to start from scratch? Use the{" "}
          <Link href="/prompt-builder" className="text-accent underline">
            Midjourney prompt builder
          </Link>
          .
        </p>
      }
    />
  );
}

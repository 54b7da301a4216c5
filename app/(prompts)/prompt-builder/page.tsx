import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageIntro } from "@/components/content/page-intro";
import { NeedsJavaScript } from "@/components/forms/field";
import { PromptBuilder } from "@/components/prompt-builder/prompt-builder";
import { Container } from "@/components/ui/container";
import { pageMetadata } from "@/lib/metadata";

const intro = {
  title: "Midjourney Prompt Builder",
  description:
    "Build a Midjourney prompt step by step, with every parameter checked against the version you use. Copy it, share it as a link, or start from a preset.",
};

export const metadata: Metadata = pageMetadata({ ...intro, path: "/prompt-builder" });

export default function PromptBuilderPage() {
  return (
    <Container className="pb-16">
      <PageIntro eyebrow="Tools" title={intro.title} lead={intro.description}>
        <p className="text-sm text-muted-foreground">
          Looking for ideas? Browse the{" "}
          <Link href="/midjourney-prompts" className="text-accent underline">
            Midjourney prompt collection
          </Link>{" "}
          and open any prompt here.
        </p>
      </PageIntro>
      <NeedsJavaScript what="The prompt builder" />
      <div className="noscript:hidden">
        <PromptBuilder />
      </div>
    </Container>
  );
}

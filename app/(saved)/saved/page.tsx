import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { MyLists } from "@/components/lists/my-lists";
import { SavedView } from "@/components/saved/saved-view";
import { Container } from "@/components/ui/container";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Saved tools and prompts",
  description: "The AI tools and prompts you saved on AI Compass, and your lists of tools.",
  path: "/saved",
  // Personal to the visitor: nothing for search engines.
  noindex: true,
});

export default function SavedPage() {
  return (
    <Container className="flex flex-col gap-12 pb-16">
      <PageIntro
        title="Saved"
        lead="The tools and prompts you kept with Save, and your lists of tools."
      />
      <p className="hidden noscript:block">
        Saving needs JavaScript: your saved items are kept by your browser.
      </p>
      {/* Holds the space while the saves load, so the footer does not jump (CLS). */}
      <div className="min-h-[40vh] noscript:hidden">
        <SavedView />
      </div>
      <section aria-labelledby="lists" className="flex scroll-mt-24 flex-col gap-4 noscript:hidden">
        <h2 id="lists" className="text-2xl font-semibold tracking-tight">
          Your lists
        </h2>
        <MyLists />
      </section>
    </Container>
  );
}

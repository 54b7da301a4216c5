import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { ListView } from "@/components/lists/list-view";
import { Container } from "@/components/ui/container";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "A shared list of AI tools",
  description: "A list of AI tools that someone made on AI Compass and shared with its link.",
  path: "/lists/view",
  // Lists are made by visitors and reached by their link: nothing for search engines.
  noindex: true,
});

export default function ListViewPage() {
  return (
    <Container className="flex flex-col gap-8 pb-16">
      <PageIntro title="Shared list" lead="AI tools picked by someone on AI Compass." />
      <p className="hidden noscript:block">Shared lists need JavaScript to load.</p>
      <div className="min-h-[40vh] noscript:hidden">
        <ListView />
      </div>
    </Container>
  );
}

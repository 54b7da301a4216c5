import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { CategoryJumpList } from "@/components/tools/category-jump-list";
import { DirectorySection } from "@/components/tools/directory-section";
import { Container } from "@/components/ui/container";
import { getCatalogue } from "@/lib/data/directory";
import { countLabel } from "@/lib/format";
import { pageMetadata } from "@/lib/metadata";

/** At most this many tools per category here (featured first); the category page lists them all. */
const toolsPerCategory = 24;

export const metadata: Metadata = pageMetadata({
  title: "AI Tools Directory",
  description:
    "Every AI tool we list, by category: writing, images, audio, video, data, code, marketing and more, with checked pricing and honest descriptions.",
  path: "/tools",
});

export default function ToolsPage() {
  const { categories } = getCatalogue();
  const general = categories.filter((c) => !c.adult);
  const toolCount = general.reduce((sum, c) => sum + c.tools.length, 0);
  return (
    <Container className="pb-8">
      <PageIntro
        eyebrow="Directory"
        title="AI Tools Directory"
        lead={`${countLabel(toolCount, "tool")} in ${general.length} categories, each with what it does, how to use it, and when its pricing was last checked.`}
      />
      <CategoryJumpList categories={categories} />
      <div className="flex flex-col gap-16">
        {categories.map((category) => (
          <DirectorySection key={category.slug} category={category} limit={toolsPerCategory} />
        ))}
      </div>
    </Container>
  );
}

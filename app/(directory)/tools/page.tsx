import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { CategoryJumpList } from "@/components/tools/category-jump-list";
import { SiteSearch } from "@/components/search/site-search";
import { DirectoryFilters } from "@/components/tools/directory-filters";
import { DirectorySection } from "@/components/tools/directory-section";
import { genreChoices } from "@/lib/directory/genre-choices";
import { Container } from "@/components/ui/container";
import { getCatalogue } from "@/lib/data/directory";
import { countLabel } from "@/lib/format";
import { pageMetadata } from "@/lib/metadata";

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
      <div className="mb-8 max-w-2xl">
        <SiteSearch
          variant="page"
          scope="tools"
          label="Search the AI tools"
          placeholder={`Search ${toolCount} AI tools by name or what they do`}
        />
      </div>
      <DirectoryFilters
        total={toolCount}
        categories={general.map((c) => ({ value: c.slug, label: c.name, count: c.tools.length }))}
        genres={genreChoices(general.flatMap((c) => c.tools))}
      />
      {/* Every tool, by category: what shows without JavaScript and with no filter chosen. */}
      <div data-directory-default="">
        <CategoryJumpList categories={categories} />
        <div className="flex flex-col gap-16">
          {categories.map((category) => (
            <DirectorySection key={category.slug} category={category} />
          ))}
        </div>
      </div>
    </Container>
  );
}

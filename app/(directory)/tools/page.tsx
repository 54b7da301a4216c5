import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { SiteSearch } from "@/components/search/site-search";
import { TaskFinder } from "@/components/tasks/task-finder";
import { CategoryJumpList } from "@/components/tools/category-jump-list";
import { DirectorySection } from "@/components/tools/directory-section";
import { ToolBrowser } from "@/components/tools/tool-browser";
import { featureChoices } from "@/lib/directory/feature-filters";
import { ToolGrid } from "@/components/tools/tool-card";
import { RankingNote } from "@/components/tools/listing-header";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { getCatalogue } from "@/lib/data/directory";
import { genreChoices } from "@/lib/directory/genre-choices";
import { directoryGenreChoices, featuredTools } from "@/lib/directory/listing";
import { directoryCounts } from "@/lib/directory/counts";
import { countLabel } from "@/lib/format";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "AI Tools Directory",
  description:
    "Every AI tool we list, by category: writing, images, audio, video, data, code, marketing and more, with dated pricing and honest descriptions.",
  path: "/tools",
});

/**
 * The directory: the featured tools and each category's first few, with links to the
 * categories' own pages (which list every tool, paginated). Filtering fetches the whole
 * general catalogue as compact JSON, so the page stays the same size however many tools
 * there are.
 */
export default function ToolsPage() {
  const { categories } = getCatalogue();
  const general = categories.filter((c) => !c.adult);
  const generalTools = general.flatMap((c) => c.tools);
  const counts = directoryCounts(categories);
  return (
    <Container className="pb-8">
      <PageIntro
        eyebrow="Directory"
        title="AI Tools Directory"
        lead={`${countLabel(counts.tools, "tool")} in ${countLabel(counts.categories, "category", "categories")}${counts.adultCategories > 0 ? ` (plus ${countLabel(counts.adultCategories, "category", "categories")} for adults)` : ""}, each with what it does, how to use it, and when a dated source last confirmed its price.`}
      />
      <div className="-mt-8 mb-8">
        <RankingNote>
          Featured tools first, then the editors&apos; order; no place is sold.
        </RankingNote>
      </div>
      <div className="mb-8 max-w-2xl">
        <SiteSearch
          variant="page"
          scope="tools"
          label="Search the AI tools"
          placeholder={`Search ${counts.tools} AI tools by name or what they do`}
        />
        <TaskFinder className="mt-6" />
      </div>
      <ToolBrowser
        total={counts.tools}
        categories={general.map((c) => ({ value: c.slug, label: c.name, count: c.tools.length }))}
        genres={genreChoices(generalTools, directoryGenreChoices)}
        features={featureChoices(generalTools)}
      >
        <CategoryJumpList categories={categories} />
        <section aria-labelledby="featured-heading" className="mb-16">
          <h2 id="featured-heading" className="mb-5 text-2xl font-semibold tracking-tight">
            Featured tools
          </h2>
          <ToolGrid tools={featuredTools(categories)} />
        </section>
        <div className="flex flex-col gap-16">
          {categories.map((category) => (
            <DirectorySection key={category.slug} category={category} />
          ))}
        </div>
        <p className="mt-16 text-sm text-muted-foreground">
          Tools that closed, changed their name or were merged into another product keep their
          pages; the{" "}
          <Link href="/graveyard" className="font-medium text-accent underline">
            tool graveyard
          </Link>{" "}
          lists them with where their users went.
        </p>
      </ToolBrowser>
    </Container>
  );
}

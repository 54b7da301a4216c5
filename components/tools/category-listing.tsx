import { ListingHeader, RankingNote } from "@/components/tools/listing-header";
import { Container } from "@/components/ui/container";
import { Pagination } from "@/components/ui/pagination";
import type { Catalogue, DirectoryCategory } from "@/lib/directory/catalogue";
import { genreChoices } from "@/lib/directory/genre-choices";
import { categoryPage } from "@/lib/directory/listing";
import { categoryPath } from "@/lib/directory/slug";
import { ToolBrowser } from "./tool-browser";
import { featureChoices } from "@/lib/directory/feature-filters";
import { ToolGrid } from "./tool-card";

/**
 * One page of a category: its tools, a page at a time in the path (/categories/x/page/2), so
 * every tool is reachable without JavaScript; the filters search the whole category.
 */
export function CategoryListing({
  catalogue,
  category,
  page,
}: {
  catalogue: Catalogue;
  category: DirectoryCategory;
  page: number;
}) {
  const { tools, pages, path } = categoryPage(category, page);
  // Other categories to switch to: the general ones, plus this one when it is for adults.
  const categoryChoices = catalogue.categories
    .filter((c) => !c.adult || c.slug === category.slug)
    .map((c) => ({ value: c.slug, label: c.name, count: c.tools.length }));
  const breadcrumbs = [
    { label: "Home", href: "/" },
    { label: "AI Tools", href: "/tools" },
    { label: category.name, href: categoryPath(category.slug) },
    ...(page > 1 ? [{ label: `Page ${page}`, href: path }] : []),
  ];
  return (
    <Container className="pb-8">
      <ListingHeader
        breadcrumbs={breadcrumbs}
        area={category.name}
        count={category.tools.length}
        page={page}
        pages={pages}
        title={category.title}
        lead={category.description}
      >
        <RankingNote>
          Featured tools first, then the editors&apos; order; no place is sold.
        </RankingNote>
        {category.adult ? (
          <p className="max-w-2xl rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
            Adults only (18+). Images are blurred here; each tool&apos;s page asks you to confirm
            your age before it shows images or links.
          </p>
        ) : null}
      </ListingHeader>
      <ToolBrowser
        total={category.tools.length}
        categories={categoryChoices}
        genres={genreChoices(category.tools)}
        features={featureChoices(category.tools)}
        currentCategory={category.slug}
      >
        <ToolGrid tools={tools} headingLevel={2} />
        <Pagination
          base={categoryPath(category.slug)}
          page={page}
          pages={pages}
          label={`${category.name} pages`}
        />
      </ToolBrowser>
    </Container>
  );
}

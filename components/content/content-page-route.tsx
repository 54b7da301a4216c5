import type { Metadata } from "next";
import { getContentPage } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ContentPageView } from "./content-page-view";

/** The metadata and page component of a route that shows content/pages/{slug}.md. */
export function contentPageRoute(slug: string) {
  return {
    async generateMetadata(): Promise<Metadata> {
      const page = await getContentPage(slug);
      return pageMetadata({ title: page.title, description: page.description, path: `/${slug}` });
    },
    async Page() {
      return <ContentPageView page={await getContentPage(slug)} />;
    },
  };
}

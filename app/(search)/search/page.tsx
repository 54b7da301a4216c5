import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { Suspense } from "react";
import { PageIntro } from "@/components/content/page-intro";
import { SearchPage } from "@/components/search/search-page";
import { SearchPageFallback } from "@/components/search/search-page-form";
import { browseLinks } from "@/components/search/search-path";
import { Container } from "@/components/ui/container";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Search",
  description:
    "Search every AI tool in the directory, our guides and news, and the ChatGPT and Midjourney prompt collections.",
  path: "/search",
});

export default function Search() {
  return (
    <Container>
      <PageIntro
        title="Search"
        lead="AI tools, guides, news and prompts. Results appear as you type."
      />
      {/* Shown only when scripting is off (the noscript: variant is a media query). */}
      <div className="mb-8 hidden max-w-2xl rounded-xl border border-border bg-surface p-4 noscript:block">
        <p>Search needs JavaScript, which is off in this browser. Everything can be browsed:</p>
        <ul className="mt-2 list-disc pl-5">
          {browseLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="text-accent underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {/* The query is only known in the browser (?q=), so the page is pre-rendered without it. */}
      <Suspense fallback={<SearchPageFallback />}>
        <SearchPage />
      </Suspense>
    </Container>
  );
}

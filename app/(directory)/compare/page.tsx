import type { Metadata } from "next";
import { ComparePairLinks } from "@/components/compare/pair-links";
import { CompareView } from "@/components/compare/compare-view";
import { Container } from "@/components/ui/container";
import { popularPairs } from "@/lib/compare/pairs";
import { compareQueryScript } from "@/lib/compare/query-script";
import { getComparePairs } from "@/lib/data/directory";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Compare AI tools side by side",
  description:
    "Put up to four AI tools side by side: pricing and when it was confirmed, what each runs on and works with, each answer with its source, and links.",
  path: "/compare",
});

/** How many ready-made comparisons the page lists (featured tools' first). */
const popularCount = 12;

export default function ComparePage() {
  const popular = popularPairs(getComparePairs(), popularCount);
  return (
    <Container className="flex flex-col gap-10 py-8 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Compare AI tools</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Up to four tools side by side, from the same data as their pages: what each one costs and
          when a source last confirmed that price, what it is for, what it runs on and works with
          (each answer opens onto the words of its source), then each tool&apos;s features in its
          own words.
        </p>
      </header>
      {/* Before the first paint, a shared link (?tools=…) reserves a screen's height for the table,
          so nothing below it moves into view when it appears (CLS 0); the slot never shrinks. */}
      <script dangerouslySetInnerHTML={{ __html: compareQueryScript }} />
      <div className="noscript:hidden [html[data-compare-query]_&]:min-h-svh">
        <CompareView />
      </div>
      <p className="hidden max-w-prose noscript:block">
        Comparing the tools you pick needs JavaScript. The comparisons below work without it.
      </p>
      {popular.length > 0 ? (
        <section aria-labelledby="popular-comparisons" className="flex flex-col gap-3">
          <h2 id="popular-comparisons" className="text-xl font-semibold">
            Ready-made comparisons
          </h2>
          <ComparePairLinks pairs={popular} layout="grid" />
        </section>
      ) : null}
    </Container>
  );
}

import type { Metadata } from "next";
import { ComparePairLinks } from "@/components/compare/pair-links";
import { CompareTable } from "@/components/compare/compare-table";
import { CompareToggle, SaveToggle } from "@/components/saved/toggles";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { Link } from "@/components/ui/link";
import { comparePairPath } from "@/lib/compare/pairs";
import { toolRecord } from "@/lib/compare/records";
import { verdict } from "@/lib/compare/verdict";
import { getComparePair, getComparePairs, getComparePairsFor } from "@/lib/data/directory";
import { categoryPath, toolPath } from "@/lib/directory/slug";
import { fittingTitle, pageMetadata } from "@/lib/metadata";
import { breadcrumbListJsonLd, comparisonJsonLd } from "@/lib/structured-data";

type Props = { params: Promise<{ pair: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getComparePairs().map((pair) => ({ pair: pair.key }));
}

function describe(key: string) {
  const { a, b } = getComparePair(key);
  return {
    title: fittingTitle(
      `${a.name} vs ${b.name}: pricing and features compared`,
      `${a.name} vs ${b.name} compared`,
      `${a.name} vs ${b.name}`,
    ),
    description: `${a.name} or ${b.name}? Both are listed under ${a.categoryName} AI tools. Their pricing, when it was confirmed, and their features side by side.`,
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { pair } = await params;
  return pageMetadata({ ...describe(pair), path: comparePairPath(pair) });
}

export default async function ComparePairPage({ params }: Props) {
  const { pair: key } = await params;
  const { a, b } = getComparePair(key);
  const page = { ...describe(key), path: comparePairPath(key) };
  const records = [toolRecord(a), toolRecord(b)];
  const breadcrumbs = [
    { label: "Home", href: "/" },
    { label: "AI Tools", href: "/tools" },
    { label: a.categoryName, href: categoryPath(a.categorySlug) },
    { label: `${a.name} vs ${b.name}`, href: page.path },
  ];
  // Other comparisons of either tool, for visitors who want a third opinion.
  const more = [...getComparePairsFor(a.slug), ...getComparePairsFor(b.slug)]
    .filter((other) => other.key !== key)
    .filter((other, index, all) => all.findIndex((x) => x.key === other.key) === index)
    .slice(0, 6);
  return (
    <Container className="flex flex-col gap-8 py-8 sm:py-12">
      <JsonLd data={comparisonJsonLd([a, b], page)} />
      <JsonLd data={breadcrumbListJsonLd(breadcrumbs)} />
      <Breadcrumbs items={breadcrumbs} />
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {a.name} vs {b.name}
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Two tools from our {a.categoryName} category side by side, from the same data as their
          pages.
        </p>
      </header>
      <section aria-labelledby="verdict" className="flex max-w-3xl flex-col gap-3">
        <h2 id="verdict" className="text-xl font-semibold">
          In short
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-foreground/90">
          {verdict(records[0]!, records[1]!).map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Written from the listings, not from testing: check each tool&apos;s site before you buy.
        </p>
      </section>
      <section aria-labelledby="side-by-side" className="flex flex-col gap-4">
        <h2 id="side-by-side" className="text-xl font-semibold">
          Side by side
        </h2>
        <CompareTable
          tools={records}
          caption={`${a.name} and ${b.name} compared`}
          headerAction={(tool) => (
            <div className="flex flex-wrap gap-2">
              <SaveToggle kind="tool" id={tool.slug} name={tool.name} />
              <CompareToggle slug={tool.slug} name={tool.name} />
            </div>
          )}
        />
      </section>
      {more.length > 0 ? (
        <section aria-labelledby="more-comparisons" className="flex flex-col gap-3">
          <h2 id="more-comparisons" className="text-xl font-semibold">
            More comparisons
          </h2>
          <ComparePairLinks pairs={more} />
        </section>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Read more on{" "}
        <Link href={toolPath(a.slug)} className="text-accent underline underline-offset-2">
          {a.name}
        </Link>{" "}
        and{" "}
        <Link href={toolPath(b.slug)} className="text-accent underline underline-offset-2">
          {b.name}
        </Link>
        , or pick up to four tools with their Compare buttons.
      </p>
    </Container>
  );
}

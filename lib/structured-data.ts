import type { DirectoryTool } from "@/lib/directory/catalogue";
import { isFreeEntry, isListed, isRanked } from "@/lib/directory/on-sale";
import { minReviewsForStars } from "@/lib/reviews/thresholds";
import { absoluteUrl } from "./metadata";
import { site } from "./site";

export function breadcrumbListJsonLd(items: readonly { label: string; href: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href),
    })),
  };
}

/**
 * schema.org SoftwareApplication for a tool page, with an Offer when its price is known. An
 * adult tool's site and logo stay out (they are shown only after the 18+ confirmation), and a
 * tool no longer sold, or not confirmed at all, offers nothing.
 */
export function softwareApplicationJsonLd(tool: DirectoryTool, path: string) {
  const entry = tool.entryPrice;
  const site = tool.adult ? {} : { url: tool.externalLink };
  // Only a tool on sale and listed (`ranked`, lib/directory/on-sale.ts) offers anything.
  const offers = !isRanked(tool)
    ? undefined
    : entry.kind === "paid"
      ? {
          "@type": "Offer",
          price: entry.price.amount.toFixed(2),
          priceCurrency: entry.price.currency,
          ...site,
        }
      : isFreeEntry(entry)
        ? {
            "@type": "Offer",
            price: "0",
            priceCurrency: "USD",
            ...site,
            ...(entry.kind === "free-plan" ? { description: "Free plan with paid upgrades" } : {}),
          }
        : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: tool.name,
    description: tool.shortDescription,
    url: absoluteUrl(path),
    ...(tool.adult ? {} : { sameAs: tool.externalLink, image: absoluteUrl(tool.logoUrl) }),
    applicationCategory: `${tool.categoryName} AI tool`,
    applicationSubCategory: tool.genreLabel,
    operatingSystem: "Web",
    keywords: tool.keywords.join(", "),
    ...(offers ? { offers } : {}),
    // Only from a few reviews on, and only where the page shows the stars (not adult tools).
    ...(tool.ratings && tool.ratings.count >= minReviewsForStars && !tool.adult && isListed(tool)
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: tool.ratings.mean.toFixed(1),
            ratingCount: tool.ratings.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** schema.org Article for a guide or news item. */
export function articleJsonLd(article: {
  title: string;
  description: string;
  path: string;
  date: string;
  updated?: string | undefined;
  author: string;
  tags: readonly string[];
  kind: "guide" | "news";
  image: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": article.kind === "news" ? "NewsArticle" : "Article",
    headline: article.title,
    description: article.description,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: { "@type": "Organization", name: article.author },
    publisher: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    image: absoluteUrl(article.image),
    keywords: article.tags.join(", "),
  };
}

/** schema.org WebPage about two tools, for a comparison page; each tool as on its own page. */
export function comparisonJsonLd(
  tools: readonly DirectoryTool[],
  page: { path: string; title: string; description: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    about: tools.map((tool) => {
      const { "@context": _context, ...app } = softwareApplicationJsonLd(
        tool,
        `/tools/${tool.slug}`,
      );
      return app;
    }),
  };
}

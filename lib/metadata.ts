import type { Metadata } from "next";
import { site } from "./site";

export type PageMetadataInput = {
  /** The page's own title; the root layout's template appends the site name. */
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. "/privacy-policy". Becomes the canonical URL. */
  path: string;
  /** Open Graph type: "article" for guides and news, "website" otherwise. */
  type?: "website" | "article";
  /** Site-relative or absolute image URL for social cards; the site's default card otherwise. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** Extra <meta> name/content pairs, e.g. { rating: "adult" }. */
  other?: Record<string, string>;
  noindex?: boolean;
};

export const defaultSocialImage = {
  url: "/opengraph-image.png",
  alt: `${site.name}: ${site.tagline}`,
  width: 1200,
  height: 630,
};

/** The RSS feed of articles, linked from every page's head. */
export const feedAlternate = {
  "application/rss+xml": [{ url: "/feed.xml", title: `${site.name}: guides and news` }],
};

/**
 * The longest a page's own title may be: the root layout appends " | AI Compass" (13 characters)
 * and titles stay within 103 in all (the long-title rule in .htmlvalidate.json).
 */
export const pageTitleMaxLength = 90;

/** The first of `titles` that fits pageTitleMaxLength; the last when none does. */
export function fittingTitle(...titles: [string, ...string[]]): string {
  return titles.find((title) => title.length <= pageTitleMaxLength) ?? titles[titles.length - 1]!;
}

/** Absolute URL on this site for a site-relative path. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

/** Metadata for one page: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const image = input.image ?? defaultSocialImage;
  const canonical = absoluteUrl(input.path);
  return {
    title: input.title,
    description: input.description,
    // Pages replace the layout's alternates, so each repeats the feed link for feed readers.
    alternates: { canonical, types: feedAlternate },
    openGraph: {
      type: input.type ?? "website",
      url: canonical,
      siteName: site.name,
      locale: site.locale,
      title: input.title,
      description: input.description,
      images: [{ ...image, url: absoluteUrl(image.url) }],
    },
    // X reads the title, description and image from the Open Graph tags when its own are
    // absent; only the card's kind has no Open Graph equivalent. Repeating them cost every page
    // about 1 kB (its HTML and both copies of its flight data).
    twitter: { card: "summary_large_image" },
    ...(input.other ? { other: input.other } : {}),
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

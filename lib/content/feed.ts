import { escapeMarkup } from "@/lib/escape-markup";
import { absoluteUrl } from "@/lib/metadata";
import { site } from "@/lib/site";
import type { ArticleSummary } from "./articles-source";

/** RFC 822 date, as RSS 2.0 requires: "Sat, 21 Nov 2026 00:00:00 GMT". */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** RSS 2.0 of the given articles (newest first), with an atom:link to itself. */
export function articlesFeed(articles: readonly ArticleSummary[]): string {
  const feedUrl = absoluteUrl("/feed.xml");
  const items = articles
    .map((article) => {
      const url = absoluteUrl(article.path);
      const categories = [article.category, ...article.tags]
        .map((category) => `      <category>${escapeMarkup(category)}</category>`)
        .join("\n");
      return `    <item>
      <title>${escapeMarkup(article.title)}</title>
      <link>${escapeMarkup(url)}</link>
      <guid isPermaLink="true">${escapeMarkup(url)}</guid>
      <description>${escapeMarkup(article.description)}</description>
      <pubDate>${rssDate(article.date)}</pubDate>
      <dc:creator>${escapeMarkup(article.author)}</dc:creator>
${categories}
    </item>`;
    })
    .join("\n");
  // The latest publication or revision of any article, not just of the newest one.
  const lastChange = articles
    .map((article) => article.updated ?? article.date)
    .reduce<string | undefined>((latest, date) => (!latest || date > latest ? date : latest), undefined);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeMarkup(`${site.name}: guides and news`)}</title>
    <link>${escapeMarkup(absoluteUrl("/guides"))}</link>
    <description>${escapeMarkup(site.description)}</description>
    <language>en</language>
    <atom:link href="${escapeMarkup(feedUrl)}" rel="self" type="application/rss+xml"/>
${lastChange ? `    <lastBuildDate>${rssDate(lastChange)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}

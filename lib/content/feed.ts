import { escapeMarkup } from "@/lib/escape-markup";
import { absoluteUrl } from "@/lib/metadata";
import { site } from "@/lib/site";
import type { PriceChange } from "@/lib/directory/changes";
import { formatPricing, parsePricing } from "@/lib/directory/pricing";
import { toolPath } from "@/lib/directory/slug";
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
    .reduce<string | undefined>(
      (latest, date) => (!latest || date > latest ? date : latest),
      undefined,
    );
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

/** "Freemium (paid from $8/month)" for a history entry. */
function priceText(price: { pricing: string; paidFrom?: string | undefined }): string {
  const read = (text: string) => formatPricing(parsePricing(text) ?? { kind: "unknown" });
  return `${read(price.pricing)}${price.paidFrom ? ` (paid from ${read(price.paidFrom)})` : ""}`;
}

/** "ChatGPT: $20/month → $25/month" */
export function changeTitle(change: PriceChange): string {
  return `${change.tool.name}: ${priceText(change.from)} → ${priceText(change.to)}`;
}

/** RSS 2.0 of the directory's price changes (newest first), the same feed as /changes. */
export function changesFeed(changes: readonly PriceChange[]): string {
  const feedUrl = absoluteUrl("/changes.xml");
  const items = changes
    .map((change) => {
      const url = absoluteUrl(toolPath(change.tool.slug));
      const guid = `${url}#price-${change.on}`;
      const description = `${change.note ?? changeTitle(change)} Source: ${change.source.title} (${change.source.url}).`;
      return `    <item>
      <title>${escapeMarkup(changeTitle(change))}</title>
      <link>${escapeMarkup(url)}</link>
      <guid isPermaLink="false">${escapeMarkup(guid)}</guid>
      <description>${escapeMarkup(description)}</description>
      <pubDate>${rssDate(change.on.length === 7 ? `${change.on}-01` : change.on)}</pubDate>
    </item>`;
    })
    .join("\n");
  const newest = changes[0]?.on;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeMarkup(`${site.name}: price changes`)}</title>
    <link>${escapeMarkup(absoluteUrl("/changes"))}</link>
    <description>${escapeMarkup("Every recorded change of an AI tool's price in the directory, with its source.")}</description>
    <language>en</language>
    <atom:link href="${escapeMarkup(feedUrl)}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rssDate(newest.length === 7 ? `${newest}-01` : newest)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}

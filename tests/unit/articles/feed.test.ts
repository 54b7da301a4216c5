import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ArticleSummary } from "@/lib/content/articles-source";
import { articlesFeed } from "@/lib/content/feed";
import { site } from "@/lib/site";

function summary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  const slug = overrides.slug ?? "writing-better-prompts";
  return {
    title: "Writing better prompts",
    description: "A practical walk through writing prompts that give useful answers.",
    category: "prompts",
    kind: "guide",
    date: "2026-03-10",
    author: "AI Compass Editorial",
    tags: ["prompts"],
    draft: false,
    slug,
    source: `content/guides/${slug}.md`,
    path: `/guides/${slug}`,
    words: 500,
    readingMinutes: 2,
    ...overrides,
  };
}

const origin = site.url.replace(/\/$/, "");

function items(xml: string): string[] {
  return xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
}

function textOf(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, "g"))].map(
    (match) => match[1] ?? "",
  );
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (entity in named) return named[entity] ?? "";
    const code = entity[1] === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/** What remains once the XML declaration, every tag and every entity reference are removed. */
function bareText(xml: string): string {
  return xml
    .replace(/^<\?xml [^?]*\?>/, "")
    .replace(/<\/?[A-Za-z][\w:.-]*(?:\s+[\w:.-]+="[^"<&]*(?:&[#\w]+;[^"<&]*)*")*\s*\/?>/g, "")
    .replace(/&(?:#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, "");
}

describe("articlesFeed", () => {
  const articles = [
    summary({ slug: "newest", title: "Newest", date: "2026-11-21", tags: ["news", "models"] }),
    summary({ slug: "middle", title: "Middle", date: "2026-05-02" }),
    summary({ slug: "oldest", title: "Oldest", date: "2026-01-01" }),
  ];

  it("is RSS 2.0 with a channel and an atom:link to itself", () => {
    const xml = articlesFeed(articles);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain(
      `<atom:link href="${origin}/feed.xml" rel="self" type="application/rss+xml"/>`,
    );
    expect(xml).toContain(`<link>${origin}/guides</link>`);
    expect(xml).toContain("<language>en</language>");
    expect(xml.trimEnd().endsWith("</channel>\n</rss>")).toBe(true);
  });

  it("has one item per article, in the order given", () => {
    const xml = articlesFeed(articles);
    expect(items(xml)).toHaveLength(3);
    expect(items(xml).flatMap((item) => textOf(item, "title"))).toEqual([
      "Newest",
      "Middle",
      "Oldest",
    ]);
    const reversed = articlesFeed([...articles].reverse());
    expect(items(reversed).flatMap((item) => textOf(item, "title"))).toEqual([
      "Oldest",
      "Middle",
      "Newest",
    ]);
  });

  it("links each item to its absolute article URL, which is also its permalink guid", () => {
    const [first = ""] = items(articlesFeed(articles));
    expect(first).toContain(`<link>${origin}/guides/newest</link>`);
    expect(first).toContain(`<guid isPermaLink="true">${origin}/guides/newest</guid>`);
  });

  it("gives RFC 822 publication dates", () => {
    const dates = items(articlesFeed(articles)).flatMap((item) => textOf(item, "pubDate"));
    expect(dates).toEqual([
      "Sat, 21 Nov 2026 00:00:00 GMT",
      "Sat, 02 May 2026 00:00:00 GMT",
      "Thu, 01 Jan 2026 00:00:00 GMT",
    ]);
    for (const date of dates) {
      expect(date).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
    }
  });

  it("dates the feed by its first article, using its updated day when it has one", () => {
    expect(articlesFeed(articles)).toContain(
      "<lastBuildDate>Sat, 21 Nov 2026 00:00:00 GMT</lastBuildDate>",
    );
    const updated = [summary({ date: "2026-03-10", updated: "2026-04-01" })];
    expect(articlesFeed(updated)).toContain(
      "<lastBuildDate>Wed, 01 Apr 2026 00:00:00 GMT</lastBuildDate>",
    );
  });

  it("lists the category and tags of each article, and its author", () => {
    const [first = ""] = items(articlesFeed(articles));
    expect(textOf(first, "category")).toEqual(["prompts", "news", "models"]);
    expect(textOf(first, "dc:creator")).toEqual(["AI Compass Editorial"]);
  });

  it("escapes & < > \" ' in titles, descriptions and authors", () => {
    const xml = articlesFeed([
      summary({
        title: `Tom & Jerry's <b>"best"</b> prompts`,
        description: `Use <script>alert("x")</script> & friends, it's fine.`,
        author: "A & B <editors>",
      }),
    ]);
    const [item = ""] = items(xml);
    expect(textOf(item, "title")).toEqual([
      "Tom &#38; Jerry&#39;s &#60;b&#62;&#34;best&#34;&#60;/b&#62; prompts",
    ]);
    expect(item).not.toContain("<b>");
    expect(item).not.toContain("<script>");
    expect(decode(textOf(item, "description")[0] ?? "")).toBe(
      `Use <script>alert("x")</script> & friends, it's fine.`,
    );
    expect(decode(textOf(item, "dc:creator")[0] ?? "")).toBe("A & B <editors>");
  });

  it("is a valid, item-less feed for no articles", () => {
    const xml = articlesFeed([]);
    expect(items(xml)).toEqual([]);
    expect(xml).not.toContain("lastBuildDate");
    expect(xml).toContain("</channel>");
  });

  it("never leaves a raw < or & in text, keeps every item, and round-trips the text", () => {
    const text = fc.string({ unit: "binary", maxLength: 80 });
    const entry = fc.record({
      title: text,
      description: text,
      author: text,
      tags: fc.array(text, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const xml = articlesFeed(
          entries.map((fields, index) => summary({ ...fields, slug: `article-${index}` })),
        );
        const remaining = bareText(xml);
        expect(remaining).not.toMatch(/[<&]/);
        const found = items(xml);
        expect(found).toHaveLength(entries.length);
        found.forEach((item, index) => {
          const fields = entries[index];
          expect(textOf(item, "title").map(decode)).toEqual([fields?.title]);
          expect(textOf(item, "description").map(decode)).toEqual([fields?.description]);
          expect(textOf(item, "dc:creator").map(decode)).toEqual([fields?.author]);
          expect(textOf(item, "category").map(decode)).toEqual([
            "prompts",
            ...(fields?.tags ?? []),
          ]);
        });
      }),
      { numRuns: 200 },
    );
  });
});

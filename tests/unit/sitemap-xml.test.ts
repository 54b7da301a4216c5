import { describe, expect, it } from "vitest";
import {
  sitemapChunks,
  sitemapIndexXml,
  sitemapMaxUrls,
  sitemapNumber,
  urlsetXml,
} from "@/lib/sitemap-xml";

describe("the sitemap files", () => {
  it("split the URLs into sitemaps of at most 45,000, in order, one at least", () => {
    const urls = Array.from({ length: 2 * sitemapMaxUrls + 1 }, (_, index) => index);
    const chunks = sitemapChunks(urls);
    expect(chunks.map((chunk) => chunk.length)).toEqual([sitemapMaxUrls, sitemapMaxUrls, 1]);
    expect(chunks.flat()).toEqual(urls);
    expect(sitemapChunks([])).toEqual([[]]);
    expect(sitemapChunks([1, 2, 3])).toEqual([[1, 2, 3]]);
  });

  it("write an index of sitemaps and sitemaps of pages, escaping what XML needs", () => {
    expect(sitemapIndexXml(["https://example.org/sitemaps/1.xml"])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap>\n<loc>https://example.org/sitemaps/1.xml</loc>\n</sitemap>',
    );
    const xml = urlsetXml([
      { url: "https://example.org/?a=1&b=2", lastModified: "2026-11-02", priority: 0.4 },
      { url: "https://example.org/tools" },
    ]);
    expect(xml).toContain(
      "<url>\n<loc>https://example.org/?a=1&amp;b=2</loc>\n<lastmod>2026-11-02</lastmod>\n<priority>0.4</priority>\n</url>",
    );
    expect(xml).toContain("<url>\n<loc>https://example.org/tools</loc>\n</url>");
  });

  it("name the sitemaps 1.xml, 2.xml… and nothing else", () => {
    expect(sitemapNumber("1.xml")).toBe(1);
    expect(sitemapNumber("12.xml")).toBe(12);
    for (const name of ["0.xml", "01.xml", "1.txt", "a.xml", "1.xml.bak"])
      expect(sitemapNumber(name)).toBeNull();
  });
});

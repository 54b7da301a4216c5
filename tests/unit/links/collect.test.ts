import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadArticles } from "@/lib/content/articles-source";
import { buildCatalogue, type CatalogueFile } from "@/lib/directory/catalogue";
import {
  articleUrls,
  catalogueUrls,
  dedupeUrls,
  describeUse,
  externalHrefs,
  siteUrls,
} from "../../../scripts/lib/links/collect";
import { articleFile, makeTempDir, validFrontmatter, writeTree } from "../articles/helpers";
import { category, discontinuedOn, validTool } from "../directory/fixtures";

let root: string;
let cleanup: () => void;
beforeEach(() => ({ dir: root, cleanup } = makeTempDir("links-collect")));
afterEach(() => cleanup());

const files: CatalogueFile[] = [
  {
    file: "data/tools/01-text.json",
    data: category([
      { ...validTool, affiliateLink: "https://partner.example.com/?aff=7" },
      {
        ...validTool,
        name: "Closed Writer",
        link: "/tools/closed-writer",
        externalLink: "https://closed.example.org",
        links: ["https://github.com/example"],
        ...discontinuedOn("2026-05"),
      },
    ]),
  },
];

function places(urls: ReturnType<typeof dedupeUrls>): Record<string, string[]> {
  return Object.fromEntries(urls.map((target) => [target.url, target.uses.map(describeUse)]));
}

describe("collecting outbound URLs", () => {
  it("lists every URL field of every tool, once per URL, with every place it is used", () => {
    const report = buildCatalogue(files, { publicFileExists: () => true, today: "2026-11-21" });
    expect(report.errors).toEqual([]);
    const urls = places(dedupeUrls(catalogueUrls(report.catalogue)));
    const f = "data/tools/01-text.json";
    expect(urls).toEqual({
      "https://example.com/?via=aicompass": [`${f} › Example Writer › externalLink`],
      "https://partner.example.com/?aff=7": [`${f} › Example Writer › affiliateLink`],
      "https://github.com/example": [
        `${f} › Example Writer › links[0]`,
        `${f} › Closed Writer › links[0] (tool marked discontinued)`,
      ],
      "https://example.com/blog/new-plans": [
        `${f} › Example Writer › sources[0].url`,
        `${f} › Closed Writer › sources[0].url (tool marked discontinued)`,
      ],
      "https://example.com/news/closing-2026-05": [
        `${f} › Closed Writer › sources[1].url (tool marked discontinued)`,
      ],
      // Compared in parsed form: the data's "https://closed.example.org" gains its "/".
      "https://closed.example.org/": [
        `${f} › Closed Writer › externalLink (tool marked discontinued)`,
      ],
    });
  });

  it("lists a published article's sources and body links, and leaves drafts out", async () => {
    const sources = [{ url: "https://news.example.com/story", title: "The story" }];
    writeTree(root, {
      "content/guides/published.md": articleFile(
        validFrontmatter({ sources }),
        "See [the docs](https://docs.example.com/a?x=1&y=2), [a tool](/tools) and [mail](mailto:a@b.c).",
      ),
      "content/guides/unfinished.md": articleFile(
        validFrontmatter({
          draft: true,
          sources: [{ url: "https://draft.example.com/", title: "Draft" }],
        }),
      ),
    });
    const articles = await loadArticles({ root, today: "2026-06-01" });
    expect(articles.errors).toEqual([]);
    const urls = places(dedupeUrls(articles.articles.flatMap(articleUrls)));
    const owner = "content/guides/published.md › Writing better prompts";
    expect(urls).toEqual({
      "https://news.example.com/story": [`${owner} › sources[0].url`],
      "https://docs.example.com/a?x=1&y=2": [`${owner} › body`],
    });
  });

  it("reads hrefs from rendered HTML with entities decoded", () => {
    expect(
      externalHrefs('<p><a href="https://a.test/?x=1&amp;y=2">a</a> <a href="#top">b</a></p>'),
    ).toEqual(["https://a.test/?x=1&y=2"]);
  });

  it("names the site's own profiles", () => {
    const [first] = siteUrls([{ name: "X", href: "https://x.com/aicompassdev" }]);
    expect(first && describeUse(first.use)).toBe("lib/site.ts › site › socials › X");
  });
});

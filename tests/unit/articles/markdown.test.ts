import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countWords, renderArticleMarkdown, wordsPerMinute } from "@/lib/content/article-markdown";
import { makeTempDir, pngThreeByTwo, writeTree } from "./helpers";

let publicDirectory: string;
let cleanup: () => void;

beforeEach(() => {
  const temp = makeTempDir("article-markdown");
  cleanup = temp.cleanup;
  publicDirectory = path.join(temp.dir, "public");
  writeTree(publicDirectory, { "images/articles/pixel.png": pngThreeByTwo });
});
afterEach(() => cleanup());

const render = (markdown: string) => renderArticleMarkdown(markdown, { publicDirectory });

/** `count` distinct words, so the test does not depend on how repeated words are treated. */
function words(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
}

describe("renderArticleMarkdown: headings", () => {
  it("gives h2 and h3 ids and wraps their text in a link to themselves", async () => {
    const { html, problems } = await render("## Hello world\n\n### Step *two*, in short");
    expect(html).toContain(
      '<h2 id="hello-world"><a class="heading-anchor" href="#hello-world">Hello world</a></h2>',
    );
    expect(html).toContain(
      '<h3 id="step-two-in-short"><a class="heading-anchor" href="#step-two-in-short">Step <em>two</em>, in short</a></h3>',
    );
    expect(problems).toEqual([]);
  });

  it("leaves h4 and deeper headings with ids but without a self-link", async () => {
    const { html, toc } = await render("#### Small print");
    expect(html).toContain('<h4 id="small-print">Small print</h4>');
    expect(html).not.toContain("heading-anchor");
    expect(toc).toEqual([]);
  });

  it("lists h2 and h3 in the table of contents, in order, with plain text and depth", async () => {
    const { toc } = await render(
      "Intro.\n\n## First part\n\n### Detail *one*\n\n#### Not listed\n\n## Second `part`\n\n## First part",
    );
    expect(toc).toEqual([
      { id: "first-part", text: "First part", depth: 2 },
      { id: "detail-one", text: "Detail one", depth: 3 },
      { id: "second-part", text: "Second part", depth: 2 },
      { id: "first-part-1", text: "First part", depth: 2 },
    ]);
  });

  it("reports a level-1 heading as a problem", async () => {
    const { problems } = await render("# Big title\n\nText.");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/level-1 heading \("# Big title"\)/);
  });

  it("does not nest a link inside the heading's self-link (invalid HTML)", async () => {
    // <a> must not contain another <a>: a heading with a link in it cannot be wrapped whole.
    const { html } = await render("## See [the tools](/tools)");
    expect(html).toContain('<a href="/tools">the tools</a>');
    expect(html).not.toMatch(/<a [^>]*>(?:(?!<\/a>).)*<a /s);
  });
});

describe("renderArticleMarkdown: code", () => {
  it("highlights a fenced block of a known language at build time", async () => {
    const { html, problems } = await render("```ts\nconst answer: number = 42;\n```");
    expect(html).toContain('<pre tabindex="0"><code class="hljs language-ts">');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
    expect(problems).toEqual([]);
  });

  it("leaves a fence without a language alone, unhighlighted and without problems", async () => {
    const { html, problems } = await render("```\nplain <text>\n```");
    expect(html).toContain('<pre tabindex="0"><code>plain &#x3C;text>\n</code></pre>');
    expect(html).not.toContain("hljs");
    expect(problems).toEqual([]);
  });

  it("reports a fence in an unknown language as a problem and prints its code unhighlighted", async () => {
    const { html, problems } = await render("```nosuchlang\nfoo bar\n```");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/nosuchlang/);
    expect(html).toContain('<code class="hljs language-nosuchlang">foo bar\n</code>');
    expect(html).not.toContain("<span");
  });
});

describe("renderArticleMarkdown: raw HTML and links", () => {
  it("drops raw HTML: scripts, event handlers and block elements", async () => {
    const { html } = await render(
      'Hello <script>alert(1)</script> <img src="x" onerror="alert(2)">\n\n<div class="box">block</div>\n\n<iframe src="https://example.com"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<div|<iframe|onerror/i);
    expect(html).toContain("Hello");
  });

  it("drops a javascript: link target", async () => {
    const { html } = await render("[click](javascript:alert(1))");
    expect(html).not.toContain("javascript:");
  });

  it("opens external links in a new tab without an opener and leaves internal links alone", async () => {
    const { html } = await render(
      "[Docs](https://example.com/docs), [plain](http://example.org), [tools](/tools) and [top](#intro)",
    );
    expect(html).toContain(
      '<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">Docs</a>',
    );
    expect(html).toContain(
      '<a href="http://example.org" target="_blank" rel="noopener noreferrer">plain</a>',
    );
    expect(html).toContain('<a href="/tools">tools</a>');
    expect(html).toContain('<a href="#intro">top</a>');
  });

  it("collects site-relative link targets, but not external links, fragments or heading anchors", async () => {
    const { internalLinks } = await render(
      "## Heading\n\n[a](/guides/other#part) [b](/tools?page=2) [c](https://example.com/x) [d](#heading) [e](mailto:a@example.com)\n\n- [f](/tools)",
    );
    expect(internalLinks).toEqual(["/guides/other#part", "/tools?page=2", "/tools"]);
  });
});

describe("renderArticleMarkdown: GitHub-flavoured Markdown", () => {
  it("renders tables", async () => {
    const { html } = await render("| Tool | Price |\n|---|--:|\n| Chat | 20 |");
    expect(html).toContain("<table>");
    expect(html).toContain("<th>Tool</th>");
    expect(html).toContain('<td align="right">20</td>');
  });

  it("renders task lists with disabled checkboxes", async () => {
    const { html } = await render("- [x] done\n- [ ] to do");
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain('<input type="checkbox" checked disabled> done');
    expect(html).toContain('<input type="checkbox" disabled> to do');
  });

  it("renders strikethrough and autolinks", async () => {
    const { html } = await render("~~old~~ see https://example.com");
    expect(html).toContain("<del>old</del>");
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a>',
    );
  });
});

describe("renderArticleMarkdown: words and reading time", () => {
  it("reads at 230 words a minute", () => {
    expect(wordsPerMinute).toBe(230);
  });

  it.each([
    [0, 1],
    [10, 1],
    [230, 1],
    [344, 1],
    [346, 2],
    [460, 2],
    [690, 3],
    [2300, 10],
  ])("%i words take %i minute(s)", async (count, minutes) => {
    const result = await render(count === 0 ? "" : words(count));
    expect(result.words).toBe(count);
    expect(result.readingMinutes).toBe(minutes);
  });

  it("counts words in headings, lists, tables and code, but not punctuation alone or markup", async () => {
    const { words: counted } = await render(
      "## Two words\n\n- one\n- two — three\n\n| a | b |\n|---|---|\n| c | d |\n\n```ts\nconst x = 1;\n```\n\n**bold** [link](/tools)",
    );
    // two words, one two three, a b c d, const x 1, bold link
    expect(counted).toBe(2 + 3 + 4 + 3 + 2);
  });

  it("gives the body as plain text: no markup, entities decoded, blocks apart", async () => {
    const { text } = await render("## Start\n\nFish &amp; chips, **now** [here](/tools).");
    expect(text).not.toMatch(/[<>]|&amp;/);
    expect(text).toMatch(/Start\s+Fish & chips, now here\./);
  });

  it("countWords splits on any whitespace and skips tokens without letters or digits", () => {
    expect(countWords("  Hello,\tworld!\n— 42  ")).toBe(3);
    expect(countWords("")).toBe(0);
    expect(countWords("café déjà vu")).toBe(3);
  });
});

describe("renderArticleMarkdown: images", () => {
  it("gives a local image its real size and lazy loading", async () => {
    const { html, problems } = await render("![A red square](/images/articles/pixel.png)");
    expect(problems).toEqual([]);
    expect(html).toMatch(/<img [^>]*src="\/images\/articles\/pixel.png"/);
    expect(html).toMatch(/<img [^>]*alt="A red square"/);
    expect(html).toMatch(/<img [^>]*width="3"/);
    expect(html).toMatch(/<img [^>]*height="2"/);
    expect(html).toMatch(/<img [^>]*loading="lazy"/);
    expect(html).toMatch(/<img [^>]*decoding="async"/);
  });

  it("finds a local image whose name is percent-encoded", async () => {
    writeTree(publicDirectory, { "images/articles/red square.png": pngThreeByTwo });
    const { html, problems } = await render("![A red square](</images/articles/red square.png>)");
    expect(problems).toEqual([]);
    expect(html).toMatch(/<img [^>]*width="3"/);
  });

  it("reports a missing local image", async () => {
    const { problems, html } = await render("![A chart](/images/articles/missing.png)");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/image \/images\/articles\/missing.png does not exist/);
    expect(html).not.toContain("width=");
  });

  it("reports a remote image", async () => {
    const { problems } = await render("![A chart](https://example.com/chart.png)");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/"https:\/\/example.com\/chart.png" is not a local file/);
  });

  it("reports an image without alt text, even when the file exists", async () => {
    const { problems } = await render("![](/images/articles/pixel.png)");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/image \/images\/articles\/pixel.png has no alt text/);
  });

  it("reports an image whose alt text is only spaces", async () => {
    const { problems } = await render("![   ](/images/articles/pixel.png)");
    expect(problems.some((problem) => problem.includes("has no alt text"))).toBe(true);
  });

  it("reports every problem of a body, not just the first", async () => {
    const { problems } = await render(
      "# Title\n\n![](/images/articles/missing.png)\n\n![x](https://example.com/a.png)",
    );
    expect(problems).toHaveLength(4);
  });

  it("still reports a stray percent sign in an image src as a missing file", async () => {
    const { problems } = await render("![Growth](/images/articles/100%-growth.png)");
    expect(problems).toEqual([expect.stringMatching(/100%25-growth.png does not exist/)]);
  });

  it("reports, rather than throws on, an image src whose percent escape is not UTF-8", async () => {
    // A Latin-1 escape pasted from an old URL: decodeURI("/…/caf%E9.png") throws URIError.
    const result = await render("![Cafe](/images/articles/caf%E9.png)").catch(
      (error: unknown) => error,
    );
    expect(result).not.toBeInstanceOf(Error);
    expect((result as { problems: string[] }).problems).toHaveLength(1);
  });

  it("reports, rather than throws on, a local image file that is not an image", async () => {
    writeTree(publicDirectory, { "images/articles/broken.png": "not a PNG" });
    const result = await render("![Broken](/images/articles/broken.png)").catch(
      (error: unknown) => error,
    );
    expect(result).not.toBeInstanceOf(Error);
    expect((result as { problems: string[] }).problems).toHaveLength(1);
  });
});

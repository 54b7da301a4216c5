import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/content/markdown";

describe("renderMarkdown", () => {
  it("gives headings stable ids for anchors", async () => {
    const html = await renderMarkdown("## Who is responsible\n\n### Your rights, in short");
    expect(html).toContain('<h2 id="who-is-responsible">Who is responsible</h2>');
    expect(html).toContain('<h3 id="your-rights-in-short">');
  });

  it("drops raw HTML instead of passing it through", async () => {
    const html = await renderMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<div>block</div>',
    );
    expect(html).not.toMatch(/<script|<img|<div|onerror/);
    expect(html).toContain("Hello");
  });

  it("opens external links in a new tab without an opener, and leaves internal links alone", async () => {
    const html = await renderMarkdown("[EUR-Lex](https://eur-lex.europa.eu/) and [tools](/tools)");
    expect(html).toContain(
      '<a href="https://eur-lex.europa.eu/" target="_blank" rel="noopener noreferrer">EUR-Lex</a>',
    );
    expect(html).toContain('<a href="/tools">tools</a>');
  });

  it("supports GitHub-flavoured tables and lists", async () => {
    const html = await renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done");
    expect(html).toContain("<table>");
    expect(html).toContain('type="checkbox"');
  });

  it("lets a keyboard focus a code block, so a long line can be scrolled", async () => {
    const html = await renderMarkdown(
      "```sh\ncurl https://example.com/api/v1/tools/index.json\n```",
    );
    expect(html).toMatch(/<pre tabindex="0">/);
  });
});

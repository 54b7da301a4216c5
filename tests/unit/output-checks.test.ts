import { readFileSync } from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { outboundLink } from "@/lib/directory/outbound";
import {
  checkInternalLinks,
  checkOutboundLinks,
  classifyUrl,
  expectedOutboundByFile,
  formatProblems,
  htmlValidateRuleReasons,
  lostReferralParameters,
  parsePage,
  resolveSitePath,
  robotsUrls,
  srcsetUrls,
  undocumentedRuleChanges,
  urlPathForFile,
  xmlUrls,
  type Problem,
} from "@/scripts/lib/output-checks";

const origin = "http://localhost:3000";

/** A minimal page in the shape Next writes it: one line, React's attribute spelling. */
function page(body: string, head = ""): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>${head}</head><body>${body}</body></html>`;
}

const files = new Set([
  "index.html",
  "tools.html",
  "tools/chatgpt.html",
  "guides/prompting.html",
  "guides/page/2.html",
  "_next/static/chunks/a1b2.js",
  "_next/static/media/inter.woff2",
  "og/guides/prompting.png",
  "images/tools/chatgpt.svg",
  "feed.xml",
  "sitemap.xml",
  "icon.svg",
]);

function site(pages: Record<string, string>) {
  return Object.entries(pages).map(([file, html]) => parsePage(file, html));
}

function messages(problems: readonly Problem[]): string[] {
  return problems.map((problem) => `${problem.file} ${problem.kind}: ${problem.message}`);
}

describe("resolveSitePath: clean URLs as the static host serves them", () => {
  it("maps page paths to .html files", () => {
    expect(resolveSitePath("/", files)).toBe("index.html");
    expect(resolveSitePath("/tools", files)).toBe("tools.html");
    expect(resolveSitePath("/tools/chatgpt", files)).toBe("tools/chatgpt.html");
    expect(resolveSitePath("/guides/page/2", files)).toBe("guides/page/2.html");
  });

  it("serves other files as they are", () => {
    expect(resolveSitePath("/_next/static/chunks/a1b2.js", files)).toBe(
      "_next/static/chunks/a1b2.js",
    );
    expect(resolveSitePath("/og/guides/prompting.png", files)).toBe("og/guides/prompting.png");
    expect(resolveSitePath("/feed.xml", files)).toBe("feed.xml");
  });

  it("answers nothing for missing files, trailing slashes without index.html, or ..", () => {
    expect(resolveSitePath("/tools/missing", files)).toBeNull();
    expect(resolveSitePath("/tools/", files)).toBeNull();
    expect(resolveSitePath("/guides/../../etc/passwd", files)).toBeNull();
    expect(resolveSitePath("/%E0%A4%A", files)).toBeNull();
  });

  it("finds directory indexes and decodes percent-escapes", () => {
    const withIndex = new Set(["docs/index.html", "a b.html"]);
    expect(resolveSitePath("/docs", withIndex)).toBe("docs/index.html");
    expect(resolveSitePath("/docs/", withIndex)).toBe("docs/index.html");
    expect(resolveSitePath("/a%20b", withIndex)).toBe("a b.html");
  });

  it("gives each exported file its clean URL", () => {
    expect(urlPathForFile("index.html")).toBe("/");
    expect(urlPathForFile("tools.html")).toBe("/tools");
    expect(urlPathForFile("guides/page/2.html")).toBe("/guides/page/2");
    expect(urlPathForFile("docs/index.html")).toBe("/docs");
  });
});

describe("parsePage", () => {
  it("collects URLs from href, src, srcset, meta content and JSON-LD, with their location", () => {
    const parsed = parsePage(
      "tools.html",
      page(
        `<a href="/tools/chatgpt?x=1&amp;y=2#about">ChatGPT</a>\n<img src="/images/tools/chatgpt.svg" srcSet="/a.png 1x, /b.png 2x" alt=""/>` +
          `<script type="application/ld+json">{"url":"${origin}/tools","sameAs":"https://chatgpt.com","name":"not a url"}</script>`,
        `<meta property="og:image" content="${origin}/og/x.png"/><meta name="theme-color" content="#0b0f19"/><link rel="icon" href="/icon.svg?v=1"/>`,
      ),
    );
    expect(parsed.urlPath).toBe("/tools");
    expect(parsed.references.map((r) => `${r.source} ${r.url}`)).toEqual([
      `meta[content] ${origin}/og/x.png`,
      "link[href] /icon.svg?v=1",
      "a[href] /tools/chatgpt?x=1&y=2#about",
      "img[src] /images/tools/chatgpt.svg",
      "img[srcset] /a.png",
      "img[srcset] /b.png",
      `JSON-LD ${origin}/tools`,
      "JSON-LD https://chatgpt.com",
    ]);
    const image = parsed.references.find((r) => r.source === "img[src]");
    expect(image).toMatchObject({ line: 2, column: 6 });
  });

  it("collects the ids and <a name>s a fragment can point at, in SVG and templates too", () => {
    const parsed = parsePage(
      "index.html",
      page(
        `<main id="main-content"><h2 id="about">A</h2><a name="legacy">x</a><svg><g id="icon"></g></svg><template><p id="later"></p></template></main>`,
      ),
    );
    expect([...parsed.anchors].sort()).toEqual([
      "about",
      "icon",
      "later",
      "legacy",
      "main-content",
    ]);
  });

  it("reads srcset lists the way browsers do", () => {
    expect(srcsetUrls("/a.png 640w, /b.png 1280w")).toEqual(["/a.png", "/b.png"]);
    expect(srcsetUrls("/a.png 1x,/b.png 2x")).toEqual(["/a.png", "/b.png"]);
    // A comma inside a URL does not split it; only a trailing one ends the candidate.
    expect(srcsetUrls("/a,b.png 1x, /c.png, /d.png 2x")).toEqual(["/a,b.png", "/c.png", "/d.png"]);
    expect(srcsetUrls("  /only.png  ")).toEqual(["/only.png"]);
  });
});

describe("classifyUrl", () => {
  const base = `${origin}/guides/prompting`;
  it("tells this site's URLs from other sites' and skips mailto:/tel:", () => {
    expect(classifyUrl("/tools", base, origin).kind).toBe("internal");
    expect(classifyUrl("page/2", base, origin)).toMatchObject({
      kind: "internal",
      url: new URL(`${origin}/guides/page/2`),
    });
    expect(classifyUrl(`${origin}/feed.xml`, base, origin).kind).toBe("internal");
    expect(classifyUrl("https://chatgpt.com", base, origin).kind).toBe("external");
    expect(classifyUrl("//cdn.example.com/x.js", base, origin).kind).toBe("external");
    expect(classifyUrl("mailto:hello@aicompass.dev", base, origin).kind).toBe("skip");
    expect(classifyUrl("tel:+351000", base, origin).kind).toBe("skip");
    expect(classifyUrl("javascript:void(0)", base, origin).kind).toBe("invalid");
  });
});

describe("checkInternalLinks", () => {
  it("passes links that resolve, fragments that exist, assets and the site origin", () => {
    const pages = site({
      "index.html": page(
        `<a href="#main-content">Skip</a><main id="main-content"><a href="/tools#writing">Writing</a><a href="${origin}/guides/prompting#step-2">Guide</a><a href="/tools/chatgpt">ChatGPT</a><a href="/">Home</a><img src="/images/tools/chatgpt.svg" alt=""/><a href="https://example.com/missing">Elsewhere</a><a href="mailto:a@b.c">Mail</a></main>`,
        `<link rel="stylesheet" href="/_next/static/chunks/a1b2.js"/><link rel="alternate" href="${origin}/feed.xml"/><meta property="og:image" content="${origin}/og/guides/prompting.png"/>`,
      ),
      "tools.html": page(`<section id="writing"></section>`),
      "tools/chatgpt.html": page(`<a href="../tools#writing">Back</a>`),
      "guides/prompting.html": page(`<h2 id="step-2">Step 2</h2><a href="#">Top</a>`),
    });
    const result = checkInternalLinks({ pages, files, siteOrigin: origin });
    expect(messages(result.problems)).toEqual([]);
    expect(result.external).toBe(1);
    expect(result.internal).toBe(11);
  });

  it("reports a broken link with its page, line and column", () => {
    const pages = site({ "index.html": page(`<p>\n  <a href="/tools/missing">Gone</a></p>`) });
    const { problems } = checkInternalLinks({ pages, files, siteOrigin: origin });
    expect(problems).toEqual([
      {
        file: "index.html",
        line: 2,
        column: 6,
        kind: "broken-link",
        message: 'a[href] "/tools/missing": no file in out/ answers /tools/missing',
      },
    ]);
  });

  it("reports broken assets, absolute URLs on the site origin and .html links", () => {
    const pages = site({
      "index.html": page(
        `<img src="/images/tools/gone.svg" alt=""/><a href="${origin}/news">News</a><a href="/tools.html">Tools</a>`,
        `<meta property="og:image" content="${origin}/og/guides/other.png"/>`,
      ),
    });
    const { problems } = checkInternalLinks({ pages, files, siteOrigin: origin });
    expect(messages(problems)).toEqual([
      `index.html broken-link: meta[content] "${origin}/og/guides/other.png": no file in out/ answers /og/guides/other.png`,
      'index.html broken-link: img[src] "/images/tools/gone.svg": no file in out/ answers /images/tools/gone.svg',
      `index.html broken-link: a[href] "${origin}/news": no file in out/ answers /news`,
      'index.html broken-link: a[href] "/tools.html": the host answers /tools.html only with a redirect to /tools; link to /tools',
    ]);
  });

  it("reports a fragment with no matching id on the target page or on the same page", () => {
    const pages = site({
      "index.html": page(`<a href="/tools#video">Video</a><a href="#main">Skip</a>`),
      "tools.html": page(`<section id="writing"></section>`),
    });
    const { problems } = checkInternalLinks({ pages, files, siteOrigin: origin });
    expect(messages(problems)).toEqual([
      'index.html missing-fragment: a[href] "/tools#video": no element with id "video" in tools.html',
      'index.html missing-fragment: a[href] "#main": no element with id "main" in index.html',
    ]);
  });

  it("matches percent-encoded fragments against decoded ids", () => {
    const pages = site({
      "index.html": page(`<a href="#caf%C3%A9">Café</a><h2 id="café">Café</h2>`),
    });
    expect(checkInternalLinks({ pages, files, siteOrigin: origin }).problems).toEqual([]);
  });

  it("flags javascript: URLs, except React's placeholder form action", () => {
    const pages = site({
      "index.html": page(
        `<a href="javascript:void(0)">x</a><form action="javascript:throw new Error('React form unexpectedly submitted.')"></form>`,
      ),
    });
    expect(messages(checkInternalLinks({ pages, files, siteOrigin: origin }).problems)).toEqual([
      'index.html broken-link: a[href] "javascript:void(0)": javascript: URL',
    ]);
  });

  it("checks the URLs of the sitemap, the feed and robots.txt", () => {
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>${origin}/</loc></url>
<url><loc>${origin}/guides/prompting</loc></url>
<url><loc>${origin}/guides/deleted</loc></url>
</urlset>`;
    const feed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<link>${origin}/guides</link>
<atom:link href="${origin}/feed.xml" rel="self" type="application/rss+xml"/>
<item><link>${origin}/guides/prompting?a=1&amp;b=2</link><guid isPermaLink="false">${origin}/not-a-page</guid></item>
</channel></rss>`;
    const extra = new Map([
      ["sitemap.xml", xmlUrls("sitemap.xml", sitemap)],
      ["feed.xml", xmlUrls("feed.xml", feed)],
      ["robots.txt", robotsUrls(`User-Agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)],
    ]);
    expect(extra.get("feed.xml")?.map((r) => r.url)).toEqual([
      `${origin}/guides`,
      `${origin}/feed.xml`,
      `${origin}/guides/prompting?a=1&b=2`,
    ]);
    const { problems } = checkInternalLinks({ pages: [], files, siteOrigin: origin, extra });
    expect(messages(problems)).toEqual([
      `sitemap.xml broken-link: <loc> "${origin}/guides/deleted": no file in out/ answers /guides/deleted`,
      `feed.xml broken-link: <link> "${origin}/guides": no file in out/ answers /guides`,
    ]);
  });

  it("rejects XML that is not well formed", () => {
    expect(() => xmlUrls("feed.xml", "<rss><channel></rss>")).toThrow(/not well-formed/);
  });
});

describe("checkOutboundLinks", () => {
  const chatgpt = {
    name: "ChatGPT",
    slug: "chatgpt",
    adult: false,
    outbound: outboundLink({
      externalLink: "https://chatgpt.com",
      affiliateLink: "https://chatgpt.com/?via=aicompass&utm_source=aicompass",
    }),
  };
  const candy = {
    name: "Candy",
    slug: "candy-ai",
    adult: true,
    outbound: outboundLink({ externalLink: "https://candy.ai", rel: "nofollow" }),
  };
  const expected = expectedOutboundByFile([chatgpt, candy]);

  function toolPage(cta: string) {
    return page(`<header><a data-outbound="" target="_blank" ${cta}>Visit</a></header>`);
  }

  it("accepts call-to-actions that match outboundLink() and adult pages without one", () => {
    expect(chatgpt.outbound).toEqual({
      href: "https://chatgpt.com/?via=aicompass&utm_source=aicompass",
      rel: "noopener noreferrer sponsored",
      sponsored: true,
    });
    const pages = site({
      "tools/chatgpt.html": toolPage(
        `href="https://chatgpt.com/?via=aicompass&amp;utm_source=aicompass" rel="noopener noreferrer sponsored"`,
      ),
      "tools/candy-ai.html": page(
        `<section data-age-gate="pending"><h2>Adults only</h2></section>`,
      ),
    });
    const result = checkOutboundLinks({ pages, siteOrigin: origin, expected });
    expect(messages(result.problems)).toEqual([]);
    expect(result).toMatchObject({ callsToAction: 1, gatedAdult: 1, external: 1 });
  });

  it("flags a call-to-action that lost a referral parameter", () => {
    const pages = site({
      "tools/chatgpt.html": toolPage(
        `href="https://chatgpt.com/?utm_source=aicompass" rel="noopener noreferrer sponsored"`,
      ),
      "tools/candy-ai.html": page(""),
    });
    expect(messages(checkOutboundLinks({ pages, siteOrigin: origin, expected }).problems)).toEqual([
      'tools/chatgpt.html outbound: ChatGPT: data-outbound href "https://chatgpt.com/?utm_source=aicompass" differs from the data\'s "https://chatgpt.com/?via=aicompass&utm_source=aicompass" (referral parameter lost: via=aicompass)',
    ]);
    expect(lostReferralParameters("https://x.com/?ref=a&af=b", "https://x.com/?ref=a")).toEqual([
      "af=b",
    ]);
  });

  it("flags a call-to-action whose rel differs, a missing one, and a gated one that is wrong", () => {
    const pages = site({
      "tools/chatgpt.html": page("<p>No button</p>"),
      "tools/candy-ai.html": toolPage(`href="https://candy.ai" rel="noopener noreferrer"`),
      "tools/unknown.html": page(""),
    });
    expect(messages(checkOutboundLinks({ pages, siteOrigin: origin, expected }).problems)).toEqual([
      'tools/chatgpt.html outbound: ChatGPT: no data-outbound call-to-action (expected "https://chatgpt.com/?via=aicompass&utm_source=aicompass")',
      'tools/candy-ai.html outbound: Candy: data-outbound rel "noopener noreferrer", outboundLink() gives "noopener noreferrer nofollow"',
      "tools/unknown.html outbound: tool page with no tool in data/tools (a stale page from an old build?)",
    ]);
  });

  it("wants no call-to-action on a discontinued tool's page, and flags one that kept it", () => {
    const sora = {
      name: "Sora",
      slug: "sora",
      adult: false,
      status: "discontinued" as const,
      outbound: outboundLink({ externalLink: "https://sora.com" }),
    };
    const closed = expectedOutboundByFile([sora]);
    const without = site({ "tools/sora.html": page("<p>Sora was discontinued.</p>") });
    expect(
      messages(
        checkOutboundLinks({ pages: without, siteOrigin: origin, expected: closed }).problems,
      ),
    ).toEqual([]);
    const withCta = site({
      "tools/sora.html": toolPage(`href="https://sora.com" rel="noopener noreferrer"`),
    });
    expect(
      messages(
        checkOutboundLinks({ pages: withCta, siteOrigin: origin, expected: closed }).problems,
      ),
    ).toEqual([
      "tools/sora.html outbound: Sora: discontinued, yet the page still has a call-to-action",
    ]);
  });

  it("flags a tool with no page", () => {
    const pages = site({ "tools/chatgpt.html": page("") });
    const problems = checkOutboundLinks({ pages, siteOrigin: origin, expected }).problems;
    expect(messages(problems)).toContain(
      "tools/candy-ai.html outbound: Candy: no page tools/candy-ai.html in out/ (stale build?)",
    );
  });

  it("flags an external link opening a new tab without noopener and noreferrer", () => {
    const pages = site({
      "guides/prompting.html": page(
        `<a href="https://openai.com" target="_blank">OpenAI</a>` +
          `<a href="https://example.com" target="_BLANK" rel="noopener">Example</a>` +
          `<a href="https://ok.example" target="_blank" rel="NoOpener noreferrer nofollow">OK</a>` +
          `<a href="https://same-tab.example">Same tab</a>` +
          `<a href="/tools" target="_blank">Internal</a>`,
      ),
    });
    const result = checkOutboundLinks({ pages, siteOrigin: origin, expected: new Map() });
    expect(messages(result.problems)).toEqual([
      'guides/prompting.html rel: link to https://openai.com opens a new tab (target=_blank) but its rel "" lacks noopener and noreferrer',
      'guides/prompting.html rel: link to https://example.com opens a new tab (target=_blank) but its rel "noopener" lacks noreferrer',
    ]);
    expect(result.external).toBe(4);
  });
});

describe("html-validate configuration", () => {
  const config = JSON.parse(readFileSync(".htmlvalidate.json", "utf8")) as {
    rules: Record<string, unknown>;
  };
  const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
  const validate = async (html: string) => {
    const report = await htmlvalidate.validateString(html, path.resolve("out/fixture.html"));
    return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
  };

  it("documents a reason for every rule it changes", () => {
    expect(undocumentedRuleChanges(config.rules, htmlValidateRuleReasons)).toEqual([]);
    expect(undocumentedRuleChanges({ "no-dup-id": "off" }, {})).toHaveLength(1);
  });

  it("accepts what React and Next write by design", async () => {
    const html = page(
      `<main id="main-content"><label for="_R_1_">Name</label><input id="_R_1_" type="text" autoComplete="off" maxLength="40" value=""/><div hidden="" style="width:48px"></div><pre><code>a > b</code></pre></main>`,
      `<script src="/_next/static/chunks/a1b2.js" async=""></script><link rel="preload" href="/a.woff2" as="font" crossOrigin="" fetchPriority="low"/>`,
    );
    expect(await validate(html)).toEqual([]);
  });

  it("still reports real markup bugs", async () => {
    const html = page(
      `<main><h1>Title</h1><a href="/x"><button type="button">Nested</button></a><p id="dup">a</p><p id="dup">b</p><input type="text"/><button type="button" aria-labelledby="nowhere">x</button><ul><div>bad</div></ul></main>`,
      `<script src="https://cdn.example.com/lib.js"></script>`,
    );
    expect(new Set(await validate(html))).toEqual(
      new Set([
        "element-permitted-content",
        "no-dup-id",
        "input-missing-label",
        "no-missing-references",
        "require-sri",
      ]),
    );
  });
});

describe("formatProblems", () => {
  it("groups the same problem on many pages into one entry", () => {
    const problem = { kind: "broken-link", message: 'a[href] "/x": no file in out/ answers /x' };
    const lines = formatProblems(
      [
        { ...problem, file: "out/a.html", line: 1, column: 5 },
        { ...problem, file: "out/b.html", line: 1, column: 9 },
        { ...problem, file: "out/c.html", line: 2, column: 1 },
        { file: "out/d.html", kind: "rel", message: "lacks noopener", detail: "main > a" },
      ],
      2,
    );
    expect(lines).toEqual([
      '  ✗ broken-link: a[href] "/x": no file in out/ answers /x (3× in 3 files)',
      "      out/a.html:1:5",
      "      out/b.html:1:9",
      "      … and 1 more",
      "  ✗ rel: lacks noopener",
      "      out/d.html main > a",
    ]);
  });
});

import { expect, test, type Page } from "@playwright/test";
import { articlesPerPage } from "../../lib/article-categories";
import { loadArticles, type Article } from "../../lib/content/articles-source";
import { expectSingleH1 } from "./support";

let published: Article[] = [];

test.beforeAll(async () => {
  published = (await loadArticles()).articles;
  expect(published.length).toBeGreaterThan(articlesPerPage);
});

const cardTitles = (page: Page) => page.getByRole("main").locator("article h2, article h3");

test("/guides lists the newest articles first and pages through the rest in the path", async ({
  page,
}) => {
  await page.goto("/guides");
  await expectSingleH1(page, "Guides");
  const pages = Math.ceil(published.length / articlesPerPage);
  const seen: string[] = [];
  for (let number = 1; number <= pages; number += 1) {
    if (number > 1) {
      // Click only once this page's own "Older" link is on screen (its href names the next
      // page), never a link left over from the page before.
      const older = page.getByRole("link", { name: "Older →" });
      await expect(older).toHaveAttribute("href", `/guides/page/${number}`);
      await older.click();
      await expect(page).toHaveURL(`/guides/page/${number}`);
    }
    const nav = page.getByRole("navigation", { name: "Guides pages" });
    await expect(nav.locator("[aria-current=page]")).toHaveText(`Page ${number}`);
    seen.push(...(await cardTitles(page).allTextContents()));
  }
  await expect(page.getByRole("link", { name: "Older →" })).toHaveCount(0);
  expect(seen).toEqual(published.map((article) => article.title));

  await page
    .getByRole("navigation", { name: "Guides pages" })
    .getByRole("link", { name: "Page 1" })
    .click();
  await expect(page).toHaveURL("/guides");
});

test("a page number past the end is a real 404", async ({ page }) => {
  const pages = Math.ceil(published.length / articlesPerPage);
  const response = await page.goto(`/guides/page/${pages + 1}`);
  expect(response?.status()).toBe(404);
  expect((await page.goto("/guides/page/1"))?.status()).toBe(404);
});

test("an article page: title, byline, contents, highlighted code, related and next", async ({
  page,
}) => {
  const article = published.find(
    (candidate) => candidate.slug === "run-open-weight-models-locally",
  );
  expect(article).toBeDefined();
  await page.goto(article!.path);
  await expectSingleH1(page, article!.title);
  const main = page.getByRole("main");
  await expect(main.getByText(`By ${article!.author}`)).toBeVisible();
  const header = main.locator("article > header");
  await expect(header).toContainText(`${article!.readingMinutes} min read`);
  await expect(header.locator(`time[datetime="${article!.date}"]`)).toBeVisible();
  await expect(main.getByTestId("article-tags").getByRole("listitem")).toHaveCount(
    article!.tags.length,
  );

  // The table of contents jumps to its section.
  const toc = main.getByRole("navigation", { name: "On this page" });
  const second = article!.toc.filter((entry) => entry.depth === 2)[1]!;
  await toc.getByRole("link", { name: second.text, exact: true }).click();
  await expect(page).toHaveURL(`${article!.path}#${second.id}`);
  await expect(page.locator(`#${second.id}`)).toBeInViewport();

  // Code is highlighted at build time, with no highlighter script.
  await expect(main.locator("pre code.hljs").first()).toBeVisible();
  expect(await main.locator("pre code.hljs span[class^=hljs-]").count()).toBeGreaterThan(0);

  // External links open safely.
  const external = main.locator('a[href^="https://"]').first();
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");

  const related = main.getByRole("region", { name: /More tech articles/ });
  await expect(related.locator("article")).not.toHaveCount(0);
  for (const link of await related.locator("article a").all()) {
    const href = await link.getAttribute("href");
    expect(published.find((other) => other.path === href)?.category).toBe("tech");
  }
  const more = main.getByRole("navigation", { name: "More articles" });
  await expect(more.locator("a[rel=prev], a[rel=next]")).not.toHaveCount(0);
});

test("an article's structured data and social card", async ({ page, request }) => {
  const article = published[0]!;
  await page.goto(article.path);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
  expect(types).toContain(article.kind === "news" ? "NewsArticle" : "Article");
  expect(types).toContain("BreadcrumbList");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${article.path}$`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
});

test("each category page lists only its own articles; /prompts leads to the collections", async ({
  page,
}) => {
  for (const category of ["tech", "design", "marketing", "career", "prompts"] as const) {
    await page.goto(`/${category}`);
    const expected = published.filter((article) => article.category === category);
    await expect(cardTitles(page)).toHaveText(expected.map((article) => article.title));
  }
  const main = page.getByRole("main");
  for (const href of ["/chatgpt-prompts", "/midjourney-prompts", "/prompt-builder"]) {
    await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
  }
});

test("/news lists only news, newest first", async ({ page }) => {
  await page.goto("/news");
  await expectSingleH1(page, "AI News");
  const news = published.filter((article) => article.kind === "news");
  expect(news.length).toBeGreaterThanOrEqual(5);
  await expect(cardTitles(page)).toHaveText(news.map((article) => article.title));
});

test("the home page shows the latest articles", async ({ page }) => {
  await page.goto("/");
  const latest = page.getByRole("region", { name: "Latest guides and news" });
  await expect(latest.locator("article h3")).toHaveText(
    published.slice(0, 3).map((article) => article.title),
  );
});

test("the RSS feed is valid XML, linked from the head, and lists every published article", async ({
  page,
  request,
}) => {
  await page.goto("/guides");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/feed\.xml$/,
  );
  const response = await request.get("/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "application/xml");
    const error = document.querySelector("parsererror");
    return {
      error: error?.textContent ?? null,
      root: document.documentElement.nodeName,
      version: document.documentElement.getAttribute("version"),
      channelTitle: document.querySelector("channel > title")?.textContent,
      items: [...document.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent,
        link: item.querySelector("link")?.textContent,
        pubDate: item.querySelector("pubDate")?.textContent,
      })),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe("rss");
  expect(parsed.version).toBe("2.0");
  expect(parsed.channelTitle).toBeTruthy();
  expect(parsed.items.map((item) => item.title)).toEqual(published.map((article) => article.title));
  for (const item of parsed.items) {
    expect(new URL(item.link!).pathname).toMatch(/^\/guides\/[a-z0-9-]+$/);
    expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
  }
});

test("the sitemap index's sitemaps list every article, tool page and list page; robots.txt points to it", async ({
  request,
}) => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("<sitemapindex");
  const sitemaps = locs(index).map((url) => new URL(url).pathname);
  expect(sitemaps).toEqual(sitemaps.map((_, n) => `/sitemaps/${n + 1}.xml`));
  const urls: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    const pages = locs(xml);
    expect(pages.length).toBeLessThanOrEqual(45_000);
    urls.push(...pages.map((url) => new URL(url).pathname));
  }
  for (const article of published) expect(urls).toContain(article.path);
  for (const route of ["/", "/tools", "/guides", "/guides/page/2", "/news", "/tech", "/prompts"]) {
    expect(urls).toContain(route);
  }
  expect(urls).toContain("/tools/chatgpt");
  expect(urls.filter((url) => url.startsWith("/categories/")).length).toBeGreaterThanOrEqual(16);
  expect(urls).not.toContain("/profile");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

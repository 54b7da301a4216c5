import { expect, test, type APIRequestContext } from "@playwright/test";
import { loadCatalogueReport } from "../../lib/data/tools-source";
import { site } from "../../lib/site";
import { expectSingleH1, pixelDifference } from "./support";

const { catalogue } = loadCatalogueReport();
const adultTool = catalogue.tools.find((t) => t.adult)!;
const adultCategory = catalogue.categories.find((c) => c.adult)!;
const brandLogoTool = catalogue.tools.find((t) => t.logo && !t.adult)!;
const promoTool = catalogue.tools.find((t) => t.promoNote)!;

/** Internal links of a page's HTML that start with `prefix`. */
async function linksIn(
  request: APIRequestContext,
  path: string,
  prefix: string,
): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/href="([^"#?]+)"/g)]
    .map((m) => m[1]!)
    .filter((href) => href.startsWith(prefix));
}

/** Runs `task` over `items`, `size` at a time. */
async function inBatches<T>(items: readonly T[], size: number, task: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(task));
}

test("every tool in the data has a page; those still sold are reachable through the categories, closed ones through the graveyard", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const categoryPages = new Set(
    (await linksIn(request, "/tools", "/categories/")).filter((href) => !href.includes("/page/")),
  );
  expect(categoryPages.size).toBe(catalogue.categories.length);
  const found = new Set(await linksIn(request, "/tools", "/tools/"));
  // Each category's listing is paginated in the path: follow its page links too.
  const listings = new Set(categoryPages);
  let pending = [...categoryPages];
  while (pending.length > 0) {
    const next: string[] = [];
    await inBatches(pending, 6, async (path) => {
      for (const href of await linksIn(request, path, "/tools/")) found.add(href);
      for (const href of await linksIn(request, path, "/categories/")) {
        if (href.includes("/page/") && !listings.has(href)) {
          listings.add(href);
          next.push(href);
        }
      }
    });
    pending = next;
  }
  expect([...listings].some((href) => href.includes("/page/2"))).toBe(true);
  const sold = catalogue.tools.filter((t) => t.ranked).map((t) => `/tools/${t.slug}`);
  expect([...found].sort()).toEqual([...sold].sort());
  // Tools that closed, were renamed or merged leave the lists; the graveyard links each one.
  const ended = catalogue.tools
    .filter((t) => !t.ranked && t.listed && !t.adult)
    .map((t) => `/tools/${t.slug}`);
  expect(ended.length).toBeGreaterThan(0);
  const graveyard = new Set(await linksIn(request, "/graveyard", "/tools/"));
  for (const path of ended) expect(graveyard.has(path), path).toBe(true);
  // Unverified tools keep a page for old links, and no list links to it.
  const unverified = catalogue.tools.filter((t) => !t.listed).map((t) => `/tools/${t.slug}`);
  for (const path of unverified) expect(found.has(path) || graveyard.has(path), path).toBe(false);
  const expected = catalogue.tools.map((t) => `/tools/${t.slug}`);
  await inBatches(expected, 20, async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  });
});

test("outbound links keep their URL exactly and carry the right rel", async ({ request }) => {
  test.setTimeout(120_000);
  const referral = /[?&](via|utm_source|ref|fpr|af)=/;
  await inBatches(
    catalogue.tools.filter((t) => !t.adult),
    20,
    async (tool) => {
      const html = await (await request.get(`/tools/${tool.slug}`)).text();
      if (tool.status === "discontinued" || tool.status === "merged") {
        // A closed service's page, or one folded into another product, sends nobody to it.
        expect(html, tool.slug).not.toContain("data-outbound");
        return;
      }
      const anchor = /<a href="([^"]+)" target="_blank" rel="([^"]+)"[^>]*data-outbound=""/.exec(
        html,
      );
      expect(anchor, tool.slug).not.toBeNull();
      const href = anchor![1]!.replaceAll("&amp;", "&");
      const expectedHref = tool.affiliateLink ? tool.affiliateLink : tool.externalLink;
      expect(href, tool.slug).toBe(expectedHref);
      const rel = anchor![2]!.split(" ");
      expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      expect(rel.includes("sponsored"), tool.slug).toBe(
        Boolean(tool.affiliateLink) || referral.test(expectedHref),
      );
      expect(rel.includes("nofollow"), tool.slug).toBe(tool.rel === "nofollow noopener");
    },
  );
  // Each referral parameter (via, utm_source, ref, fpr, af) is present somewhere, and kept.
  const all = catalogue.tools.map((t) => t.outbound.href).join(" ");
  for (const name of ["via", "utm_source", "ref", "fpr", "af"])
    expect(all).toMatch(new RegExp(`[?&]${name}=`));
});

test("a tool page shows its details, call to action, disclosure and structured data", async ({
  page,
}) => {
  const tool = promoTool;
  await page.goto(`/tools/${tool.slug}`);
  await expectSingleH1(page, tool.name);
  await expect(page).toHaveTitle(new RegExp(`^${tool.name}: `));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    tool.shortDescription,
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `${site.url}/tools/${tool.slug}`,
  );
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "AI Tools", tool.categoryName]);
  await expect(page.getByText(tool.promoNote!)).toBeVisible();
  await expect(
    page.getByText(/^Pricing (confirmed|last confirmed) [A-Z][a-z]+ \d{4}[.;]/),
  ).toBeVisible();
  const cta = page.locator("a[data-outbound]");
  await expect(cta).toContainText(tool.buttonLabel ?? `Visit ${tool.name}`);
  await expect(cta).toHaveAttribute("target", "_blank");
  if (tool.outbound.sponsored) await expect(page.getByText(/^Affiliate link:/)).toBeVisible();
  for (const heading of [`About ${tool.name}`, "Features", `Alternatives to ${tool.name}`]) {
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  }
  const jsonLd = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>),
  );
  const app = jsonLd.find((d) => d["@type"] === "SoftwareApplication")!;
  expect(app).toMatchObject({ name: tool.name, url: `${site.url}/tools/${tool.slug}` });
  if (tool.price.kind === "paid") {
    expect(app.offers).toMatchObject({
      price: tool.price.amount.toFixed(2),
      priceCurrency: tool.price.currency,
    });
  }
  expect(jsonLd.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
});

test("a category page uses its title and description from the data", async ({ page }) => {
  const category = catalogue.categories.find((c) => c.name === "Chatbots")!;
  await page.goto(`/categories/${category.slug}`);
  await expect(page).toHaveTitle(
    "Top AI Chatbot Tools for Customer Support & Engagement - 2025 | AI Compass",
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Find the best AI chatbot tools for customer support, automation, and engagement. Build smarter chatbots with AI-powered solutions tailored for 2025.",
  );
  // Its listing holds the tools still sold.
  await expect(page.locator("main article")).toHaveCount(category.tools.length);
});

test("adult tools stay off the home page and the general listing", async ({ page }) => {
  const adultPaths = new Set(catalogue.tools.filter((t) => t.adult).map((t) => `/tools/${t.slug}`));
  for (const path of ["/", "/tools"]) {
    await page.goto(path);
    const hrefs = await page.$$eval("main a[href]", (as) => as.map((a) => a.getAttribute("href")!));
    expect(
      hrefs.filter((href) => adultPaths.has(href)),
      path,
    ).toEqual([]);
  }
  await page.goto("/tools");
  await expect(
    page.getByRole("link", { name: `Open the ${adultCategory.name} category` }),
  ).toBeVisible();
});

test("adult listings blur images and carry an 18+ badge", async ({ page }) => {
  await page.goto(`/categories/${adultCategory.slug}`);
  await expect(page.locator('meta[name="rating"]')).toHaveAttribute("content", "adult");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(adultCategory.tools.length);
  for (const card of await cards.all()) {
    await expect(card.getByText("18+")).toBeVisible();
    await expect(card.locator("[data-logo-fallback], span:has(> img)").first()).toHaveCSS(
      "filter",
      /blur/,
    );
  }
});

test("the age gate: asks, shows after confirming, and remembers after a reload", async ({
  page,
}) => {
  await page.goto(`/tools/${adultTool.slug}`);
  await expect(page.locator('meta[name="rating"]')).toHaveAttribute("content", "adult");
  await expectSingleH1(page, adultTool.name);
  const confirm = page.getByRole("button", { name: "I am 18 or older" });
  await expect(confirm).toBeVisible();
  await expect(page.locator(`img[src="${adultTool.logoUrl}"]`)).toHaveCount(0);
  await expect(page.locator("a[data-outbound]")).toHaveCount(0);

  await confirm.click();
  await expect(page.locator(`img[src="${adultTool.logoUrl}"]`)).toBeVisible();
  await expect(page.locator("a[data-outbound]")).toHaveAttribute("href", adultTool.outbound.href);

  await page.reload();
  await expect(page.locator(`img[src="${adultTool.logoUrl}"]`)).toBeVisible();
  await expect(page.locator("a[data-outbound]")).toBeVisible();
  await expect(confirm).toHaveCount(0);
});

test("without JavaScript an adult tool page shows no images or outbound link", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/tools/${adultTool.slug}`);
  await expect(page.getByText("Turn on JavaScript to confirm your age.")).toBeVisible();
  // The tool's logo is not in the page; only other tools' blurred monograms are.
  await expect(page.locator(`img[src="${adultTool.logoUrl}"]`)).toHaveCount(0);
  await expect(page.locator(`img[src="${adultTool.imageUrl}"]`)).toHaveCount(0);
  for (const img of await page.locator("main img").all()) {
    await expect(img.locator("..")).toHaveCSS("filter", /blur/);
  }
  await expect(page.locator("a[data-outbound]")).toHaveCount(0);
  await context.close();
});

test("a brand logo from the icon packages renders from the site itself", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost")) outside.push(request.url());
  });
  await page.goto(`/tools/${brandLogoTool.slug}`);
  const logo = page.locator(`img[src="${brandLogoTool.logoUrl}"]`).first();
  await expect(logo).toHaveJSProperty("complete", true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // A fixed size whatever the file: the logo's box on a tool page is 72 px wide.
  const holder = page
    .locator(`[data-logo-fallback="/images/tools/${brandLogoTool.slug}.svg"]`)
    .first();
  expect((await holder.boundingBox())?.width).toBe(72);
  expect(outside).toEqual([]);
});

test("a logo that cannot load falls back to the monogram", async ({ page }) => {
  await page.route(`**${brandLogoTool.logoUrl}`, (route) => route.abort("failed"));
  await page.goto(`/tools/${brandLogoTool.slug}`);
  const logo = page.locator(`img[src="${brandLogoTool.logoUrl}"]`).first();
  await expect(logo).toHaveJSProperty("complete", true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  const holder = page
    .locator(`[data-logo-fallback="/images/tools/${brandLogoTool.slug}.svg"]`)
    .first();
  expect((await holder.boundingBox())?.width).toBe(72);
  // What shows is the monogram, not a broken-image icon. Compare three renderings: the
  // fallback, the same broken image with the fallback switched off, and the monogram itself.
  const fallback = await holder.screenshot({ animations: "disabled" });
  const off = await page.addStyleTag({
    content: "[data-logo-fallback] img::after { display: none !important; }",
  });
  const broken = await holder.screenshot({ animations: "disabled" });
  await off.evaluate((style) => (style as HTMLStyleElement).remove());
  await logo.evaluate((img: HTMLImageElement, src) => {
    img.src = src;
    return img.decode();
  }, `/images/tools/${brandLogoTool.slug}.svg`);
  const monogram = await holder.screenshot({ animations: "disabled" });
  const fallbackDiff = await pixelDifference(page, fallback, monogram);
  const brokenDiff = await pixelDifference(page, broken, monogram);
  expect(fallbackDiff).toBeLessThan(0.03);
  expect(brokenDiff).toBeGreaterThan(fallbackDiff * 5);
});

test("the jump list on /tools lands on a category far down the page, which stays put as the page renders around it", async ({
  page,
}) => {
  // Sections below the screen are laid out only when scrolled near (content-visibility), with a
  // guessed height until then: the jump must still land on the heading, and nothing may move it.
  const last = catalogue.categories.at(-1)!;
  await page.goto("/tools");
  await page
    .getByRole("navigation", { name: "Jump to a category" })
    .getByRole("link", { name: new RegExp(`^${last.name},`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`#${last.slug}$`));
  const heading = page.locator(`#${last.slug}-heading`);
  await expect(heading).toBeInViewport();
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const landed = await top();
  // A few frames later, once the sections near it have rendered, it is where it landed.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
  expect(await top()).toBe(landed);
});

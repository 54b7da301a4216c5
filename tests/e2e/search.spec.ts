import { expect, test, type Page } from "@playwright/test";
import { loadCatalogueReport } from "../../lib/data/tools-source";

const { catalogue } = loadCatalogueReport();
const adultTool = catalogue.tools.find((t) => t.adult)!;

/** The results page's box, and the headings and links of its result groups. */
const pageBox = (page: Page) =>
  page.getByRole("searchbox", { name: "Search tools, guides and prompts" });
/** The page's own result count (the layout has a second, hidden live region for saves). */
const resultCount = (page: Page) => page.getByRole("main").getByRole("status");
const toolResults = (page: Page) =>
  page.locator(
    'section:has(h2:text-is("AI tools")) li a, section:has(h2:has-text("AI tools")) li a',
  );

test("the home page's box finds a tool by name and shows its logo, category and pricing", async ({
  page,
}) => {
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Search AI tools, tasks, guides and prompts" });
  await box.fill("midjourney");
  const listbox = page.getByRole("listbox", { name: "Search results" });
  const first = listbox
    .getByRole("group", { name: /AI tools/ })
    .getByRole("option")
    .first();
  await expect(first).toContainText("Midjourney");
  await expect(first).toContainText("Images · Image generation · $10/month");
  await expect(first.locator("img")).toHaveAttribute("src", /\/images\/tools\//);
  // Articles and prompts come in their own groups.
  await expect(listbox.getByRole("group", { name: /Guides and news/ })).toBeVisible();
  await expect(listbox.getByRole("group", { name: /Prompts/ })).toBeVisible();
});

test("feature words find the tools that do the job", async ({ page }) => {
  await page.goto("/search?q=transcribe%20meetings");
  await expect(resultCount(page)).toContainText("AI tool");
  const names = await toolResults(page).allInnerTexts();
  expect(names.join("\n")).toMatch(/Otter\.ai/);
  expect(names.join("\n")).toMatch(/Fireflies\.ai/);
});

test("a typo still finds the tool, and says which words were searched", async ({ page }) => {
  await page.goto("/search?q=midjurney");
  await expect(page.getByText("Including results for")).toContainText("“midjourney”");
  await expect(toolResults(page).first()).toContainText("Midjourney");
});

test("word forms match: 'generating images' finds image generators", async ({ page }) => {
  await page.goto("/search?q=generating%20images");
  // Neither word is written that way in the data: "generation", "generator", "image".
  await expect(toolResults(page).filter({ hasText: "Image generation" }).first()).toBeVisible();
});

test("the results page keeps the query in the URL, and Back returns to the results", async ({
  page,
}) => {
  await page.goto("/search");
  await expect(pageBox(page)).toBeFocused();
  await pageBox(page).fill("chatgpt");
  await expect(page).toHaveURL(/\/search\?q=chatgpt$/);
  const result = toolResults(page).filter({ hasText: "ChatGPT" }).first();
  await result.click();
  await expect(page).toHaveURL(/\/tools\/chatgpt$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=chatgpt$/);
  await expect(pageBox(page)).toHaveValue("chatgpt");
  await expect(toolResults(page).filter({ hasText: "ChatGPT" }).first()).toBeVisible();
});

test("a query with no match says so and offers somewhere to go", async ({ page }) => {
  await page.goto("/search?q=qqqzzzxxx");
  await expect(page.getByRole("heading", { name: "Nothing matched “qqqzzzxxx”" })).toBeVisible();
  await expect(page.getByRole("link", { name: "AI tools directory" })).toBeVisible();
});

test("adult tools appear in results only after the visitor has confirmed 18+", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(adultTool.name)}`);
  await expect(resultCount(page)).not.toHaveText("Searching…");
  await expect(resultCount(page)).not.toHaveText("");
  await expect(toolResults(page).filter({ hasText: adultTool.name })).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem("aicompass:age-confirmed", "yes"));
  await page.reload();
  const hit = toolResults(page).filter({ hasText: adultTool.name }).first();
  await expect(hit).toBeVisible();
  await expect(hit).toContainText("18+");
  await expect(hit.locator("img").locator("..")).toHaveCSS("filter", /blur/);
});

test("without JavaScript the search page explains itself and links to every section", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search?q=chatgpt");
  await expect(page.getByText("Search needs JavaScript")).toBeVisible();
  await expect(page.getByRole("link", { name: "AI tools directory" }).first()).toBeVisible();
  await context.close();
});

test("a search downloads Pagefind's WebAssembly once for both indexes, named by its content and cached for a year", async ({
  page,
}) => {
  const fetched: Promise<{ url: string; bytes: number; cacheControl: string }>[] = [];
  page.on("requestfinished", (request) => {
    if (!/\/pagefind\/.*wasm\./.test(request.url())) return;
    fetched.push(
      (async () => ({
        url: new URL(request.url()).pathname,
        bytes: (await request.sizes()).responseBodySize,
        cacheControl: (await request.response())?.headers()["cache-control"] ?? "",
      }))(),
    );
  });
  // A query with tool and guide results: both indexes (tools, articles and prompts) load.
  await page.goto("/search?q=image%20generator");
  await expect(resultCount(page)).toContainText("AI tool");
  await expect(page.getByRole("heading", { name: /Guides and news/ })).toBeVisible();
  const wasm = await Promise.all(fetched);
  expect(wasm.length).toBeGreaterThan(0);
  for (const { url } of wasm)
    expect(url).toMatch(/^\/pagefind\/tools\/wasm\.en\.[0-9a-f]{10}\.pagefind$/);
  // One download; any second load is the browser's cache (no body over the network).
  expect(wasm.filter(({ bytes }) => bytes > 0)).toHaveLength(1);
  expect(wasm[0]!.cacheControl).toBe("public, max-age=31536000, immutable");
});

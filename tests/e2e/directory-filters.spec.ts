import { expect, test, type Locator, type Page } from "@playwright/test";
import { loadDirectoryReport } from "../../lib/data/site";
import { loadCatalogueReport } from "../../lib/data/tools-source";
import { monthlyAmount } from "../../lib/directory/pricing";
import { slugify } from "../../lib/directory/slug";
import { featureFilters, toolFeatures } from "../../lib/directory/feature-filters";

const { catalogue } = loadCatalogueReport();
/** What /tools lists: the general tools still sold (closed and unverified ones have pages only). */
const general = catalogue.tools.filter((t) => !t.adult && t.ranked);
const images = catalogue.categories.find((c) => c.slug === "images")!;

/**
 * The cards the visitor sees, by name, in order. Text content rather than innerText: cards
 * below the screen are not laid out until scrolled near (content-visibility), and Chromium
 * gives such elements an empty innerText.
 */
async function shownNames(page: Page): Promise<string[]> {
  const names = await page
    .locator("main article:visible h3, main article:visible h2")
    .allTextContents();
  return names.map((name) => name.trim());
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * The filter controls: inline on wide screens, in the "Filters" sheet on a phone (opened here).
 */
async function controls(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole("region", { name: "Filter and sort the tools" });
  await page.getByRole("button", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filter and sort" });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Closes the phone's sheet (a no-op on wide screens). */
async function done(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  await page
    .getByRole("dialog", { name: "Filter and sort" })
    .getByRole("button", { name: /^(Show \d+ tools?|Done)$/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Filter and sort" })).toBeHidden();
}

test("filters and sort on /tools go into the URL and come back from it", async ({ page }) => {
  await page.goto("/tools");
  let panel = await controls(page);
  await panel.getByRole("checkbox", { name: "Free", exact: true }).check();
  await panel.getByLabel("Sort by").selectOption("name");
  await done(page);
  await expect(page).toHaveURL(/\/tools\?pricing=free&sort=name$/);

  const free = general.filter((t) => t.price.kind === "free");
  const expected = free
    .map((t) => t.name)
    .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
    `Showing ${free.length} of ${general.length} tools`,
  );
  await expect.poll(() => shownNames(page)).toEqual(expected.slice(0, 48));

  // A shared or reloaded link shows the same view, with the controls set.
  await page.reload();
  await expect.poll(() => shownNames(page)).toEqual(expected.slice(0, 48));
  panel = await controls(page);
  await expect(panel.getByRole("checkbox", { name: "Free", exact: true })).toBeChecked();
  await expect(panel.getByLabel("Sort by")).toHaveValue("name");
  await done(page);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole("heading", { name: "Jump to a category" })).toBeVisible();
});

test("matching tools beyond the first page come with “Show more”, and their links navigate in place", async ({
  page,
}) => {
  await page.goto("/tools?sort=name");
  const sorted = general
    .map((t) => t.name)
    .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  await expect.poll(() => shownNames(page)).toEqual(sorted.slice(0, 48));
  await page.getByRole("button", { name: /^Show 48 more of \d+$/ }).click();
  await expect.poll(async () => (await shownNames(page)).length).toBe(96);
  // The rendered cards are real links: a click is a client-side navigation (no new document).
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "still here"));
  await page.getByRole("link", { name: sorted[0]!, exact: true }).click();
  await expect(page).toHaveURL(/\/tools\/[a-z0-9-]+$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    "still here",
  );
});

test("category, genre and a price ceiling narrow the list; lowest price sorts it", async ({
  page,
}) => {
  await page.goto("/tools?category=images&pricing=paid&max=30&sort=price");
  const expected = images.tools
    .filter((t) => t.price.kind === "paid" && (monthlyAmount(t.price) ?? 0) <= 30)
    .sort(
      (a, b) =>
        (monthlyAmount(a.price) ?? 0) - (monthlyAmount(b.price) ?? 0) ||
        a.name.localeCompare(b.name),
    );
  await expect.poll(() => shownNames(page)).toEqual(expected.map((t) => t.name));
  const panel = await controls(page);
  await expect(panel.getByLabel("Category", { exact: true })).toHaveValue("images");
  await expect(panel.getByLabel("Max price a month")).toHaveValue("30");

  const genre = images.tools[0]!.genreLabel;
  await panel.getByLabel("Genre", { exact: true }).selectOption(slugify(genre));
  await done(page);
  await expect(page).toHaveURL(/genre=/);
  for (const name of await shownNames(page)) {
    expect(images.tools.find((t) => t.name === name)?.genreLabel).toBe(genre);
  }
});

test("the Has filters keep the tools a source confirms have every option ticked, counted and in the URL", async ({
  page,
}) => {
  // The category with the most tools that have an API, so the test follows the data (read with
  // the capability claims, as the build reads it).
  const general = loadDirectoryReport().catalogue.catalogue.categories.filter((c) => !c.adult);
  const withApi = (c: (typeof general)[number]) =>
    c.tools.filter((t) => toolFeatures(t).includes("api"));
  const category = general.reduce((best, c) =>
    withApi(c).length > withApi(best).length ? c : best,
  );
  const api = withApi(category);
  expect(api.length).toBeGreaterThan(1);

  await page.goto(`/categories/${category.slug}`);
  let panel = await controls(page);
  // On wide screens the options open from a button (the sheet shows them at once).
  if (!isPhone(page)) {
    await panel.getByRole("button", { name: /^Has…/ }).click();
    // The button goes away, so the keyboard lands on the first option rather than nowhere.
    await expect(
      panel.getByRole("group", { name: "Has" }).getByRole("checkbox").first(),
    ).toBeFocused();
  }
  await panel.getByRole("checkbox", { name: `API (${api.length})` }).check();
  await done(page);
  await expect(page).toHaveURL(/\?has=api$/);
  await expect.poll(() => shownNames(page)).toEqual(api.map((t) => t.name));

  // A second option narrows to the tools that have both.
  const second = ["free-plan", "web-app", "ios-app", "open-source"].find((id) =>
    api.some((t) => toolFeatures(t).includes(id as never)),
  )!;
  const both = api.filter((t) => toolFeatures(t).includes(second as never));
  panel = await controls(page);
  const label = featureFilters.find((f) => f.id === second)!.label;
  await panel
    .getByRole("checkbox", { name: new RegExp(`^${label.replace("/", "\\/")} \\(`) })
    .check();
  await done(page);
  await expect.poll(() => shownNames(page)).toEqual(both.map((t) => t.name));

  // The view comes back from its URL.
  await page.reload();
  await expect.poll(() => shownNames(page)).toEqual(both.map((t) => t.name));
});

test("filters that match nothing say so, and a list that cannot load offers a retry", async ({
  page,
}) => {
  await page.goto("/tools?pricing=paid&max=1");
  await expect(page.getByText("No tools match these filters.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
    `Showing 0 of ${general.length} tools`,
  );

  let fail = true;
  await page.route("**/data/directory/*.json", (route) =>
    fail ? route.fulfill({ status: 503, body: "" }) : route.fallback(),
  );
  await page.goto("/tools?pricing=free");
  const alert = page.getByRole("alert").filter({ hasText: "We could not load" });
  await expect(alert).toContainText(
    "We could not load the list of tools (the server answered 503).",
  );
  fail = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toBeVisible();
});

test("a category page filters its own tools and switches category keeping the filters", async ({
  page,
}) => {
  await page.goto("/categories/images?pricing=freemium");
  const freemium = images.tools.filter((t) => t.price.kind === "freemium").map((t) => t.name);
  await expect.poll(() => shownNames(page)).toEqual(freemium);
  const panel = await controls(page);
  await panel.getByLabel("Category", { exact: true }).selectOption("audio");
  await expect(page).toHaveURL(/\/categories\/audio\?pricing=freemium$/);
  const audio = catalogue.categories.find((c) => c.slug === "audio")!;
  await expect
    .poll(() => shownNames(page))
    .toEqual(audio.tools.filter((t) => t.price.kind === "freemium").map((t) => t.name));
});

test("the directory's own box searches tools only", async ({ page }) => {
  await page.goto("/tools");
  const box = page.getByRole("combobox", { name: "Search the AI tools" });
  await box.fill("notes");
  const listbox = page.getByRole("listbox", { name: "Search results" });
  await expect(listbox.getByRole("group", { name: /AI tools/ })).toBeVisible();
  await expect(listbox.getByRole("group")).toHaveCount(1);
});

test("without JavaScript /tools shows the featured tools and each category's first, no filters", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/tools?pricing=free");
  const featured = general.filter((t) => t.featured).slice(0, 8);
  const generalCategories = catalogue.categories.filter((c) => !c.adult);
  // The featured tools as cards; each category's first three as compact rows linking to them.
  await expect(page.locator("main article")).toHaveCount(featured.length);
  for (const category of generalCategories) {
    const section = page.getByRole("region", { name: category.name, exact: true });
    for (const tool of category.tools.slice(0, 3)) {
      await expect(section.getByRole("link", { name: tool.name, exact: true })).toHaveAttribute(
        "href",
        `/tools/${tool.slug}`,
      );
    }
    await expect(section.getByRole("listitem")).toHaveCount(Math.min(3, category.tools.length));
    await expect(
      page.getByRole("link", {
        name: `See all ${category.tools.length} tools in ${category.name}`,
      }),
    ).toHaveAttribute("href", `/categories/${category.slug}`);
  }
  await expect(page.getByLabel("Sort by")).toBeHidden();
  await context.close();
});

test("a category's pages list all its tools without JavaScript, a page at a time", async ({
  browser,
}) => {
  const big = catalogue.categories.find((c) => !c.adult && c.tools.length > 24)!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/categories/${big.slug}`);
  await expect(page.locator("main article")).toHaveCount(24);
  const pages = page.getByRole("navigation", { name: `${big.name} pages` });
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(`/categories/${big.slug}/page/2`);
  await expect(page.locator("main article")).toHaveCount(Math.min(24, big.tools.length - 24));
  await expect(page.locator("main article h2").first()).toHaveText(big.tools[24]!.name);
  await context.close();
});

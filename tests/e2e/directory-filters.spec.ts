import { expect, test, type Page } from "@playwright/test";
import { loadCatalogueReport } from "../../lib/data/tools-source";
import { monthlyAmount } from "../../lib/directory/pricing";
import { slugify } from "../../lib/directory/slug";

const { catalogue } = loadCatalogueReport();
const general = catalogue.tools.filter((t) => !t.adult);
const images = catalogue.categories.find((c) => c.slug === "images")!;

/** The cards the visitor sees, by name, in order. */
async function shownNames(page: Page): Promise<string[]> {
  return page
    .locator("main li[data-tool-card]:visible h3, main li[data-tool-card]:visible h2")
    .allInnerTexts();
}

test("filters and sort on /tools go into the URL and come back from it", async ({ page }) => {
  await page.goto("/tools");
  await page.getByRole("checkbox", { name: "Free", exact: true }).check();
  await page.getByLabel("Sort by").selectOption("name");
  await expect(page).toHaveURL(/\/tools\?pricing=free&sort=name$/);

  const free = general.filter((t) => t.price.kind === "free");
  const expected = free
    .map((t) => t.name)
    .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
    `Showing ${free.length} of ${general.length} tools`,
  );
  expect(await shownNames(page)).toEqual(expected);

  // A shared or reloaded link shows the same view, with the controls set.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Free", exact: true })).toBeChecked();
  await expect(page.getByLabel("Sort by")).toHaveValue("name");
  await expect.poll(() => shownNames(page)).toEqual(expected);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole("heading", { name: "Jump to a category" })).toBeVisible();
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
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("images");
  await expect(page.getByLabel("Max price a month")).toHaveValue("30");

  const genre = images.tools[0]!.genreLabel;
  await page.getByLabel("Genre", { exact: true }).selectOption(slugify(genre));
  await expect(page).toHaveURL(/genre=/);
  for (const name of await shownNames(page)) {
    expect(images.tools.find((t) => t.name === name)?.genreLabel).toBe(genre);
  }
});

test("filters that match nothing say so", async ({ page }) => {
  await page.goto("/tools?pricing=paid&max=1");
  await expect(page.getByText("No tools match these filters.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
    `Showing 0 of ${general.length} tools`,
  );
});

test("a category page filters its own tools and switches category keeping the filters", async ({
  page,
}) => {
  await page.goto("/categories/images?pricing=freemium");
  const freemium = images.tools.filter((t) => t.price.kind === "freemium").map((t) => t.name);
  await expect.poll(() => shownNames(page)).toEqual(freemium);
  await page.getByLabel("Category", { exact: true }).selectOption("audio");
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

test("without JavaScript /tools lists every tool outside the adult categories, and no filters", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/tools?pricing=free");
  await expect(page.locator("main li[data-tool-card]")).toHaveCount(general.length);
  await expect(page.locator("main li[data-tool-card]:visible")).toHaveCount(general.length);
  await expect(page.getByLabel("Sort by")).toBeHidden();
  await context.close();
});

import { expect, test } from "@playwright/test";
import { loadCatalogueReport } from "../../lib/data/tools-source";
import { formatMonthYear } from "../../lib/format";
import { expectSingleH1 } from "./support";

const { catalogue } = loadCatalogueReport();
const general = catalogue.tools.filter((t) => !t.adult);
const confirmed = general.find(
  (t) => t.status === "active" && t.checkedWithinYear && t.sources!.length > 1,
)!;
const unpriced = general.find((t) => t.status === "active" && t.checkedAt === undefined)!;
const discontinued = general.find((t) => t.status === "discontinued")!;

test("a tool's page says when a dated source confirmed its price, and lists the sources", async ({
  page,
}) => {
  await page.goto(`/tools/${confirmed.slug}`);
  await expect(
    page.getByText(`Pricing confirmed ${formatMonthYear(confirmed.checkedAt!)}.`, { exact: false }),
  ).toBeVisible();
  const sources = page.getByRole("region", { name: "Sources" });
  const links = sources.getByRole("link");
  await expect(links).toHaveCount(confirmed.sources!.length);
  for (const [index, source] of confirmed.sources!.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute("href", source.url);
    await expect(link).toHaveAttribute("rel", "nofollow noopener noreferrer");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toContainText(source.title);
  }
});

test("a tool whose price no source confirms states no price, and lists what confirms it", async ({
  page,
}) => {
  await page.goto(`/tools/${unpriced.slug}`);
  await expect(
    page.getByText("We have not confirmed this tool's pricing against a dated source yet", {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Sources" })).toBeVisible();
});

test("a discontinued tool keeps its page, says so first, and points to its alternatives", async ({
  page,
}) => {
  await page.goto(`/tools/${discontinued.slug}`);
  await expectSingleH1(page, discontinued.name);
  const notice = page.locator('[data-tool-status="discontinued"]');
  await expect(notice).toContainText(
    `${discontinued.name} was discontinued in ${formatMonthYear(discontinued.statusOn!)}.`,
  );
  await expect(page.locator("a[data-outbound]")).toHaveCount(0);
  await notice.getByRole("link", { name: `See alternatives to ${discontinued.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/${discontinued.slug}/alternatives$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    `Alternatives to ${discontinued.name}`,
  );
  await expect(page.locator("main article").first()).toBeVisible();

  // It leaves the home page's featured tools, and its card says it closed.
  await page.goto("/");
  await expect(page.locator(`main a[href="/tools/${discontinued.slug}"]`)).toHaveCount(0);
  await page.goto(`/categories/${discontinued.categorySlug}`);
  const card = page.locator("article", {
    has: page.locator(`a[href="/tools/${discontinued.slug}"]`),
  });
  await expect(card).toHaveCount(0);
});

test("the graveyard lists what closed, newest first, with the source and where users went", async ({
  page,
}) => {
  await page.goto("/graveyard");
  await expectSingleH1(page, "The AI tool graveyard");
  const rows = page.locator("main ol > li");
  const dates = await rows
    .locator("time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  expect(dates.length).toBeGreaterThan(0);
  expect([...dates].sort().reverse()).toEqual(dates);
  const row = rows.filter({ has: page.locator(`a[href="/tools/${discontinued.slug}"]`) });
  await expect(row).toContainText(
    `${discontinued.name} was discontinued in ${formatMonthYear(discontinued.statusOn!)}.`,
  );
  await expect(row.getByRole("link", { name: discontinued.statusSource!.title })).toHaveAttribute(
    "href",
    discontinued.statusSource!.url,
  );
  await row.getByRole("link", { name: `Alternatives to ${discontinued.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/${discontinued.slug}/alternatives$`));
});

test("every count of the directory agrees with what the lists show", async ({ page }) => {
  const listed = catalogue.categories.filter((c) => !c.adult);
  const tools = listed.reduce((sum, c) => sum + c.tools.length, 0);
  const adult = catalogue.categories.length - listed.length;
  await page.goto("/");
  await expect(page.locator("main")).toContainText(
    `guide to ${tools.toLocaleString("en-US")} AI tools`,
  );
  await page.goto("/tools");
  await expect(page.locator("main header")).toContainText(
    `${tools.toLocaleString("en-US")} tools in ${listed.length} categories (plus ${adult} categories for adults)`,
  );
  const chips = page.locator("[data-count]");
  await expect(chips).toHaveCount(catalogue.categories.length);
  const counts = await chips.evaluateAll((items) =>
    items.map((i) => Number(i.getAttribute("data-count"))),
  );
  expect(counts).toEqual(catalogue.categories.map((c) => c.tools.length));
});

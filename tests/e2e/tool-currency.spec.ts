import { expect, test } from "@playwright/test";
import { loadCatalogueReport } from "../../lib/data/tools-source";
import { pricingSource } from "../../lib/directory/freshness";
import { formatMonthYear } from "../../lib/format";
import { expectSingleH1 } from "./support";

const { catalogue } = loadCatalogueReport();
const general = catalogue.tools.filter((t) => !t.adult);
const confirmed = general.find(
  (t) => t.status === "active" && pricingSource(t) && t.sources!.length > 1,
)!;
const unconfirmed = general.find((t) => t.status === "active" && !t.sources && t.checkedAt)!;
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

test("a tool no dated source confirmed says honestly when it was last confirmed", async ({
  page,
}) => {
  await page.goto(`/tools/${unconfirmed.slug}`);
  await expect(
    page.getByText(
      `Pricing last confirmed ${formatMonthYear(unconfirmed.checkedAt!)}; we have found no newer source since`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Sources" })).toHaveCount(0);

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
    `${discontinued.name} was discontinued in ${formatMonthYear(discontinued.discontinuedOn!)}.`,
  );
  await expect(page.locator("a[data-outbound]")).toHaveCount(0);
  await notice.getByRole("link", { name: `See alternatives to ${discontinued.name}` }).click();
  await expect(page).toHaveURL(/#alternatives$/);
  await expect(
    page.getByRole("heading", { name: `Alternatives to ${discontinued.name}` }),
  ).toBeInViewport();

  // It leaves the home page's featured tools, and its card says it closed.
  await page.goto("/");
  await expect(page.locator(`main a[href="/tools/${discontinued.slug}"]`)).toHaveCount(0);
  await page.goto(`/categories/${discontinued.categorySlug}`);
  const card = page.locator("article", {
    has: page.locator(`a[href="/tools/${discontinued.slug}"]`),
  });
  await expect(card.getByText("Discontinued")).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { loadCatalogueReport } from "../../lib/data/tools-source";

const { catalogue } = loadCatalogueReport();
/** What /tools lists: the general tools still sold (closed and unverified ones have pages only). */
const general = catalogue.tools.filter((t) => !t.adult && t.ranked);

test("the phone's Filters button counts the active filters and the sheet shows the count", async ({
  page,
}) => {
  await page.goto("/tools?pricing=paid&sort=price");
  await expect(page.getByRole("button", { name: "Filters (2) active" })).toBeVisible();
  // The first tools show without scrolling: the controls are in the sheet.
  await expect(page.locator("main article").first()).toBeInViewport();
  await page.getByRole("button", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filter and sort" });
  await expect(sheet.getByLabel("Sort by")).toHaveValue("price");
  const paid = general.filter((t) => t.price.kind === "paid").length;
  await expect(sheet.getByRole("button", { name: `Show ${paid} tools` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
});

import { expect, test, type Page } from "@playwright/test";

/**
 * The export keeps only what a click fetches: each page's HTML and its `{route}.txt`
 * (scripts/lib/prune-export.ts removes Next's prefetch segments and payload copies). If a link
 * asked for a removed file, Next would fall back to loading the page in full, or the request
 * would 404: both fail here. Phone and desktop, since their headers and layouts differ.
 */
function watchNavigation(page: Page) {
  const failed: string[] = [];
  const documents: string[] = [];
  // A page whose flight data disagrees with its HTML fails to hydrate and says so here.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame())
      documents.push(request.url());
  });
  return { failed, documents, errors };
}

/** Marks the loaded document: a full page load would drop the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test("from a tool page to another, to its category and back, on the client, with no 404", async ({
  page,
}) => {
  const seen = watchNavigation(page);
  await page.goto("/tools/chatgpt");
  await expect(page.locator("h1")).toHaveText("ChatGPT");
  await markDocument(page);

  const alternatives = page.getByRole("region", { name: "Alternatives to ChatGPT" });
  await alternatives.getByRole("link", { name: "Claude", exact: true }).first().click();
  await expect(page).toHaveURL(/\/tools\/claude$/);
  await expect(page.locator("h1")).toHaveText("Claude");

  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Text" })
    .click();
  await expect(page).toHaveURL(/\/categories\/text$/);
  await expect(page.locator("h1")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/tools\/claude$/);
  await expect(page.locator("h1")).toHaveText("Claude");
  await page.goBack();
  await expect(page).toHaveURL(/\/tools\/chatgpt$/);
  await expect(page.locator("h1")).toHaveText("ChatGPT");

  expect(await stillSameDocument(page)).toBe(true);
  expect(seen.documents).toHaveLength(1);
  expect(seen.failed).toEqual([]);
  expect(seen.errors).toEqual([]);
});

import { expect, test } from "@playwright/test";

// The narrowest phones in common use: where a squeezed field or column shows first.
test.use({ viewport: { width: 360, height: 780 } });

test("at 360 px the newsletter field keeps its height, /developers keeps room for its descriptions, and a tool's genre does not repeat its category", async ({
  page,
}) => {
  await page.goto("/");
  const field = page.getByRole("contentinfo").getByLabel("Email address for the newsletter");
  await field.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await field.boundingBox())?.height ?? 0)
    .toBeGreaterThanOrEqual(36);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto("/developers");
  const row = page.getByRole("main").getByRole("table").first().getByRole("row").nth(1);
  const [path, description] = await row
    .getByRole("cell")
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
  expect(description!).toBeGreaterThan(path!);

  await page.goto("/tools/perplexity-comet");
  const header = page.getByRole("main").locator("header").first();
  await expect(header.getByText("AI Browsers", { exact: true })).toBeVisible();
  await expect(header.getByText("AI browser", { exact: true })).toHaveCount(0);
});

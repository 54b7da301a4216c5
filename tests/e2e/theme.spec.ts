import { expect, test } from "@playwright/test";

test("the page is dark from the first paint, even before any script runs", async ({ browser }) => {
  // No JavaScript at all: the theme must come from HTML and CSS alone, so there is no light flash.
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "light" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "dark");
  await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
  await expect(page.locator("html")).toHaveCSS("background-color", "rgb(11, 15, 25)");
  await expect(page.locator("body")).toHaveCSS("color", "rgb(232, 235, 244)");
  await context.close();
});

test("the stylesheet that sets the theme blocks rendering (no unstyled flash)", async ({
  page,
}) => {
  await page.goto("/");
  const blocking = await page.evaluate(() =>
    Array.from(document.head.querySelectorAll('link[rel="stylesheet"]')).map((link) =>
      link.getAttribute("media"),
    ),
  );
  expect(blocking.length).toBeGreaterThan(0);
  for (const media of blocking) expect(media === null || media === "all").toBe(true);
});

test("a visitor whose system prefers light still gets the dark theme", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "light" });
  const page = await context.newPage();
  await page.goto("/privacy-policy");
  await expect(page.locator("main")).toHaveCSS("color", "rgb(232, 235, 244)");
  await expect(page.locator("html")).toHaveCSS("background-color", "rgb(11, 15, 25)");
  await context.close();
});

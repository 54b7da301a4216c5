import { expect, type Page } from "@playwright/test";

/** Scrolls to an exact offset and waits until the page has handled the scroll event. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top: target, behavior: "instant" });
        // Two frames: the scroll event fires, then React commits the new state.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    y,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
}

/** The page's single <h1>; fails when there is none or more than one. */
export async function expectSingleH1(page: Page, text?: string | RegExp): Promise<void> {
  await expect(page.locator("h1")).toHaveCount(1);
  if (text !== undefined) await expect(page.locator("h1")).toHaveText(text);
}

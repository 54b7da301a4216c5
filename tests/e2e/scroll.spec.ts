import { expect, test } from "@playwright/test";
import { scrollThresholds } from "../../lib/site";
import { scrollToY } from "./support";
import { pageTemplates } from "./templates";

// A long page, so that both thresholds can be crossed in both viewports.
const longPage = "/privacy-policy";

test.describe("sticky header", () => {
  test("switches style exactly past 100 px and back", async ({ page }) => {
    await page.goto(longPage);
    const header = page.locator("header[data-sticky]");
    await expect(header).toHaveAttribute("data-sticky", "false");
    expect(scrollThresholds.stickyHeader).toBe(100);

    await scrollToY(page, 100);
    await expect(header).toHaveAttribute("data-sticky", "false");
    await scrollToY(page, 101);
    await expect(header).toHaveAttribute("data-sticky", "true");
    await expect(header).toHaveCSS("box-shadow", /rgba?\(/);
    await scrollToY(page, 100);
    await expect(header).toHaveAttribute("data-sticky", "false");
    await expect(header).toHaveCSS("box-shadow", "none");
  });

  test("stays in view and shifts nothing when it switches", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(longPage);
    const header = page.locator("header[data-sticky]");
    const headerHeight = (await header.boundingBox())?.height;
    const h1Top = () =>
      page.evaluate(
        () => document.querySelector("h1")!.getBoundingClientRect().top + window.scrollY,
      );
    const before = await h1Top();

    for (const y of [99, 100, 101, 150, 101, 100, 0]) {
      await scrollToY(page, y);
      expect(await h1Top()).toBe(before);
      expect((await header.boundingBox())?.height).toBe(headerHeight);
    }
    await scrollToY(page, 600);
    // Sticky: still at the top of the viewport after scrolling far down.
    expect((await header.boundingBox())?.y).toBe(0);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});

test.describe("scroll-to-top button", () => {
  test("is hidden at 200 px or less and shown past 200 px", async ({ page }) => {
    await page.goto(longPage);
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await scrollToY(page, 200);
    await expect(button).toBeHidden();
    await scrollToY(page, 201);
    await expect(button).toBeVisible();
    await scrollToY(page, 200);
    await expect(button).toBeHidden();
  });

  test("returns to the top and puts focus there", async ({ page }) => {
    await page.goto(longPage);
    await scrollToY(page, 1500);
    await page.getByRole("button", { name: "Scroll to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("top");
    await expect(page.getByRole("button", { name: "Scroll to top" })).toBeHidden();
    // The next Tab reaches the first control of the page, the skip link.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  });

  test("scrolls smoothly, or instantly when the user prefers reduced motion", async ({ page }) => {
    await page.goto(longPage);
    await scrollToY(page, 3000);
    const afterOneFrame = () =>
      page.evaluate(async () => {
        (document.querySelector('button[aria-label="Scroll to top"]') as HTMLButtonElement).click();
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        return window.scrollY;
      });
    expect(await afterOneFrame()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await scrollToY(page, 3000);
    expect(await afterOneFrame()).toBe(0);
  });
});

test.describe("blocks drawn when scrolled near", () => {
  // Listing sections, cards and the footer are laid out only when they come near the screen
  // (content-visibility), holding a guessed height until then. A poor guess makes the page jump
  // as they render: the scrollbar shrinks or grows under the finger, and a link aimed at moves
  // away just as it is tapped. Each guess must be within 15% of the height the block renders at,
  // and a list's guesses must not add up to more than half a tap target.
  const templates = pageTemplates.filter((template) =>
    [
      "home",
      "directory",
      "tool category",
      "tool category page 2",
      "tool",
      "article",
      "article list",
      "news",
      "guide category",
    ].includes(template.name),
  );
  for (const javaScriptEnabled of [true, false])
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      // Without JavaScript the cards have no save and compare buttons, so they are shorter.
      test.use({ javaScriptEnabled });
      for (const template of templates)
        test(`hold about the height they render at: ${template.name}`, async ({ page }) => {
          await page.goto(template.path);
          const { blocks, runs } = await page.evaluate(() => {
            const lazy = [...document.querySelectorAll<HTMLElement>("main *, footer")].filter(
              (element) => getComputedStyle(element).contentVisibility === "auto",
            );
            const measured = lazy.map((element) => {
              const guessed = parseFloat(
                getComputedStyle(element).containIntrinsicBlockSize.split(" ").at(-1)!,
              );
              element.style.contentVisibility = "visible";
              const box = element.getBoundingClientRect();
              const label =
                element.id ||
                element.getAttribute("aria-labelledby") ||
                element.querySelector("h2, h3")?.textContent ||
                element.tagName;
              return { element, label, guessed, rendered: Math.round(box.height), top: box.top };
            });
            // Blocks side by side in a grid row move what follows by the row's error, and rows
            // one under another add up: the furthest a link after the list moves is the largest
            // running total, row by row, within one list.
            const lists = new Map<Element | null, Map<number, number>>();
            for (const { element, guessed, rendered, top } of measured) {
              const rows = lists.get(element.parentElement) ?? new Map<number, number>();
              const row = Math.round(top);
              rows.set(row, Math.max(rows.get(row) ?? -Infinity, rendered - guessed));
              lists.set(element.parentElement, rows);
            }
            const runs = [...lists.values()].map((rows) => {
              let total = 0;
              let furthest = 0;
              for (const [, error] of [...rows].sort(([a], [b]) => a - b)) {
                total += error;
                furthest = Math.max(furthest, Math.abs(total));
              }
              return furthest;
            });
            return {
              blocks: measured.map(({ label, guessed, rendered }) => ({
                label,
                guessed,
                rendered,
              })),
              runs,
            };
          });
          expect(blocks.length).toBeGreaterThan(0);
          const poor = blocks.filter(
            ({ guessed, rendered }) => !(Math.abs(guessed - rendered) <= rendered * 0.15),
          );
          expect(poor, "blocks whose guessed height is more than 15% off").toEqual([]);
          // Half a 44 px tap target: a larger jump moves a link from under a finger aimed at it.
          expect(
            Math.max(...runs),
            "the furthest a list's blocks move what follows them",
          ).toBeLessThanOrEqual(22);
        });
    });
});

import { expect, test, type Page } from "@playwright/test";

const main = (page: Page) => page.getByRole("main");

test("pick tools with Compare, from cards and pages, and compare them from the tray", async ({
  page,
}) => {
  await page.goto("/tools/chatgpt");
  await main(page).getByRole("button", { name: "Compare ChatGPT" }).first().click();
  const tray = page.getByRole("region", { name: /Compare/ }).filter({ hasText: "of 4" });
  await expect(tray).toContainText("Compare (1 of 4)");
  await expect(tray.getByText("Add one more tool to compare")).toBeVisible();

  await page.goto("/categories/text");
  await main(page).getByRole("button", { name: "Compare Claude" }).click();
  await main(page).getByRole("button", { name: "Compare Gemini" }).click();
  await expect(tray).toContainText("Compare (3 of 4)");
  // Keyboard: the chips' Remove buttons are reachable and named.
  await tray.getByRole("button", { name: "Remove Gemini from compare" }).focus();
  await page.keyboard.press("Enter");
  await expect(tray).toContainText("Compare (2 of 4)");
  await expect(main(page).getByRole("button", { name: "Compare Gemini" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  await tray.getByRole("link", { name: "Compare 2 tools" }).click();
  await expect(page).toHaveURL("/compare?tools=chatgpt,claude");
  const table = main(page).getByRole("table", { name: "ChatGPT, Claude compared" });
  await expect(table.getByRole("columnheader", { name: "ChatGPT" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Claude" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Pricing checked" })).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "In short" })).toBeVisible();
  // Each call to action is the tool's exact URL with the directory's rel.
  const cta = table.getByRole("link", { name: /opens ChatGPT's site/ });
  await expect(cta).toHaveAttribute("href", /^https:\/\/chatgpt\.com/);
  await expect(cta).toHaveAttribute("rel", /noopener/);
});

test("a comparison URL says what it left out: unknown names, adult tools, a fifth tool", async ({
  page,
}) => {
  await page.goto("/compare?tools=chatgpt,no-such-tool,candy-ai,claude,gemini,perplexity");
  await expect(main(page).getByText(/we list no tool by that name: “no-such-tool”/)).toBeVisible();
  await expect(main(page).getByText(/Left out: Candy AI, listed for adults only/)).toBeVisible();
  await expect(
    main(page).getByText(/Only the first 4 tools are compared; left out: gemini, perplexity/),
  ).toBeVisible();
  const columns = main(page).locator("thead th");
  await expect(columns).toHaveCount(2);

  await main(page).getByRole("button", { name: "I am 18 or older" }).click();
  await expect(columns.filter({ hasText: "Candy AI" })).toBeVisible();
  await expect(columns).toHaveCount(3);

  await main(page).getByRole("button", { name: "Remove Claude from this comparison" }).click();
  await expect(page).toHaveURL(/tools=chatgpt,no-such-tool,candy-ai,gemini/);
});

test("/compare without tools explains how to pick them", async ({ page }) => {
  await page.goto("/compare");
  await expect(
    main(page).getByText(/Pick two to four tools with the Compare button/),
  ).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Ready-made comparisons" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a pre-rendered comparison works: verdict, table and calls to action", async ({ page }) => {
    await page.goto("/compare/chatgpt-vs-claude");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("ChatGPT vs Claude");
    await expect(main(page).getByRole("heading", { name: "In short" })).toBeVisible();
    await expect(
      main(page).getByText(/ChatGPT has a free plan, with paid plans from/),
    ).toBeVisible();
    await expect(main(page).getByRole("rowheader", { name: "Entry price" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: /opens Claude's site/ })).toBeVisible();
    // Save and Compare need JavaScript, so they are not offered.
    await expect(main(page).getByRole("button", { name: "Save ChatGPT" })).toBeHidden();
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute("href", /\/compare\/chatgpt-vs-claude$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"WebPage"') && text.includes("Claude"))).toBe(true);
  });

  test("a tool page links to its comparisons", async ({ page }) => {
    await page.goto("/tools/chatgpt");
    const link = main(page).getByRole("link", { name: "ChatGPT vs Claude" });
    await expect(link).toHaveAttribute("href", "/compare/chatgpt-vs-claude");
  });
});

test("a shared comparison link draws its table without moving anything on screen (CLS 0)", async ({
  page,
}) => {
  // Measured from the layout, not from a race with the scripts: where everything on the first
  // screen is before any script has run (the page's inline script alone reserves the table's
  // slot), and where it is once the table is drawn.
  const firstScreen = () =>
    page.evaluate(() => {
      const top = (element: Element | null) =>
        element ? Math.round(element.getBoundingClientRect().top + window.scrollY) : null;
      const main = document.querySelector("main")!;
      return {
        heading: top(main.querySelector("h1")),
        intro: top(main.querySelector("header p")),
        slot: top(main.querySelector("header + script + div")),
        below: top(document.getElementById("popular-comparisons")),
        viewport: window.innerHeight,
      };
    });
  const url = "/compare?tools=chatgpt,claude,gemini";
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await page.goto(url);
  const before = await firstScreen();
  await page.unrouteAll();
  await page.goto(url);
  await expect(page.getByRole("table", { name: "ChatGPT, Claude, Gemini compared" })).toBeVisible();
  const after = await firstScreen();
  expect(after.heading).toBe(before.heading);
  expect(after.intro).toBe(before.intro);
  expect(after.slot).toBe(before.slot);
  // What follows the slot starts below the first screen before and after: its move is unseen.
  expect(before.below!).toBeGreaterThanOrEqual(before.viewport);
  expect(after.below!).toBeGreaterThanOrEqual(after.viewport);
  // Without tools in the address nothing is reserved: the ready-made comparisons follow the intro.
  await page.goto("/compare");
  await expect(page.getByRole("heading", { name: "Ready-made comparisons" })).toBeInViewport();
});

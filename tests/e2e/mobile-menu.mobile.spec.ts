import { expect, test, type Page } from "@playwright/test";
import { isNavGroup, mainNav } from "../../lib/site";
import { expectSingleH1 } from "./support";

const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const panel = (page: Page) => page.getByRole("dialog");

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
}

test("the desktop menu is hidden and the menu button opens the panel", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Register" })).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await openMenu(page);
  // Slides in from the right edge and is labelled by its greeting.
  const box = await panel(page).boundingBox();
  const viewport = page.viewportSize()!;
  await expect
    .poll(async () => Math.round((await panel(page).boundingBox())!.x + box!.width))
    .toBe(viewport.width);
  await expect(panel(page)).toHaveAccessibleName("Hello, Guest");
  await expect(panel(page).getByText("Hello, Guest", { exact: true })).toBeVisible();
  await expect(panel(page).getByRole("link", { name: "Submit ai tool" })).toBeVisible();
  await expect(panel(page).getByRole("link", { name: "Register" })).toBeVisible();
  await expect(panel(page).getByRole("link", { name: "Profile" })).toHaveCount(0);
});

test("submenus expand and collapse, with aria-expanded following", async ({ page }) => {
  await page.goto("/");
  await openMenu(page);
  for (const group of mainNav.filter(isNavGroup)) {
    const toggle = panel(page).getByRole("button", { name: group.label, exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(
      panel(page).getByRole("link", { name: group.items[0]!.label, exact: true }),
    ).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const item of group.items) {
      await expect(
        panel(page)
          .locator(`#mobile-${group.id}-menu`)
          .getByRole("link", { name: item.label, exact: true }),
      ).toBeVisible();
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  }
});

test("focus stays inside the open panel", async ({ page }) => {
  await page.goto("/");
  await openMenu(page);
  await panel(page).getByRole("button", { name: "Guides", exact: true }).click();
  const insidePanel = () => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press("Tab");
    expect(await insidePanel()).toBe(true);
  }
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await insidePanel()).toBe(true);
  }
});

test("Escape and the close button close it, and focus returns to the menu button", async ({
  page,
}) => {
  await page.goto("/");
  await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton(page)).toBeFocused();

  await openMenu(page);
  await panel(page).getByRole("button", { name: "Close menu" }).click();
  await expect(panel(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("the page behind does not scroll while the panel is open", async ({ page }) => {
  await page.goto("/privacy-policy");
  await openMenu(page);
  await expect(page.locator("html")).toHaveCSS("overflow-y", "hidden");
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press("Escape");
  await expect(page.locator("html")).not.toHaveCSS("overflow-y", "hidden");
});

for (const group of mainNav.filter(isNavGroup)) {
  for (const item of group.items) {
    test(`${group.label} → ${item.label} navigates and closes the panel`, async ({ page }) => {
      await page.goto("/privacy-policy");
      await openMenu(page);
      await panel(page).getByRole("button", { name: group.label, exact: true }).click();
      await panel(page)
        .locator(`#mobile-${group.id}-menu`)
        .getByRole("link", { name: item.label, exact: true })
        .click();
      await expect(page).toHaveURL(item.href);
      await expect(panel(page)).toBeHidden();
      await expectSingleH1(page);
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    });
  }
}

test("Home in the panel navigates and closes it", async ({ page }) => {
  await page.goto("/privacy-policy");
  await openMenu(page);
  await panel(page).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(panel(page)).toBeHidden();
});

test("without JavaScript, the menu link leads to the footer's site map", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 839 },
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(menuButton(page)).toBeHidden();
  await page.getByRole("link", { name: "Menu" }).click();
  await expect(page).toHaveURL("/#site-footer");
  await expect(page.getByRole("navigation", { name: "Categories" })).toBeInViewport();
  await context.close();
});

import { expect, test, type Page } from "@playwright/test";
import { accountLinks, isNavGroup, mainNav, type NavGroup } from "../../lib/site";
import { expectSingleH1 } from "./support";

const groups = mainNav.filter(isNavGroup);
const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main" });
const groupButton = (page: Page, group: NavGroup) =>
  mainMenu(page).getByRole("button", { name: group.label, exact: true });
const submenu = (page: Page, group: NavGroup) => page.locator(`#nav-${group.id}-menu`);

test("the main menu lists exactly its four entries and their submenus", async ({ page }) => {
  await page.goto("/");
  const expected = mainNav.map((entry) => entry.label);
  const topLevel = mainMenu(page).locator(":scope > ul > li > a, :scope > ul > li > div > button");
  await expect(topLevel).toHaveText(expected);
  expect(expected).toEqual(["Home", "Tools", "Prompts", "Guides"]);
  expect(groups.map((g) => [g.label, g.items.map((i) => `${i.label} ${i.href}`)])).toEqual([
    [
      "Tools",
      ["Prompt Builder /prompt-builder", "AI Tools /tools", "Tasks /tasks", "Compare /compare"],
    ],
    ["Prompts", ["ChatGPT Prompts /chatgpt-prompts", "Midjourney Prompts /midjourney-prompts"]],
    [
      "Guides",
      [
        "Prompts /prompts",
        "Tech /tech",
        "Design /design",
        "Marketing /marketing",
        "Career /career",
      ],
    ],
  ]);
});

test("Home and the logo lead home", async ({ page }) => {
  await page.goto("/privacy-policy");
  await mainMenu(page).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/privacy-policy");
  await page.getByRole("link", { name: "AI Compass home" }).click();
  await expect(page).toHaveURL("/");
  await expect(mainMenu(page).getByRole("link", { name: "Home" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

for (const group of groups) {
  test.describe(`${group.label} submenu`, () => {
    test("opens on hover, closes when the pointer leaves", async ({ page }) => {
      await page.goto("/");
      const button = groupButton(page, group);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(submenu(page, group)).toBeHidden();
      await button.hover();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(submenu(page, group)).toBeVisible();
      await page.mouse.move(5, 700);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(submenu(page, group)).toBeHidden();
    });

    test("a click keeps it open and a second click closes it", async ({ page }) => {
      await page.goto("/");
      const button = groupButton(page, group);
      await button.click();
      await page.mouse.move(5, 700);
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(submenu(page, group)).toBeVisible();
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(submenu(page, group)).toBeHidden();
    });

    for (const [index, item] of group.items.entries()) {
      test(`mouse: ${item.label} leads to ${item.href}`, async ({ page }) => {
        await page.goto("/privacy-policy");
        await groupButton(page, group).hover();
        await submenu(page, group).getByRole("link", { name: item.label }).click();
        await expect(page).toHaveURL(item.href);
        await expectSingleH1(page);
        await expect(groupButton(page, group)).toHaveAttribute("aria-expanded", "false");
      });

      test(`keyboard: ${item.label} leads to ${item.href}`, async ({ page }) => {
        await page.goto("/privacy-policy");
        await groupButton(page, group).focus();
        await page.keyboard.press("ArrowDown");
        for (let step = 0; step < index; step += 1) await page.keyboard.press("ArrowDown");
        await expect(submenu(page, group).getByRole("link").nth(index)).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(item.href);
        await expectSingleH1(page);
      });
    }

    test("keyboard: Enter, Space, arrows, Home/End, Escape and focus leaving", async ({ page }) => {
      await page.goto("/");
      const button = groupButton(page, group);
      const links = submenu(page, group).getByRole("link");
      const count = group.items.length;

      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Space");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Space");
      await expect(button).toHaveAttribute("aria-expanded", "false");

      // ArrowDown opens and goes to the first link; arrows wrap around.
      await page.keyboard.press("ArrowDown");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(links.first()).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(links.last()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(links.first()).toBeFocused();
      await page.keyboard.press("End");
      await expect(links.nth(count - 1)).toBeFocused();
      await page.keyboard.press("Home");
      await expect(links.first()).toBeFocused();

      // Escape closes and gives focus back to the button.
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();

      // ArrowUp opens on the last link; Tab past the last link closes it.
      await page.keyboard.press("ArrowUp");
      await expect(links.last()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(submenu(page, group)).toBeHidden();
    });
  });
}

test("only one submenu is open at a time when moving between them", async ({ page }) => {
  await page.goto("/");
  const [tools, prompts] = groups;
  await groupButton(page, tools!).click();
  await groupButton(page, prompts!).click();
  await expect(groupButton(page, tools!)).toHaveAttribute("aria-expanded", "false");
  await expect(groupButton(page, prompts!)).toHaveAttribute("aria-expanded", "true");
});

test("signed out, the header offers 'Submit ai tool' and 'Register'", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  const submit = banner.getByRole("link", { name: accountLinks.submitTool.label, exact: true });
  const register = banner.getByRole("link", { name: accountLinks.register.label, exact: true });
  await expect(submit).toHaveText("Submit ai tool");
  await expect(register).toHaveText("Register");
  await expect(banner.getByRole("link", { name: /profile/i })).toHaveCount(0);
  await submit.click();
  await expect(page).toHaveURL("/submit-ai-tool");
  await page.getByRole("banner").getByRole("link", { name: "Register", exact: true }).click();
  await expect(page).toHaveURL("/register");
});

test("without JavaScript, submenus still open on hover and keyboard focus", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const guides = groups.find((g) => g.id === "guides")!;
  await expect(submenu(page, guides)).toBeHidden();
  await groupButton(page, guides).hover();
  await expect(submenu(page, guides)).toBeVisible();
  await submenu(page, guides).getByRole("link", { name: "Tech" }).click();
  await expect(page).toHaveURL("/tech");
  await context.close();
});

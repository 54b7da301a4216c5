import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const headerBox = (page: Page) =>
  page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Search results" });

test("/ and Ctrl+K focus the header's search box from anywhere on the page", async ({ page }) => {
  await page.goto("/guides", { waitUntil: "networkidle" });
  await page.keyboard.press("/");
  await expect(headerBox(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await page.locator("body").click();
  await page.keyboard.press("Control+k");
  await expect(headerBox(page)).toBeFocused();
});

test("typing / into a field types a slash instead of jumping to search", async ({ page }) => {
  await page.goto("/prompt-builder");
  const field = page.getByRole("textbox").first();
  await field.fill("");
  await field.press("/");
  await expect(field).toHaveValue("/");
});

test("arrow keys move through the results, Enter opens one, Escape closes", async ({ page }) => {
  await page.goto("/guides");
  const box = headerBox(page);
  await box.click();
  await box.pressSequentially("claude");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = listbox(page).getByRole("option");
  await expect(options.first()).toContainText("Claude");

  await box.press("ArrowDown");
  const first = options.first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp");
  await expect(first).toHaveAttribute("aria-selected", "true");
  // Up from the first option wraps to the last, "See all results".
  await box.press("ArrowUp");
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await expect(options.last()).toHaveText("See all results for “claude”");

  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(listbox(page)).toBeHidden();
  await expect(box).toHaveValue("claude");

  await box.press("ArrowDown"); // reopens
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("ArrowDown");
  // Enter opens the option the arrows selected.
  const selected = listbox(page).locator('[role="option"][aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  const chosen = (await selected.getAttribute("href"))!;
  expect(chosen).toMatch(/^\/tools\/claude/);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${chosen}$`));
  await expect(box).toHaveValue("");
  await expect(box).toHaveAttribute("aria-expanded", "false");
});

test("results that arrive after an arrow key keep the highlighted option, and Enter opens it", async ({
  page,
}) => {
  // The finder's index (the tasks it puts first for a need) is held back until the search's own
  // results are shown and one is highlighted, as on a slow phone connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/data/task-finder.json", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/guides");
  const box = headerBox(page);
  await box.fill("transcribe a meeting");
  const groups = listbox(page).getByRole("group");
  await expect(groups.first()).toHaveAccessibleName(/^AI tools/);
  await box.press("ArrowDown");
  const selected = listbox(page).locator('[role="option"][aria-selected="true"]');
  const chosen = (await selected.getAttribute("href"))!;
  expect(chosen).toMatch(/^\/tools\//);

  release();
  // The finder's tasks now come first, above the highlighted tool, which stays highlighted.
  await expect(groups.first()).toHaveAccessibleName(/^Tasks/);
  await expect(selected).toHaveCount(1);
  await expect(selected).toHaveAttribute("href", chosen);
  await expect(box).toHaveAttribute("aria-activedescendant", (await selected.getAttribute("id"))!);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${chosen}$`));
});

test("Enter without a chosen result opens the full results page", async ({ page }) => {
  await page.goto("/");
  await headerBox(page).fill("video editing");
  await headerBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=video%20editing$/);
  await expect(page.getByRole("heading", { name: /AI tools/ })).toBeVisible();
});

test("the open results list has no axe violations", async ({ page }) => {
  await page.goto("/tools/chatgpt");
  await headerBox(page).fill("image");
  await expect(listbox(page).getByRole("option").first()).toBeVisible();
  await headerBox(page).press("ArrowDown");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
});

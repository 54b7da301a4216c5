import { expect, test, type Page } from "@playwright/test";
import { loadPromptCollections } from "../../lib/data/prompts-source";
import { placeholderNames } from "../../lib/prompts/placeholders";
import { expectSingleH1 } from "./support";

const { chatgpt } = loadPromptCollections().collections;
const all = chatgpt.flatMap((category) => category.prompts);
const withBlanks = all.find((prompt) => placeholderNames(prompt.prompt).length >= 2)!;

const cards = (page: Page) => page.locator("[data-prompt-card]");
const visibleCards = (page: Page) => page.locator("[data-prompt-card]:not([hidden])");

test("lists every prompt by category, with category links", async ({ page }) => {
  await page.goto("/chatgpt-prompts");
  await expectSingleH1(page, "ChatGPT Prompts");
  await expect(cards(page)).toHaveCount(all.length);
  const nav = page.getByRole("navigation", { name: "Prompt categories" });
  await expect(nav.getByRole("link")).toHaveCount(chatgpt.length);
  const second = chatgpt[1]!;
  await nav.getByRole("link", { name: new RegExp(`^${second.name}`) }).click();
  await expect(page).toHaveURL(`/chatgpt-prompts#${second.slug}`);
  await expect(page.getByRole("heading", { level: 2, name: second.name })).toBeInViewport();
});

test("the filter narrows as you type, lives in the URL and says when nothing matches", async ({
  page,
}) => {
  await page.goto("/chatgpt-prompts");
  const filter = page.getByLabel("Filter prompts");
  await filter.fill("interview");
  const expected = all.filter((prompt) =>
    `${prompt.title} ${prompt.category} ${prompt.tags.join(" ")} ${prompt.prompt}`
      .toLowerCase()
      .includes("interview"),
  );
  expect(expected.length).toBeGreaterThan(0);
  await expect(visibleCards(page)).toHaveCount(expected.length);
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
    `Showing ${expected.length} of ${all.length} prompts`,
  );
  await expect(page).toHaveURL("/chatgpt-prompts?q=interview");

  await filter.fill("zzzz-no-such-prompt");
  await expect(visibleCards(page)).toHaveCount(0);
  await expect(page.getByText("No prompts match “zzzz-no-such-prompt”")).toBeVisible();

  // A shared filtered link opens filtered.
  await page.goto("/chatgpt-prompts?q=interview");
  await expect(page.getByLabel("Filter prompts")).toHaveValue("interview");
  await expect(visibleCards(page)).toHaveCount(expected.length);
});

test("placeholders are highlighted, filled in, copied filled and sent to ChatGPT", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/chatgpt-prompts#${withBlanks.id}`);
  const card = page.locator(`#${withBlanks.id}`);
  const names = placeholderNames(withBlanks.prompt);
  await expect(card.locator("mark[data-slot]").first()).toHaveText(`[${names[0]}]`);

  await card.getByText(/Fill in the \d+ blanks/).click();
  // Opening the blanks moves focus to the first field.
  await expect(card.getByLabel(names[0]!, { exact: true })).toBeFocused();
  await card.getByLabel(names[0]!, { exact: true }).fill("Lisbon bakeries");
  await expect(card.locator(`mark[data-slot="${names[0]}"]`).first()).toHaveText("Lisbon bakeries");

  const expected = withBlanks.prompt.split(`[${names[0]}]`).join("Lisbon bakeries");
  const link = card.getByRole("link", { name: /Open in ChatGPT/ });
  await expect(link).toHaveAttribute(
    "href",
    `https://chatgpt.com/?q=${encodeURIComponent(expected)}`,
  );
  await expect(link).toHaveAttribute("target", "_blank");

  // Keyboard: focus the button and press Enter.
  await card.getByRole("button", { name: "Copy prompt" }).focus();
  await page.keyboard.press("Enter");
  await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
  await expect(card.getByRole("status")).toHaveText("Copied to the clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test("without the Clipboard API, copying falls back and still confirms or explains", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  });
  await page.goto("/chatgpt-prompts");
  const card = cards(page).first();
  await card.getByRole("button", { name: "Copy prompt" }).click();
  // execCommand("copy") works in Chromium; when it does not, the text is selected instead.
  await expect(card.getByRole("status")).toHaveText(/Copied to the clipboard\.|press Ctrl\+C/);
});

test("each prompt has a permalink anchor", async ({ page }) => {
  const prompt = all[5]!;
  await page.goto("/chatgpt-prompts");
  await page.locator(`#${prompt.id}`).getByRole("link", { name: prompt.title }).click();
  await expect(page).toHaveURL(`/chatgpt-prompts#${prompt.id}`);
  await expect(page.locator(`#${prompt.id}`)).toBeInViewport();
});

test("without JavaScript every prompt is listed and its link still opens ChatGPT", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/chatgpt-prompts");
  await expect(cards(page)).toHaveCount(all.length);
  await expect(page.getByLabel("Filter prompts")).toBeHidden();
  await expect(page.getByRole("button", { name: "Copy prompt" }).first()).toBeHidden();
  const first = all[0]!;
  await expect(
    page.locator(`#${first.id}`).getByRole("link", { name: /Open in ChatGPT/ }),
  ).toHaveAttribute("href", "https://chatgpt.com/");
  await context.close();
});

import { expect, test, type Page } from "@playwright/test";
import { loadPromptCollections } from "../../lib/data/prompts-source";
import { otherAssistants } from "../../lib/prompts/assistants";
import { placeholderNames } from "../../lib/prompts/placeholders";
import { expectSingleH1 } from "./support";

const { chatgpt } = loadPromptCollections().collections;
const all = chatgpt.flatMap((category) => category.prompts);
const withBlanks = all.find((prompt) => placeholderNames(prompt.prompt).length >= 2)!;
const withModels = all.find((prompt) => prompt.models && prompt.models.length > 0)!;

const cards = (page: Page) => page.locator("[data-prompt-card]");
const categoryPath = (slug: string) => `/chatgpt-prompts/${slug}`;

test("the collection is an index of categories, each with its own page of prompts", async ({
  page,
}) => {
  await page.goto("/chatgpt-prompts");
  await expectSingleH1(page, "ChatGPT Prompts");
  const categories = page.getByRole("region", { name: "Categories" });
  await expect(categories.getByRole("link")).toHaveCount(chatgpt.length);
  // A short selection, not the whole collection.
  expect(await cards(page).count()).toBeLessThanOrEqual(6);
  const second = chatgpt[1]!;
  await categories.getByRole("link", { name: new RegExp(`^${second.name}`) }).click();
  await expect(page).toHaveURL(categoryPath(second.slug));
  await expectSingleH1(page, `${second.name} ChatGPT prompts`);
  await expect(cards(page)).toHaveCount(second.prompts.length);
});

test("the filter searches the whole collection from the index, lives in the URL and says when nothing matches", async ({
  page,
}) => {
  await page.goto("/chatgpt-prompts");
  const filter = page.getByLabel("Filter all ChatGPT prompts");
  await filter.fill("interview");
  const expected = all.filter((prompt) =>
    `${prompt.title} ${prompt.category} ${prompt.tags.join(" ")} ${prompt.prompt} ${(prompt.models ?? []).join(" ")}`
      .toLowerCase()
      .includes("interview"),
  );
  expect(expected.length).toBeGreaterThan(0);
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
    `Showing ${expected.length} of ${all.length} prompts`,
  );
  await expect(cards(page)).toHaveCount(Math.min(30, expected.length));
  await expect(page).toHaveURL("/chatgpt-prompts?q=interview");

  await filter.fill("zzzz-no-such-prompt");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText("No prompts match “zzzz-no-such-prompt”")).toBeVisible();

  // A shared filtered link opens filtered; on a category page the filter keeps to it.
  await page.goto("/chatgpt-prompts?q=interview");
  await expect(page.getByLabel("Filter all ChatGPT prompts")).toHaveValue("interview");
  await expect(cards(page)).toHaveCount(Math.min(30, expected.length));
  const career = chatgpt.find((c) => c.prompts.some((p) => expected.includes(p)))!;
  await page.goto(`${categoryPath(career.slug)}?q=interview`);
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
    `Showing ${expected.filter((p) => p.categorySlug === career.slug).length} of ${career.prompts.length} prompts`,
  );
});

test("placeholders are highlighted, filled in, copied filled and sent to ChatGPT", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`${categoryPath(withBlanks.categorySlug)}#${withBlanks.id}`);
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

test("“Open in…” fills the prompt into assistants that take it, and copies it first for the others", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const prompt = all[0]!;
  await page.goto(`${categoryPath(prompt.categorySlug)}#${prompt.id}`);
  const card = page.locator(`#${prompt.id}`);
  await card.getByText("Open in…").click();
  const menu = card.getByRole("list");
  await expect(menu.getByRole("link")).toHaveCount(otherAssistants.length);
  await expect(menu.getByRole("link", { name: /^Claude/ })).toHaveAttribute(
    "href",
    `https://claude.ai/new?q=${encodeURIComponent(prompt.prompt)}`,
  );
  await expect(menu.getByRole("link", { name: /^Perplexity/ })).toHaveAttribute(
    "href",
    `https://www.perplexity.ai/search?q=${encodeURIComponent(prompt.prompt)}`,
  );
  const gemini = menu.getByRole("link", { name: /^Gemini \(copies the prompt, then opens\)/ });
  await expect(gemini).toHaveAttribute("href", "https://gemini.google.com/app");
  const opened = context.waitForEvent("page");
  await gemini.click();
  await (await opened).close();
  await expect(card.getByRole("status")).toHaveText("Copied: paste the prompt into Gemini.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt.prompt);
});

test("a prompt says which models it works well with, when it names them", async ({ page }) => {
  await page.goto(`${categoryPath(withModels.categorySlug)}#${withModels.id}`);
  await expect(page.locator(`#${withModels.id}`)).toContainText(
    `Works well with ${withModels.models!.join(", ")}`,
  );
});

test("without the Clipboard API, copying falls back and still confirms or explains", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  });
  await page.goto(categoryPath(chatgpt[0]!.slug));
  const card = cards(page).first();
  await card.getByRole("button", { name: "Copy prompt" }).click();
  // execCommand("copy") works in Chromium; when it does not, the text is selected instead.
  await expect(card.getByRole("status")).toHaveText(/Copied to the clipboard\.|press Ctrl\+C/);
});

test("each prompt has a permalink, and an old link to the collection's #anchor still lands on it", async ({
  page,
}) => {
  const prompt = all[5]!;
  await page.goto(categoryPath(prompt.categorySlug));
  await page.locator(`#${prompt.id}`).getByRole("link", { name: prompt.title }).click();
  await expect(page).toHaveURL(`${categoryPath(prompt.categorySlug)}#${prompt.id}`);
  await expect(page.locator(`#${prompt.id}`)).toBeInViewport();

  const old = all[12]!;
  await page.goto(`/chatgpt-prompts#${old.id}`);
  await expect(page).toHaveURL(`${categoryPath(old.categorySlug)}#${old.id}`);
  await expect(page.locator(`#${old.id}`)).toBeInViewport();
});

test("the collection downloads as JSON and CSV, one record per prompt", async ({
  page,
  request,
}) => {
  await page.goto("/chatgpt-prompts");
  await expect(page.getByRole("link", { name: "JSON" })).toHaveAttribute(
    "href",
    "/downloads/chatgpt-prompts.json",
  );
  const json = (await (await request.get("/downloads/chatgpt-prompts.json")).json()) as {
    id: string;
    prompt: string;
    url: string;
  }[];
  expect(json).toHaveLength(all.length);
  expect(json[0]).toMatchObject({ id: all[0]!.id, prompt: all[0]!.prompt });
  expect(json[0]!.url).toMatch(
    new RegExp(`/chatgpt-prompts/${all[0]!.categorySlug}#${all[0]!.id}$`),
  );
  const csv = await (await request.get("/downloads/chatgpt-prompts.csv")).text();
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("id,title,category,prompt,tags,models,url");
  expect(lines.slice(1).filter((line) => /^[a-z0-9-]+,/.test(line))).toHaveLength(all.length);
});

test("without JavaScript a category lists every prompt and its link still opens ChatGPT", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const first = chatgpt[0]!;
  await page.goto(categoryPath(first.slug));
  await expect(cards(page)).toHaveCount(first.prompts.length);
  await expect(page.getByLabel("Filter this category's ChatGPT prompts")).toBeHidden();
  await expect(page.getByRole("button", { name: "Copy prompt" }).first()).toBeHidden();
  await expect(
    page.locator(`#${first.prompts[0]!.id}`).getByRole("link", { name: /Open in ChatGPT/ }),
  ).toHaveAttribute("href", "https://chatgpt.com/");
  await context.close();
});

import { expect, test } from "@playwright/test";
import { loadCatalogueReport, loadTaskReport } from "../../lib/data/tools-source";
import { findTasks, prepare } from "../../lib/tasks/finder";
import { finderEntries } from "../../lib/tasks/finder-index";

const { catalogue } = loadCatalogueReport();
const { index } = loadTaskReport(catalogue);
const prepared = prepare(finderEntries(index.tasks));
const best = (query: string) => findTasks(query, prepared)[0]!;

{
  test("the finder on /tools: a need in your own words, by keyboard, to the task's page", async ({
    page,
  }) => {
    await page.goto("/tools");
    const box = page.getByRole("combobox", { name: "What do you want to do?" });
    await box.focus();
    // Typos and plural forms still find the task.
    const query = "transcribe my meetngs";
    const expected = best(query);
    await box.pressSequentially(query);
    const listbox = page.getByRole("listbox", { name: "Matching tasks" });
    await expect(listbox.getByRole("option").first()).toContainText(expected.name);
    await expect(page.getByRole("status").filter({ hasText: /tasks? match/ })).toBeVisible();
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await listbox.getByRole("option").first().getAttribute("id"))!,
    );
    await box.press("Enter");
    await expect(page).toHaveURL(`/tasks/${expected.id}`);
  });
}

test("the finder keeps working offline once its index has loaded, and Escape closes it", async ({
  page,
  context,
}) => {
  await page.goto("/tools");
  const box = page.getByRole("combobox", { name: "What do you want to do?" });
  const index = page.waitForResponse((response) =>
    response.url().endsWith("/data/task-finder.json"),
  );
  await box.focus();
  await index;
  await context.setOffline(true);
  await box.fill("bg remover");
  const expected = best("bg remover");
  await expect(page.getByRole("option").first()).toContainText(expected.name);
  await box.press("Escape");
  await expect(page.getByRole("listbox", { name: "Matching tasks" })).toHaveCount(0);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await context.setOffline(false);
});

test("a need no task fits offers a site search for its words; Enter opens it", async ({ page }) => {
  await page.goto("/tools");
  const box = page.getByRole("combobox", { name: "What do you want to do?" });
  await box.fill("qwxzv plorbs");
  await expect(page.getByRole("status").filter({ hasText: "No task matches" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Browse every task" })).toBeVisible();
  await expect(
    page.getByRole("option", { name: "Search the site for “qwxzv plorbs”" }),
  ).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL("/search?q=qwxzv%20plorbs");
});

test("“alternatives to cursor” and “chatgpt vs claude” open what they ask for", async ({
  page,
}) => {
  await page.goto("/tools");
  const box = page.getByRole("combobox", { name: "What do you want to do?" });
  await box.fill("alternatives to cursor");
  await expect(
    page.getByRole("option", { name: "Alternatives to Cursor", exact: true }),
  ).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/tools\/cursor(\/alternatives|#alternatives)$/);
  await page.goto("/tools");
  await box.fill("chatgpt vs claude");
  await page.getByRole("option", { name: "Compare ChatGPT and Claude" }).click();
  await expect(page).toHaveURL("/compare?tools=chatgpt,claude");
});

test("on a phone or with a pointer, the Find button opens the best match", async ({ page }) => {
  await page.goto("/tools");
  const query = "remove a photo background";
  await page.getByRole("combobox", { name: "What do you want to do?" }).fill(query);
  await expect(page.getByRole("listbox", { name: "Matching tasks" })).toBeVisible();
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page).toHaveURL(`/tasks/${best(query).id}`);
});

test("without JavaScript the finder is a form that opens every task", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/tools");
  const box = page.getByRole("combobox", { name: "What do you want to do?" });
  await box.fill("transcribe");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/tasks(\?|$)/);
  await page.goBack();
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page).toHaveURL(/\/tasks(\?|$)/);
  await context.close();
});

test("the home page's one box answers a need with its tasks first, a name with the tool first, and “alternatives to …” with the page", async ({
  page,
}) => {
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Search AI tools, tasks, guides and prompts" });
  const listbox = page.getByRole("listbox", { name: "Search results" });
  const need = "get my zoom calls as text";
  await box.fill(need);
  const firstGroup = listbox.getByRole("group").first();
  await expect(firstGroup).toHaveAccessibleName(/^Tasks/);
  await expect(firstGroup.getByRole("option").first()).toContainText(best(need).name);

  await box.fill("midjourney");
  await expect(listbox.getByRole("group").first()).toHaveAccessibleName(/^AI tools/);
  await expect(listbox.getByRole("option").first()).toContainText("Midjourney");

  await box.fill("alternatives to cursor");
  const goTo = listbox.getByRole("group", { name: "Go to" });
  // Chosen with the pointer: the keyboard's path through the options is the /tools finder's test.
  await goTo.getByRole("option", { name: "Alternatives to Cursor" }).click();
  await expect(page).toHaveURL(/\/tools\/cursor(\/alternatives|#alternatives)$/);
});

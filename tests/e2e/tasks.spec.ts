import { expect, test, type Page } from "@playwright/test";
import { loadCatalogueReport, loadTaskReport } from "../../lib/data/tools-source";
import { alternativesFor } from "../../lib/directory/alternatives";
import {
  taskAreaPath,
  taskAreas,
  taskPriceFilters,
  tasksShownPerArea,
} from "../../lib/directory/tasks";
import { expectSingleH1 } from "./support";

const { catalogue } = loadCatalogueReport();
const { index } = loadTaskReport(catalogue);
// A task with tools that pass some price filters and not others, so a filter visibly hides some.
const task = index.tasks.find(
  (t) =>
    t.tools.length >= 4 &&
    t.tools.length <= 24 &&
    t.tools.some(({ tool }) => tool.price.kind === "free") &&
    t.tools.some(({ tool }) => tool.price.kind === "paid"),
)!;
const free = task.tools.filter(({ tool }) => taskPriceFilters[0].matches(tool)).map((t) => t.tool);

const cards = (page: Page) => page.locator("[data-task-list] li[data-filters]");

test("/tasks lists every task by area, with how many tools do each, and links to them", async ({
  page,
}) => {
  await page.goto("/tasks");
  await expectSingleH1(page, "What do you want to do?");
  await expect(page.locator("main a[data-count]")).toHaveCount(index.tasks.length);
  const link = page.getByRole("link", { name: `${task.name}, ${task.tools.length} tools` });
  await link.click();
  await expect(page).toHaveURL(`/tasks/${task.id}`);
  await expectSingleH1(page, task.name);
});

test("/tasks jumps to each area and links its page of all its tasks; a task's breadcrumb leads back to it", async ({
  page,
}) => {
  const areas = taskAreas(catalogue.categories, index.tasks, tasksShownPerArea);
  const area = areas.find((candidate) => candidate.slug === task.categorySlug)!;
  await page.goto("/tasks");
  await page
    .getByRole("navigation", { name: "Task areas" })
    .getByRole("link", { name: area.name, exact: true })
    .click();
  await expect(page).toHaveURL(`/tasks#tasks-${area.slug}`);
  await expect(page.getByRole("heading", { name: area.name, exact: true })).toBeInViewport();
  await page.getByRole("link", { name: `All ${area.total} ${area.name} tasks` }).click();
  await expect(page).toHaveURL(taskAreaPath(area.slug));
  await expectSingleH1(page, `${area.name}: what do you want to do?`);
  await expect(page.locator("main a[data-count]")).toHaveCount(area.total);
  await page.getByRole("link", { name: `${task.name}, ${task.tools.length} tools` }).click();
  await expect(page).toHaveURL(`/tasks/${task.id}`);
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: area.name, exact: true })
    .click();
  await expect(page).toHaveURL(taskAreaPath(area.slug));
});

test("a task page lists its tools in the published order and filters by price without a reload", async ({
  page,
}) => {
  await page.goto(`/tasks/${task.id}`);
  await expect(cards(page)).toHaveCount(task.tools.length);
  const names = await cards(page).locator("h3").allTextContents();
  expect(names).toEqual(task.tools.map(({ tool }) => tool.name));
  await expect(page.getByRole("link", { name: "How this list is ordered" })).toHaveAttribute(
    "href",
    "/how-we-rank",
  );

  // No reload: a marker set on the window survives the filter.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole("link", { name: `Free (${free.length})` }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}#only-free$`));
  await expect(cards(page).filter({ visible: true })).toHaveCount(free.length);
  await expect(
    page.getByText(`Showing ${free.length} tool`).filter({ visible: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await page.getByRole("link", { name: "Show all" }).filter({ visible: true }).click();
  await expect(cards(page).filter({ visible: true })).toHaveCount(task.tools.length);

  // The cards keep their Save and Compare buttons.
  await expect(cards(page).first().getByRole("button", { name: /^Save/ })).toBeVisible();
});

test("without JavaScript, the price filters are links that still filter", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/tasks/${task.id}#only-free`);
  await expect(cards(page).filter({ visible: true })).toHaveCount(free.length);
  await page.goto(`/tasks/${task.id}#tools`);
  await expect(cards(page).filter({ visible: true })).toHaveCount(task.tools.length);
  await context.close();
});

test("a tool page lists its tasks as links, and its alternatives page what each shares", async ({
  page,
}) => {
  const tool = catalogue.toolsBySlug.get("chatgpt")!;
  const tasks = index.toolTasks.get(tool.slug)!;
  await page.goto(`/tools/${tool.slug}`);
  const section = page.getByRole("region", { name: "What it does" });
  await expect(section.getByRole("link")).toHaveText(tasks.map((t) => t.name));
  await page
    .getByRole("link", { name: `Every alternative to ${tool.name}, by the jobs it does` })
    .click();
  await expect(page).toHaveURL(`/tools/${tool.slug}/alternatives`);
  await expectSingleH1(page, `Alternatives to ${tool.name}`);
  const expected = alternativesFor(tool, index);
  const items = page.locator("main ul > li article");
  await expect(items).toHaveCount(expected.length);
  const first = expected[0]!;
  await expect(items.first().getByRole("heading")).toHaveText(first.tool.name);
  await expect(items.first()).toContainText(first.price);
  for (const shared of first.shared)
    await expect(items.first().getByRole("link", { name: shared.name })).toBeVisible();
});

test("search returns tasks as their own group", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(task.synonyms[0]!)}`);
  const group = page.getByRole("region", { name: /^Tasks/ });
  await expect(group).toBeVisible();
  await expect(group.getByRole("link", { name: new RegExp(task.name) }).first()).toBeVisible();
});

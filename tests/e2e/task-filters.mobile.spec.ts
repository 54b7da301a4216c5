import { expect, test } from "@playwright/test";
import { loadDirectoryReport } from "../../lib/data/site";
import { taskFeatureFilters, toolsPerTaskPage } from "../../lib/directory/tasks";

// With the capability claims, as the build reads the directory.
const { index } = loadDirectoryReport().tasks;
const api = taskFeatureFilters.find((filter) => filter.id === "api")!;
// The first page of a task where some tools have an API a source confirms and some do not.
const firstPage = (t: (typeof index.tasks)[number]) =>
  t.tools.slice(0, toolsPerTaskPage).map(({ tool }) => tool);
const task = index.tasks.find(
  (t) =>
    firstPage(t).filter((tool) => api.matches(tool)).length >= 2 &&
    firstPage(t).some((tool) => !api.matches(tool)),
)!;
const withApi = firstPage(task)
  .filter((tool) => api.matches(tool))
  .map((tool) => tool.name);

test("a task page's Has filter shows only the tools a source says have it, without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/tasks/${task.id}`);
  const filters = page.getByRole("navigation", { name: "Filter by what it has" });
  await filters.getByRole("link", { name: `API (${withApi.length})` }).click();
  await expect(page).toHaveURL(/#only-api$/);
  await expect(page.getByText(`Showing ${withApi.length} tools that match “API”.`)).toBeVisible();
  await expect(page.locator("[data-task-list] article:visible h3")).toHaveText(withApi);
  await context.close();
});

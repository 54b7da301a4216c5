import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pageTemplates } from "./templates";

// Every page template, at desktop and phone sizes (the two Playwright projects): no axe
// violations, WCAG 2.2 A/AA and best practices.
for (const template of pageTemplates) {
  test(`${template.name} (${template.path}) has no axe violations`, async ({ page }) => {
    await page.goto(template.path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    const summary = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join("\n    ")}`,
    );
    expect(summary, summary.join("\n")).toEqual([]);
  });
}

test("the open mobile menu and an expanded prompt have no axe violations", async ({ page }) => {
  await page.goto("/chatgpt-prompts");
  await page.locator("details[data-fill] summary").first().click();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("/saved with saved tools and prompts, and the compare tray, have no axe violations", async ({
  page,
}) => {
  await page.goto("/chatgpt-prompts/business");
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Save / })
    .first()
    .click();
  await page.goto("/categories/text");
  await page.getByRole("main").getByRole("button", { name: "Save ChatGPT" }).first().click();
  await page.getByRole("main").getByRole("button", { name: "Compare ChatGPT" }).first().click();
  await page.getByRole("main").getByRole("button", { name: "Compare Claude" }).first().click();
  await page.goto("/saved");
  await expect(page.getByRole("heading", { name: "ChatGPT prompts (1)" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Compare (2 of 4)" })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`).join(", ")})`,
    ),
  ).toEqual([]);
});

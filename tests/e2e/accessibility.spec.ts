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

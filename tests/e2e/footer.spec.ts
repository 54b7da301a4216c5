import { expect, test } from "@playwright/test";
import { footerNav, site } from "../../lib/site";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("shows the description, location, affiliate note and copyright letter for letter", async ({
  page,
}) => {
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(site.description, { exact: true })).toBeVisible();
  await expect(footer.getByText(site.location)).toBeVisible();
  await expect(
    footer.getByText(
      "Some links on this site may be affiliate links, earning us a small commission at no additional cost to you.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    footer.getByText("© 2024 AI Compass. All rights reserved.", { exact: true }),
  ).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Newsletter" })).toBeVisible();
});

for (const [heading, links] of [
  ["Categories", footerNav.categories],
  ["Directory", footerNav.directory],
  ["Company", footerNav.company],
] as const) {
  test(`the ${heading} links all lead to pages`, async ({ page }) => {
    const nav = page.getByRole("contentinfo").getByRole("navigation", { name: heading });
    await expect(nav.getByRole("link")).toHaveText(links.map((link) => link.label));
    for (const link of links) {
      await page.goto("/");
      await page
        .getByRole("contentinfo")
        .getByRole("navigation", { name: heading })
        .getByRole("link", { name: link.label, exact: true })
        .click();
      await expect(page).toHaveURL(link.href);
      await expect(page.locator("h1")).toHaveCount(1);
    }
  });
}

test("three social links open in a new tab, safely, with accessible names", async ({ page }) => {
  const social = page.getByRole("contentinfo").getByRole("link", { name: /opens in a new tab/ });
  await expect(social).toHaveCount(3);
  for (const [index, network] of site.socials.entries()) {
    const link = social.nth(index);
    await expect(link).toHaveAccessibleName(`AI Compass on ${network.name} (opens in a new tab)`);
    await expect(link).toHaveAttribute("href", network.href);
    await expect(link).toHaveAttribute("target", "_blank");
    const rel = (await link.getAttribute("rel"))?.split(/\s+/) ?? [];
    expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  }
});

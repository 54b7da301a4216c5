import { expect, test } from "@playwright/test";
import { site } from "../../lib/site";
import { expectSingleH1 } from "./support";

const legalPages = [
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/terms-and-conditions", title: "Terms and Conditions" },
  { path: "/write-for-us", title: "Write for Us" },
];

for (const { path, title } of legalPages) {
  test(`${path} renders its Markdown with full metadata`, async ({ page }) => {
    await page.goto(path);
    await expectSingleH1(page, title);
    await expect(page).toHaveTitle(`${title} | ${site.name}`);
    const head = page.locator("head");
    const description = await head.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(50);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${site.url}${path}`,
    );
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `${site.url}${path}`,
    );
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/opengraph-image\.png$/,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    // Placeholders were filled from lib/site.ts.
    await expect(page.locator("main")).not.toContainText("{{");
    await expect(page.getByText(/Last updated/)).toBeVisible();
  });
}

test("the privacy policy names everything the site stores", async ({ page }) => {
  await page.goto("/privacy-policy");
  const main = page.locator("main");
  for (const topic of [
    /Firebase Authentication/i,
    /newsletter/i,
    /tool submissions?/i,
    /local storage/i,
    /affiliate/i,
  ]) {
    await expect(main).toContainText(topic);
  }
  const contact = main.getByRole("link", { name: site.contactEmail }).first();
  await expect(contact).toHaveAttribute("href", `mailto:${site.contactEmail}`);
});

test("the home page has one h1, the site title and a description", async ({ page }) => {
  await page.goto("/");
  await expectSingleH1(page);
  await expect(page).toHaveTitle(`${site.name}: ${site.tagline}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", site.url);
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("unknown paths get the 404 page with a real 404 status", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expectSingleH1(page, "Page not found");
  await expect(page).toHaveTitle(`Page not found | ${site.name}`);
  // Next marks the not-found page noindex by itself.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
});

test("the social card image is served", async ({ request }) => {
  const response = await request.get("/opengraph-image.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});

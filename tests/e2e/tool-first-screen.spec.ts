import { expect, test } from "@playwright/test";
import { loadCatalogueReport } from "../../lib/data/tools-source";

/**
 * A tool page opens on its facts: at 1366×900 and at 390×844 the first screen, before any
 * scrolling, holds the logo, the name, what the tool is, its price with the month a source
 * confirmed it, and the button to its site. Checked on the heaviest page (ChatGPT), on the page
 * that once hid its button below a banner (Perplexity Comet), and on a tool with an offer note.
 */
const { catalogue } = loadCatalogueReport();
const withOffer = catalogue.tools.find(
  (tool) => tool.listed && !tool.adult && tool.promoNote && tool.pricingSource,
);
const slugs = ["chatgpt", "perplexity-comet", ...(withOffer ? [withOffer.slug] : [])];

for (const slug of slugs) {
  test(`/tools/${slug} holds its facts and its Visit button in the first screen`, async ({
    page,
  }, testInfo) => {
    const tool = catalogue.toolsBySlug.get(slug);
    expect(tool, `no tool ${slug} in the data`).toBeDefined();
    await page.setViewportSize(
      testInfo.project.name === "mobile"
        ? { width: 390, height: 844 }
        : { width: 1366, height: 900 },
    );
    await page.goto(`/tools/${slug}`);
    const header = page.locator("main header").first();
    const whole = { ratio: 1 };
    await expect(header.locator(".logo").first()).toBeInViewport(whole);
    await expect(page.getByRole("heading", { level: 1, name: tool!.name })).toBeInViewport(whole);
    await expect(header.getByText(tool!.shortDescription)).toBeInViewport(whole);
    await expect(
      page.getByText(/^Pricing (confirmed|last confirmed) [A-Z][a-z]+ \d{4}/),
    ).toBeInViewport(whole);
    await expect(page.locator("a[data-outbound]")).toBeInViewport(whole);
  });
}

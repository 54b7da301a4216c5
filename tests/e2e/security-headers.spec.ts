import { expect, test, type Page } from "@playwright/test";
import { createAccount, uniqueUser } from "./firebase";
import { signIn } from "./support";
import { pageTemplates } from "./templates";

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
});

/** The page's own script policy: the <meta> one, with no 'unsafe-inline' and its hashes. */
async function expectStrictScriptPolicy(page: Page): Promise<void> {
  const policies = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content") ?? ""));
  expect(policies).toHaveLength(1);
  expect(policies[0]).toMatch(/^script-src 'self' /);
  expect(policies[0]).not.toContain("'unsafe-inline'");
  expect(policies[0]).toContain("'sha256-");
}

async function expectNoViolation(page: Page): Promise<void> {
  // Let the idle-time auth listener load and run.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
}

for (const template of pageTemplates) {
  test(`${template.name} loads with the production headers, its own strict script policy and no CSP violation`, async ({
    page,
  }) => {
    const response = await page.goto(template.path);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // JavaScript eval stays off; only WebAssembly compilation (the search engine) is allowed.
    expect(headers["content-security-policy"]).not.toContain("'unsafe-eval'");
    expect(headers["content-security-policy"]).toContain("'wasm-unsafe-eval'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    await expectStrictScriptPolicy(page);
    await expectNoViolation(page);
  });
}

test("signed in, every template loads with no CSP violation", async ({ page }) => {
  test.setTimeout(180_000);
  const user = uniqueUser("csp");
  await createAccount(user);
  await signIn(page, user);
  for (const template of pageTemplates) {
    await test.step(template.name, async () => {
      await page.goto(template.path);
      await expectNoViolation(page);
    });
  }
});

test("an inline script injected into a page does not run, and is reported", async ({ page }) => {
  await page.goto("/tools");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    return "injected" in window;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => page.evaluate(() => window.cspViolations.join("\n")))
    .toContain("script-src");
});

test("a Firestore write (the newsletter) passes the CSP", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("#site-footer");
  await footer.getByLabel("Email address for the newsletter").fill(`csp.${Date.now()}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText("Thank you for subscribing!");
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});

test("hashed assets are cached for a year, pages are revalidated", async ({ page, request }) => {
  await page.goto("/");
  const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const html = await request.get("/tools");
  expect(html.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

import { readdirSync } from "node:fs";
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

/** What firebase.json sends with every file that is not a page: no script, no plugin, sandboxed. */
const assetPolicy =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

test("files that are not pages get a policy that runs no script; pages keep theirs", async ({
  request,
}) => {
  const svg = readdirSync("out/images/tools").find((name) => name.endsWith(".svg"));
  expect(svg).toBeDefined();
  for (const path of [`/images/tools/${svg}`, "/icon.svg", "/feed.xml", "/llms.txt"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-security-policy"], path).toBe(assetPolicy);
  }
  // The JSON API and the pages' RSC payloads are still served as they were (fetched, not opened).
  const api = await request.get("/api/v1/tools.json");
  expect(api.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(api.headers()["access-control-allow-origin"]).toBe("*");
  expect(api.headers()["content-security-policy"]).toBe(assetPolicy);
  const rsc = await request.get("/tools.txt");
  expect(rsc.status()).toBe(200);
  expect(rsc.headers()["content-type"]).toMatch(/^text\/plain/);
  const page = await request.get("/tools");
  expect(page.headers()["content-security-policy"]).toContain("script-src 'self'");
  expect(page.headers()["content-security-policy"]).not.toContain("sandbox");
});

test("a script inside an SVG opened directly does not run", async ({ page }) => {
  const svg = readdirSync("out/images/tools").find((name) => name.endsWith(".svg"));
  const path = `/images/tools/${svg}`;
  // The site's real answer for that file (its headers), with a script put in its body: what an
  // uploaded or tampered SVG would be.
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({
      status: 200,
      headers,
      body: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.documentElement.setAttribute("data-ran", "yes")</script><rect width="10" height="10"/></svg>`,
    });
  });
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"]).toBe(assetPolicy);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.getAttribute("data-ran"))).toBeNull();
});

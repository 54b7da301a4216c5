import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * What the local server promises (README, "Scripts"): Firebase Hosting's behaviour from
 * firebase.json, here from its emulator. Desktop only: nothing in it depends on the viewport.
 */

/** The body exactly as sent (compressed), which Playwright's request API would decompress. */
function rawBody(url: string, encoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

test("serves clean URLs from .html files", async ({ request }) => {
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  expect(home.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(await home.text()).toContain("<h1");
  const tool = await request.get("/tools/chatgpt");
  expect(tool.status()).toBe(200);
  expect(await tool.text()).toMatch(/<h1[^>]*>ChatGPT<\/h1>/);
});

test("redirects .html addresses to their clean form", async ({ request }) => {
  const response = await request.get("/tools.html?x=1", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/tools?x=1");
});

test("answers unknown paths with 404.html and a 404 status", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("<title>Page not found | AI Compass</title>");
});

test("does not serve files outside the site", async ({ request }) => {
  expect((await request.get("/..%2f..%2fetc%2fpasswd")).status()).toBe(404);
  // The project's own files beside out/ stay out of reach too.
  expect((await request.get("/..%2fpackage.json")).status()).toBe(404);
  expect((await request.get("/firebase.json")).status()).toBe(404);
});

test("compresses text with brotli or gzip, as the client accepts", async ({ baseURL }) => {
  const plain = await rawBody(`${baseURL}/tools`, "identity");
  expect(plain.encoding).toBeUndefined();
  const brotli = await rawBody(`${baseURL}/tools`, "br, gzip");
  expect(brotli.encoding).toBe("br");
  expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  const gzip = await rawBody(`${baseURL}/tools`, "gzip");
  expect(gzip.encoding).toBe("gzip");
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
});

test("serves hashed assets as JavaScript, cached for a year", async ({ page, request }) => {
  await page.goto("/");
  const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
  expect((await request.get("/")).headers()["cache-control"]).toBe(
    "public, max-age=0, must-revalidate",
  );
});

/**
 * Renders the site's default social card (public/opengraph-image.png, 1200×630) from HTML in
 * Chromium, with the self-hosted Inter font, so it can be remade offline after a rebrand:
 *   npx tsx scripts/make-social-image.ts
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { site } from "../lib/site";
import { chromiumLaunchOptions } from "./lib/chromium";

const font = readFileSync(
  path.join("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).toString("base64");

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format("woff2"); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #e8ebf4;
  background: radial-gradient(circle at 85% 15%, #312e81 0, transparent 45%), radial-gradient(circle at 10% 110%, #1e3a8a 0, transparent 40%), #0b0f19;
  display: flex; flex-direction: column; justify-content: space-between; padding: 80px; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 700; }
h1 { font-size: 76px; line-height: 1.05; letter-spacing: -0.02em; font-weight: 800; max-width: 950px; }
p { font-size: 30px; color: #a9b2c8; }
</style></head><body>
<div class="brand"><svg width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="#a5b4fc" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="10"/><path d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36 6.36-2.12z"/></svg>${site.name}</div>
<h1>${site.tagline}</h1>
<p>AI tools directory · ChatGPT &amp; Midjourney prompts · Guides &amp; news</p>
</body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
const out = path.join("public", "opengraph-image.png");
await page.screenshot({ path: out, type: "png" });
await browser.close();
console.log(`Wrote ${out}`);

import { expect, test, type Page } from "@playwright/test";

/**
 * Every kind of page is two taps from home: a link on the home page, then a link on that page.
 * Only links a visitor can see without opening anything count (a closed menu's links are a tap
 * further away), and each kind of page reached in one tap is visited once, as a sample of its
 * template. Phone and desktop, since their headers differ.
 */
const templates: [name: string, pattern: RegExp][] = [
  ["directory", /^\/tools$/],
  ["tool", /^\/tools\/[a-z0-9-]+$/],
  ["alternatives", /^\/tools\/[a-z0-9-]+\/alternatives$/],
  ["category", /^\/categories\/[a-z0-9-]+$/],
  ["category's later page", /^\/categories\/[a-z0-9-]+\/page\/\d+$/],
  ["tasks", /^\/tasks$/],
  ["task area", /^\/tasks\/in\/[a-z0-9-]+$/],
  ["task", /^\/tasks\/(?!in\/)[a-z0-9-]+(\/page\/\d+)?$/],
  ["compare", /^\/compare$/],
  ["comparison", /^\/compare\/[a-z0-9-]+-vs-[a-z0-9-]+$/],
  ["price changes", /^\/changes(\/page\/\d+)?$/],
  ["graveyard", /^\/graveyard(\/page\/\d+)?$/],
  ["guides", /^\/guides$/],
  ["guides' later page", /^\/guides\/page\/\d+$/],
  ["article", /^\/guides\/[a-z0-9-]+$/],
  ["news", /^\/news$/],
  ["guide category", /^\/(tech|design|marketing|career|prompts)$/],
  ["ChatGPT prompts", /^\/chatgpt-prompts$/],
  ["ChatGPT prompt category", /^\/chatgpt-prompts\/[a-z0-9-]+$/],
  ["Midjourney prompts", /^\/midjourney-prompts$/],
  ["Midjourney prompt category", /^\/midjourney-prompts\/[a-z0-9-]+$/],
  ["prompt builder", /^\/prompt-builder$/],
  ["submit a tool", /^\/submit-ai-tool$/],
  ["sign in", /^\/login$/],
  ["register", /^\/register$/],
  ["saved", /^\/saved$/],
  ["developers", /^\/developers$/],
  ["how we rank", /^\/how-we-rank$/],
  ["privacy policy", /^\/privacy-policy$/],
  ["terms", /^\/terms-and-conditions$/],
  ["write for us", /^\/write-for-us$/],
];
// Not in the walk: a page reached by typing (/search), from an email (/newsletter/confirm), by a
// shared address (/lists/view) or only once signed in (/profile).

const templateOf = (path: string) => templates.find(([, pattern]) => pattern.test(path))?.[0];

/** The site paths of the links a visitor can see on the page (without opening a menu). */
async function visibleLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) =>
      links
        .filter((link) => link.checkVisibility({ visibilityProperty: true }))
        .map((link) => (link as HTMLAnchorElement).href),
    );
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname);
  return [...new Set(paths.map((path) => (path.length > 1 ? path.replace(/\/$/, "") : path)))];
}

test("every kind of page is two taps from the home page", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const first = await visibleLinks(page);
  const reached = new Map<string, string>();
  const samples = new Map<string, string>();
  for (const path of first) {
    const name = templateOf(path);
    if (!name) continue;
    if (!reached.has(name)) reached.set(name, `/ → ${path}`);
    if (!samples.has(name)) samples.set(name, path);
  }
  for (const [name, path] of samples) {
    await page.goto(path);
    for (const next of await visibleLinks(page)) {
      const reachedName = templateOf(next);
      if (reachedName && !reached.has(reachedName))
        reached.set(reachedName, `/ → ${path} (${name}) → ${next}`);
    }
  }
  const missing = templates.map(([name]) => name).filter((name) => !reached.has(name));
  expect(missing, `reached: ${[...reached.values()].join("; ")}`).toEqual([]);
});

import { expect, test, type Page } from "@playwright/test";

/**
 * Structured data lives in the HTML only (scripts/lib/structured-data-flight.ts): the flight
 * data carries the JSON-LD scripts empty, whether as a prop or, for a long text, as a text row.
 * Hydration must keep the HTML's text, and a client-side navigation must not leave the previous
 * page's behind. Not a layout matter: desktop only.
 */
const structuredData = async (page: Page) =>
  (
    await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((s) => s.textContent ?? ""),
    )
  ).map((text) => (text === "" ? {} : (JSON.parse(text) as Record<string, unknown>)));

test("JSON-LD is in the HTML once, survives hydration, and never outlives its page", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const text = async (path: string) => (await request.get(path)).text();

  expect((await text("/tools/chatgpt")).split('"@type":"SoftwareApplication"')).toHaveLength(2);
  expect(await text("/tools/chatgpt.txt")).not.toContain("schema.org");
  // The comparison's JSON-LD is long enough to travel as a text row.
  expect((await text("/compare/chatgpt-vs-claude")).split('"@type":"WebPage"')).toHaveLength(2);
  expect(await text("/compare/chatgpt-vs-claude.txt")).not.toContain("schema.org");

  await page.goto("/compare/chatgpt-vs-claude");
  await page.waitForLoadState("networkidle");
  expect(await structuredData(page)).toContainEqual(
    expect.objectContaining({
      "@type": "WebPage",
      name: expect.stringContaining("ChatGPT vs Claude"),
    }),
  );

  await page.goto("/tools/chatgpt");
  await page.waitForLoadState("networkidle");
  expect(await structuredData(page)).toContainEqual(
    expect.objectContaining({ "@type": "SoftwareApplication", name: "ChatGPT" }),
  );
  await page
    .getByRole("region", { name: "Alternatives to ChatGPT" })
    .getByRole("link", { name: "Claude", exact: true })
    .first()
    .click();
  await expect(page.locator("h1")).toHaveText("Claude");
  for (const data of await structuredData(page))
    expect(data).not.toMatchObject({ name: "ChatGPT" });
  expect(errors).toEqual([]);
});

import { expect, test, type Page } from "@playwright/test";
import { loadPromptCollections } from "../../lib/data/prompts-source";
import { buildPrompt } from "../../lib/prompt-builder/build";
import { stateFromCollectionPrompt } from "../../lib/prompt-builder/parse";
import { versionSpec } from "../../lib/prompt-builder/versions";
import { expectSingleH1 } from "./support";

const { midjourney } = loadPromptCollections().collections;
const allMidjourney = midjourney.flatMap((category) => category.prompts);
const sample = allMidjourney.find((prompt) => prompt.parameters.no && prompt.parameters.stylize)!;
const sampleText = buildPrompt(stateFromCollectionPrompt(sample.prompt, sample.parameters)).prompt;

const output = (page: Page) => page.getByTestId("builder-output");
const form = (page: Page) => page.getByRole("group", { name: "Prompt settings" });

test("a Midjourney category lists its prompts with their parameters and version, and copies one", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const category = midjourney.find((c) => c.prompts.includes(sample))!;
  await page.goto(`/midjourney-prompts/${category.slug}`);
  await expectSingleH1(page, `${category.name} Midjourney prompts`);
  await expect(page.locator("[data-prompt-card]")).toHaveCount(category.prompts.length);
  const card = page.locator(`#${sample.id}`);
  await expect(card.locator("[data-prompt-text]")).toHaveText(sampleText);
  await expect(card).toContainText(
    `Written for Midjourney ${versionSpec(sample.parameters.version).label}`,
  );
  await card.getByRole("button", { name: "Copy prompt" }).click();
  await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sampleText);

  await page.goto("/midjourney-prompts");
  await page.getByLabel("Filter all Midjourney prompts").fill("logo");
  const shown = page.locator("[data-prompt-card]");
  await expect(shown).not.toHaveCount(0);
  expect(await shown.count()).toBeLessThan(allMidjourney.length);
  // The collection holds prompts written for the V8 versions of 2026 (8.1 and the default 8.2).
  expect(
    allMidjourney.filter((p) => ["8.1", "8.2"].includes(p.parameters.version)).length,
  ).toBeGreaterThanOrEqual(30);
});

test("“Open in builder” loads a collection prompt into the builder unchanged", async ({ page }) => {
  const category = midjourney.find((c) => c.prompts.includes(sample))!;
  await page.goto(`/midjourney-prompts/${category.slug}#${sample.id}`);
  await page.locator(`#${sample.id}`).getByRole("link", { name: "Open in builder" }).click();
  await expect(page).toHaveURL(/\/prompt-builder\?/);
  await expectSingleH1(page, "Midjourney Prompt Builder");
  await expect(output(page)).toHaveText(sampleText);
  await expect(form(page).getByLabel("Subject")).toHaveValue(sample.prompt);
  await expect(form(page).getByLabel("Version")).toHaveValue(sample.parameters.version);
});

test("building from scratch: live preview, validation next to fields, nothing clamped", async ({
  page,
}) => {
  await page.goto("/prompt-builder");
  await expect(output(page)).toHaveText("Add a subject to see your prompt.");
  await form(page).getByLabel("Subject").fill("a red fox in fresh snow");
  await form(page).getByLabel("Lighting").fill("golden hour");
  // The builder opens on Midjourney's default version.
  await expect(output(page)).toHaveText("a red fox in fresh snow, golden hour --ar 1:1 --v 8.2");

  const stylize = form(page).getByLabel("Stylize");
  await stylize.fill("1200");
  await expect(stylize).toHaveAttribute("aria-invalid", "true");
  await expect(stylize).toHaveAccessibleDescription(
    /Stylize must be a whole number from 0 to 1000; 1200 is too high\./,
  );
  await expect(output(page)).not.toContainText("--s");
  await stylize.fill("250");
  await expect(stylize).not.toHaveAttribute("aria-invalid", "true");
  await expect(output(page)).toContainText("--s 250");

  await form(page).getByLabel("Aspect ratio (--ar)").fill("4.5:3");
  await expect(form(page).getByLabel("Aspect ratio (--ar)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(output(page)).not.toContainText("--ar");
  await form(page).getByLabel("Aspect ratio (--ar)").fill("5:4");
  await expect(output(page)).toContainText("--ar 5:4");
});

test("the version decides which parameters exist; bad combinations are warned about", async ({
  page,
}) => {
  await page.goto("/prompt-builder");
  await form(page).getByLabel("Subject").fill("portrait of an explorer");
  await form(page).getByLabel("Version").selectOption("7");
  // Version 7: omni reference and --exp on, character reference off.
  await expect(form(page).getByLabel("Character reference (--cref)")).toBeDisabled();
  await form(page).getByLabel("Omni reference (--oref)").fill("https://example.com/face.png");
  await form(page).getByLabel("Quality (--q)").selectOption("4");
  await expect(page.getByRole("list", { name: "Warnings" })).toContainText(
    "Quality 4 is not compatible with omni reference",
  );

  // Version 6.1: --oref is left out and explained, --cref becomes available.
  await form(page).getByLabel("Version").selectOption("6.1");
  await expect(form(page).getByLabel("Omni reference (--oref)")).toHaveAccessibleDescription(
    "--oref is not available in Version 6.1; it works with Version 7. One image link of a person, object or character to carry into the image.",
  );
  await expect(output(page)).not.toContainText("--oref");
  await expect(form(page).getByLabel("Character reference (--cref)")).toBeEnabled();
  await expect(form(page).getByLabel("Quality (--q)")).toHaveAttribute("aria-invalid", "true");
  await expect(output(page)).toContainText("--v 6.1");
  await expect(output(page)).not.toContainText("--q");

  await form(page).getByLabel("Version").selectOption("niji 6");
  await expect(output(page)).toContainText("--niji 6");
});

test("copy and share: the URL holds the whole state and restores the same prompt", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/prompt-builder");
  await page.getByRole("button", { name: "Cinematic photo" }).click();
  await form(page).getByLabel("Subject").fill("a lighthouse in a storm");
  await form(page).getByLabel("Chaos").fill("20");
  await form(page).getByLabel("Seed").fill("4294967295");
  const built = await output(page).textContent();
  expect(built).toContain("--seed 4294967295");

  await page.getByRole("button", { name: "Copy prompt" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText(
    "Copied to the clipboard.",
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(built);

  await page.getByRole("button", { name: "Copy share link" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByTestId("builder-output")).toHaveText(built!);
  await expect(
    other.getByRole("group", { name: "Prompt settings" }).getByLabel("Chaos"),
  ).toHaveValue("20");

  // The copied prompt is in this device's history and loads back.
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(output(page)).toHaveText("Add a subject to see your prompt.");
  await page.reload();
  const history = page.getByRole("region", { name: "Recent prompts on this device" });
  await history.getByRole("button", { name: /^Load/ }).first().click();
  await expect(output(page)).toHaveText(built!);
});

test("V8.1 disables what it does not take, with the reason, and a switch from V7 says what was left out", async ({
  page,
}) => {
  // A link written for V7, before links named their version.
  await page.goto(
    "/prompt-builder?t=a%20lighthouse&q=2&oref=https%3A%2F%2Fexample.com%2Fo.png&raw=1",
  );
  await expect(form(page).getByLabel("Version")).toHaveValue("7");
  await expect(output(page)).toHaveText(
    "a lighthouse --ar 1:1 --v 7 --style raw --q 2 --oref https://example.com/o.png",
  );
  await form(page).getByLabel("Version").selectOption("8.1");
  await expect(output(page)).toHaveText("a lighthouse --ar 1:1 --v 8.1 --raw");
  const notice = page.getByText("Switched from Version 7 to Version 8.1.");
  await expect(notice).toBeVisible();
  const switched = notice.locator("..");
  await expect(switched).toContainText("--q 2: Version 8.1 takes no --q quality value");
  await expect(switched).toContainText(
    "--oref https://example.com/o.png: --oref is not available in Version 8.1",
  );
  await expect(switched).toContainText("Changed: --style raw is written --raw.");
  // The values are kept, marked and explained, so switching back restores them.
  await expect(form(page).getByLabel("Quality (--q)")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Omni reference (--oref)")).toHaveAccessibleDescription(
    /--oref is not available in Version 8\.1; it works with Version 7\./,
  );
  await form(page).getByLabel("Quality (--q)").selectOption("");
  await expect(form(page).getByLabel("Quality (--q)")).toBeDisabled();
  await expect(form(page).getByLabel("Quality (--q)")).toHaveAccessibleDescription(
    /Version 8\.1 takes no --q quality value; use --hd for native 2K output\./,
  );
  await form(page).getByLabel("Native 2K output (--hd)").check();
  await expect(output(page)).toHaveText("a lighthouse --ar 1:1 --v 8.1 --raw --hd");
  await expect(page).toHaveURL(/[?&]v=8\.1/);
  await form(page).getByLabel("Version").selectOption("7");
  await expect(output(page)).toContainText("--oref https://example.com/o.png");
  await expect(form(page).getByLabel("Native 2K output (--hd)")).toHaveAccessibleDescription(
    /--hd needs version 8 or newer\./,
  );
});

test("a malformed shared link is explained, not silently fixed", async ({ page }) => {
  await page.goto("/prompt-builder?t=a%20cat&c=abc&w=5000");
  await expect(form(page).getByLabel("Chaos")).toHaveValue("abc");
  await expect(form(page).getByLabel("Chaos")).toHaveAccessibleDescription(/not a number/);
  await expect(form(page).getByLabel("Weird")).toHaveAccessibleDescription(/5000 is too high/);
  await expect(output(page)).toHaveText("a cat --ar 1:1 --v 7");
});

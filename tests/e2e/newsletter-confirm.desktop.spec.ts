import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { runEditorScript } from "./editor-scripts";
import { readDocument, uniqueUser } from "./firebase";

type Row = { email: string; confirmUrl?: string };

/** Runs one of the newsletter scripts with --json into a temporary file and reads it back. */
async function newsletterScript(script: "confirmations" | "export"): Promise<Row[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "e2e-newsletter-"));
  try {
    const out = path.join(dir, "list.json");
    const result = await runEditorScript(`scripts/newsletter-${script}.ts`, [
      "--json",
      "--out",
      out,
    ]);
    expect(result.code, result.stderr).toBe(0);
    try {
      return JSON.parse(readFileSync(out, "utf8")) as Row[];
    } catch {
      return []; // nothing new to send: no file
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a subscriber is mailed only after confirming from the emailed link", async ({ page }) => {
  const { email } = uniqueUser("optin");
  await page.goto("/");
  const footer = page.locator("#site-footer");
  await footer.getByLabel("Email address for the newsletter").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText("Thank you for subscribing!");
  await expect(
    footer.getByText(
      "We will email you a link to confirm your address, and send nothing else until you do.",
    ),
  ).toBeVisible();

  // The editor prepares the confirmation emails; the address is not on the list to mail yet.
  const invitation = (await newsletterScript("confirmations")).find((row) => row.email === email);
  expect(invitation?.confirmUrl).toMatch(/\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}$/);
  const token = new URL(invitation!.confirmUrl!).searchParams.get("token")!;
  expect((await newsletterScript("export")).map((row) => row.email)).not.toContain(email);

  // The owner opens the link: nothing happens until they confirm.
  const commits: Record<string, string>[] = [];
  page.on("request", (request) => {
    if (/\/documents:commit/.test(request.url())) commits.push(request.headers());
  });
  await page.goto(`/newsletter/confirm?token=${token}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Confirm your subscription" }),
  ).toBeVisible();
  expect((await readDocument(`newsletter_confirmations/${token}`))?.fields.confirmedAt).toEqual({
    nullValue: null,
  });
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeFocused();
  const stored = await readDocument(`newsletter_confirmations/${token}`);
  expect(stored?.fields.confirmedAt).toHaveProperty("timestampValue");
  // Every Firestore request carries an App Check token (a placeholder on the emulators).
  expect(commits).toHaveLength(1);
  expect(commits[0]?.["x-firebase-appcheck"]).toMatch(/^[\w-]+\.[\w-]+\.$/);

  // The same link again: already used.
  await page.reload();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(
    page.getByRole("heading", { name: "This link has already been used, or it is not valid" }),
  ).toBeVisible();

  expect((await newsletterScript("export")).map((row) => row.email)).toContain(email);
});

test("a link without its code says it is incomplete", async ({ page }) => {
  await page.goto("/newsletter/confirm");
  await expect(page.getByRole("heading", { name: "This link is incomplete" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm my subscription" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the confirmation page says the link needs JavaScript", async ({ page }) => {
    await page.goto("/newsletter/confirm?token=q3Zt0_8m-Qp1hK2yV9xW4cB7nL5rT6uE0aS3dF8gH1j");
    await expect(
      page.getByText(
        "Confirming your subscription needs JavaScript, which is turned off in your browser. Turn it on and open the link again.",
      ),
    ).toBeVisible();
  });
});

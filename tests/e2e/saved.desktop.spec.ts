import { expect, test, type Page } from "@playwright/test";
import { listDocuments, uniqueUser } from "./firebase";
import { idle, loadedScriptContaining, signIn } from "./support";

const main = (page: Page) => page.getByRole("main");
const banner = (page: Page) => page.getByRole("banner");
const prompt = { title: "One-page lean business plan", page: "/chatgpt-prompts/business" };

async function register(page: Page, user: ReturnType<typeof uniqueUser>) {
  await page.goto("/register");
  await main(page).getByLabel("Username").fill(user.username);
  await main(page).getByLabel("Email").fill(user.email);
  await main(page).getByLabel("Password", { exact: true }).fill(user.password);
  await main(page).getByLabel("Confirm password").fill(user.password);
  await main(page).getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/profile");
}

/** The ids of the account's saved documents ("tool:chatgpt"), read as the owner. */
async function accountSaves(username: string): Promise<string[]> {
  const profile = (await listDocuments("users")).find(
    (document) => document.fields.username?.stringValue === username,
  );
  if (!profile) return [];
  const uid = profile.name.split("/").pop()!;
  return (await listDocuments(`users/${uid}/saved`)).map((d) => d.name.split("/").pop()!).sort();
}

test("a guest's saves stay on the device with no Firebase, and show on /saved and in the header", async ({
  page,
}) => {
  await page.goto("/tools/chatgpt");
  const save = main(page).getByRole("button", { name: "Save ChatGPT" }).first();
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(save).toHaveText("Saved");
  await expect(banner(page).getByRole("link", { name: "Saved items (1)" })).toBeVisible();

  await page.goto(prompt.page);
  await main(page)
    .getByRole("button", { name: `Save ${prompt.title}` })
    .click();
  await page.reload();
  await expect(main(page).getByRole("button", { name: `Save ${prompt.title}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await idle(page);
  expect(await loadedScriptContaining(page, "identitytoolkit")).toBe(false);
  expect(await loadedScriptContaining(page, "firestore.googleapis.com")).toBe(false);

  await page.goto("/saved");
  await expect(main(page).getByRole("heading", { name: "AI tools (1)" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "ChatGPT", exact: true })).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "ChatGPT prompts (1)" })).toBeVisible();
  await expect(main(page).getByRole("heading", { name: prompt.title })).toBeVisible();
  await expect(main(page).getByText("Kept on this device.")).toBeVisible();
  // Remove from /saved: the card goes, and with the last item the empty state explains Save.
  await main(page).getByRole("button", { name: "Save ChatGPT" }).click();
  await expect(main(page).getByRole("heading", { name: /AI tools/ })).toHaveCount(0);
  await main(page)
    .getByRole("button", { name: `Save ${prompt.title}` })
    .click();
  await expect(main(page).getByText("Nothing saved yet.")).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Saved items", exact: true })).toBeVisible();
});

test("saves merge into the account on register, reach a second device, and removals sync", async ({
  page,
  browser,
}) => {
  const user = uniqueUser("saver");
  await page.goto("/tools/claude");
  await main(page).getByRole("button", { name: "Save Claude" }).first().click();
  await page.goto(prompt.page);
  await main(page)
    .getByRole("button", { name: `Save ${prompt.title}` })
    .click();

  await register(page, user);
  await expect
    .poll(() => accountSaves(user.username), { timeout: 10_000 })
    .toEqual(["chatgpt:one-page-lean-plan", "tool:claude"]);

  // Another device: signing in brings the account's saves.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, user);
  await second.goto("/saved");
  await expect(main(second).getByRole("link", { name: "Claude", exact: true })).toBeVisible();
  await expect(main(second).getByText("Kept in your account, on all your devices.")).toBeVisible();

  // Removed on the second device…
  await main(second).getByRole("button", { name: "Save Claude" }).click();
  await expect.poll(() => accountSaves(user.username)).toEqual(["chatgpt:one-page-lean-plan"]);
  // …is gone on the first once it syncs (opening /saved does).
  await page.goto("/saved");
  await expect(main(page).getByRole("heading", { name: "ChatGPT prompts (1)" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Claude", exact: true })).toHaveCount(0);

  // Signing out leaves the device's copy as it was.
  await page.goto("/profile");
  await main(page).getByRole("button", { name: "Sign out" }).click();
  await page.goto("/saved");
  await expect(main(page).getByRole("heading", { name: prompt.title })).toBeVisible();
  await other.close();
});

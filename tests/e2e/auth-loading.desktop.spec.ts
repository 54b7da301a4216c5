import { expect, test, type Page } from "@playwright/test";
import { createAccount, uniqueUser } from "./firebase";
import { idle, loadedScriptContaining, signIn } from "./support";

const banner = (page: Page) => page.getByRole("banner");

/** Whether any script the page loaded is Firebase Auth (it talks to identitytoolkit). */
const loadedFirebaseAuth = (page: Page) => loadedScriptContaining(page, "identitytoolkit");

test("a guest who never signed in here loads no Firebase, and the header is signed out", async ({
  page,
}) => {
  for (const path of ["/", "/tools", "/guides", "/tools/chatgpt"]) {
    await page.goto(path);
    await idle(page);
    await expect(banner(page).getByRole("link", { name: "Register" })).toBeVisible();
    expect(await loadedFirebaseAuth(page), path).toBe(false);
  }
  // Probing Firebase's storage left nothing behind.
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name),
  );
  expect(databases).not.toContain("firebaseLocalStorageDb");
});

test("signing in loads Firebase on the form's first use, and later visits pick the session up", async ({
  page,
}) => {
  const user = uniqueUser("lazy");
  await createAccount(user);
  await page.goto("/login");
  await idle(page);
  expect(await loadedFirebaseAuth(page)).toBe(false);
  await page.getByRole("main").getByLabel("Email").fill(user.email);
  await page.getByRole("main").getByLabel("Password").fill(user.password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(
    banner(page).getByRole("link", { name: `Your profile (${user.username})` }),
  ).toBeVisible();

  // With the site's hint gone, Firebase's own persistence still says a session may exist.
  await page.evaluate(() => localStorage.removeItem("aicompass:auth-hint"));
  await page.goto("/tools");
  await expect(
    banner(page).getByRole("link", { name: `Your profile (${user.username})` }),
  ).toBeVisible();
});

test("a sign-in in another tab reaches this tab's header without a reload", async ({ context }) => {
  const user = uniqueUser("tabs");
  await createAccount(user);
  const first = await context.newPage();
  await first.goto("/guides");
  await expect(banner(first).getByRole("link", { name: "Register" })).toBeVisible();

  const second = await context.newPage();
  await signIn(second, user);

  await expect(
    banner(first).getByRole("link", { name: `Your profile (${user.username})` }),
  ).toBeVisible();
});

import { expect, test, type Page } from "@playwright/test";
import { createAccount, emailsSentTo, listDocuments, uniqueUser } from "./firebase";
import { signIn } from "./support";

const banner = (page: Page) => page.getByRole("banner");
const main = (page: Page) => page.getByRole("main");

async function fillRegister(page: Page, user: ReturnType<typeof uniqueUser>) {
  await main(page).getByLabel("Username").fill(user.username);
  await main(page).getByLabel("Email").fill(user.email);
  await main(page).getByLabel("Password", { exact: true }).fill(user.password);
  await main(page).getByLabel("Confirm password").fill(user.password);
}

test("register → avatar in the header → profile → rename → sign out → sign in", async ({
  page,
}) => {
  const user = uniqueUser("ada");
  await page.goto("/register");
  await fillRegister(page, user);
  await main(page).getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL("/profile");
  const avatar = banner(page).getByRole("link", { name: `Your profile (${user.username})` });
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveText(user.username.charAt(0).toUpperCase());
  await expect(banner(page).getByRole("link", { name: "Register" })).toBeHidden();
  await expect(banner(page).getByRole("link", { name: "Submit ai tool" })).toBeHidden();

  await expect(page.getByTestId("profile-username")).toHaveText(user.username);
  await expect(main(page).getByText(user.email).first()).toBeVisible();
  await expect(main(page).getByText("Not yet")).toBeVisible();
  await expect(main(page).getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  // Registration sent the verification email.
  await expect.poll(async () => (await emailsSentTo(user.email, "VERIFY_EMAIL")).length).toBe(1);

  const renamed = `${user.username.slice(0, 15)}_new`;
  await main(page).getByLabel("New username").fill(renamed);
  await main(page).getByRole("button", { name: "Save username" }).click();
  await expect(main(page).getByText(`Your username is now ${renamed}.`)).toBeVisible();
  await expect(page.getByTestId("profile-username")).toHaveText(renamed);
  await expect(banner(page).getByRole("link", { name: `Your profile (${renamed})` })).toBeVisible();
  // users/{uid} follows the username, with the server's times and nothing else.
  const [profile, ...others] = (await listDocuments("users")).filter(
    (document) => document.fields.username?.stringValue === renamed,
  );
  expect(others).toHaveLength(0);
  expect(Object.keys(profile!.fields).sort()).toEqual(["createdAt", "updatedAt", "username"]);

  await main(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
  await expect(banner(page).getByRole("link", { name: "Register" })).toBeVisible();

  // From a tool page: Register → "Sign in" → back on the tool page.
  await page.goto("/tools/chatgpt");
  await banner(page).getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL("/register");
  await main(page).getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/login?next=%2Ftools%2Fchatgpt");
  await main(page).getByLabel("Email").fill(user.email);
  await main(page).getByLabel("Password").fill(user.password);
  await main(page).getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/tools/chatgpt");
  await expect(banner(page).getByRole("link", { name: `Your profile (${renamed})` })).toBeVisible();
});

test("a returning signed-in visitor never sees the signed-out header, even before scripts run", async ({
  page,
}) => {
  const user = uniqueUser("back");
  await createAccount(user);
  await signIn(page, user, { next: "/tools" });

  // Block every script: what shows now is the pre-rendered HTML plus the inline head hint.
  await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
  await page.goto("/privacy-policy");
  await expect(banner(page).getByRole("link", { name: "Register" })).toBeHidden();
  await expect(banner(page).getByRole("link", { name: "Submit ai tool" })).toBeHidden();
  await page.unroute(/\/_next\/static\/.*\.js$/);

  await page.goto("/privacy-policy");
  await expect(
    banner(page).getByRole("link", { name: `Your profile (${user.username})` }),
  ).toBeVisible();
});

test("a wrong password and an unknown email get the same message", async ({ page }) => {
  const user = uniqueUser("eve");
  await createAccount(user);
  await page.goto("/login");
  await main(page).getByLabel("Email").fill(user.email);
  await main(page).getByLabel("Password").fill("not-the-password1");
  await main(page).getByRole("button", { name: "Sign in" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("The email or password is incorrect.");

  await main(page).getByLabel("Email").fill(`nobody.${user.email}`);
  await main(page).getByRole("button", { name: "Sign in" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("The email or password is incorrect.");
  await expect(page).toHaveURL("/login");
});

test("forgot password sends the reset email and says so without revealing the account", async ({
  page,
}) => {
  const user = uniqueUser("reset");
  await createAccount(user);
  await page.goto("/login");
  await main(page).getByLabel("Email").fill(user.email);
  await main(page).getByRole("button", { name: "Forgot password?" }).click();
  const sent = `If an account exists for ${user.email}, we have sent it a link to reset the password. Check your inbox.`;
  await expect(main(page).getByRole("status")).toHaveText(sent);
  await expect.poll(async () => (await emailsSentTo(user.email, "PASSWORD_RESET")).length).toBe(1);

  const stranger = `stranger.${user.email}`;
  await main(page).getByLabel("Email").fill(stranger);
  await main(page).getByRole("button", { name: "Forgot password?" }).click();
  await expect(main(page).getByRole("status")).toHaveText(sent.replace(user.email, stranger));
});

test("registration explains each invalid field and the password rules as you type", async ({
  page,
}) => {
  await page.goto("/register");
  const rules = main(page).getByTestId("password-rules");
  await expect(rules.locator("[data-met=true]")).toHaveCount(0);
  await main(page).getByLabel("Password", { exact: true }).fill("abc");
  await expect(rules.locator("[data-met=true]")).toHaveCount(1);
  await main(page).getByLabel("Password", { exact: true }).fill("abcdefg1");
  await expect(rules.locator("[data-met=true]")).toHaveCount(3);

  await main(page).getByLabel("Username").fill("a-b");
  await main(page).getByLabel("Email").fill("not-an-email");
  await main(page).getByLabel("Confirm password").fill("abcdefg2");
  await main(page).getByRole("button", { name: "Create account" }).click();
  await expect(main(page).getByLabel("Username")).toHaveAccessibleDescription(
    /Use only letters, digits and underscores/,
  );
  await expect(main(page).getByLabel("Username")).toBeFocused();
  await expect(main(page).getByLabel("Email")).toHaveAccessibleDescription(
    /Enter a valid email address/,
  );
  await expect(main(page).getByLabel("Confirm password")).toHaveAccessibleDescription(
    "The two passwords do not match.",
  );
  await expect(page).toHaveURL("/register");
});

test("signed out, the profile asks the visitor to sign in and returns there", async ({ page }) => {
  const user = uniqueUser("prof");
  await createAccount(user);
  await page.goto("/profile");
  await expect(main(page).getByRole("heading", { name: "You are not signed in" })).toBeVisible();
  await main(page).getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/login?next=%2Fprofile");
  await main(page).getByLabel("Email").fill(user.email);
  await main(page).getByLabel("Password").fill(user.password);
  await main(page).getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByTestId("profile-username")).toHaveText(user.username);
});

test("deleting the account asks for the password and signs out", async ({ page }) => {
  const user = uniqueUser("gone");
  await createAccount(user);
  await signIn(page, user, { next: "/profile" });
  await expect(page.getByTestId("profile-username")).toHaveText(user.username);

  await main(page).getByRole("button", { name: "Delete account…" }).click();
  await expect(main(page).getByLabel("Your password, to confirm")).toBeFocused();
  await main(page).getByLabel("Your password, to confirm").fill("wrong-password1");
  await main(page).getByRole("button", { name: "Delete my account" }).click();
  await expect(main(page).getByLabel("Your password, to confirm")).toHaveAccessibleDescription(
    "The email or password is incorrect.",
  );
  await main(page).getByLabel("Your password, to confirm").fill(user.password);
  await main(page).getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL("/");
  await expect(banner(page).getByRole("link", { name: "Register" })).toBeVisible();

  await page.goto("/login");
  await main(page).getByLabel("Email").fill(user.email);
  await main(page).getByLabel("Password").fill(user.password);
  await main(page).getByRole("button", { name: "Sign in" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("The email or password is incorrect.");
});

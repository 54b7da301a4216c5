import { expect, test } from "@playwright/test";
import { createAccount, uniqueUser } from "./firebase";
import { signIn } from "./support";

test("signed in, the mobile menu greets the user by name and links to the profile", async ({
  page,
}) => {
  const user = uniqueUser("mo");
  await createAccount(user);
  await signIn(page, user, { next: "/" });

  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByText(`Hello, ${user.username}`, { exact: true })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Register" })).toHaveCount(0);
  await expect(panel.getByRole("link", { name: "Submit ai tool" })).toHaveCount(0);
  await panel.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByTestId("profile-username")).toHaveText(user.username);
});

test("a user without a username is greeted as 'Hello, User'", async ({ page }) => {
  const user = { ...uniqueUser("anon"), username: "" };
  await createAccount(user);
  await signIn(page, user, { next: "/" });
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("dialog").getByText("Hello, User", { exact: true })).toBeVisible();
});

import { expect, test, type Page } from "@playwright/test";
import { createAccount, uniqueUser } from "./firebase";
import { signIn } from "./support";

const main = (page: Page) => page.getByRole("main");

test("a guest's Add to list asks them to sign in, and comes back to the tool", async ({ page }) => {
  await page.goto("/tools/chatgpt");
  await main(page).getByRole("button", { name: "Add to list" }).click();
  const dialog = page.getByRole("dialog", { name: "Add ChatGPT to a list" });
  await expect(dialog.getByText("Lists belong to an account")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/login?next=%2Ftools%2Fchatgpt",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole("button", { name: "Add to list" })).toBeFocused();
});

test("make a list from a tool page, share it, open the link signed out, then make it private", async ({
  page,
  browser,
}) => {
  const user = uniqueUser("lister");
  await createAccount(user);
  await signIn(page, user);

  await page.goto("/tools/chatgpt");
  await main(page).getByRole("button", { name: "Add to list" }).click();
  const dialog = page.getByRole("dialog", { name: "Add ChatGPT to a list" });
  await expect(dialog.getByText("You have no lists yet")).toBeVisible();
  // A name that is too long is refused with the reason, and nothing is made.
  await dialog.getByLabel("New list").fill("x".repeat(61));
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(
    dialog.getByText("Keep the name to 60 characters or fewer (it has 61)."),
  ).toBeVisible();
  await dialog.getByLabel("New list").fill("Writing tools");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Made the list Writing tools with ChatGPT in it.")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /Writing tools/ })).toBeChecked();
  await page.keyboard.press("Escape");

  // A second tool, added to the existing list.
  await page.goto("/tools/claude");
  await main(page).getByRole("button", { name: "Add to list" }).click();
  const claudeDialog = page.getByRole("dialog", { name: "Add Claude to a list" });
  await claudeDialog.getByRole("checkbox", { name: /Writing tools/ }).check();
  await expect(claudeDialog.getByText("Added Claude to Writing tools.")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/saved");
  const list = main(page).getByRole("listitem").filter({ hasText: "Writing tools" });
  await expect(
    list.getByRole("heading", { name: /Writing tools.*2 of 100 tools, private/ }),
  ).toBeVisible();
  await list.getByRole("checkbox", { name: /Share/ }).check();
  const link = list.getByLabel("Share link of Writing tools");
  await expect(link).toHaveValue(/\/lists\/view\?id=/);
  const shareUrl = await link.inputValue();

  // Anyone with the link, signed out, sees the list.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(shareUrl);
  await expect(main(guest).getByRole("heading", { name: "Writing tools" })).toBeVisible();
  await expect(main(guest).getByRole("link", { name: "ChatGPT", exact: true })).toBeVisible();
  await expect(main(guest).getByRole("link", { name: "Claude", exact: true })).toBeVisible();

  // Private again: the same link is refused to the guest, still open to the owner.
  await list.getByRole("checkbox", { name: /Share/ }).uncheck();
  await expect(list.getByText("Private again: only you can see this list.")).toBeVisible();
  await guest.reload();
  await expect(
    main(guest).getByRole("heading", { name: "This list is private or no longer exists" }),
  ).toBeVisible();
  await page.goto(shareUrl);
  await expect(main(page).getByText("private: only you can see it")).toBeVisible();
  await guestContext.close();
});

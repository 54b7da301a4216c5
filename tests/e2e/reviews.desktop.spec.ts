import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { listDocuments, uniqueUser, verifyEmail, writeDocument, documentId } from "./firebase";
import { loadedScriptContaining } from "./support";

const main = (page: Page) => page.getByRole("main");
const reviews = (page: Page) => page.locator('section[aria-labelledby="reviews"]');

test("a visitor signs up, reviews a tool, edits and deletes the review, and has one review per tool", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = uniqueUser("rater");
  const slug = "claude";

  await page.goto(`/tools/${slug}`);
  await page.waitForLoadState("networkidle");
  // The page view loads no Firebase: the live reviews wait for a click.
  expect(await loadedScriptContaining(page, "identitytoolkit")).toBe(false);
  await reviews(page).getByRole("button", { name: "Write a review" }).click();
  await expect(reviews(page).getByRole("heading", { name: "Your review of Claude" })).toBeFocused();
  await expect(reviews(page).getByText("Reviews are written from an account")).toBeVisible();

  // Sign up from the review panel, and come back to the tool.
  await reviews(page).getByRole("link", { name: "Create an account" }).click();
  await main(page).getByLabel("Username").fill(user.username);
  await main(page).getByLabel("Email").fill(user.email);
  await main(page).getByLabel("Password", { exact: true }).fill(user.password);
  await main(page).getByLabel("Confirm password").fill(user.password);
  await main(page).getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/${slug}(#reviews)?$`));

  // Unverified: asked to verify first, then let in once the link was followed.
  await reviews(page).getByRole("button", { name: "Write a review" }).click();
  await expect(
    reviews(page).getByText("Verify your email address to write a review"),
  ).toBeVisible();
  await verifyEmail(user.email);
  await reviews(page).getByRole("button", { name: "I have verified it" }).click();

  // Each field says what is wrong; nothing is sent.
  const form = reviews(page);
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(form.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(form.getByText(/Write at least 30 characters/)).toBeVisible();
  await expect(form.getByRole("radio", { name: "1 star" })).toBeFocused();

  await form.getByRole("radio", { name: "4 stars" }).check();
  await form.getByLabel("Title").fill("Careful with long documents");
  await form
    .getByLabel("Your review")
    .fill("I use it to read contracts and it catches what I miss.");
  expect(
    await new AxeBuilder({ page }).include('section[aria-labelledby="reviews"]').analyze(),
  ).toMatchObject({
    violations: [],
  });
  await form.getByRole("button", { name: "Publish review" }).click();

  // Published: the live list shows it, newest first, under the username.
  await expect(reviews(page).getByRole("heading", { name: "Reviews of Claude" })).toBeFocused();
  const mine = reviews(page).getByRole("article").filter({ hasText: user.username });
  await expect(mine).toContainText("Careful with long documents");
  await expect(mine.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();

  // Writing again opens the same review to edit: there is no second one.
  await reviews(page).getByRole("button", { name: "Write a review" }).click();
  await expect(form.getByText(/You reviewed Claude on/)).toBeVisible();
  await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await form.getByRole("radio", { name: "2 stars" }).check();
  await form.getByRole("button", { name: "Save changes" }).click();
  // Within a minute of the first write the rules refuse; what was written stays.
  await expect(form.getByRole("alert")).toContainText("one review a minute");
  await expect(form.getByRole("radio", { name: "2 stars" })).toBeChecked();

  const stored = (await listDocuments("reviews")).filter((d) =>
    documentId(d).startsWith(`${slug}__`),
  );
  const own = stored.find((d) => JSON.stringify(d).includes(user.username))!;
  expect(own, "one review stored for this user and tool").toBeDefined();
  const uid = documentId(own).slice(`${slug}__`.length);
  // The minute passes (the limit document moved back, as time would).
  await writeDocument(`review_limits/${uid}`, {
    lastReviewedAt: new Date(Date.now() - 120_000),
    lastReviewId: documentId(own),
  });
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(mine.getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
  expect(
    (await listDocuments("reviews")).filter((d) => documentId(d) === `${slug}__${uid}`),
  ).toHaveLength(1);

  // Deleted: gone from the list, and the form is a new one again.
  await reviews(page).getByRole("button", { name: "Write a review" }).click();
  await form.getByRole("button", { name: "Delete my review" }).click();
  await form.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(form.getByRole("button", { name: "Publish review" })).toBeVisible();
  await reviews(page).getByRole("button", { name: "All reviews" }).click();
  await expect(reviews(page).getByText(user.username)).toHaveCount(0);
});

import { expect, test, type Page } from "@playwright/test";
import { newsletterDocumentPath, readDocument, uniqueUser } from "./firebase";

const firestoreWrites = /\/documents:commit/;

function footerForm(page: Page) {
  const footer = page.locator("#site-footer");
  return {
    input: footer.getByLabel("Email address for the newsletter"),
    button: footer.getByRole("button", { name: "Subscribe" }),
    message: footer.locator("[role=status], [role=alert]"),
  };
}

test("an empty or malformed address gets the validation message and nothing is sent", async ({
  page,
}) => {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (firestoreWrites.test(request.url())) writes.push(request.url());
  });
  await page.goto("/");
  const form = footerForm(page);
  await expect(form.input).toHaveAttribute("type", "email");
  await form.button.click();
  await expect(form.message).toHaveText("Please enter a valid email address.");
  await form.input.fill("ada@");
  await form.button.click();
  await expect(form.message).toHaveText("Please enter a valid email address.");
  await expect(form.input).toHaveValue("ada@");
  expect(writes).toEqual([]);
});

test("a valid address is stored trimmed and lower-cased, with the server's time", async ({
  page,
}) => {
  const { email } = uniqueUser("news");
  await page.goto("/");
  const form = footerForm(page);
  const before = Date.now();
  await form.input.fill(`  ${email.toUpperCase()} `);
  await form.button.click();
  await expect(form.message).toHaveText("Thank you for subscribing!");
  await expect(form.input).toHaveValue("");

  const stored = await readDocument(newsletterDocumentPath(email));
  expect(stored).not.toBeNull();
  expect(Object.keys(stored!.fields).sort()).toEqual(["email", "subscribedAt"]);
  expect(stored!.fields.email).toEqual({ stringValue: email });
  const time = Date.parse(String(stored!.fields.subscribedAt!.timestampValue));
  expect(time).toBeGreaterThan(before - 60_000);
  expect(time).toBeLessThan(Date.now() + 60_000);
});

test("subscribing again shows the same thanks and stores the address once", async ({ page }) => {
  const { email } = uniqueUser("again");
  await page.goto("/");
  const form = footerForm(page);
  await form.input.fill(email);
  await form.button.click();
  await expect(form.message).toHaveText("Thank you for subscribing!");
  const first = await readDocument(newsletterDocumentPath(email));

  await page.goto("/tools");
  const again = footerForm(page);
  await again.input.fill(email);
  await again.button.click();
  await expect(again.message).toHaveText("Thank you for subscribing!");
  await expect(again.input).toHaveValue("");
  // The rules accept the repeat (a refusal would tell anyone the address is subscribed); it may
  // move subscribedAt, but the document, its address and its creation time (the time of
  // subscription the scripts use, lib/newsletter-mailing.ts) stay the first sign-up's.
  const second = await readDocument(newsletterDocumentPath(email));
  expect(second!.fields.email).toEqual(first!.fields.email);
  expect(second!.createTime).toBeDefined();
  expect(second!.createTime).toBe(first!.createTime);
});

test("a failed write says so, keeps the address and logs the error", async ({ page }) => {
  const { email } = uniqueUser("fail");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route(firestoreWrites, (route) => route.abort("connectionrefused"));
  await page.goto("/");
  const form = footerForm(page);
  await form.input.fill(email);
  await form.button.click();
  await expect(form.message).toHaveText("Failed to subscribe. Please try again later.");
  await expect(form.input).toHaveValue(email);
  expect(errors.some((text) => text.includes("Newsletter subscription failed"))).toBe(true);
  expect(await readDocument(newsletterDocumentPath(email))).toBeNull();
});

test("the home page has its own newsletter form", async ({ page }) => {
  const { email } = uniqueUser("home");
  await page.goto("/");
  const section = page.getByRole("region", { name: "Get the newsletter" });
  await section.getByLabel("Email address for the newsletter").fill(email);
  await section.getByRole("button", { name: "Subscribe" }).click();
  await expect(section.getByRole("status")).toHaveText("Thank you for subscribing!");
  expect(await readDocument(newsletterDocumentPath(email))).not.toBeNull();
});

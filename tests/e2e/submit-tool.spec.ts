import { expect, test, type Page } from "@playwright/test";
import { listDocuments, uniqueUser, verifyEmail } from "./firebase";

const main = (page: Page) => page.getByRole("main");

async function fillTool(page: Page, name: string) {
  await main(page).getByLabel("Tool name").fill(name);
  await main(page).getByLabel("Website").fill("https://Example-Tool.com/app");
  await main(page).getByLabel("Category").selectOption({ label: "Productivity" });
  await main(page)
    .getByLabel("Short description")
    .fill("Turns meeting recordings into tidy notes and action items.");
  await main(page).getByRole("radio", { name: "Paid" }).check();
  await main(page).getByLabel("Price").fill("From $12/month");
  await main(page).getByLabel("Notes for the editors").fill("Launched this month.");
}

async function submissionsNamed(name: string) {
  const all = await listDocuments("tool_submissions");
  return all.filter((document) => document.fields.name?.stringValue === name);
}

test("each invalid field gets its own message and nothing is sent", async ({ page }) => {
  await page.goto("/submit-ai-tool");
  await main(page).getByLabel("Website").fill("http://example.com");
  await main(page).getByLabel("Short description").fill("Too short");
  await main(page).getByRole("button", { name: "Submit tool" }).click();
  await expect(main(page).getByLabel("Tool name")).toHaveAccessibleDescription(
    "Enter the tool's name.",
  );
  await expect(main(page).getByLabel("Tool name")).toBeFocused();
  await expect(main(page).getByLabel("Website")).toHaveAccessibleDescription(
    /starting with https:\/\//,
  );
  await expect(main(page).getByLabel("Category")).toHaveAccessibleDescription("Choose a category.");
  await expect(main(page).getByLabel("Short description")).toHaveAccessibleDescription(
    /Write at least 20 characters/,
  );
  await expect(main(page).getByLabel("Your email")).toHaveAccessibleDescription(
    /Enter a valid email address/,
  );
});

test("signed out → register → verify → send: the form is kept and the submission stored", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const user = uniqueUser("maker");
  const toolName = `Notetaker ${user.username}`;
  await page.goto("/submit-ai-tool");
  await expect(main(page).getByText("To send a tool you need an account")).toBeVisible();
  await fillTool(page, toolName);
  await main(page).getByLabel("Your email").fill(user.email);
  await main(page).getByRole("button", { name: "Submit tool" }).click();
  await expect(main(page).getByRole("alert")).toHaveText(
    "Sign in or create an account to send your submission. What you typed is kept.",
  );

  await main(page).getByRole("link", { name: "create an account" }).click();
  await expect(page).toHaveURL("/register?next=%2Fsubmit-ai-tool");
  await main(page).getByLabel("Username").fill(user.username);
  await main(page).getByLabel("Email").fill(user.email);
  await main(page).getByLabel("Password", { exact: true }).fill(user.password);
  await main(page).getByLabel("Confirm password").fill(user.password);
  await main(page).getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL("/submit-ai-tool");
  await expect(main(page).getByLabel("Tool name")).toHaveValue(toolName);
  await expect(main(page).getByLabel("Price")).toHaveValue("From $12/month");
  await expect(main(page).getByText("Verify your email to send a tool")).toBeVisible();
  await main(page).getByRole("button", { name: "Submit tool" }).click();
  await expect(main(page).getByRole("alert")).toContainText("Verify your email address");
  expect(await submissionsNamed(toolName)).toHaveLength(0);

  await verifyEmail(user.email);
  await main(page).getByRole("button", { name: "I have verified it" }).click();
  await expect(main(page).getByText("Verify your email to send a tool")).toBeHidden();
  await main(page).getByRole("button", { name: "Submit tool" }).click();
  await expect(
    main(page).getByRole("heading", { name: `Thank you: we received ${toolName}` }),
  ).toBeVisible();

  const [stored, ...others] = await submissionsNamed(toolName);
  expect(others).toHaveLength(0);
  expect(Object.keys(stored!.fields).sort()).toEqual(
    [
      "category",
      "description",
      "email",
      "name",
      "notes",
      "priceText",
      "pricing",
      "status",
      "submittedAt",
      "uid",
      "website",
    ].sort(),
  );
  expect(stored!.fields.status).toEqual({ stringValue: "pending" });
  expect(stored!.fields.website).toEqual({ stringValue: "https://example-tool.com/app" });
  expect(stored!.fields.category).toEqual({ stringValue: "productivity" });
  expect(stored!.fields.pricing).toEqual({ stringValue: "paid" });
  expect(stored!.fields.email).toEqual({ stringValue: user.email });
  expect(stored!.fields.uid?.stringValue).toMatch(/\w{10,}/);

  // A second tool within the minute is refused, with the form kept.
  await main(page).getByRole("button", { name: "Submit another tool" }).click();
  await fillTool(page, `${toolName} Two`);
  await main(page).getByRole("button", { name: "Submit tool" }).click();
  await expect(main(page).getByRole("alert")).toContainText("less than a minute ago");
  await expect(main(page).getByLabel("Tool name")).toHaveValue(`${toolName} Two`);
  expect(await submissionsNamed(`${toolName} Two`)).toHaveLength(0);
});

test("a filled honeypot pretends success and sends nothing", async ({ page }) => {
  const toolName = `Bot Tool ${uniqueUser().username}`;
  await page.goto("/submit-ai-tool");
  await fillTool(page, toolName);
  await main(page).getByLabel("Your email").fill("bot@example.com");
  await page.locator("input[name=fax_number]").fill("https://spam.example.com", { force: true });
  await main(page).getByRole("button", { name: "Submit tool" }).click();
  await expect(
    main(page).getByRole("heading", { name: `Thank you: we received ${toolName}` }),
  ).toBeVisible();
  expect(await submissionsNamed(toolName)).toHaveLength(0);
});

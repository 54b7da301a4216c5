import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { runEditorScript, temporaryCatalogue } from "./editor-scripts";
import {
  createVerifiedAccount,
  documentId,
  listDocuments,
  uniqueUser,
  writeDocument,
} from "./firebase";
import { signIn } from "./support";

const main = (page: Page) => page.getByRole("main");
const mySubmissions = (page: Page) => main(page).getByRole("region", { name: "Your submissions" });

async function submissionIdNamed(name: string): Promise<string> {
  const found = (await listDocuments("tool_submissions")).filter(
    (document) => document.fields.name?.stringValue === name,
  );
  expect(found).toHaveLength(1);
  return documentId(found[0]!);
}

/** A pending submission by `uid`, stored as the submit form stores one. */
async function seedSubmission(id: string, uid: string, fields: Record<string, string | Date>) {
  await writeDocument(`tool_submissions/${id}`, {
    name: "Seeded Tool",
    website: "https://seeded.example.com",
    category: "text",
    description: "A tool stored straight in the emulator for this test.",
    pricing: "free",
    priceText: "",
    email: "seed@example.com",
    notes: "",
    status: "pending",
    uid,
    submittedAt: new Date("2026-11-02T12:00:00Z"),
    ...fields,
  });
}

test("submit → Pending on the profile → approved with the review script → Approved", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = uniqueUser("editor");
  const uid = await createVerifiedAccount(user);
  const toolName = `Meeting Notes ${user.username}`;
  await signIn(page, user);

  // Nothing suggested yet: the empty state points to the form.
  await expect(mySubmissions(page).getByText("You haven't suggested a tool yet.")).toBeVisible();
  await mySubmissions(page).getByRole("link", { name: "Suggest a tool" }).click();
  await expect(page).toHaveURL("/submit-ai-tool");

  await main(page).getByLabel("Tool name").fill(toolName);
  await main(page)
    .getByLabel("Website")
    .fill(`https://${user.username.replace("_", "-")}.example.com`);
  await main(page).getByLabel("Category").selectOption({ label: "Productivity" });
  await main(page)
    .getByLabel("Short description")
    .fill("Turns meeting recordings into tidy notes, decisions and action items for the team.");
  await main(page).getByRole("radio", { name: "Freemium" }).check();
  await main(page).getByRole("button", { name: "Submit tool" }).click();
  await expect(
    main(page).getByRole("heading", { name: `Thank you: we received ${toolName}` }),
  ).toBeVisible();

  await main(page).getByRole("link", { name: "Your submissions" }).click();
  await expect(page).toHaveURL("/profile");
  const row = mySubmissions(page).getByRole("listitem").filter({ hasText: toolName });
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  await expect(row.getByText("An editor will review it")).toBeVisible();

  // The editor approves it from the command line (into a throwaway copy of the catalogue).
  const id = await submissionIdNamed(toolName);
  const catalogue = temporaryCatalogue();
  try {
    const listed = await runEditorScript("scripts/submissions-review.ts", [
      "--list",
      ...catalogue.args,
    ]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${id}  ${toolName}`);
    const approved = await runEditorScript("scripts/submissions-review.ts", [
      "--approve",
      id,
      "--genre",
      "Meeting notes",
      "--feature",
      "Notes from recordings",
      "--task",
      "summarize-a-meeting",
      "--pricing",
      "Freemium",
      "--price-quote",
      "Free plan; Pro adds more meetings.",
      "--json",
      ...catalogue.args,
    ]);
    expect(approved.stderr).toBe("");
    expect(approved.code).toBe(0);
    const slug = (JSON.parse(approved.stdout) as { slug: string }).slug;

    await page.reload();
    const done = mySubmissions(page).getByRole("listitem").filter({ hasText: toolName });
    await expect(done.getByText("Approved", { exact: true })).toBeVisible();
    // Not in this build's catalogue yet: no link to a page that does not exist.
    await expect(
      done.getByText("It will be listed soon, when the site is next updated."),
    ).toBeVisible();
    await expect(done.getByRole("link")).toHaveCount(0);
    expect(await page.locator(`a[href="/tools/${slug}"]`).count()).toBe(0);
  } finally {
    catalogue.remove();
  }

  // An approval whose tool is in the published catalogue links to its page.
  await seedSubmission(`listed-${uid}`, uid, {
    name: "ChatGPT",
    website: "https://chatgpt.com",
    status: "approved",
    slug: "chatgpt",
  });
  await page.reload();
  const published = mySubmissions(page).getByRole("listitem").filter({ hasText: "ChatGPT" });
  await expect(published.getByText("Approved", { exact: true })).toBeVisible();
  await expect(published.getByRole("link", { name: "see ChatGPT" })).toHaveAttribute(
    "href",
    "/tools/chatgpt",
  );

  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("a rejected submission shows the reason in words and the editor's note", async ({ page }) => {
  test.setTimeout(60_000);
  const user = uniqueUser("rejected");
  const uid = await createVerifiedAccount(user);
  const id = `reject-${uid}`;
  await seedSubmission(id, uid, { name: "Plain Calculator", website: "https://calc.example.com" });
  await signIn(page, user);
  const row = mySubmissions(page).getByRole("listitem").filter({ hasText: "Plain Calculator" });
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();

  const rejected = await runEditorScript("scripts/submissions-review.ts", [
    "--reject",
    id,
    "--reason",
    "not-ai",
    "--note",
    "It does arithmetic without any AI.",
  ]);
  expect(rejected.code).toBe(0);

  await page.reload();
  await expect(row.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(
    row.getByText("The tool does not use artificial intelligence in a way people would notice."),
  ).toBeVisible();
  await expect(row.getByText("It does arithmetic without any AI.")).toBeVisible();
  await expect(row.getByText("Sent November 2, 2026")).toBeVisible();
});

test("the submit form warns when the site is listed or already sent, and still sends", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const user = uniqueUser("dupe");
  const uid = await createVerifiedAccount(user);
  await seedSubmission(`earlier-${uid}`, uid, {
    name: "My Earlier Tool",
    website: "https://earlier-tool.example.com/app",
  });
  await signIn(page, user);
  await page.goto("/submit-ai-tool");
  const warning = main(page).getByTestId("duplicate-warning");

  // Listed: the same site written another way.
  await main(page).getByLabel("Website").fill("http://www.chatgpt.com/?utm_source=newsletter");
  await main(page).getByLabel("Category").focus();
  await expect(warning).toContainText("Already listed: chatgpt.com is the website of ChatGPT");
  await expect(warning.getByRole("link", { name: "ChatGPT", exact: true })).toHaveAttribute(
    "href",
    "/tools/chatgpt",
  );

  // Sent before by this user.
  await main(page).getByLabel("Website").fill("https://earlier-tool.example.com/app/");
  await main(page).getByLabel("Category").focus();
  await expect(warning).toContainText(
    "You already sent this website: My Earlier Tool on November 2, 2026 (waiting for review)",
  );

  // A new site: no warning.
  await main(page).getByLabel("Website").fill("https://brand-new-tool.example.com");
  await main(page).getByLabel("Category").focus();
  await expect(warning).toBeHidden();

  // Warned on send, then sent anyway with a second click.
  const toolName = `Chat Helper ${user.username}`;
  await main(page).getByLabel("Tool name").fill(toolName);
  await main(page).getByLabel("Category").selectOption({ label: "Chatbots" });
  await main(page)
    .getByLabel("Short description")
    .fill("A browser extension that adds saved replies to ChatGPT conversations.");
  // Enter in the Website field sends the form before the field is left.
  await main(page).getByLabel("Website").fill("https://chatgpt.com/g/chat-helper");
  await main(page).getByLabel("Website").press("Enter");
  await expect(warning).toContainText("You can still send it");
  await expect(warning).toBeFocused();
  expect(
    await listDocuments("tool_submissions").then((all) =>
      all.filter((document) => document.fields.name?.stringValue === toolName),
    ),
  ).toHaveLength(0);
  await main(page).getByRole("button", { name: "Submit tool" }).click();
  await expect(
    main(page).getByRole("heading", { name: `Thank you: we received ${toolName}` }),
  ).toBeVisible();
  await submissionIdNamed(toolName);
});

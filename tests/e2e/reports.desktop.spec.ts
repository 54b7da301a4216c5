import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { runEditorScript } from "./editor-scripts";
import { createAccount, uniqueUser } from "./firebase";
import { loadedScriptContaining, signIn } from "./support";

const main = (page: Page) => page.getByRole("main");

type ExportedGroup = {
  kind: string;
  itemId: string;
  path: string | null;
  reports: { id: string; problem: string; note: string; uid: string }[];
};

/** The open reports as npm run reports:export --json gives them to an editor. */
async function exportedReports(): Promise<ExportedGroup[]> {
  const result = await runEditorScript("scripts/reports-export.ts", ["--json"]);
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as ExportedGroup[];
}

test("a guest's report is kept across signing in, sent, then exported for the editors", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = uniqueUser("reporter");
  await createAccount(user);
  const note = `Plus costs $25 a month now (${user.username}).`;

  await page.goto("/tools/chatgpt");
  await page.waitForLoadState("networkidle");
  await main(page).getByRole("button", { name: "Report a problem with ChatGPT" }).click();
  const dialog = page.getByRole("dialog", { name: "Report a problem with ChatGPT" });
  await expect(dialog.getByText("Reports are sent from an account")).toBeVisible();

  // Nothing chosen: the dialog says what is missing.
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose what is wrong.")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "The price is wrong" })).toBeFocused();

  await dialog.getByRole("radio", { name: "The price is wrong" }).check();
  await dialog.getByLabel("What should it say?").fill(note);
  await expect(dialog.getByText(`${note.length}/500 characters`)).toBeVisible();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "Sign in or create an account to send your report. What you wrote is kept.",
  );
  // A guest's report never loaded Firebase.
  expect(await loadedScriptContaining(page, "identitytoolkit")).toBe(false);

  await dialog.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/login?next=%2Ftools%2Fchatgpt");
  await main(page).getByLabel("Email").fill(user.email);
  await main(page).getByLabel("Password").fill(user.password);
  await main(page).getByRole("button", { name: "Sign in" }).click();

  // Back on the tool, the report is open again as it was left.
  await expect(page).toHaveURL("/tools/chatgpt");
  const again = page.getByRole("dialog", { name: "Report a problem with ChatGPT" });
  await expect(again.getByRole("radio", { name: "The price is wrong" })).toBeChecked();
  await expect(again.getByLabel("What should it say?")).toHaveValue(note);
  await expect(again.getByText("Reports are sent from an account")).toBeHidden();
  await again.getByRole("button", { name: "Send report" }).click();
  await expect(again.getByRole("status")).toContainText("Thank you. An editor will check ChatGPT");
  await expect(again.getByRole("button", { name: "Close" }).last()).toBeFocused();
  await again.getByRole("button", { name: "Close" }).last().click();
  await expect(again).toBeHidden();
  await expect(
    main(page).getByRole("button", { name: "Report a problem with ChatGPT" }),
  ).toBeFocused();

  // A second report within 30 seconds is refused, and what was written stays.
  await page.goto("/chatgpt-prompts/business");
  await main(page)
    .getByRole("button", { name: /^Report a problem with / })
    .first()
    .click();
  const second = page.getByRole("dialog", { name: /^Report a problem with / });
  await second.getByRole("radio", { name: "Something else" }).check();
  await second.getByLabel("What should it say?").fill("Second thoughts.");
  await second.getByRole("button", { name: "Send report" }).click();
  await expect(second.getByRole("alert")).toContainText("less than 30 seconds ago");
  await expect(second.getByLabel("What should it say?")).toHaveValue("Second thoughts.");

  // The editor's export lists it under the tool, with the reporter's words.
  const groups = await exportedReports();
  const chatgpt = groups.find((group) => group.kind === "tool" && group.itemId === "chatgpt");
  expect(chatgpt?.path).toBe("/tools/chatgpt");
  const mine = chatgpt?.reports.filter((report) => report.note === note) ?? [];
  expect(mine).toHaveLength(1);
  expect(mine[0]!.problem).toBe("price");

  // Closing it takes it out of the next export.
  const closed = await runEditorScript("scripts/reports-export.ts", ["--close", mine[0]!.id]);
  expect(closed.code).toBe(0);
  const after = await exportedReports();
  expect(after.flatMap((group) => group.reports).some((report) => report.id === mine[0]!.id)).toBe(
    false,
  );
});

test("a signed-in user reports a prompt card straight away; the note is capped at 500 characters", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const user = uniqueUser("promptfix");
  await createAccount(user);
  await signIn(page, user);
  await page.goto("/chatgpt-prompts/business");
  const card = main(page).locator("article[data-prompt-card]").first();
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
  const id = await card.getAttribute("id");
  await card.getByRole("button", { name: `Report a problem with ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Report a problem with ${title}` });
  await expect(dialog.getByText("Reports are sent from an account")).toBeHidden();

  await dialog.getByRole("radio", { name: "The description is wrong or out of date" }).check();
  const note = dialog.getByLabel("What should it say?");
  await note.fill("x".repeat(501));
  await expect(dialog.getByText("501/500 characters")).toBeVisible();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(note).toHaveAccessibleDescription(/Keep the note to 500 characters or fewer/);
  await expect(note).toBeFocused();

  const results = await new AxeBuilder({ page })
    .include("dialog[open]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  const words = `The output misses the threats column (${user.username}).`;
  await note.fill(words);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("status")).toContainText("correct the prompt if needed");

  const groups = await exportedReports();
  const group = groups.find((entry) => entry.kind === "chatgpt" && entry.itemId === id);
  expect(group?.path).toBe(`/chatgpt-prompts/business#${id}`);
  expect(group?.reports.some((report) => report.note === words)).toBe(true);
});

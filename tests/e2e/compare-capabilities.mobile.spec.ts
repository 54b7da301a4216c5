import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * What the sources say of the three assistants, read from the data (not typed here), so the test
 * checks that the comparison shows exactly that: a value where a claim exists, "Not confirmed"
 * where none does, and "Shared" only where all three agree.
 */
type Claim = {
  capability: string;
  value: "yes" | "no" | "paid";
  source: { url: string; quote: string };
};
const claims = new Map<string, Claim[]>();
for (const name of readdirSync("data/capabilities")) {
  const file = JSON.parse(readFileSync(path.join("data/capabilities", name), "utf8")) as {
    tools: { slug: string; claims: Claim[] }[];
  };
  for (const tool of file.tools) claims.set(tool.slug, tool.claims);
}
const label = { yes: "Yes", no: "No", paid: "Paid plans only" } as const;
const tools = ["chatgpt", "claude", "gemini"];
const rows = [
  ["web-search", "Web search"],
  ["file-upload", "File upload"],
  ["voice-conversation", "Voice conversation"],
  ["image-generation", "Makes images"],
] as const;

test("ChatGPT, Claude and Gemini compare capability by capability, each answer tapping open onto its source", async ({
  page,
}) => {
  await page.goto(`/compare?tools=${tools.join(",")}`);
  const table = page.getByRole("table", { name: "ChatGPT, Claude, Gemini compared" });
  await expect(table).toBeVisible();
  for (const [id, name] of rows) {
    const expected = tools.map((slug) =>
      claims.get(slug)?.find((claim) => claim.capability === id),
    );
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await expect(row.getByRole("cell")).toHaveText(
      expected.map((claim) => new RegExp(`^${claim ? label[claim.value] : "Not confirmed"}`)),
    );
    const same = expected.every((claim) => claim && claim.value === expected[0]?.value);
    await expect(row.getByRole("rowheader").getByText("Shared")).toHaveCount(same ? 1 : 0);
  }
  // Tapping an answer shows the source's own words and where they come from.
  const webSearch = claims.get("chatgpt")!.find((claim) => claim.capability === "web-search")!;
  const cell = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Web search" }) })
    .getByRole("cell")
    .first();
  await cell.getByText(label[webSearch.value]).tap();
  await expect(cell.locator("q")).toHaveText(webSearch.source.quote);
  await expect(cell.locator("q")).toHaveAttribute("cite", webSearch.source.url);
  await expect(cell.getByRole("link")).toHaveAttribute("href", webSearch.source.url);
  // The features follow in each tool's own words, never paired up as "shared".
  await expect(table.getByRole("columnheader", { name: "In their own words" })).toBeVisible();
});

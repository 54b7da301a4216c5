/**
 * The answers the server added for issue #34: what changed in pricing (price_changes, from the
 * API's changes.json), what to use instead of a tool (get_alternatives, from the tool file's
 * `alternatives`), search without stop words, and a free plan's paid-from price in every list.
 */
import { describe, expect, it } from "vitest";
import { compareToolsInput, searchToolsInput, toolsForTaskInput } from "@/mcp/inputs";
import { compareTools } from "@/mcp/details";
import { queryTerms } from "@/mcp/match";
import { searchTools, toolsForTask } from "@/mcp/search";
import { callTool, fixtureData, textOf } from "./support";

describe("price_changes", () => {
  it("lists the changes of a month, newest first, old → new with the source", async () => {
    const result = await callTool("price_changes", { month: "2026-10" });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toMatchObject({
      month: "2026-10",
      total: 1,
      changes: [
        {
          on: "2026-10-20",
          tool: { slug: "chatgpt" },
          from: "Freemium, paid plans from $20/month",
          to: "Freemium, paid plans from $8/month",
        },
      ],
    });
    expect(textOf(result)).toContain(
      "1. 2026-10-20 · ChatGPT (chatgpt): Freemium, paid plans from $20/month → Freemium, paid plans from $8/month.",
    );
    expect(textOf(result)).toContain("Source: ChatGPT pricing, https://openai.example/pricing");
  });

  it("counts a change dated by its month only in that month, and filters by tool", async () => {
    const september = await callTool("price_changes", { month: "2026-09" });
    expect(september.structuredContent).toMatchObject({ total: 2 });
    const chatgpt = await callTool("price_changes", { tool: "ChatGPT" });
    const data = chatgpt.structuredContent as { changes: { on: string }[] };
    expect(data.changes.map((change) => change.on)).toEqual(["2026-10-20", "2026-09"]);
  });

  it("says when a month has none, naming the newest change, and refuses a bad month", async () => {
    const none = await callTool("price_changes", { month: "2026-11" });
    expect(none.isError).toBeUndefined();
    expect(textOf(none)).toBe(
      "No price change is recorded in 2026-11. The newest change in the directory is from 2026-10-20; omit month to see the latest ones.",
    );
    const bad = await callTool("price_changes", { month: "November" });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toBe('month must be a year and month, "YYYY-MM" (e.g. "2026-11").');
  });
});

describe("get_alternatives", () => {
  it("lists a tool's alternatives as its alternatives page does", async () => {
    const result = await callTool("get_alternatives", { slug: "chatgpt" });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toMatchObject({
      page: "https://compass.test/tools/chatgpt/alternatives",
      alternatives: [
        { slug: "claude", shared: [{ id: "write-blog-posts", name: "Write blog posts" }, {}] },
        { slug: "weekly-writer" },
      ],
    });
    expect(textOf(result)).toContain(
      "1. Claude (claude): Freemium, paid plans from $20/month.\n   Shares: Write blog posts (write-blog-posts); Answer everyday questions (answer-questions).",
    );
  });

  it("says when the site lists none, and when the deployment's files predate the list", async () => {
    const none = await callTool("get_alternatives", { slug: "midjourney" });
    expect(none.isError).toBeUndefined();
    expect(textOf(none)).toMatch(/^The site lists no alternatives to Midjourney/);
    const older = await callTool("get_alternatives", { slug: "claude" });
    expect(older.isError).toBe(true);
    expect(textOf(older)).toContain("does not list alternatives yet");
  });
});

describe("search without stop words", () => {
  it("drops question, time, price and filler words from the query", () => {
    expect(queryTerms("what changed in pricing this month")).toEqual([]);
    expect(queryTerms("What are the best tools for image generation this month?")).toEqual([
      "image",
      "generation",
    ]);
  });

  it("finds the same tools with or without them, and refuses a query of stop words only", async () => {
    const run = (query: string) => searchTools(fixtureData(), searchToolsInput.parse({ query }));
    const plain = await run("image generation");
    const wordy = await run("which tools are the best for image generation this month");
    expect(plain.ok && wordy.ok && wordy.data.results).toEqual(plain.ok && plain.data.results);
    const only = await run("what changed for this month");
    expect(only.ok).toBe(false);
    expect(!only.ok && only.error).toContain("price_changes answers what changed in pricing");
  });
});

describe("a free plan's paid-from price", () => {
  it("is shown in search and task results even from an index that states only Freemium", async () => {
    const data = fixtureData();
    const search = await searchTools(data, searchToolsInput.parse({ query: "chatgpt" }));
    expect(search.ok && search.data.results[0]).toMatchObject({
      slug: "chatgpt",
      price: "Freemium, paid plans from $8/month",
    });
    expect(search.ok && search.text).toContain(
      "Freemium, paid plans from $8/month (price confirmed",
    );
    const task = await toolsForTask(data, toolsForTaskInput.parse({ task: "write-blog-posts" }));
    const prices = task.ok && task.data.tools.map((tool) => `${tool.slug}: ${tool.price}`);
    expect(prices).toContain("claude: Freemium, paid plans from $20/month");
  });

  it("is in compare_tools' price row", async () => {
    const outcome = await compareTools(
      fixtureData(),
      compareToolsInput.parse({ slugs: ["chatgpt", "claude"] }),
    );
    expect(outcome.ok && outcome.text).toContain(
      "| Price | Freemium, paid plans from $8/month | Freemium, paid plans from $20/month |",
    );
  });
});

import { describe, expect, it } from "vitest";
import { compareTools, getTool } from "@/mcp/details";
import { compareToolsInput, getToolInput } from "@/mcp/inputs";
import { fixtureData } from "./support";

describe("get_tool", () => {
  const get = (slug: string) => getTool(fixtureData(), getToolInput.parse({ slug }));

  it("summarises the whole file: price with its date and sources, history, status, tasks, page", async () => {
    const outcome = await get("midjourney");
    if (!outcome.ok) throw new Error(outcome.error);
    for (const line of [
      "Midjourney (midjourney): Images · Image generation.",
      "Price: $10/month (price confirmed 2026-04-09).",
      "- Midjourney plans, https://midjourney.example.com/plans (seen 2026-04-09), confirms the price",
      "- 2025-01: price $8 /month (The Basic plan cost $8 a month.)",
      "Status: On sale.",
      "- Editor for inpainting and outpainting",
      "Tasks: Generate images from text (generate-images-from-text).",
      "Page: https://compass.test/tools/midjourney",
    ])
      expect(outcome.text).toContain(line);
    expect(outcome.data.tool.slug).toBe("midjourney");
    expect(outcome.data.tasks).toEqual([
      { id: "generate-images-from-text", name: "Generate images from text" },
    ]);
  });

  it("states a free plan's paid price and a lifecycle event", async () => {
    const chatgpt = await get("chatgpt");
    expect(chatgpt.ok && chatgpt.text).toContain(
      "Price: Freemium, paid plans from $8/month (price confirmed 2026-05-25).",
    );
    const closed = await get("old-writer");
    expect(closed.ok && closed.text).toContain(
      "Status: Discontinued on 2025-06; its users moved to weekly-writer.",
    );
  });

  it("accepts a name or a slug in another case", async () => {
    for (const slug of ["ChatGPT", " chatgpt ", "Pixel Forge"]) {
      const outcome = await get(slug);
      expect(outcome.ok).toBe(true);
    }
  });

  it.each([
    ["chatgtp", 'No tool has the slug "chatgtp"; did you mean "chatgpt"?'],
    ["midjorney", 'No tool has the slug "midjorney"; did you mean "midjourney"?'],
    ["zzzzzzzzzz", 'No tool has the slug "zzzzzzzzzz".'],
  ])("refuses the unknown slug %j with the closest one", async (slug, error) => {
    expect(await get(slug)).toEqual({ ok: false, error });
  });
});

describe("compare_tools", () => {
  const compare = (slugs: string[]) =>
    compareTools(fixtureData(), compareToolsInput.parse({ slugs }));

  it("puts prices, their dates and statuses side by side, lines up features and names shared tasks", async () => {
    const outcome = await compare(["chatgpt", "claude"]);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.text).toContain("| Paid plans from | $8/month | $20/month |");
    expect(outcome.text).toContain("| Price confirmed | 2026-05-25 | 2026-06-05 |");
    expect(outcome.text).toContain(
      "- ChatGPT: Web search with linked sources | Claude: Web search with citations",
    );
    expect(outcome.data.features[0]).toEqual({
      cells: ["Web search with linked sources", "Web search with citations"],
      shared: true,
    });
    expect(outcome.data.tasksInCommon.map((task) => task.id)).toEqual([
      "write-blog-posts",
      "answer-questions",
    ]);
  });

  it("says when the tools share no task", async () => {
    const outcome = await compare(["chatgpt", "midjourney", "pixel-forge"]);
    expect(outcome.ok && outcome.text).toContain("No task in common.");
  });

  it.each([
    [["chatgpt", "chatgtp"], 'No tool has the slug "chatgtp"; did you mean "chatgpt"?'],
    [["chatgpt", "ChatGPT"], '"chatgpt" is named twice; compare 2 to 4 different tools.'],
  ])("refuses %j", async (slugs, error) => {
    expect(await compare(slugs)).toEqual({ ok: false, error });
  });
});

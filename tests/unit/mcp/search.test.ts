import { describe, expect, it } from "vitest";
import { searchToolsInput, toolsForTaskInput } from "@/mcp/inputs";
import { entryOf } from "@/mcp/on-sale";
import { exactNameBonus, searchTools, searchWeights, toolsForTask } from "@/mcp/search";
import { fixtureData } from "./support";

const search = async (input: Record<string, unknown>) => {
  const outcome = await searchTools(fixtureData(), searchToolsInput.parse(input));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome;
};
const slugsOf = (outcome: Awaited<ReturnType<typeof search>>) =>
  outcome.data.results.map((result) => result.slug);

describe("search_tools", () => {
  it("finds a tool by its name first, with its price and when a source confirmed it", async () => {
    const outcome = await search({ query: "midjourney" });
    expect(slugsOf(outcome)).toEqual(["midjourney"]);
    expect(outcome.data.results[0]).toMatchObject({
      price: "$10/month",
      priceConfirmed: "2026-04-09",
      url: "https://compass.test/tools/midjourney",
      // Its name and its keyword "midjourney" both match.
      score: exactNameBonus + searchWeights.name + searchWeights.keyword,
    });
    expect(outcome.text).toContain("$10/month (price confirmed 2026-04-09)");
  });

  it("forgives a typo in a name and says when a price is not confirmed", async () => {
    expect(slugsOf(await search({ query: "midjurney" }))).toEqual(["midjourney"]);
    const forge = await search({ query: "pixel forge" });
    expect(forge.text).toContain("$96/year (price not confirmed by a source yet)");
  });

  it("ranks by the score of the fields each word is found in, ties in the site's order", async () => {
    const outcome = await search({ query: "image generation" });
    expect(slugsOf(outcome).slice(0, 4)).toEqual([
      "midjourney",
      "pixel-forge",
      "mystery-gen",
      "sketchpad-ai",
    ]);
    // "image": genre, task, category and description; "generation": genre.
    const { genre, task, category, description } = searchWeights;
    expect(outcome.data.results[0]?.score).toBe(genre + task + category + description + genre);
    const scores = outcome.data.results.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("matches a tool by the tasks it does", async () => {
    expect(slugsOf(await search({ query: "article generator" }))).toContain("weekly-writer");
  });

  it("leaves out unlisted tools, tools no longer on sale and, unless asked, adult tools", async () => {
    expect(slugsOf(await search({ query: "writing tool" }))).not.toContain("ghost-tool");
    expect(slugsOf(await search({ query: "old writer" }))).not.toContain("old-writer");
    expect(slugsOf(await search({ query: "companion" }))).toEqual([]);
    expect(slugsOf(await search({ query: "companion", includeAdult: true }))).toEqual([
      "velvet-chat",
    ]);
  });

  it.each([
    [{ freeOnly: true }, ["sketchpad-ai", "chatgpt"]],
    [{ maxMonthlyPrice: 8 }, ["pixel-forge", "sketchpad-ai", "chatgpt"]],
    [{ maxMonthlyPrice: 10, category: "images" }, ["midjourney", "pixel-forge", "sketchpad-ai"]],
    [{ category: "Images" }, ["midjourney", "pixel-forge", "sketchpad-ai", "mystery-gen"]],
  ])("filters by %j", async (filters, expected) => {
    const outcome = await search({ query: "image", ...filters });
    expect(new Set(slugsOf(outcome))).toEqual(new Set(expected));
  });

  it.each([
    [["api"], ["midjourney", "pixel-forge"]],
    [["api", "ios-app"], ["midjourney"]],
    [["linux-app"], []],
  ])("keeps the tools a source confirms have every capability of %j", async (ids, expected) => {
    const outcome = await search({ query: "image", capabilities: ids });
    expect(new Set(slugsOf(outcome))).toEqual(new Set(expected));
  });

  it("counts a yearly price ÷ 12, a weekly one × 52 ÷ 12 and a free plan as 0", () => {
    const paid = (amount: number, period: "month" | "year" | "week" | null) => ({
      kind: "paid" as const,
      amount,
      currency: "USD" as const,
      period,
      label: "",
    });
    // A file without the published entry price (built before it) is read the build's way.
    const monthly = (price: Parameters<typeof entryOf>[0]["price"]) => entryOf({ price }).monthly;
    expect(monthly(paid(96, "year"))).toBe(8);
    expect(monthly(paid(6, "week"))).toBe(26);
    expect(monthly({ kind: "freemium", label: "Freemium" })).toBe(0);
    expect(monthly({ kind: "unknown", label: "Price not listed" })).toBeNull();
  });

  it("caps the results at the limit and says how many matched", async () => {
    const outcome = await search({ query: "image", limit: 2 });
    expect(outcome.data.results).toHaveLength(2);
    expect(outcome.data.total).toBeGreaterThan(2);
    expect(outcome.text).toContain(`Showing 2 of ${outcome.data.total} tools.`);
  });

  it("answers no match with an empty list, not an error", async () => {
    const outcome = await search({ query: "submarine" });
    expect(outcome.data.results).toEqual([]);
    expect(outcome.text).toMatch(/^No tool matches "submarine"/);
  });

  it.each([
    [{ query: "the best ai tool" }, 'The query "the best ai tool" has only common words'],
    [
      { query: "image", category: "imgs" },
      'No category has the slug "imgs"; did you mean "images"?',
    ],
    [{ query: "chat", category: "nsfw" }, '"nsfw" is an adult category: pass includeAdult: true'],
  ])("refuses %j with a sentence", async (input, message) => {
    const outcome = await searchTools(fixtureData(), searchToolsInput.parse(input));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toContain(message);
  });
});

describe("tools_for_task", () => {
  const forTask = async (input: Record<string, unknown>) =>
    toolsForTask(fixtureData(), toolsForTaskInput.parse(input));

  it.each(["write-blog-posts", "blog writer", "I need an article generator"])(
    "finds the task of %j and lists its tools in the published order",
    async (task) => {
      const outcome = await forTask({ task });
      if (!outcome.ok) throw new Error(outcome.error);
      expect(outcome.data.task.id).toBe("write-blog-posts");
      expect(outcome.data.tools.map((tool) => [tool.slug, tool.mainJob])).toEqual([
        ["weekly-writer", true],
        ["claude", false],
        ["chatgpt", false],
      ]);
    },
  );

  it("caps the tools at the limit", async () => {
    const outcome = await forTask({ task: "make pictures", limit: 1 });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.data.task.id).toBe("generate-images-from-text");
    expect(outcome.data.tools.map((tool) => tool.slug)).toEqual(["sketchpad-ai"]);
    expect(outcome.data.total).toBe(3);
  });

  it("refuses words that match no task, naming examples", async () => {
    const outcome = await forTask({ task: "fly a submarine" });
    expect(outcome).toEqual({
      ok: false,
      error: expect.stringContaining('No task matches "fly a submarine"') as unknown,
    });
  });
});

describe("search_tools keywords", () => {
  it("finds a tool by a keyword only its index entry carries", async () => {
    expect(slugsOf(await search({ query: "essay helper" }))).toEqual(["chatgpt"]);
  });
});

import { describe, expect, it } from "vitest";
import { getPrompts, listCategories } from "@/mcp/collections";
import { getPromptsInput } from "@/mcp/inputs";
import { fixtureData } from "./support";

describe("list_categories", () => {
  it("lists every category with its slug and tool count, adult ones marked", async () => {
    const outcome = await listCategories(fixtureData());
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.data.categories.map((category) => category.slug)).toEqual([
      "text",
      "images",
      "nsfw",
    ]);
    expect(outcome.text).toContain("Images (images): 4 tools.");
    expect(outcome.text).toContain("NSFW (nsfw) [adult: search it with includeAdult]");
  });
});

describe("get_prompts", () => {
  const prompts = (input: Record<string, unknown>) =>
    getPrompts(fixtureData(), getPromptsInput.parse(input));

  it("returns a collection's prompts up to the limit, and its categories", async () => {
    const outcome = await prompts({ collection: "chatgpt", limit: 2 });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.data.prompts.map((prompt) => prompt.id)).toEqual([
      "business-prompt-1",
      "business-prompt-2",
    ]);
    expect(outcome.data.total).toBe(5);
    expect(outcome.data.categories).toEqual([
      { slug: "business", name: "Business", prompts: 3 },
      { slug: "writing", name: "Writing", prompts: 2 },
    ]);
    expect(outcome.text).toContain(
      "Showing 2 of 5 prompts. Categories: business (3), writing (2).",
    );
  });

  it("narrows to a category, by slug or name", async () => {
    for (const category of ["writing", "Writing"]) {
      const outcome = await prompts({ collection: "chatgpt", category });
      expect(outcome.ok && outcome.data.prompts.map((prompt) => prompt.category)).toEqual([
        "writing",
        "writing",
      ]);
    }
  });

  it("gives Midjourney prompts with their parameters and the builder link", async () => {
    const outcome = await prompts({ collection: "midjourney", limit: 1 });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.data.prompts[0]).toMatchObject({
      prompt: "concrete villa over a cliff, golden hour, architectural photography --ar 16:9 --v 7",
      builderUrl: "https://compass.test/prompt-builder?t=architecture-1",
    });
    expect(outcome.text).toContain("Produces: A polished architectural picture");
  });

  it("refuses an unknown category with the closest one and the list", async () => {
    expect(await prompts({ collection: "chatgpt", category: "bussiness" })).toEqual({
      ok: false,
      error:
        'The chatgpt collection has no category "bussiness"; did you mean "business"? Its categories: business, writing.',
    });
  });
});

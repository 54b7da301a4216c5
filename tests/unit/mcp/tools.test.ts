import { describe, expect, it } from "vitest";
import { z } from "zod";
import { limits } from "@/mcp/inputs";
import { apiData, type ApiReader } from "@/mcp/source";
import { mcpTools } from "@/mcp/tools";
import { callTool, textOf } from "./support";

describe("the MCP tools", () => {
  it("are the eight the server offers, each argument of each described", () => {
    expect(mcpTools.map((tool) => tool.name)).toEqual([
      "search_tools",
      "get_tool",
      "compare_tools",
      "tools_for_task",
      "get_alternatives",
      "price_changes",
      "list_categories",
      "get_prompts",
    ]);
    for (const tool of mcpTools) {
      expect(tool.description.length).toBeGreaterThan(60);
      const schema = z.toJSONSchema(tool.input, { io: "input" });
      expect(schema.additionalProperties).toBe(false);
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        expect(
          typeof property === "object" && property.description,
          `${tool.name}.${name}`,
        ).toBeTruthy();
    }
  });

  it("state their limits in the JSON Schemas clients see", () => {
    const schema = (name: string) => {
      const tool = mcpTools.find((candidate) => candidate.name === name);
      return JSON.stringify(tool && z.toJSONSchema(tool.input, { io: "input" }));
    };
    expect(schema("compare_tools")).toContain('"minItems":2,"maxItems":4');
    expect(schema("search_tools")).toContain(`"maximum":${limits.results.max}`);
    expect(schema("get_prompts")).toContain(`"maximum":${limits.prompts.max}`);
    expect(schema("get_prompts")).toContain('"enum":["chatgpt","midjourney"]');
  });

  it("answer with text and structured content", async () => {
    const result = await callTool("search_tools", { query: "midjourney" });
    expect(result.isError).toBeUndefined();
    expect(textOf(result)).toContain("Midjourney (midjourney)");
    expect(result.structuredContent).toMatchObject({ total: 1 });
  });

  it.each([
    ["search_tools", { query: "   " }, "The query is empty."],
    ["search_tools", {}, "The query must be text."],
    ["search_tools", { query: 5 }, "The query must be text."],
    ["search_tools", { query: "x", limit: 26 }, "limit must be a whole number from 1 to 25."],
    ["search_tools", { query: "x", free_only: true }, 'Unrecognized key: "free_only"'],
    ["compare_tools", { slugs: ["chatgpt"] }, "Compare 2 to 4 tools; you gave 1."],
    [
      "compare_tools",
      { slugs: ["a", "b", "c", "d", "e", "f"] },
      "Compare 2 to 4 tools; you gave 6.",
    ],
    ["get_tool", { slug: "" }, "The slug is empty."],
    ["compare_tools", { slugs: "chatgpt" }, "slugs must be a list of 2 to 4 tool slugs."],
    ["get_prompts", { collection: "dalle" }, 'collection must be "chatgpt" or "midjourney".'],
    [
      "get_prompts",
      { collection: "chatgpt", limit: 51 },
      "limit must be a whole number from 1 to 50.",
    ],
  ])("%s refuses %j: %s", async (name, args, message) => {
    const result = await callTool(name, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(message);
  });

  it("refuses a capability id the vocabulary does not have, listing the ids", async () => {
    const result = await callTool("search_tools", { query: "x", capabilities: ["jetpack"] });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(
      /^"jetpack" is not a capability id; use one of: web-app, ios-app, /,
    );
  });

  it("turn an unreadable API file into an error result naming the file", async () => {
    const broken: ApiReader = {
      where: "https://compass.test/api/v1/",
      locate: (file) => `https://compass.test/api/v1/${file}`,
      readText: async (file) => (file === "tools.json" ? "{ not json" : "{}"),
    };
    const result = await callTool("get_tool", { slug: "chatgpt" }, apiData(broken));
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      "The directory's data could not be read: https://compass.test/api/v1/tools.json is not valid JSON.",
    );
  });

  it("turn an unexpected failure into an error result too", async () => {
    const failing: ApiReader = {
      where: "nowhere",
      locate: (file) => file,
      readText: () => Promise.reject(new TypeError("boom")),
    };
    const result = await callTool("list_categories", {}, apiData(failing));
    expect(result).toEqual({
      content: [{ type: "text", text: "Something went wrong: boom" }],
      isError: true,
    });
  });
});

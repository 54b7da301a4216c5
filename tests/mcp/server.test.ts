/**
 * The MCP server end to end: started as its README tells a client to start it
 * (`npm run --silent mcp -- --data out`), spoken to over stdio by the SDK's own client, and
 * answering from the built out/api/v1/.
 */
import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTasksSchema } from "@/lib/api/schemas";

let client: Client;
/** What the server wrote to stderr, shown when it fails to start. */
let serverLog = "";

beforeAll(async () => {
  const transport = new StdioClientTransport({
    command: process.platform === "win32" ? "npm.cmd" : "npm",
    args: ["run", "--silent", "mcp", "--", "--data", "out"],
    stderr: "pipe",
  });
  transport.stderr?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  client = new Client({ name: "ai-compass-tests", version: "1.0.0" });
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`The MCP server did not start: ${String(error)}\n${serverLog}`);
  }
});

afterAll(async () => {
  await client.close();
});

async function call(name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  return { result, text: first?.type === "text" ? first.text : "" };
}

type Structured = Record<string, unknown> & { results?: { slug: string }[]; total?: number };

describe("the MCP server over stdio", () => {
  it("lists its six tools with their input schemas", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "compare_tools",
      "get_prompts",
      "get_tool",
      "list_categories",
      "search_tools",
      "tools_for_task",
    ]);
    const compare = tools.find((tool) => tool.name === "compare_tools");
    expect(compare?.inputSchema.properties?.slugs).toMatchObject({ minItems: 2, maxItems: 4 });
    expect(compare?.annotations?.readOnlyHint).toBe(true);
    const search = tools.find((tool) => tool.name === "search_tools");
    expect(search?.inputSchema.required).toEqual(["query"]);
  });

  it("finds Midjourney by name, with its price and when it was confirmed", async () => {
    const { result, text } = await call("search_tools", { query: "midjourney" });
    expect(result.isError).toBeFalsy();
    const data = result.structuredContent as Structured;
    expect(data.results?.[0]?.slug).toBe("midjourney");
    expect(text).toMatch(
      /Midjourney \(midjourney\)[\s\S]*\(price (confirmed \d{4}-\d{2}|not confirmed)/,
    );
  });

  it("caps a search at its limit and refuses a larger one", async () => {
    const { result } = await call("search_tools", { query: "image", limit: 25 });
    const data = result.structuredContent as Structured;
    expect(data.results?.length).toBe(Math.min(25, data.total ?? 0));
    const refused = await call("search_tools", { query: "image", limit: 500 });
    expect(refused.result.isError).toBe(true);
    expect(refused.text).toContain("limit must be a whole number from 1 to 25.");
  });

  it("refuses an empty query", async () => {
    const { result, text } = await call("search_tools", { query: "  " });
    expect(result.isError).toBe(true);
    expect(text).toContain("The query is empty.");
  });

  it("answers an unknown slug with an error and the closest slug", async () => {
    const { result, text } = await call("get_tool", { slug: "chatgtp" });
    expect(result.isError).toBe(true);
    expect(text).toBe('No tool has the slug "chatgtp"; did you mean "chatgpt"?');
  });

  it("gets a tool's whole file", async () => {
    const { result, text } = await call("get_tool", { slug: "chatgpt" });
    expect(result.isError).toBeFalsy();
    expect(text).toMatch(/^ChatGPT \(chatgpt\)/);
    expect(text).toContain("Price: ");
    expect(result.structuredContent).toMatchObject({ tool: { slug: "chatgpt" } });
  });

  it.each([1, 6])("refuses to compare %i tools", async (count) => {
    const slugs = ["chatgpt", "claude", "gemini", "perplexity", "midjourney", "copilot"];
    const { result, text } = await call("compare_tools", { slugs: slugs.slice(0, count) });
    expect(result.isError).toBe(true);
    expect(text).toContain(`Compare 2 to 4 tools; you gave ${count}.`);
  });

  it("compares two tools side by side", async () => {
    const { result, text } = await call("compare_tools", { slugs: ["chatgpt", "claude"] });
    expect(result.isError).toBeFalsy();
    expect(text).toContain("| Price confirmed |");
  });

  it("finds a task's tools from words", async () => {
    const { tasks } = apiTasksSchema.parse(
      JSON.parse(readFileSync("out/api/v1/tasks.json", "utf8")),
    );
    const task = tasks.find((candidate) => candidate.tools.length > 0);
    const { result, text } = await call("tools_for_task", {
      task: task ? task.name.toLowerCase() : "transcribe a meeting",
    });
    // The build lists tasks once tools name them; until then the server says there are none.
    if (!task) return expect(text).toBe("The directory lists no tasks yet.");
    expect(result.isError).toBeFalsy();
    const data = result.structuredContent as {
      task: { id: string };
      otherTasks: { id: string }[];
    };
    expect([data.task.id, ...data.otherTasks.map((other) => other.id)]).toContain(task.id);
  });

  it("lists the categories", async () => {
    const { result, text } = await call("list_categories", {});
    expect(result.isError).toBeFalsy();
    expect(text).toContain("(images)");
  });

  it("gets a collection's prompts, capped", async () => {
    const { result } = await call("get_prompts", { collection: "chatgpt", limit: 3 });
    const data = result.structuredContent as { prompts: unknown[]; total: number };
    expect(data.prompts).toHaveLength(3);
    expect(data.total).toBeGreaterThan(3);
    const midjourney = await call("get_prompts", { collection: "midjourney" });
    expect((midjourney.result.structuredContent as { prompts: unknown[] }).prompts).toHaveLength(
      10,
    );
    expect(midjourney.text).toContain("--v ");
  });
});

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
import { apiChangesSchema, apiTasksSchema, apiToolIndexSchema } from "@/lib/api/schemas";

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
  it("lists its eight tools with their input schemas", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "compare_tools",
      "get_alternatives",
      "get_prompts",
      "get_tool",
      "list_categories",
      "price_changes",
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

  it("answers what changed in pricing in a month, as changes.json lists it", async () => {
    const { changes } = apiChangesSchema.parse(
      JSON.parse(readFileSync("out/api/v1/changes.json", "utf8")),
    );
    const month = changes[0]?.on.slice(0, 7) ?? "2026-01";
    const { result, text } = await call("price_changes", { month });
    expect(result.isError).toBeFalsy();
    const data = result.structuredContent as { total: number; changes: { on: string }[] };
    expect(data.total).toBe(changes.filter((change) => change.on.startsWith(month)).length);
    for (const change of data.changes) expect(change.on.startsWith(month)).toBe(true);
    if (changes.length > 0) expect(text).toContain(" → ");
  });

  it("lists Cursor's alternatives as its alternatives page does", async () => {
    const page = readFileSync("out/tools/cursor/alternatives.html", "utf8");
    const linked = [...page.matchAll(/href="\/tools\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    const onPage = linked.filter((slug, i) => slug !== "cursor" && linked.indexOf(slug) === i);
    const { result, text } = await call("get_alternatives", { slug: "Cursor" });
    expect(result.isError).toBeFalsy();
    const data = result.structuredContent as { alternatives: { slug: string }[] };
    expect(data.alternatives.length).toBeGreaterThan(0);
    expect(data.alternatives.map((other) => other.slug)).toEqual(
      onPage.slice(0, data.alternatives.length),
    );
    expect(text).toMatch(/^Alternatives to Cursor \(cursor\)/);
  });

  it("ignores stop words in a search", async () => {
    const plain = await call("search_tools", { query: "image generation" });
    const wordy = await call("search_tools", {
      query: "what are the best tools for image generation this month",
    });
    expect(wordy.result.structuredContent).toMatchObject({
      total: (plain.result.structuredContent as Structured).total,
      results: (plain.result.structuredContent as Structured).results,
    });
    const only = await call("search_tools", { query: "what changed in pricing this month" });
    expect(only.result.isError).toBe(true);
    expect(only.text).toContain("price_changes");
  });

  it("shows a free plan's paid-from price in search results", async () => {
    const { tools } = apiToolIndexSchema.parse(
      JSON.parse(readFileSync("out/api/v1/tools.json", "utf8")),
    );
    const freemium = tools.find(
      (tool) => tool.ranked && tool.rating === "general" && tool.entryPrice?.paidFrom,
    );
    expect(freemium).toBeDefined();
    const { result, text } = await call("search_tools", { query: freemium!.name });
    const first = (result.structuredContent as { results: { slug: string; price: string }[] })
      .results[0];
    expect(first).toMatchObject({
      slug: freemium!.slug,
      price: `Freemium, paid plans from ${freemium!.entryPrice!.paidFrom!.label}`,
    });
    expect(text).toContain(`Freemium, paid plans from ${freemium!.entryPrice!.paidFrom!.label} (`);
  });
});

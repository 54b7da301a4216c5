import { describe, expect, it } from "vitest";
import { findIntents, findTool, type FinderTool } from "@/lib/tasks/intents";

const tools: FinderTool[] = [
  ["cursor", "Cursor", 1],
  ["chatgpt", "ChatGPT", 1],
  ["claude", "Claude", 1],
  ["notion-ai", "Notion AI", 0],
  ["midjourney", "Midjourney", 1],
];

describe("what a need asks for besides a task", () => {
  it.each([
    ["alternative to cursor", "/tools/cursor/alternatives"],
    ["alternatives for Cursor", "/tools/cursor/alternatives"],
    ["best free alternatives to midjourney", "/tools/midjourney/alternatives"],
    ["instead of chatgpt", "/tools/chatgpt/alternatives"],
    ["apps like midjorney", "/tools/midjourney/alternatives"],
    ["cursor alternatives", "/tools/cursor/alternatives"],
    ["notion ai competitors", "/tools/notion-ai#alternatives"],
  ])("“%s” → %s", (query, href) => {
    expect(findIntents(query, tools)[0]?.href).toBe(href);
  });

  it("reads “X vs Y” as the comparison of the two tools", () => {
    expect(findIntents("chatgpt vs claude", tools)).toEqual([
      { href: "/compare?tools=chatgpt,claude", label: "Compare ChatGPT and Claude" },
    ]);
    expect(findIntents("Chat GPT versus Claude", tools)[0]?.href).toBe(
      "/compare?tools=chatgpt,claude",
    );
    expect(findIntents("chatgpt vs spaceship", tools)).toEqual([]);
  });

  it("sends price changes, closed tools and our data to their pages", () => {
    expect(findIntents("price changes", tools).map((i) => i.href)).toEqual(["/changes"]);
    expect(findIntents("which tools raised their prices recently", tools)[0]?.href).toBe(
      "/changes",
    );
    expect(findIntents("ai tools that shut down", tools)[0]?.href).toBe("/graveyard");
    expect(findIntents("discontinued apps", tools)[0]?.href).toBe("/graveyard");
    expect(findIntents("api", tools)[0]?.href).toBe("/developers");
    expect(findIntents("can I download the data as json", tools)[0]?.href).toBe("/developers");
  });

  it("reads a plain need as none of these", () => {
    expect(findIntents("transcribe my meetings", tools)).toEqual([]);
    expect(findIntents("", tools)).toEqual([]);
  });
});

describe("findTool", () => {
  it("finds a tool by slug, name, spacing or a typo in a long enough name, else nothing", () => {
    expect(findTool("Notion AI", tools)?.[0]).toBe("notion-ai");
    expect(findTool("chat gpt", tools)?.[0]).toBe("chatgpt");
    expect(findTool("chatgtp", tools)?.[0]).toBe("chatgpt");
    expect(findTool("curs", tools)).toBeNull();
    expect(findTool("photoshop", tools)).toBeNull();
  });
});

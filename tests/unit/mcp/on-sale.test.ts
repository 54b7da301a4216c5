/**
 * The MCP server reads on sale, ranked and the entry price from the API's fields (lib/api,
 * decided by lib/directory/on-sale.ts), never from the status or the price kind: here the
 * fixture's index is given fields that disagree with its statuses and prices on purpose.
 */
import { describe, expect, it } from "vitest";
import { searchToolsInput, toolsForTaskInput } from "@/mcp/inputs";
import { searchTools, toolsForTask } from "@/mcp/search";
import { apiData, folderReader, type ApiReader } from "@/mcp/source";
import { fixtureDir } from "./support";

type Entry = Record<string, unknown> & { slug: string };

/** The fixture API with the index's entries changed by `patch`. */
function patchedData(patch: (entry: Entry) => Entry) {
  const folder = folderReader(fixtureDir);
  const reader: ApiReader = {
    ...folder,
    async readText(file) {
      const text = await folder.readText(file);
      if (file !== "tools.json") return text;
      const index = JSON.parse(text) as { tools: Entry[] };
      return JSON.stringify({ ...index, tools: index.tools.map(patch) });
    },
  };
  return apiData(reader);
}

const free = (entry: Entry): Entry => ({
  ...entry,
  onSale: true,
  ranked: true,
  entryPrice: { kind: "free", monthly: 0, currency: null, paidFrom: null, label: "Free" },
});

describe("the MCP server reads the published fields", () => {
  it("leaves out a tool the API says is not ranked, whatever its status", async () => {
    const data = patchedData((entry) =>
      entry.slug === "midjourney" ? { ...entry, onSale: false, ranked: false } : entry,
    );
    const outcome = await searchTools(data, searchToolsInput.parse({ query: "midjourney" }));
    expect(outcome.ok && outcome.data.results.map((r) => r.slug)).toEqual([]);
  });

  it("filters and prices by the published entry price, showing a free plan's paid-from price", async () => {
    const data = patchedData((entry) =>
      entry.slug === "chatgpt"
        ? {
            ...entry,
            entryPrice: {
              kind: "free-plan",
              monthly: 0,
              currency: null,
              paidFrom: {
                kind: "paid",
                amount: 8,
                currency: "USD",
                period: "month",
                label: "$8/month",
              },
              label: "Freemium, paid plans from $8/month",
            },
          }
        : entry.slug === "midjourney"
          ? free(entry)
          : entry,
    );
    const chat = await searchTools(data, searchToolsInput.parse({ query: "chatgpt" }));
    expect(chat.ok && chat.data.results[0]).toMatchObject({
      slug: "chatgpt",
      price: "Freemium, paid plans from $8/month",
    });
    expect(chat.ok && chat.text).toContain("Freemium, paid plans from $8/month (price confirmed");
    // Midjourney's index says $10/month, but its published entry price says free.
    const images = await searchTools(
      data,
      searchToolsInput.parse({ query: "midjourney", freeOnly: true }),
    );
    expect(images.ok && images.data.results.map((r) => r.slug)).toEqual(["midjourney"]);
  });

  it("lists a task's tools the API ranks", async () => {
    const data = patchedData((entry) =>
      entry.slug === "claude" ? { ...entry, onSale: false, ranked: false } : entry,
    );
    const outcome = await toolsForTask(data, toolsForTaskInput.parse({ task: "write-blog-posts" }));
    expect(outcome.ok && outcome.data.tools.map((tool) => tool.slug)).toEqual([
      "weekly-writer",
      "chatgpt",
    ]);
  });
});

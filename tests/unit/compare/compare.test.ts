import { describe, expect, it } from "vitest";
import { buildCatalogue, type DirectoryTool } from "@/lib/directory/catalogue";
import { alignFeatures, contentWords } from "@/lib/compare/features";
import { comparePairs, pairsByTool, popularPairs } from "@/lib/compare/pairs";
import { toolRecord, toolShard, toolShardCount, toolShards } from "@/lib/compare/records";
import { verdict } from "@/lib/compare/verdict";
import { checkListName, freeListNumber, maxLists, newListId } from "@/lib/lists/lists";
import { category, discontinuedOn, validTool, withPrice } from "../directory/fixtures";

function catalogue(items: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const report = buildCatalogue(
    [{ file: "data/tools/01-text.json", data: category(items, extra) }],
    { publicFileExists: () => true, today: "2026-11-24" },
  );
  expect(report.errors).toEqual([]);
  return report.catalogue.tools;
}

const tool = (name: string, change: Record<string, unknown> = {}) => ({
  ...validTool,
  name,
  link: `/tools/${name.toLowerCase().replace(/\s+/g, "-")}`,
  imageUrl: "/images/tools/example-writer.svg",
  ...change,
});

describe("alignFeatures", () => {
  it("puts lines that share two content words on one shared row, the rest on their own rows", () => {
    const rows = alignFeatures([
      ["Web search with linked sources", "Voice conversations"],
      ["Long context window", "Web search with citations"],
    ]);
    expect(rows[0]).toEqual({
      cells: ["Web search with linked sources", "Web search with citations"],
      shared: true,
    });
    expect(rows.slice(1)).toEqual([
      { cells: ["Voice conversations", null], shared: false },
      { cells: [null, "Long context window"], shared: false },
    ]);
  });

  it("matches each line at most once, and folds plurals", () => {
    expect([...contentWords("PDFs and images")]).toEqual(["pdf", "image"]);
    const rows = alignFeatures([
      ["Image and PDF understanding"],
      ["PDF and image upload", "PDF image export"],
    ]);
    expect(rows.filter((row) => row.shared)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });
});

describe("comparePairs", () => {
  const tools = catalogue([
    tool("Alpha", { keywords: ["writing", "editing", "grammar"] }),
    tool("Beta", { keywords: ["writing", "editing", "grammar"] }),
    tool("Gamma", { keywords: ["writing", "seo"] }),
    tool("Delta", { keywords: ["writing"], ...discontinuedOn("2026-01-01") }),
  ]);

  it("pairs each active tool with its closest alternatives, once, slugs in order, best first", () => {
    const pairs = comparePairs(tools, { perTool: 2 });
    const keys = pairs.map((pair) => pair.key);
    expect(keys[0]).toBe("alpha-vs-beta");
    expect(new Set(keys).size).toBe(keys.length);
    for (const pair of pairs) expect(pair.a.slug < pair.b.slug).toBe(true);
    expect(keys.some((key) => key.includes("delta"))).toBe(false);
  });

  it("keeps at most `max` pairs, the strongest", () => {
    expect(comparePairs(tools, { perTool: 3, max: 1 }).map((p) => p.key)).toEqual([
      "alpha-vs-beta",
    ]);
  });

  it("indexes pairs by tool and suggests featured tools' pairs first", () => {
    const withFeatured = catalogue([
      tool("Alpha", { keywords: ["writing", "editing", "grammar"] }),
      tool("Beta", { keywords: ["writing", "editing", "grammar"] }),
      tool("Gamma", { keywords: ["writing"], promo: "Featured" }),
    ]);
    const pairs = comparePairs(withFeatured);
    expect(
      pairsByTool(pairs)
        .get("gamma")
        ?.every((p) => p.key.includes("gamma")),
    ).toBe(true);
    expect(popularPairs(pairs, 1)[0]!.key).toContain("gamma");
  });

  it("never pre-renders a comparison of adult tools", () => {
    const adult = catalogue(
      [
        tool("Alpha", { keywords: ["x", "y"], censored: "true" }),
        tool("Beta", { keywords: ["x", "y"], censored: "true" }),
      ],
      { name: "NSFW", adult: true },
    );
    expect(adult.every((t) => t.adult)).toBe(true);
    expect(comparePairs(adult)).toEqual([]);
  });
});

describe("verdict", () => {
  const [free, paid] = catalogue([
    tool("Alpha", withPrice("Freemium", "$8 /month")),
    tool("Beta", withPrice("price $20 /month")),
  ]) as [DirectoryTool, DirectoryTool];

  it("says how each is priced, which can be used free, and which starts cheaper", () => {
    const sentences = verdict(toolRecord(free), toolRecord(paid));
    expect(sentences[0]).toBe(
      "Alpha has a free plan, with paid plans from $8/month; Beta is paid, from $20/month.",
    );
    expect(sentences).toContain("Only Alpha can be used without paying.");
    expect(sentences).toContain(
      "Alpha's paid plans start lower than Beta's ($8/month against $20/month).",
    );
    expect(sentences.at(-1)).toBe(
      "Pricing: Alpha confirmed October 2026, Beta confirmed October 2026.",
    );
  });
});

describe("tool records", () => {
  it("spread tools over the shards by a stable hash, and keep adult links out", () => {
    expect(toolShard("chatgpt")).toBe(toolShard("chatgpt"));
    expect(toolShard("chatgpt")).toBeGreaterThanOrEqual(0);
    expect(toolShard("chatgpt")).toBeLessThan(toolShardCount);
    const tools = catalogue([tool("Alpha"), tool("Beta")]);
    const shards = toolShards(tools);
    expect(shards).toHaveLength(toolShardCount);
    expect(
      shards
        .flat()
        .map((r) => r.slug)
        .sort(),
    ).toEqual(["alpha", "beta"]);
    const [adult] = catalogue([tool("Gated", { censored: "true" })], { name: "NSFW", adult: true });
    expect(toolRecord(adult!).outbound).toBeNull();
    expect(toolRecord(adult!).links).toEqual([]);
  });
});

describe("lists", () => {
  it("checks names: trimmed, 1 to 60 characters, with the reason when not", () => {
    expect(checkListName("  Writing   tools ")).toEqual({ ok: true, name: "Writing tools" });
    expect(checkListName("   ")).toEqual({ ok: false, message: "Give the list a name." });
    expect(checkListName("x".repeat(61))).toEqual({
      ok: false,
      message: "Keep the name to 60 characters or fewer (it has 61).",
    });
  });

  it("numbers a user's lists 1 to 20 and finds the first free number", () => {
    expect(freeListNumber("u", [])).toBe(1);
    expect(freeListNumber("u", [{ id: newListId(1) }, { id: newListId(3) }])).toBe(2);
    const all = Array.from({ length: maxLists }, (_, i) => ({ id: newListId(i + 1) }));
    expect(freeListNumber("u", all)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { slugsFromQuery } from "@/components/compare/compare-view";
import { compareQueryScript } from "@/lib/compare/query-script";
import { toolShard, toolShardPath } from "@/lib/compare/records";
import { maxCompared } from "@/lib/compare/tray";

/** Runs the inline script against a page whose address has this query; what it did. */
function run(search: string) {
  const preloads: { rel: string; as: string; crossOrigin: string; href: string }[] = [];
  const dataset: Record<string, string> = {};
  const document = {
    documentElement: { dataset },
    head: { appendChild: (link: (typeof preloads)[number]) => preloads.push(link) },
    createElement: (tag: string) => {
      expect(tag).toBe("link");
      return { rel: "", as: "", crossOrigin: "", href: "" };
    },
  };
  new Function("location", "document", compareQueryScript)({ search }, document);
  return { marked: "compareQuery" in dataset, preloads };
}

/** The shard files the compare view will fetch for this query, in the order it asks. */
function shardsTheViewFetches(search: string): string[] {
  const { slugs } = slugsFromQuery(search);
  return [...new Set(slugs.slice(0, maxCompared).map((slug) => toolShardPath(toolShard(slug))))];
}

describe("the compare page's inline query script", () => {
  it("does nothing on a plain /compare", () => {
    expect(run("")).toEqual({ marked: false, preloads: [] });
    expect(run("?other=1")).toEqual({ marked: false, preloads: [] });
  });

  it.each([
    "?tools=chatgpt,claude,gemini",
    "?tools=chatgpt",
    "?tools=ChatGPT,%20claude%20,gemini",
    "?tools=a,a,b,c,d,e,f",
    "?tools=midjourney,not%20a%20slug,stable-diffusion,-bad-,leonardo-ai,ideogram,runway",
    "?x=1&tools=notion-ai,grammarly,jasper,copy-ai,writesonic",
  ])("marks the page and preloads exactly the shards the view fetches for %s", (search) => {
    const { marked, preloads } = run(search);
    expect(marked).toBe(true);
    expect(preloads.map((link) => link.href)).toEqual(shardsTheViewFetches(search));
    for (const link of preloads) {
      expect(link).toMatchObject({ rel: "preload", as: "fetch", crossOrigin: "anonymous" });
    }
  });

  it("marks the page but fetches nothing when every name is malformed", () => {
    expect(run("?tools=")).toEqual({ marked: true, preloads: [] });
    expect(run(`?tools=${"x".repeat(101)},<script>`)).toEqual({ marked: true, preloads: [] });
  });
});

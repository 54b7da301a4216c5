import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CheckResult } from "../../../scripts/lib/links/check";
import type { LinkTarget } from "../../../scripts/lib/links/collect";
import { buildReport, summaryLines, writeReport } from "../../../scripts/lib/links/report";
import { renderMarkdown } from "../../../scripts/lib/links/report-markdown";
import { mapWithConcurrency } from "../../../scripts/lib/links/run";
import { makeTempDir } from "../articles/helpers";

const tool = (name: string, field = "externalLink") => ({
  file: "data/tools/01-text.json",
  owner: name,
  field,
});

const targets: LinkTarget[] = [
  { url: "https://ok.test/", uses: [tool("Fine")] },
  { url: "https://dead.test/", uses: [tool("Closed"), tool("Other", "sources[0].url")] },
  { url: "https://old.test/?ref=aicompass", uses: [tool("Renamed")] },
];

const results: CheckResult[] = [
  {
    url: targets[0]!.url,
    hops: [{ url: targets[0]!.url, method: "GET", status: 200 }],
    finalUrl: targets[0]!.url,
    status: 200,
    ms: 5,
  },
  {
    url: targets[1]!.url,
    hops: [{ url: targets[1]!.url, method: "GET", status: 404 }],
    finalUrl: targets[1]!.url,
    status: 404,
    ms: 5,
  },
  {
    url: targets[2]!.url,
    hops: [
      { url: targets[2]!.url, method: "HEAD", status: 301, location: "https://new.test/" },
      { url: "https://new.test/", method: "GET", status: 200, headStatus: 405 },
    ],
    finalUrl: "https://new.test/",
    status: 200,
    body: "<html>a page</html>",
    ms: 5,
  },
];

const report = buildReport(
  targets,
  results,
  { concurrency: 8, timeoutMs: 15_000 },
  new Date("2026-06-01T00:00:00Z"),
);

describe("the report", () => {
  it("counts URLs, places and findings", () => {
    expect(report.summary).toEqual({
      urls: 3,
      places: 4,
      ok: 1,
      byKind: { dead: 1, blocked: 0, parked: 0, moved: 1, "params-lost": 1 },
      deadBy: { "not-found": 1 },
    });
    // The page's body is read for the parked check, not kept in the report.
    expect(JSON.stringify(report)).not.toContain("a page");
  });

  it("has a section per problem with each URL, its places, its hops and what to do", () => {
    const markdown = renderMarkdown(report);
    expect(markdown).toContain("| OK | 1 |\n| Dead | 1 |");
    expect(markdown).toContain("Dead by cause: 404 not found 1.");
    const dead = markdown.slice(markdown.indexOf("## Dead (1)"), markdown.indexOf("## Moved"));
    expect(dead).toContain('"status": "discontinued"');
    expect(dead).toContain("- Result: dead: 404 Not Found (404 not found)");
    expect(dead).toContain(
      "  - data/tools/01-text.json › Closed › externalLink\n  - data/tools/01-text.json › Other › sources[0].url",
    );
    expect(markdown).toContain(
      "- Hops: HEAD <https://old.test/?ref=aicompass> 301 → GET <https://new.test/> 200 (HEAD 405)",
    );
    expect(markdown).toContain("## Query parameters lost in a redirect (1)");
    expect(markdown).toContain("- Result: lost ref (referral: ref)");
    expect(markdown).not.toContain("## Parked");
    expect(markdown).not.toContain("<https://ok.test/>");
  });

  it("prints a short summary naming the dead URLs", () => {
    expect(summaryLines(report, ["r/report.json", "r/report.md"])).toEqual([
      "Links: 3 URLs in 4 places: 1 ok, 1 dead, 0 parked or for sale, 1 moved to another domain, 1 lost query parameters in a redirect, 0 refused the check.",
      "  ✗ https://dead.test/ (404 Not Found)",
      "Report: r/report.json and r/report.md",
    ]);
  });
});

describe("writeReport", () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir, cleanup } = makeTempDir("links-report")));
  afterEach(() => cleanup());

  it("writes report.json and report.md into a new directory", async () => {
    const out = path.join(dir, "reports", "links");
    const files = await writeReport(report, out);
    expect(files).toEqual([path.join(out, "report.json"), path.join(out, "report.md")]);
    expect(JSON.parse(readFileSync(files[0]!, "utf8"))).toEqual(JSON.parse(JSON.stringify(report)));
    expect(readFileSync(files[1]!, "utf8")).toBe(renderMarkdown(report));
  });
});

describe("mapWithConcurrency", () => {
  it("never runs more than the limit at once, and keeps the order of results", async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 1, 2], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n * 5));
      running -= 1;
      return n * 10;
    });
    expect(most).toBe(3);
    expect(results).toEqual([50, 10, 40, 20, 30, 10, 20]);
  });
});

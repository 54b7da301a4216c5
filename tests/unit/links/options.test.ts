import { describe, expect, it } from "vitest";
import { UsageError } from "../../../scripts/lib/command-line";
import type { LinkTarget } from "../../../scripts/lib/links/collect";
import {
  matchesOnly,
  parseLinksCheckArgs,
  selectTargets,
} from "../../../scripts/lib/links/options";

describe("parseLinksCheckArgs", () => {
  it("has defaults", () => {
    expect(parseLinksCheckArgs([])).toEqual({
      concurrency: 8,
      timeoutMs: 15_000,
      out: "reports/links",
      failOnDead: false,
    });
  });

  it("reads every option", () => {
    expect(
      parseLinksCheckArgs([
        "--concurrency",
        "4",
        "--timeout",
        "5000",
        "--out",
        "tmp/r",
        "--only",
        "openai.com",
        "--limit",
        "20",
        "--fail-on-dead",
      ]),
    ).toEqual({
      concurrency: 4,
      timeoutMs: 5000,
      out: "tmp/r",
      only: "openai.com",
      limit: 20,
      failOnDead: true,
    });
  });

  it.each([
    [["--concurrency", "0"], '--concurrency must be a whole number from 1 to 64, got "0"'],
    [["--timeout", "fast"], '--timeout must be a whole number from 100 to 120000, got "fast"'],
    [["--limit", "2.5"], '--limit must be a whole number from 1 to 1000000, got "2.5"'],
    [["--only", " "], "--only must not be empty"],
    [["--colour"], "Unknown option '--colour'"],
    [["extra"], "Unexpected argument 'extra'"],
  ])("rejects %j", (args, message) => {
    expect(() => parseLinksCheckArgs(args)).toThrow(UsageError);
    expect(() => parseLinksCheckArgs(args)).toThrow(message);
  });
});

const target = (url: string, file = "data/tools/01-text.json"): LinkTarget => ({
  url,
  uses: [{ file, owner: "Netflix AI", field: "externalLink" }],
});

describe("--only and --limit", () => {
  it("matches a domain and its subdomains, not a longer name ending the same", () => {
    expect(matchesOnly(target("https://x.com/openai"), "x.com")).toBe(true);
    expect(matchesOnly(target("https://mobile.x.com/openai"), "x.com")).toBe(true);
    expect(matchesOnly(target("https://netflix.com/"), "x.com")).toBe(false);
  });

  it("matches other text in the URL or in a place", () => {
    expect(matchesOnly(target("https://a.test/?via=aicompass"), "via=")).toBe(true);
    expect(matchesOnly(target("https://a.test/"), "netflix ai")).toBe(true);
    expect(
      matchesOnly(target("https://a.test/", "data/tools/02-images.json"), "01-text.json"),
    ).toBe(false);
  });

  it("keeps the first N of the chosen URLs", () => {
    const targets = [
      "https://a.test/1",
      "https://b.test/",
      "https://a.test/2",
      "https://a.test/3",
    ].map((url) => target(url));
    expect(selectTargets(targets, { only: "a.test", limit: 2 }).map((t) => t.url)).toEqual([
      "https://a.test/1",
      "https://a.test/2",
    ]);
  });
});

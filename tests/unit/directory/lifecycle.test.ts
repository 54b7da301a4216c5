import { describe, expect, it } from "vitest";
import { buildCatalogue, type CatalogueFile } from "@/lib/directory/catalogue";
import { describeFreshness, freshnessSummary } from "@/lib/directory/freshness";
import { pricingSource } from "@/lib/directory/record-rules";
import { category, validTool } from "./fixtures";

const existing = new Set(["/images/tools/example-writer.svg"]);
const file = "data/tools/01-text.json";
const where = `${file} › "Example Writer" ›`;

function check(files: CatalogueFile[], logoExists?: (ref: string) => boolean) {
  return buildCatalogue(files, {
    publicFileExists: (p) => existing.has(p),
    today: "2026-11-24",
    ...(logoExists ? { logoExists } : {}),
  });
}

function report(change: Record<string, unknown>) {
  return check([{ file, data: category([{ ...validTool, ...change }]) }]);
}

const source = (seen: string, url = `https://example.com/${seen}`, flags: object = {}) => ({
  url,
  title: `Example Writer pricing (${seen})`,
  seen,
  kind: "vendor" as const,
  quote: "Example Writer Pro is $9.99 a month; Example Writer has closed.",
  ...flags,
});
const priceSource = (seen: string) =>
  source(seen, `https://example.com/p/${seen}`, { confirmsPrice: true });
const eventSource = (seen: string) =>
  source(seen, `https://example.com/news/${seen}`, { confirmsStatus: true });
const withSources = (...extra: object[]) => ({ sources: [...validTool.sources, ...extra] });

describe("sources, the derived price date and the lifecycle: each failing record names file, tool and field", () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      "a typed checkedAt, naming the source it is derived from",
      { checkedAt: "2026-10-01" },
      `${where} checkedAt: is derived from the newest source marked confirmsPrice, "Example Writer's new plans" (2026-10-01); remove checkedAt`,
    ],
    [
      "a typed checkedAt that disagrees with the newest confirming source",
      { checkedAt: "2026-04-09", sources: [priceSource("2026-06-20"), source("2026-04-09")] },
      `${where} checkedAt: says 2026-04-09, but the newest source marked confirmsPrice is "Example Writer pricing (2026-06-20)" (2026-06-20); remove checkedAt (the date is derived from that source)`,
    ],
    [
      "a typed checkedAt with no confirming source",
      { checkedAt: "2026-03-14", sources: [source("2026-03-14")] },
      `${where} checkedAt: is derived, not typed: mark the source that states the price with "confirmsPrice": true and remove checkedAt`,
    ],
    [
      "a price that no source is marked as confirming",
      { sources: [source("2026-02")] },
      `${where} pricing: the entry states a price (pricing, paidFrom or pricingNote) but no source is marked "confirmsPrice": true; mark the source that states it, or leave pricing "" and the other two out`,
    ],
    [
      "a source marked as confirming a price the entry does not state",
      { pricing: "" },
      `${where} sources[0].confirmsPrice: the entry states no price for "Example Writer's new plans" (2026-10-01) to confirm (pricing is "")`,
    ],
    [
      "no source at all on a listed tool",
      { pricing: "", sources: undefined },
      `${where} sources: every tool lists at least one source that supports its page; a tool no source supports at all is marked "status": "unverified" with "lastSeen"`,
    ],
    [
      "a source dated later than today",
      withSources(source("2027-01")),
      `${where} sources[1].seen: 2027-01 is in the future`,
    ],
    [
      "the same source twice",
      { sources: [...validTool.sources, validTool.sources[0]] },
      `${where} sources[1].url: https://example.com/blog/new-plans is listed twice`,
    ],
    [
      "a status source on a tool with nothing to report",
      withSources(eventSource("2026-05")),
      `${where} sources[1].confirmsStatus: the entry records no lifecycle event or owner for "Example Writer pricing (2026-05)" (2026-05) to confirm`,
    ],
    [
      "discontinued without a date",
      { status: "discontinued", ...withSources(eventSource("2026-05")) },
      `${where} statusOn: required when status is "discontinued"`,
    ],
    [
      "discontinued without a source that reports it",
      { status: "discontinued", statusOn: "2026-04" },
      `${where} sources: status "discontinued" needs a source that reports it, marked "confirmsStatus": true`,
    ],
    [
      "a closing date in the future",
      { status: "discontinued", statusOn: "2027-02", ...withSources(eventSource("2026-05")) },
      `${where} statusOn: 2027-02 is in the future`,
    ],
    [
      "an event date on an active tool",
      { statusOn: "2026-04" },
      `${where} statusOn: only a tool whose status is "discontinued" or "renamed" or "merged" has it`,
    ],
    [
      "the old discontinuedOn field",
      { discontinuedOn: "2026-04" },
      `${where} discontinuedOn: renamed "statusOn" (the date of any lifecycle event)`,
    ],
    [
      "the retired banner",
      { bgImageUrl: "/images/tools/bg/example-writer.svg" },
      `${where} bgImageUrl: tool pages no longer show a banner; remove the field`,
    ],
    [
      "renamed without the new name",
      { status: "renamed", statusOn: "2026-05", ...withSources(eventSource("2026-05")) },
      `${where} renamedTo: required when status is "renamed"`,
    ],
    [
      "a new name on a tool that was not renamed",
      { renamedTo: "Example Pro" },
      `${where} renamedTo: only a tool whose status is "renamed" has it`,
    ],
    [
      "merged without a successor",
      { status: "merged", statusOn: "2026-05", ...withSources(eventSource("2026-05")) },
      `${where} successor: required when status is "merged"`,
    ],
    [
      "a successor that is not listed",
      {
        status: "merged",
        statusOn: "2026-05",
        successor: "nowhere",
        ...withSources(eventSource("2026-05")),
      },
      `${where} successor: no listed tool has the slug "nowhere"`,
    ],
    [
      "a successor that is the tool itself",
      {
        status: "merged",
        statusOn: "2026-05",
        successor: "example-writer",
        ...withSources(eventSource("2026-05")),
      },
      `${where} successor: names the tool itself`,
    ],
    [
      "an owner without the date",
      { acquiredBy: "Big Co", ...withSources(eventSource("2026-05")) },
      `${where} acquiredBy: needs acquiredOn (when, as its source states)`,
    ],
    [
      "an owner without a source that reports it",
      { acquiredBy: "Big Co", acquiredOn: "2026-05" },
      `${where} sources: acquiredBy needs a source that reports it, marked "confirmsStatus": true`,
    ],
    [
      "unverified without lastSeen",
      { status: "unverified", sources: undefined },
      `${where} lastSeen: required when status is "unverified"`,
    ],
    [
      "unverified while it lists sources",
      { status: "unverified", lastSeen: "2025-06-01" },
      `${where} status: "unverified" is for a tool no source supports; this one lists sources, so state what they confirm instead`,
    ],
    [
      "lastSeen on a tool that is not unverified",
      { lastSeen: "2025-06-01" },
      `${where} lastSeen: only a tool whose status is "unverified" has it`,
    ],
    [
      "paidFrom on a tool that is not freemium",
      { paidFrom: "price $5 /month" },
      `${where} paidFrom: only a "Freemium" tool has a cheapest paid plan apart from its pricing`,
    ],
  ])("%s", (_name, change, message) => {
    expect(report(change).errors).toContain(message);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      "an unknown status",
      { status: "closed" },
      /status: must be one of "active", "discontinued", "renamed", "merged", "unverified"/,
    ],
    [
      "a source without its date",
      { sources: [{ url: "https://example.com/p", title: "Pricing" }] },
      /sources\.0\.seen: must be a date written YYYY-MM-DD or a month written YYYY-MM/,
    ],
    [
      "a source dated with a year alone",
      { sources: [source("2026")] },
      /sources\.0\.seen: must be a real date written YYYY-MM-DD, got "2026"/,
    ],
    [
      "a source that is not https",
      { sources: [{ ...source("2026-10-01"), url: "http://example.com/p" }] },
      /sources\.0\.url: must be an absolute https URL/,
    ],
    [
      "an empty list of sources",
      { sources: [] },
      /sources: must list at least one source when present/,
    ],
    [
      "paidFrom that is not a price",
      { pricing: "Freemium", paidFrom: "Freemium" },
      /paidFrom: must be a price such as "price \$9\.99 \/month"/,
    ],
    [
      "a flag that is not true",
      { sources: [{ ...validTool.sources[0], confirmsPrice: false }] },
      /sources\.0\.confirmsPrice: must be true when the source states the price/,
    ],
    [
      "a malformed logo",
      { logo: "notion" },
      /logo: must be "simple-icons:\{icon\}", "lobehub:\{icon\}", "logos:\{icon\}", "token-branded:\{icon\}" or "thesvg:\{icon\}"/,
    ],
  ])("schema: %s", (_name, change, message) => {
    const errors = report(change).errors;
    expect(errors.join("\n")).toMatch(message);
    expect(errors.every((e) => e.startsWith(where))).toBe(true);
  });

  it("accepts a month as a source's date", () => {
    expect(report({ sources: [priceSource("2026-03")] }).errors).toEqual([]);
  });

  it("accepts a tool whose price no source confirms when it states no price", () => {
    expect(report({ pricing: "", sources: [source("2026-02")] }).errors).toEqual([]);
  });

  it("accepts an unverified tool with no source, whatever it states", () => {
    expect(
      report({ status: "unverified", lastSeen: "2025-06", sources: undefined }).errors,
    ).toEqual([]);
  });

  it("accepts a change of owner on a tool still sold, with its source", () => {
    const result = report({
      acquiredBy: "Big Co",
      acquiredOn: "2026-09-14",
      ...withSources(eventSource("2026-09-14")),
    });
    expect(result.errors).toEqual([]);
    expect(result.catalogue.toolsBySlug.get("example-writer")).toMatchObject({
      status: "active",
      ranked: true,
      statusSource: { seen: "2026-09-14" },
    });
  });

  it("names a logo the icon packages do not have", () => {
    const result = check(
      [{ file, data: category([{ ...validTool, logo: "simple-icons:nothing-here" }]) }],
      (ref) => ref === "simple-icons:notion",
    );
    expect(result.errors).toEqual([
      `${where} logo: the icon package has no icon "simple-icons:nothing-here" (see its icons/ folder in node_modules)`,
    ]);
  });
});

describe("what the lifecycle changes in the catalogue", () => {
  const other = {
    ...validTool,
    name: "Other",
    link: "/tools/other",
    imageUrl: "/images/tools/other.svg",
  };
  existing.add("/images/tools/other.svg");
  existing.add("/images/tools/bg/other.svg");

  it("takes a discontinued tool out of the featured slots and lists it last", () => {
    const closed = {
      ...validTool,
      promo: "Featured",
      status: "discontinued",
      statusOn: "2026-04-26",
      successor: "other",
      ...withSources(eventSource("2026-04-26")),
    };
    const result = check([{ file, data: category([closed, other]) }]);
    expect(result.errors).toEqual([]);
    const tool = result.catalogue.toolsBySlug.get("example-writer")!;
    expect(tool).toMatchObject({ status: "discontinued", featured: false, ranked: false });
    // Its page stays (the catalogue's tools); the category's lists and counts leave it out.
    expect(result.catalogue.tools.map((t) => t.slug)).toEqual(["other", "example-writer"]);
    expect(result.catalogue.categories[0]!.tools.map((t) => t.slug)).toEqual(["other"]);
  });

  it("keeps an unverified tool's page but takes it out of the lists, after the ended ones", () => {
    const unverified = { ...other, status: "unverified", lastSeen: "2025-06", sources: undefined };
    const result = check([{ file, data: category([unverified, validTool]) }]);
    expect(result.errors).toEqual([]);
    expect(result.catalogue.toolsBySlug.get("other")).toMatchObject({
      listed: false,
      ranked: false,
      featured: false,
      checkedAt: undefined,
    });
    expect(result.catalogue.tools.map((t) => t.slug)).toEqual(["example-writer", "other"]);
    expect(result.catalogue.categories[0]!.tools.map((t) => t.slug)).toEqual(["example-writer"]);
  });

  it("defaults the status to active and shows the brand logo when one is mapped", () => {
    const result = check(
      [{ file, data: category([{ ...validTool, logo: "simple-icons:notion" }, other]) }],
      () => true,
    );
    expect(result.catalogue.toolsBySlug.get("example-writer")).toMatchObject({
      status: "active",
      logoUrl: "/images/tools/logos/example-writer.svg",
    });
    expect(result.catalogue.toolsBySlug.get("other")!.logoUrl).toBe("/images/tools/other.svg");
  });
});

describe("freshness", () => {
  it("derives the price date from the newest source marked as confirming it", () => {
    const result = report({
      sources: [source("2026-11-01"), priceSource("2026-04"), priceSource("2026-06-20")],
    });
    expect(result.errors).toEqual([]);
    const tool = result.catalogue.toolsBySlug.get("example-writer")!;
    expect(tool.checkedAt).toBe("2026-06-20");
    expect(tool.pricingSource?.url).toBe("https://example.com/p/2026-06-20");
    expect(pricingSource({ sources: [source("2026-11-01")] })).toBeUndefined();
  });

  it("counts tools confirmed in the last 6 and 12 months, this year, older ones and those that ended", () => {
    const summary = freshnessSummary(
      [
        { checkedAt: "2026-10-01", status: "active" },
        { checkedAt: "2026-05-25", status: "active" },
        { checkedAt: "2026-03", status: "active" },
        { checkedAt: "2025-10-02", status: "active" },
        { checkedAt: undefined, status: "active" },
        { checkedAt: "2026-09", status: "renamed" },
        { checkedAt: "2026-01-01", status: "discontinued" },
        { checkedAt: undefined, status: "unverified" },
        { checkedAt: "2026-02", status: "merged" },
      ],
      "2026-11-24",
    );
    expect(summary).toEqual({
      total: 9,
      within6Months: 3,
      within12Months: 1,
      older: 2,
      unsourced: 1,
      discontinued: 1,
      renamed: 1,
      merged: 1,
      unverified: 1,
      confirmedThisYear: 4,
      year: "2026",
    });
    const lines = describeFreshness(summary);
    expect(lines[0]).toBe(
      "Freshness: 9 tools, 6 active (1 of them renamed), 1 discontinued, 1 merged, 1 unverified",
    );
    expect(lines.join("\n")).toMatch(/last 6 months:\s+3 \(50% of active\)/);
    expect(lines.join("\n")).toMatch(/dated 2026:\s+4 \(67% of active\)/);
    expect(lines.join("\n")).toMatch(/^ {2}discontinued:\s+1$/m);
  });
});

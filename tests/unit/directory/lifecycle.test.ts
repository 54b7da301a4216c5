import { describe, expect, it } from "vitest";
import { buildCatalogue, type CatalogueFile } from "@/lib/directory/catalogue";
import { describeFreshness, freshnessSummary, pricingSource } from "@/lib/directory/freshness";
import { category, validTool } from "./fixtures";

const existing = new Set([
  "/images/tools/example-writer.svg",
  "/images/tools/bg/example-writer.svg",
]);
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

const source = (seen: string, url = `https://example.com/${seen}`) => ({
  url,
  title: `Example Writer pricing (${seen})`,
  seen,
});

describe("sources, checkedAt and the lifecycle: each failing record names file, tool and field", () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      "a 2026 checkedAt with no source",
      { checkedAt: "2026-03-14", sources: undefined },
      `${where} checkedAt: 2026-03-14 needs a source: from 2026 on, the date is the "seen" date of a listed source that confirms the pricing`,
    ],
    [
      "a 2026 checkedAt that no source's date matches",
      { checkedAt: "2026-03-14", sources: [source("2026-02")] },
      `${where} checkedAt: 2026-03-14 is not the "seen" date of any of its sources (2026-02)`,
    ],
    [
      "a checkedAt later than today",
      { checkedAt: "2026-12-01", sources: [source("2026-12-01")] },
      `${where} checkedAt: 2026-12-01 is in the future`,
    ],
    [
      "a source dated later than today",
      { sources: [...validTool.sources, source("2027-01")] },
      `${where} sources[1].seen: 2027-01 is in the future`,
    ],
    [
      "the same source twice",
      { sources: [...validTool.sources, validTool.sources[0]] },
      `${where} sources[1].url: https://example.com/blog/new-plans is listed twice`,
    ],
    [
      "discontinued without a date",
      { status: "discontinued" },
      `${where} discontinuedOn: required when status is "discontinued" (YYYY-MM-DD or YYYY-MM)`,
    ],
    [
      "a closing date in the future",
      { status: "discontinued", discontinuedOn: "2027-02" },
      `${where} discontinuedOn: 2027-02 is in the future`,
    ],
    [
      "a closing date on an active tool",
      { discontinuedOn: "2026-04" },
      `${where} discontinuedOn: only a tool whose status is "discontinued" has a closing date`,
    ],
    [
      "renamed without the new name",
      { status: "renamed" },
      `${where} renamedTo: required when status is "renamed" (the new name)`,
    ],
    [
      "a new name on a tool that was not renamed",
      { renamedTo: "Example Pro" },
      `${where} renamedTo: only a tool whose status is "renamed" has a new name`,
    ],
    [
      "paidFrom on a tool that is not freemium",
      { paidFrom: "price $5 /month" },
      `${where} paidFrom: only a "Freemium" tool has a cheapest paid plan apart from its pricing`,
    ],
    [
      "a price with no checkedAt",
      { checkedAt: undefined },
      `${where} checkedAt: required when the entry states a price (pricing, paidFrom or pricingNote); without a dated source that confirms the price, leave pricing "" and the other two out`,
    ],
    [
      "no checkedAt and no source",
      { checkedAt: undefined, pricing: "", sources: undefined },
      `${where} sources: a tool with no checkedAt must list the dated sources that confirm it`,
    ],
  ])("%s", (_name, change, message) => {
    expect(report(change).errors).toContain(message);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      "an unknown status",
      { status: "closed" },
      /status: must be one of "active", "discontinued", "renamed"/,
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
      "a malformed logo",
      { logo: "notion" },
      /logo: must be "simple-icons:\{icon\}" or "lobehub:\{icon\}"/,
    ],
  ])("schema: %s", (_name, change, message) => {
    const errors = report(change).errors;
    expect(errors.join("\n")).toMatch(message);
    expect(errors.every((e) => e.startsWith(where))).toBe(true);
  });

  it("accepts a month as a source date and as checkedAt", () => {
    expect(report({ checkedAt: "2026-03", sources: [source("2026-03")] }).errors).toEqual([]);
  });

  it("keeps the pre-source date of a tool no source has confirmed since", () => {
    expect(report({ checkedAt: "2025-06-01", sources: undefined }).errors).toEqual([]);
  });

  it("accepts a new tool whose price no dated source confirms, stating no price", () => {
    expect(report({ checkedAt: undefined, pricing: "" }).errors).toEqual([]);
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
    bgImageUrl: "/images/tools/bg/other.svg",
  };
  existing.add("/images/tools/other.svg");
  existing.add("/images/tools/bg/other.svg");

  it("takes a discontinued tool out of the featured slots and lists it last", () => {
    const closed = {
      ...validTool,
      promo: "Featured",
      status: "discontinued",
      discontinuedOn: "2026-04-26",
    };
    const result = check([{ file, data: category([closed, other]) }]);
    expect(result.errors).toEqual([]);
    const tool = result.catalogue.toolsBySlug.get("example-writer")!;
    expect(tool).toMatchObject({ status: "discontinued", featured: false });
    expect(result.catalogue.categories[0]!.tools.map((t) => t.slug)).toEqual([
      "other",
      "example-writer",
    ]);
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
  it("finds the source that confirms the pricing: the one dated checkedAt", () => {
    const sources = [source("2026-10-01"), source("2026-04")];
    expect(pricingSource({ checkedAt: "2026-04", sources })?.seen).toBe("2026-04");
    expect(pricingSource({ checkedAt: "2025-06-01", sources })).toBeUndefined();
    expect(pricingSource({ checkedAt: undefined, sources })).toBeUndefined();
  });

  it("counts tools confirmed in the last 6 and 12 months, older ones and discontinued ones", () => {
    const summary = freshnessSummary(
      [
        { checkedAt: "2026-10-01", sources: [source("2026-10-01")] },
        { checkedAt: "2026-05-25", sources: [source("2026-05-25")] },
        { checkedAt: "2026-03", sources: [source("2026-03")] },
        { checkedAt: "2025-10-02", sources: [source("2025-10-02")] },
        { checkedAt: "2025-06-01" },
        { checkedAt: undefined, sources: [source("2026-02")] },
        { checkedAt: "2026-09", sources: [source("2026-09")], status: "renamed" },
        { checkedAt: "2026-01-01", sources: [source("2026-01-01")], status: "discontinued" },
      ],
      "2026-11-24",
    );
    expect(summary).toEqual({
      total: 8,
      within6Months: 3,
      within12Months: 1,
      older: 3,
      unsourced: 2,
      discontinued: 1,
      renamed: 1,
    });
    const lines = describeFreshness(summary);
    expect(lines[0]).toBe("Freshness: 8 tools, 7 active (1 of them renamed), 1 discontinued");
    expect(lines.join("\n")).toMatch(/last 6 months:\s+3 \(43% of active\)/);
    expect(lines.join("\n")).toMatch(/discontinued:\s+1$/m);
  });
});

import { describe, expect, it } from "vitest";
import { buildCatalogue, type CatalogueFile } from "@/lib/directory/catalogue";
import { category, validTool } from "./fixtures";

const existing = new Set(["/images/tools/example-writer.svg"]);

function check(files: CatalogueFile[], today = "2026-11-21") {
  return buildCatalogue(files, { publicFileExists: (p) => existing.has(p), today });
}

/** The errors for one tool that differs from the valid one by `change`. */
function errorsFor(change: Record<string, unknown>, categoryExtra: Record<string, unknown> = {}) {
  return check([
    {
      file: "data/tools/01-text.json",
      data: category([{ ...validTool, ...change }], categoryExtra),
    },
  ]).errors;
}

describe("buildCatalogue: a valid file", () => {
  it("accepts it and derives slug, genre label, price, outbound link and featured", () => {
    const report = check([
      { file: "data/tools/01-text.json", data: category([{ ...validTool, promo: "Featured" }]) },
    ]);
    expect(report.errors).toEqual([]);
    const tool = report.catalogue.toolsBySlug.get("example-writer");
    expect(tool).toMatchObject({
      slug: "example-writer",
      categorySlug: "text",
      genreLabel: "Chatbot",
      genre: "chatbot",
      featured: true,
      adult: false,
      price: { kind: "paid", amount: 9.99, currency: "USD", period: "month" },
      outbound: { href: "https://example.com/?via=aicompass", sponsored: true },
    });
  });

  it("lists featured tools first in their category", () => {
    const plain = { ...validTool, name: "A", link: "/tools/a", imageUrl: validTool.imageUrl };
    const featured = { ...validTool, promo: "Featured" };
    const report = check([{ file: "f.json", data: category([plain, featured]) }]);
    expect(report.catalogue.categories[0]!.tools.map((t) => t.slug)).toEqual([
      "example-writer",
      "a",
    ]);
  });
});

describe("buildCatalogue: each rule names the file, the tool and the field", () => {
  const where = 'data/tools/01-text.json › "Example Writer" ›';
  it.each<[string, Record<string, unknown>, RegExp]>([
    ["missing name", { name: undefined }, /items\[0\]" › name: must be text/],
    ["bad rel", { rel: "nofollow" }, /rel: must be exactly "nofollow noopener" when present/],
    [
      "short description too short",
      { shortDescription: "Hi" },
      /shortDescription: must be at least 20 characters/,
    ],
    ["no features", { features: [] }, /features: must list at least one feature/],
    [
      "http link",
      { links: ["http://github.com/example"] },
      /links\.0: must be an absolute https URL/,
    ],
    [
      "bad pricing",
      { pricing: "cheap" },
      /pricing: must be "Free", "Freemium", empty, or a price .*got "cheap"/,
    ],
    ["link not /tools/", { link: "/apps/example-writer" }, /link: must be "\/tools\/\{slug\}"/],
    ["slug with capitals", { link: "/tools/Example_Writer" }, /link: must be "\/tools\/\{slug\}"/],
    [
      "relative externalLink",
      { externalLink: "example.com" },
      /externalLink: must be an absolute https URL, got "example.com"/,
    ],
    [
      "http externalLink",
      { externalLink: "http://example.com" },
      /externalLink: must be an absolute https URL/,
    ],
    [
      "image outside /images/tools",
      { imageUrl: "/logo.png" },
      /imageUrl: must be a local image path under \/images\/tools\/ \(\.svg/,
    ],
    [
      "missing image file",
      { imageUrl: "/images/tools/nope.svg" },
      /imageUrl: no file public\/images\/tools\/nope\.svg/,
    ],
    [
      "censored not the string true",
      { censored: true },
      /censored: must be the string "true" when present/,
    ],
    [
      "censored outside adult category",
      { censored: "true" },
      /censored: only tools in an adult category may be censored/,
    ],
    ["unknown promo", { promo: "Hot" }, /promo: must be "Featured" when present/],
    [
      "affiliate not a URL",
      { affiliateLink: "partner" },
      /affiliateLink: must be an absolute https URL, got "partner"/,
    ],
    [
      "impossible date",
      { sources: [{ ...validTool.sources[0], seen: "2026-02-30" }] },
      /sources\.0\.seen: must be a real date written YYYY-MM-DD, got "2026-02-30"/,
    ],
    [
      "future date",
      { sources: [{ ...validTool.sources[0], seen: "2027-01-01" }] },
      /sources\[0\]\.seen: 2027-01-01 is in the future/,
    ],
    ["unknown field", { colour: "red" }, /Unrecognized key: "colour"/],
  ])("%s", (_name, change, message) => {
    const errors = errorsFor(change);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toMatch(message);
    if (change.name === undefined && "name" in change) return;
    expect(errors.every((e) => e.startsWith(where))).toBe(true);
  });

  it("requires every tool of an adult category to be censored", () => {
    expect(errorsFor({}, { adult: true }).join("\n")).toMatch(
      /censored: every tool in the adult category "Text" must have censored "true"/,
    );
    expect(errorsFor({ censored: "true" }, { adult: true })).toEqual([]);
  });

  it("rejects a slug used twice, even across files", () => {
    const report = check([
      { file: "data/tools/01-text.json", data: category([validTool]) },
      {
        file: "data/tools/02-images.json",
        data: category([{ ...validTool, name: "Copy" }], { name: "Images" }),
      },
    ]);
    expect(report.errors).toEqual([
      'data/tools/02-images.json › "Copy" › link: slug "example-writer" is already used by data/tools/01-text.json › "Example Writer"',
    ]);
  });

  it("rejects a category file with bad category fields, naming the file", () => {
    const report = check([
      {
        file: "data/tools/09-x.json",
        data: { ...category([validTool]), current: "no", title: "" },
      },
    ]);
    expect(report.errors).toEqual(
      expect.arrayContaining([
        "data/tools/09-x.json: title: must be at least 10 characters",
        "data/tools/09-x.json: current: must be true or false",
      ]),
    );
  });

  it("reports a file that is not JSON", () => {
    const report = check([
      { file: "data/tools/03-audio.json", data: null, parseError: "Unexpected token }" },
    ]);
    expect(report.errors).toEqual(["data/tools/03-audio.json: not valid JSON: Unexpected token }"]);
  });

  it("refuses a logo from another server: every image is served by the site itself", () => {
    expect(errorsFor({ imageUrl: "https://unavatar.io/example.com" }).join("\n")).toMatch(
      /imageUrl: must be a local image path under \/images\/tools\//,
    );
  });

  it.each([
    ["shortDescription", "Writes <b>bold</b> drafts for busy teams every day."],
    ["about", `${validTool.about} <script>alert(1)</script>`],
    ["name", "Example <img src=x onerror=alert(1)>"],
  ])("refuses HTML in the text field %s, naming the tag", (field, value) => {
    expect(errorsFor({ [field]: value }).join("\n")).toMatch(
      new RegExp(`${field}: must be plain text without HTML tags, got "<`),
    );
  });

  it("accepts text that merely uses angle brackets, such as a comparison", () => {
    expect(
      errorsFor({ shortDescription: "Answers in < 2 seconds for teams of 5 > people." }),
    ).toEqual([]);
  });

  it("collects every problem in one run instead of stopping at the first", () => {
    expect(errorsFor({ pricing: "cheap", rel: "x", externalLink: "ftp://a" })).toHaveLength(3);
  });
});

describe("buildCatalogue: staleness", () => {
  const confirmedOn = (date: string) => ({
    ...validTool,
    sources: [
      {
        url: "https://example.com/pricing",
        title: "Example pricing",
        seen: date,
        kind: "vendor",
        quote: "Pro: $9.99 a month",
        confirmsPrice: true,
      },
    ],
  });

  it("warns about tools not confirmed for 6 months, without failing", () => {
    const fresh = check([{ file: "f.json", data: category([confirmedOn("2026-05-22")]) }]);
    expect(fresh.warnings).toEqual([]);
    const stale = check([{ file: "f.json", data: category([confirmedOn("2026-05-21")]) }]);
    expect(stale.errors).toEqual([]);
    expect(stale.warnings).toEqual([
      'f.json › "Example Writer" › sources: price last confirmed 2026-05-21 by "Example pricing", over 6 months ago',
    ]);
  });

  it("does not warn about a discontinued tool, whose pricing no longer matters", () => {
    const base = confirmedOn("2026-01-10");
    const closed = {
      ...base,
      status: "discontinued",
      statusOn: "2026-03",
      sources: [
        ...base.sources,
        {
          url: "https://example.com/closing",
          title: "Closing",
          seen: "2026-03",
          kind: "vendor",
          quote: "We have closed Example Writer.",
          confirmsStatus: true,
        },
      ],
    };
    const report = check([{ file: "f.json", data: category([closed]) }]);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });
});

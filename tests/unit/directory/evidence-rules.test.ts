import { describe, expect, it } from "vitest";
import { buildCatalogue } from "@/lib/directory/catalogue";
import { isUnpinnedRepositoryUrl, quoteStatesAmount } from "@/lib/directory/evidence-rules";
import { lifecycleSentence, ownerSentence } from "@/lib/directory/lifecycle";
import { category, validTool } from "./fixtures";

const file = "data/tools/01-text.json";
const where = `${file} › "Example Writer" ›`;

function report(change: Record<string, unknown>) {
  return buildCatalogue([{ file, data: category([{ ...validTool, ...change }]) }], {
    publicFileExists: () => true,
    today: "2026-11-24",
  });
}

const source = (extra: Record<string, unknown> = {}) => ({
  url: "https://example.com/pricing",
  title: "Example Writer pricing",
  seen: "2026-10-01",
  kind: "vendor",
  quote: "Example Writer Pro costs $9.99 a month.",
  confirmsPrice: true,
  ...extra,
});

const event = (seen: string, extra: Record<string, unknown> = {}) => ({
  url: `https://news.example.com/${seen}`,
  title: "Example Writer closes",
  seen,
  kind: "press",
  quote: "Example Writer shut down its service, the company said.",
  confirmsStatus: true,
  ...extra,
});

describe("content:check: every fact carries its evidence", () => {
  it("accepts a tool whose sources say who publishes them and quote the price they confirm", () => {
    expect(report({ sources: [source()] }).errors).toEqual([]);
  });

  it("refuses a source without a kind, naming the source", () => {
    const { kind: _, ...noKind } = source();
    expect(report({ sources: [noKind] }).errors).toEqual([
      expect.stringMatching(
        new RegExp(`^${where} sources\\[0\\]\\.kind: say who publishes "Example Writer pricing"`),
      ),
    ]);
  });

  it("refuses a price source without the words that state the price", () => {
    const { quote: _, ...noQuote } = source();
    expect(report({ sources: [noQuote] }).errors).toEqual([
      expect.stringMatching(/sources\[0\]\.quote: .* is marked confirmsPrice/),
    ]);
  });

  it("refuses a price whose figure is in no quote, and a cheapest paid plan likewise", () => {
    expect(report({ sources: [source({ quote: "Pro costs $12 a month." })] }).errors).toEqual([
      `${where} pricing: 9.99 (USD) is in no quote of a source marked confirmsPrice; quote the words that state it, or correct the price`,
    ]);
    const freemium = {
      pricing: "Freemium",
      paidFrom: "price $8 /month",
      sources: [source({ quote: "Start free; Plus costs $10 a month." })],
    };
    expect(report(freemium).errors).toEqual([
      expect.stringMatching(/pricing: 8 \(USD\) is in no quote/),
    ]);
  });

  it('refuses "Free" when no price quote says free', () => {
    const free = {
      pricing: "Free",
      sources: [source({ quote: "Released under the MIT licence." })],
    };
    expect(report(free).errors).toEqual([
      expect.stringMatching(/pricing: "Free" says it can be used for free, but no quote/),
    ]);
    expect(
      report({ ...free, sources: [source({ quote: "Free for everyone, forever." })] }).errors,
    ).toEqual([]);
  });

  it("refuses a repository source on a branch, and accepts one pinned to a commit", () => {
    const onBranch = "https://github.com/example/notes/blob/main/pricing.md";
    expect(report({ sources: [source({ url: onBranch })] }).errors).toEqual([
      expect.stringMatching(/sources\[0\]\.url: .*names a branch.*point it at the commit/),
    ]);
    const pinned =
      "https://github.com/example/notes/blob/0123456789abcdef0123456789abcdef01234567/pricing.md";
    expect(report({ sources: [source({ url: pinned })] }).errors).toEqual([]);
  });

  it("refuses a closure whose only report predates it: a forecast is an announcement", () => {
    const closed = {
      status: "discontinued",
      statusOn: "2026-08-09",
      sources: [source(), event("2026-07-10")],
    };
    expect(report(closed).errors).toEqual([
      expect.stringMatching(
        /statusOn: the closure on 2026-08-09 needs a source dated on or after it .*"closingOn" 2026-08-09/,
      ),
    ]);
    expect(
      report({ ...closed, sources: [source(), event("2026-07-10"), event("2026-09-01")] }).errors,
    ).toEqual([]);
  });

  it("takes an announced closure on an active tool, with the source that announces it", () => {
    expect(
      report({ closingOn: "2026-12-31", sources: [source(), event("2026-11-01")] }).errors,
    ).toEqual([]);
    expect(report({ closingOn: "2026-12-31", sources: [source()] }).errors).toEqual([
      `${where} sources: closingOn needs a source that reports it, marked "confirmsStatus": true`,
    ]);
    expect(
      report({
        status: "discontinued",
        statusOn: "2026-10-01",
        closingOn: "2026-10-01",
        sources: [source(), event("2026-10-02")],
      }).errors,
    ).toEqual([`${where} closingOn: only a tool whose status is "active" has it`]);
  });

  it("keeps an acquisition's announcement before its completion", () => {
    const bought = {
      acquiredBy: "Example Corp",
      acquiredOn: "2026-09-14",
      acquisitionAnnouncedOn: "2026-10-01",
      sources: [source(), event("2026-09-20")],
    };
    expect(report(bought).errors).toEqual([
      `${where} acquisitionAnnouncedOn: 2026-10-01 is after the completion (acquiredOn 2026-09-14)`,
    ]);
  });

  it("warns when the price rests only on personal or unknown publishers", () => {
    const { warnings, errors } = report({ sources: [source({ kind: "personal" })] });
    expect(errors).toEqual([]);
    expect(warnings).toContainEqual(
      expect.stringMatching(/sources: the price rests only on personal or unknown publishers/),
    );
    expect(report({ sources: [source()] }).warnings).toEqual([]);
  });
});

describe("quoteStatesAmount", () => {
  it.each([
    ["Plus: $20/month", 20],
    ["20 USD per seat", 20],
    ["costs €15 a month", 15],
    ["Pro is 9,99 € monthly", 9.99],
    ["Pro $9.99/mo", 9.99],
    ["Team plan $1,200 a year", 1200],
    ["price: '9.00'", 9],
  ])("finds the amount in %j", (quote, amount) => {
    expect(quoteStatesAmount(quote, amount)).toBe(true);
  });

  it.each([
    ["Pro costs $120 a month", 20],
    ["Pro costs $20.50 a month", 20],
    ["Pro $9.99", 9.9],
    ["version 2.0 released", 2],
  ])("does not take a longer number in %j for %s", (quote, amount) => {
    expect(quoteStatesAmount(quote, amount)).toBe(false);
  });
});

describe("isUnpinnedRepositoryUrl", () => {
  it.each([
    "https://github.com/a/b/blob/main/x.md",
    "https://github.com/a/b/blob/HEAD/x.md",
    "https://github.com/a/b/tree/master/docs",
    "https://raw.githubusercontent.com/a/b/refs/heads/main/x.yaml",
    "https://raw.githubusercontent.com/a/b/main/x.yaml",
  ])("%s names a branch", (url) => {
    expect(isUnpinnedRepositoryUrl(url)).toBe(true);
  });

  it.each([
    "https://github.com/a/b/blob/0123456789abcdef0123456789abcdef01234567/x.md",
    "https://raw.githubusercontent.com/a/b/0123456789abcdef0123456789abcdef01234567/x.yaml",
    "https://github.com/a/b",
    "https://example.com/blob/main/x",
  ])("%s does not", (url) => {
    expect(isUnpinnedRepositoryUrl(url)).toBe(false);
  });
});

describe("what a page says of an announced closure and an acquisition", () => {
  it("says a closure is announced, not done", () => {
    expect(
      lifecycleSentence(
        {
          name: "Atlas",
          status: "active",
          statusOn: undefined,
          renamedTo: undefined,
          closingOn: "2026-08-09",
        },
        undefined,
      ),
    ).toBe(
      "Its maker announced that Atlas would close on August 9, 2026; no source we have found confirms the closure yet.",
    );
  });

  it("gives the completion and, beside it, the announcement of a purchase", () => {
    expect(
      ownerSentence({
        acquiredBy: "Superhuman",
        acquiredOn: "2026-09-14",
        acquisitionAnnouncedOn: "2026-07",
      }),
    ).toBe("Owned by Superhuman since September 2026 (announced July 2026).");
  });
});

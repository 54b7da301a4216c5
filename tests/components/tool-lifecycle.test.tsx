import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ToolPricingFacts } from "@/components/tools/tool-pricing-facts";
import { ToolStatusNotice } from "@/components/tools/tool-status-notice";
import { buildCatalogue, type DirectoryTool } from "@/lib/directory/catalogue";
import { category, validTool } from "../unit/directory/fixtures";

/** A tool as the build would hand it to the page, from a record of the fixture plus `change`. */
function checked(change: Record<string, unknown>, today = "2026-11-24"): DirectoryTool {
  const report = buildCatalogue(
    [
      {
        file: "data/tools/01-text.json",
        data: category([
          { ...validTool, ...change },
          {
            ...validTool,
            name: "Successor",
            link: "/tools/successor",
            imageUrl: "/images/tools/successor.svg",
          },
        ]),
      },
    ],
    { publicFileExists: () => true, today },
  );
  expect(report.errors).toEqual([]);
  return report.catalogue.toolsBySlug.get("example-writer")!;
}

const event = (seen: string) => ({
  url: `https://news.example.com/${seen}`,
  title: "What happened to Example Writer",
  seen,
  kind: "press",
  quote: "Example Writer is no more, its users told.",
  confirmsStatus: true,
});

describe("a tool page's lifecycle notice", () => {
  it("says a merged tool became part of its successor, when, and links the successor and the source", () => {
    const tool = checked({
      status: "merged",
      statusOn: "2026-09-14",
      successor: "successor",
      sources: [...validTool.sources, event("2026-09-14")],
    });
    render(
      <ToolStatusNotice
        tool={tool}
        successor={{ name: "Successor", slug: "successor" }}
        alternativesHref="#alternatives"
      />,
    );
    expect(
      screen.getByText("Example Writer became part of Successor in September 2026."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Successor" }).getAttribute("href")).toBe(
      "/tools/successor",
    );
    expect(screen.getByRole("link", { name: "See alternatives to Example Writer" })).toBeTruthy();
    expect(
      screen.getByRole("link", { name: /What happened to Example Writer/ }).getAttribute("href"),
    ).toBe("https://news.example.com/2026-09-14");
  });

  it("says a renamed tool's new name and since when, without a shutdown message", () => {
    const tool = checked({
      status: "renamed",
      statusOn: "2026-05",
      renamedTo: "Example Pro",
      sources: [...validTool.sources, event("2026-05")],
    });
    const { container } = render(<ToolStatusNotice tool={tool} />);
    expect(container.textContent).toContain(
      "Example Writer is now called Example Pro (since May 2026).",
    );
    expect(container.textContent).toContain("This page describes the product under its new name.");
    expect(container.textContent).not.toContain("kept for reference");
  });

  it("names the new owner of a tool still on sale", () => {
    const tool = checked({
      acquiredBy: "Big Co",
      acquiredOn: "2026-09-14",
      sources: [...validTool.sources, event("2026-09-14")],
    });
    const { container } = render(<ToolStatusNotice tool={tool} />);
    expect(container.textContent).toContain("Owned by Big Co since September 2026.");
  });

  it("says plainly that an unverified tool could not be confirmed, and when it was last seen", () => {
    const tool = checked({ status: "unverified", lastSeen: "2025-06-01", sources: undefined });
    const { container } = render(<ToolStatusNotice tool={tool} />);
    expect(container.textContent).toContain(
      "We could not confirm this tool's details; last seen June 2025.",
    );
  });

  it("shows nothing for an active tool with no event", () => {
    const { container } = render(<ToolStatusNotice tool={checked({})} />);
    expect(container.textContent).toBe("");
  });
});

describe("an announced closure", () => {
  it("says the maker announced it, not that it closed, and cites the announcement", () => {
    const tool = checked({
      closingOn: "2026-12-31",
      sources: [...validTool.sources, event("2026-11-01")],
    });
    render(<ToolStatusNotice tool={tool} />);
    expect(
      screen.getByText(
        "Its maker announced that Example Writer would close on December 31, 2026; no source we have found confirms the closure yet.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: /What happened to Example Writer/ })).toBeTruthy();
  });
});

describe("a tool page's pricing facts", () => {
  it("says when a source confirmed the price, and which sources state it", () => {
    const { container } = render(<ToolPricingFacts tool={checked({})} />);
    expect(container.textContent).toContain("Pricing confirmed October 2026.");
    expect(container.textContent).toContain("states the price");
  });

  it("shows each source's publisher kind and its own words, quoted from that page", () => {
    const { container } = render(<ToolPricingFacts tool={checked({})} />);
    const quote = container.querySelector("q");
    const [priceSource] = validTool.sources;
    expect(quote?.textContent).toBe(priceSource?.quote);
    expect(quote?.getAttribute("cite")).toBe(priceSource?.url);
    expect(container.textContent).toContain(
      "(the maker's own page, October 1, 2026, states the price)",
    );
    expect(container.textContent).not.toContain("Weakly sourced");
  });

  it("says when the price rests only on a personal or unknown publisher", () => {
    const tool = checked({ sources: [{ ...validTool.sources[0], kind: "personal" }] });
    const { container } = render(<ToolPricingFacts tool={tool} />);
    expect(container.textContent).toContain(
      "Weakly sourced: only a personal or unknown publisher states this price.",
    );
  });

  it("says honestly when the newest confirmation is over a year old", () => {
    const tool = checked({
      sources: [{ ...validTool.sources[0], seen: "2025-06-01" }],
    });
    const { container } = render(<ToolPricingFacts tool={tool} />);
    expect(container.textContent).toContain(
      "Pricing last confirmed June 2025; we have found no newer source since",
    );
  });
});

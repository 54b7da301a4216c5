import { describe, expect, it } from "vitest";
import { buildCatalogue } from "@/lib/directory/catalogue";
import { capabilityRows, type CapabilityClaim } from "@/lib/directory/capabilities";
import { applyCapabilities } from "@/lib/directory/capability-claims";
import { category, validTool } from "./fixtures";

const vocabulary = {
  file: "data/capabilities.json",
  data: {
    groups: [
      {
        id: "platforms",
        name: "Platforms",
        capabilities: [
          {
            id: "ios-app",
            name: "iPhone app",
            definition: "Has its own app in Apple's App Store.",
          },
          { id: "api", name: "API", definition: "Developers can call it from their own code." },
        ],
      },
      {
        id: "openness",
        name: "Openness",
        capabilities: [
          {
            id: "open-source",
            name: "Open source",
            definition: "Its source code is published openly.",
          },
        ],
      },
    ],
  },
};

const source = {
  url: "https://example.com/apps",
  title: "Our apps",
  seen: "2026-10-01",
  kind: "vendor",
  quote: "Download the app for iPhone.",
};

function catalogueOf() {
  return buildCatalogue(
    [
      {
        file: "data/tools/01-text.json",
        data: category([{ ...validTool, name: "Alpha", link: "/tools/alpha" }]),
      },
    ],
    { publicFileExists: () => true, today: "2026-11-29" },
  ).catalogue;
}

const claimsFile = (claims: unknown[], slug = "alpha") => ({
  file: "data/capabilities/text.json",
  data: { category: "text", researchedOn: "2026-11-29", tools: [{ slug, claims }] },
});

describe("capability claims", () => {
  it("attach to their tool in the vocabulary's order, with their source and its words", () => {
    const catalogue = catalogueOf();
    const { errors } = applyCapabilities(catalogue, {
      vocabulary,
      claims: [
        claimsFile([
          { capability: "api", value: "paid", source },
          { capability: "ios-app", value: "yes", source },
        ]),
      ],
    });
    expect(errors).toEqual([]);
    const claims = catalogue.toolsBySlug.get("alpha")!.capabilities!;
    expect(claims.map((claim) => [claim.id, claim.value])).toEqual([
      ["ios-app", "yes"],
      ["api", "paid"],
    ]);
    expect(claims[0]!.quote).toBe("Download the app for iPhone.");
    expect(claims[0]!.source).toEqual({
      url: source.url,
      title: source.title,
      seen: source.seen,
      kind: "vendor",
    });
  });

  it("are refused, naming file, tool and capability: an unknown id, no source, an unknown tool", () => {
    const { errors } = applyCapabilities(catalogueOf(), {
      vocabulary,
      claims: [
        claimsFile([
          { capability: "teleport", value: "yes", source },
          { capability: "open-source", value: "yes", source },
          { capability: "ios-app", value: "yes", source },
          { capability: "ios-app", value: "no", source },
        ]),
        claimsFile([{ capability: "api", value: "yes" }]),
        claimsFile([{ capability: "api", value: "yes", source }], "nobody"),
        claimsFile([
          { capability: "api", value: "yes", source: { ...source, seen: "2026-12-01" } },
        ]),
      ],
    });
    expect(errors).toEqual([
      'data/capabilities/text.json › "Alpha" › teleport: not a capability of data/capabilities.json',
      'data/capabilities/text.json › "Alpha" › open-source: names no licence (add "licence" as the source names it)',
      'data/capabilities/text.json › "Alpha" › ios-app: claimed twice (one claim a capability, from the clearest source)',
      expect.stringMatching(/^data\/capabilities\/text\.json › "alpha" › api › source: /),
      'data/capabilities/text.json › "nobody": no tool of the directory has this slug',
      'data/capabilities/text.json › "Alpha" › api: its source is dated 2026-12-01, after the research (2026-11-29)',
    ]);
  });

  it("line tools up row by row, Shared only where every tool has the same confirmed value", () => {
    const claim = (id: string, value: CapabilityClaim["value"]): CapabilityClaim => ({
      id,
      value,
      quote: "q",
      source: { url: source.url, title: source.title, seen: source.seen, kind: "vendor" },
    });
    const groups = applyCapabilities(catalogueOf(), { vocabulary, claims: [] }).groups;
    const rows = capabilityRows(groups, [
      [claim("ios-app", "yes"), claim("api", "yes")],
      [claim("ios-app", "yes"), claim("api", "paid")],
      [claim("ios-app", "yes")],
    ]);
    expect(
      rows.map(({ group, rows: r }) => [group.id, r.map((row) => [row.id, row.shared])]),
    ).toEqual([
      [
        "platforms",
        [
          ["ios-app", true],
          ["api", false],
        ],
      ],
    ]);
    expect(rows[0]!.rows[1]!.cells.map((cell) => cell?.value ?? null)).toEqual([
      "yes",
      "paid",
      null,
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { featureChoices, toolFeatures } from "@/lib/directory/feature-filters";
import type { CapabilityClaim } from "@/lib/directory/capabilities";

const claim = (id: string, value: CapabilityClaim["value"]): CapabilityClaim => ({
  id,
  value,
  quote: "the words",
  source: { url: "https://example.com", title: "Example", seen: "2026-10-01", kind: "vendor" },
});

const tool = (claims: CapabilityClaim[], kind: "free" | "free-plan" | "paid" | "unknown") => ({
  capabilities: claims,
  entryPrice:
    kind === "paid"
      ? ({
          kind,
          monthly: 10,
          price: { kind: "paid", amount: 10, currency: "USD", period: "month" },
        } as const)
      : kind === "free-plan"
        ? ({ kind, monthly: 0, paidFrom: null } as const)
        : kind === "free"
          ? ({ kind, monthly: 0 } as const)
          : ({ kind, monthly: null } as const),
});

describe("the Has filters", () => {
  it("offers what a source confirms (yes or on paid plans) and a free entry, never a no", () => {
    expect(
      toolFeatures(
        tool(
          [claim("api", "paid"), claim("ios-app", "yes"), claim("android-app", "no")],
          "free-plan",
        ),
      ),
    ).toEqual(["free-plan", "ios-app", "api"]);
    expect(toolFeatures(tool([claim("memory", "yes")], "paid"))).toEqual([]);
  });

  it("counts each option over the listing and leaves out options no tool has", () => {
    expect(
      featureChoices([
        tool([claim("api", "yes")], "free"),
        tool([claim("api", "yes"), claim("open-source", "yes")], "paid"),
        tool([], "unknown"),
      ]),
    ).toEqual([
      { value: "free-plan", label: "Free plan", count: 1 },
      { value: "api", label: "API", count: 2 },
      { value: "open-source", label: "Open source", count: 1 },
    ]);
  });
});

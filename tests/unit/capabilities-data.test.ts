import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { capabilityGroups } from "@/lib/directory/capability-vocabulary";
import { capabilityVocabularySchema } from "@/lib/schemas/capabilities";

describe("the capability vocabulary", () => {
  it("parses, and the pages read the same file", () => {
    const parsed = capabilityVocabularySchema.parse(
      JSON.parse(readFileSync("data/capabilities.json", "utf8")),
    );
    expect(capabilityGroups).toEqual(parsed.groups);
  });

  it("has 30 or more capabilities in the four groups the directory compares", () => {
    const ids = capabilityGroups.flatMap((group) => group.capabilities.map((c) => c.id));
    expect(new Set(ids).size).toBeGreaterThanOrEqual(30);
    expect(capabilityGroups.map((group) => group.id)).toEqual([
      "platforms",
      "openness",
      "works-with",
      "teams",
    ]);
  });
});

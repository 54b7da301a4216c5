import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadDirectory } from "@/lib/data/site";
import {
  capabilityResearchSchema,
  capabilityVocabularySchema,
  type CapabilityResearch,
} from "@/lib/schemas/capabilities";

const vocabulary = capabilityVocabularySchema.parse(
  JSON.parse(readFileSync("data/capabilities.json", "utf8")),
);
const ids = new Set(vocabulary.groups.flatMap((group) => group.capabilities.map((c) => c.id)));
const researchFolder = "data/research/capabilities";
const research: [string, CapabilityResearch][] = (
  existsSync(researchFolder) ? readdirSync(researchFolder) : []
)
  .filter((name) => name.endsWith(".json"))
  .map((name) => {
    const file = path.join(researchFolder, name);
    const parsed = capabilityResearchSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success)
      throw new Error(
        `${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      );
    return [file, parsed.data];
  });

describe("the capability vocabulary", () => {
  it("has 30 or more capabilities in the four groups the directory compares", () => {
    expect(ids.size).toBeGreaterThanOrEqual(30);
    expect(vocabulary.groups.map((group) => group.id)).toEqual([
      "platforms",
      "openness",
      "works-with",
      "teams",
    ]);
  });
});

describe("the capability research", () => {
  const slugs = new Set(loadDirectory().catalogue.tools.map((tool) => tool.slug));

  it("names only tools of the directory and capabilities of the vocabulary, each once a tool", () => {
    const problems: string[] = [];
    for (const [file, record] of research)
      for (const tool of record.tools) {
        if (!slugs.has(tool.slug)) problems.push(`${file} › ${tool.slug}: no such tool`);
        const seen = new Set<string>();
        for (const claim of tool.claims) {
          if (!ids.has(claim.capability))
            problems.push(`${file} › ${tool.slug} › ${claim.capability}: not in the vocabulary`);
          if (seen.has(claim.capability))
            problems.push(`${file} › ${tool.slug} › ${claim.capability}: claimed twice`);
          seen.add(claim.capability);
          if (claim.capability === "open-source" && claim.value === "yes" && !claim.licence)
            problems.push(`${file} › ${tool.slug} › open-source: names no licence`);
        }
      }
    expect(problems).toEqual([]);
  });

  it("never dates a source after the research was done", () => {
    const problems = research.flatMap(([file, record]) =>
      record.tools.flatMap((tool) =>
        [...tool.claims.map((c) => c.source), ...(tool.adoption ?? []).map((a) => a.source)]
          .filter((source) => source.seen.slice(0, 10) > record.researchedOn)
          .map((source) => `${file} › ${tool.slug}: ${source.url} dated ${source.seen}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});

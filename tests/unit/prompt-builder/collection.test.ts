import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildPrompt } from "@/lib/prompt-builder/build";
import {
  parsePrompt,
  stateFromCollectionPrompt,
  type CollectionParameters,
} from "@/lib/prompt-builder/parse";

interface CollectionPrompt {
  id: string;
  prompt: string;
  parameters: CollectionParameters;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const optional = (value: unknown, type: "string" | "number" | "boolean") =>
  value === undefined || typeof value === type;

function isParameters(value: unknown): value is CollectionParameters {
  return (
    isRecord(value) &&
    optional(value.aspectRatio, "string") &&
    optional(value.version, "string") &&
    ["stylize", "chaos", "weird", "quality"].every((k) => optional(value[k], "number")) &&
    optional(value.styleRaw, "boolean") &&
    optional(value.tile, "boolean") &&
    (value.no === undefined ||
      (Array.isArray(value.no) && value.no.every((t) => typeof t === "string")))
  );
}

function isPrompt(value: unknown): value is CollectionPrompt {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.prompt === "string" &&
    isParameters(value.parameters)
  );
}

const dir = path.join(process.cwd(), "data/prompts/midjourney");
const prompts: CollectionPrompt[] = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .flatMap((file) => {
    const data: unknown = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    const list = isRecord(data) && Array.isArray(data.prompts) ? data.prompts : [];
    return list.filter(isPrompt);
  });

describe("the collection's real prompts", () => {
  it("were all read", () => {
    expect(prompts.length).toBeGreaterThan(100);
  });

  it.each(prompts.map((p) => [p.id, p] as const))("%s builds with no issues", (_id, p) => {
    const result = buildPrompt(stateFromCollectionPrompt(p.prompt, p.parameters));
    expect(result.issues).toEqual([]);
    expect(result.prompt.startsWith(`${p.prompt.replace(/\s+/g, " ").trim()} --`)).toBe(true);

    const { params, description, unknown } = parsePrompt(result.prompt);
    expect(description).toBe(p.prompt.replace(/\s+/g, " ").trim());
    expect(unknown).toEqual([]);
    const { aspectRatio, version, stylize, chaos, weird, quality, styleRaw, tile, no } =
      p.parameters;
    const text = (n: number | undefined) => (n === undefined ? undefined : String(n));
    expect(params.aspectRatio).toBe(aspectRatio);
    expect(params.version).toBe(version);
    expect(params.stylize).toBe(text(stylize));
    expect(params.chaos).toBe(text(chaos));
    expect(params.weird).toBe(text(weird));
    expect(params.quality && Number(params.quality)).toBe(quality);
    expect(params.styleRaw).toBe(styleRaw);
    expect(params.tile).toBe(tile);
    expect(params.no).toBe(no?.join(", "));
  });
});

import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildInputs, buildSteps } from "@/scripts/lib/build";

describe("build steps", () => {
  it("give the fingerprint's inputs: every step's script and inputs, each once", () => {
    const named = buildSteps.flatMap((step) => [
      ...step.command.filter((arg) => arg.startsWith("scripts/")),
      ...step.inputs,
    ]);
    expect(new Set(buildInputs)).toEqual(new Set(named));
    expect(buildInputs).toHaveLength(new Set(buildInputs).size);
    expect(buildInputs).toEqual(
      expect.arrayContaining(["app", "data", "scripts/tool-logos.ts", "budgets.json"]),
    );
    expect(buildInputs.filter((input) => !existsSync(input))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { buildPrompt } from "@/lib/prompt-builder/build";
import { applyPreset, PRESETS } from "@/lib/prompt-builder/presets";
import { initialState } from "@/lib/prompt-builder/state";
import { decodeState, encodeState } from "@/lib/prompt-builder/url-state";

describe("presets", () => {
  it("has five or six presets with unique ids", () => {
    expect(PRESETS.length).toBeGreaterThanOrEqual(5);
    expect(PRESETS.length).toBeLessThanOrEqual(6);
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
  });

  it.each(PRESETS.map((p) => [p.label, p] as const))(
    "%s builds with no issues and keeps the subject",
    (_label, preset) => {
      const state = applyPreset({ ...initialState(), subject: "a lighthouse" }, preset);
      expect(state.subject).toBe("a lighthouse");
      const result = buildPrompt(state);
      expect(result.issues).toEqual([]);
      expect(result.warnings).toEqual([]);
      expect(result.prompt.startsWith("a lighthouse")).toBe(true);
      expect(decodeState(encodeState(state))).toEqual(state);
    },
  );

  it("includes a Niji preset and a tiling one", () => {
    expect(PRESETS.some((p) => p.state.version === "niji 6")).toBe(true);
    expect(PRESETS.some((p) => p.state.tile === true)).toBe(true);
  });
});

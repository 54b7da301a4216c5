import { describe, expect, it } from "vitest";
import { initialState, type BuilderState } from "@/lib/prompt-builder/state";
import { versionChange } from "@/lib/prompt-builder/version-change";

const v7 = (fields: Partial<BuilderState>): BuilderState => ({
  ...initialState(),
  version: "7",
  subject: "a lighthouse",
  ...fields,
});

describe("switching versions explains what the prompt loses or writes differently", () => {
  it("names every V7 setting V8.1 leaves out, with the reason, and the raw flag's new spelling", () => {
    const change = versionChange(
      v7({
        quality: "2",
        oref: "https://example.com/o.png",
        omniWeight: "200",
        exp: "20",
        styleRaw: true,
        stylize: "100",
      }),
      "8.1",
    );
    expect(change.dropped).toEqual([
      "--q 2: Version 8.1 takes no --q quality value; use --hd for native 2K output. --q is not available in Version 8.1; it works with Version 6, Version 6.1, Version 7 or Niji 6.",
      "--exp 20: --exp is left off for Version 8.1 because no two dated sources we can cite confirm it for 8.x; it works with Version 7.",
      "--oref https://example.com/o.png: --oref is not available in Version 8.1; it works with Version 7.",
      "--ow 200: --ow is not available in Version 8.1; it works with Version 7.",
    ]);
    expect(change.changed).toEqual(["--style raw is written --raw."]);
  });

  it("reports multi-prompt weights and image prompts a version cannot take", () => {
    const change = versionChange(
      {
        ...initialState(),
        version: "6.1",
        subject: "a fox",
        images: "https://example.com/a.png",
        descriptionWeight: "2",
        parts: [{ text: "snow", weight: "1" }],
      },
      "8",
    );
    expect(change.dropped).toEqual([
      expect.stringMatching(
        /^Multi-prompt weights \(::\): Multi-prompt weights \(::\) is left off for Version 8 \(alpha\) because/,
      ),
      expect.stringMatching(
        /^Image prompts: Image prompts is not available in Version 8 \(alpha\)/,
      ),
    ]);
  });

  it("says nothing when the prompt keeps everything, or when there is no prompt yet", () => {
    expect(versionChange(v7({ stylize: "250", chaos: "10" }), "8.1")).toEqual({
      dropped: [],
      changed: [],
    });
    expect(versionChange(v7({ subject: "", quality: "2" }), "8.1")).toEqual({
      dropped: [],
      changed: [],
    });
  });
});

import { describe, expect, it } from "vitest";
import { buildPrompt } from "@/lib/prompt-builder/build";
import { parsePrompt } from "@/lib/prompt-builder/parse";
import { defaultState, initialState, type BuilderState } from "@/lib/prompt-builder/state";
import { decodeState, encodeState } from "@/lib/prompt-builder/url-state";
import { versionChange } from "@/lib/prompt-builder/version-change";
import {
  DEFAULT_VERSION,
  isVersionId,
  LEGACY_DEFAULT_VERSION,
  VERSIONS,
  versionSpec,
} from "@/lib/prompt-builder/versions";

const fox = (fields: Partial<BuilderState> = {}): BuilderState => ({
  ...initialState(),
  subject: "a red fox",
  ...fields,
});

const unsettled = "no two dated sources we can cite confirm it for 8.x";

describe("versions under the sources policy (two dated sources, none against)", () => {
  it("opens on 8.2, the only version marked newest, which two dated sources call the default", () => {
    expect(DEFAULT_VERSION).toBe("8.2");
    expect(defaultState.version).toBe("8.2");
    expect(VERSIONS.filter((v) => v.newest).map((v) => v.id)).toEqual(["8.2"]);
    expect(VERSIONS.filter((v) => v.reported !== undefined)).toEqual([]);
  });

  it("states the basis of the default beside it: two September 2026 sources, the day from one", () => {
    const basis = versionSpec("8.2").basis ?? "";
    expect(basis).toMatch(/two third-party sources dated September 2026/);
    expect(basis).toMatch(/one of them dates the switch 24 July/);
    expect(versionSpec("8.1").basis).toBeUndefined();
  });

  it("builds 8.2 prompts with the 8.1 parameters", () => {
    const result = buildPrompt(
      fox({
        version: "8.2",
        images: "https://example.com/a.png",
        imageWeight: "1.5",
        styleRaw: true,
        hd: true,
        stylize: "250",
        sref: "42",
        styleWeight: "300",
      }),
    );
    expect(result.issues).toEqual([]);
    expect(result.prompt).toBe(
      "https://example.com/a.png a red fox --ar 1:1 --v 8.2 --raw --s 250 --hd --iw 1.5 --sref 42 --sw 300",
    );
  });

  it("leaves --tile, --exp and :: weights off 8.x, naming the missing sources as the reason", () => {
    for (const version of ["8", "8.1", "8.2"] as const) {
      const label = versionSpec(version).label;
      const result = buildPrompt(
        fox({
          version,
          tile: true,
          exp: "10",
          parts: [{ text: "snow", weight: "2" }],
        }),
      );
      expect(result.prompt).toBe(`a red fox --ar 1:1 --v ${version}`);
      expect(result.issues).toEqual([
        {
          field: "parts",
          message: `Multi-prompt weights (::) is left off for ${label} because ${unsettled}; it works with Version 6, Version 6.1 or Niji 6.`,
        },
        {
          field: "tile",
          message: `--tile is left off for ${label} because ${unsettled}; it works with Version 6, Version 6.1, Version 7 or Niji 6.`,
        },
        {
          field: "exp",
          message: `--exp is left off for ${label} because ${unsettled}; it works with Version 7.`,
        },
      ]);
    }
  });

  it("keeps --tile and --exp where the sources do settle them", () => {
    expect(buildPrompt(fox({ version: "7", tile: true, exp: "10" })).prompt).toBe(
      "a red fox --ar 1:1 --v 7 --tile --exp 10",
    );
    expect(buildPrompt(fox({ version: "6.1", tile: true })).prompt).toBe(
      "a red fox --ar 1:1 --v 6.1 --tile",
    );
  });

  it("lists what a switch from 7 to 8.2 leaves out or writes differently", () => {
    const change = versionChange(
      fox({
        version: "7",
        quality: "2",
        exp: "20",
        tile: true,
        styleRaw: true,
        oref: "https://example.com/o.png",
      }),
      "8.2",
    );
    expect(change.dropped).toEqual([
      "--q 2: Version 8.2 takes no --q quality value; use --hd for native 2K output. --q is not available in Version 8.2; it works with Version 6, Version 6.1, Version 7 or Niji 6.",
      `--tile: --tile is left off for Version 8.2 because ${unsettled}; it works with Version 6, Version 6.1, Version 7 or Niji 6.`,
      `--exp 20: --exp is left off for Version 8.2 because ${unsettled}; it works with Version 7.`,
      "--oref https://example.com/o.png: --oref is not available in Version 8.2; it works with Version 7.",
    ]);
    expect(change.changed).toEqual(["--style raw is written --raw."]);
    // From 8.1 to 8.2 nothing changes: the same parameters.
    expect(versionChange(fox({ version: "8.1", stylize: "250", hd: true }), "8.2")).toEqual({
      dropped: [],
      changed: [],
    });
  });

  it("does not offer Niji 7, whose parameters no two dated sources settle", () => {
    expect(isVersionId("niji 7")).toBe(false);
    expect(parsePrompt("a fox --niji 7").unknown).toEqual(["--niji 7"]);
  });
});

describe("shared links keep their version while the default stays put", () => {
  it("keeps the version a link names: 8.1, 8.2 or older", () => {
    expect(decodeState("t=fox&v=8.1").version).toBe("8.1");
    expect(decodeState("t=fox&v=8.2").version).toBe("8.2");
    expect(decodeState("t=fox&v=7").version).toBe("7");
    expect(encodeState(fox({ version: "8.2" }))).toBe("t=a+red+fox&v=8.2");
  });

  it("reads a link that names no version as it was meant: 7 with settings, else the default", () => {
    expect(LEGACY_DEFAULT_VERSION).toBe("7");
    expect(decodeState("t=fox&s=250").version).toBe("7");
    expect(decodeState("").version).toBe(DEFAULT_VERSION);
  });
});

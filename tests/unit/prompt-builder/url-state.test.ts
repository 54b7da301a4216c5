import { describe, expect, it } from "vitest";
import { buildPrompt } from "@/lib/prompt-builder/build";
import { defaultState, initialState } from "@/lib/prompt-builder/state";
import { decodeState, encodeState } from "@/lib/prompt-builder/url-state";

describe("URL state", () => {
  it("encodes the default state as just its version, and an empty query as the default", () => {
    expect(encodeState(defaultState)).toBe("v=8.2");
    expect(decodeState("v=8.2")).toEqual(defaultState);
    expect(decodeState("")).toEqual(defaultState);
  });

  it("always names the version, so a link keeps it when the builder's default moves", () => {
    expect(encodeState({ ...initialState(), version: "7", subject: "fox" })).toBe("t=fox&v=7");
    expect(decodeState("t=fox&v=7").version).toBe("7");
    expect(decodeState("t=fox&v=8.1").version).toBe("8.1");
  });

  it("reads a link from before links named their version as the default of that time (7)", () => {
    expect(decodeState("t=a+cat&c=20").version).toBe("7");
    // Nothing the builder knows in it: a fresh builder on today's default.
    expect(decodeState("utm_source=x").version).toBe(defaultState.version);
  });

  it("keeps links short: only what differs from the defaults, under short keys", () => {
    const query = encodeState({
      ...initialState(),
      subject: "a red fox",
      version: "niji 6",
      stylize: "250",
      tile: true,
      aspectRatio: "",
    });
    expect(query).toBe("t=a+red+fox&ar=&s=250&v=niji+6&tile=1");
  });

  it("round-trips parts, flags turned off and odd text", () => {
    const state = {
      ...initialState(),
      subject: "café & “quotes” = ?#%+",
      parts: [
        { text: "dog", weight: "-.5" },
        { text: "", weight: "" },
      ],
      no: "text, people",
    };
    expect(decodeState(encodeState(state))).toEqual(state);
    expect(decodeState(`?${encodeState(state)}`)).toEqual(state);
  });

  it("is tolerant: unknown keys, unknown versions and odd flags are ignored", () => {
    expect(decodeState("zzz=1&v=5.2&tile=yes&raw=0&p=1")).toEqual({
      ...initialState(),
      personalize: true,
    });
  });

  it("keeps malformed values as raw text so the builder explains them", () => {
    const state = decodeState("t=fox&s=1200&ar=4.5%3A3&q=abc");
    expect(state).toMatchObject({
      subject: "fox",
      stylize: "1200",
      aspectRatio: "4.5:3",
      quality: "abc",
    });
    expect(buildPrompt(state).issues.map((i) => i.field)).toEqual([
      "aspectRatio",
      "stylize",
      "quality",
    ]);
  });

  it("reads parts whose text and weight lists differ in length", () => {
    expect(decodeState("pt=a&pt=b&pw=2").parts).toEqual([
      { text: "a", weight: "2" },
      { text: "b", weight: "" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { filtersFor } from "@/lib/search/engine";

describe("filtersFor", () => {
  it("filters the tools bundle only to hide adult tools, never on kind (it holds tools alone)", () => {
    expect(filtersFor("tool", false)).toEqual({ adult: "no" });
    expect(filtersFor("tool", true)).toBeUndefined();
  });

  it("tells articles from prompts in the bundle they share, with nothing adult to hide there", () => {
    expect(filtersFor("article", false)).toEqual({ kind: "article" });
    expect(filtersFor("prompt", true)).toEqual({ kind: "prompt" });
  });
});

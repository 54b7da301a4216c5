import { describe, expect, it } from "vitest";
import { buildPrompt } from "@/lib/prompt-builder/build";
import { parsePrompt, stateFromPrompt } from "@/lib/prompt-builder/parse";
import { initialState } from "@/lib/prompt-builder/state";

describe("parsePrompt", () => {
  it("reads image links, text and every parameter the builder writes", () => {
    const parsed = parsePrompt(
      "https://example.com/a.png https://example.com/b.png a red fox, oil painting --ar 3:2 --v 7 --style raw --s 200 --c 3 --weird 5 --q 2 --seed 99 --tile --exp 10 --iw 1.5 --sref 42 https://example.com/s.png --sw 300 --oref https://example.com/o.png --ow 50 --p abc123 --no text, people",
    );
    expect(parsed).toEqual({
      images: ["https://example.com/a.png", "https://example.com/b.png"],
      description: "a red fox, oil painting",
      descriptionWeight: "",
      parts: [],
      params: {
        aspectRatio: "3:2",
        version: "7",
        styleRaw: true,
        stylize: "200",
        chaos: "3",
        weird: "5",
        quality: "2",
        seed: "99",
        tile: true,
        exp: "10",
        imageWeight: "1.5",
        sref: "42 https://example.com/s.png",
        styleWeight: "300",
        oref: "https://example.com/o.png",
        omniWeight: "50",
        personalize: true,
        personalizeCode: "abc123",
        no: "text, people",
      },
      unknown: [],
    });
  });

  it("recognises versions, long names and the em-dash spelling", () => {
    expect(parsePrompt("fox --niji 6").params.version).toBe("niji 6");
    expect(parsePrompt("fox --version 6.1").params.version).toBe("6.1");
    expect(parsePrompt("fox —v 6 —ar 16:9").params).toEqual({ version: "6", aspectRatio: "16:9" });
    expect(
      parsePrompt("fox --aspect 2:3 --stylize 50 --chaos 1 --w 9 --quality .5 --raw --personalize")
        .params,
    ).toEqual({
      aspectRatio: "2:3",
      stylize: "50",
      chaos: "1",
      weird: "9",
      quality: ".5",
      styleRaw: true,
      personalize: true,
      personalizeCode: "",
    });
  });

  it("keeps unknown parameters and unknown versions as written", () => {
    const parsed = parsePrompt("fox --stop 80 --v 5.2 --niji --style cute --s --tile 3 --ar 1:1");
    expect(parsed.unknown).toEqual([
      "--stop 80",
      "--v 5.2",
      "--niji",
      "--style cute",
      "--s",
      "--tile 3",
    ]);
    expect(parsed.params).toEqual({ aspectRatio: "1:1" });
  });

  it("keeps malformed values as written so the builder can explain them", () => {
    const parsed = parsePrompt("fox --s lots --ar 4.5:3");
    expect(parsed.params).toEqual({ stylize: "lots", aspectRatio: "4.5:3" });
    const built = buildPrompt(stateFromPrompt("fox --s lots --ar 4.5:3"));
    expect(built.issues.map((i) => i.field)).toEqual(["aspectRatio", "stylize"]);
  });

  it("splits multi-prompts into weighted parts", () => {
    expect(parsePrompt("hot::2 dog::-.5 in snow --v 6.1")).toMatchObject({
      description: "hot",
      descriptionWeight: "2",
      parts: [
        { text: "dog", weight: "-.5" },
        { text: "in snow", weight: "" },
      ],
    });
    expect(parsePrompt("hot:: dog::").parts).toEqual([{ text: "dog", weight: "" }]);
  });

  it("reads an empty prompt", () => {
    expect(parsePrompt("  ")).toEqual({
      images: [],
      description: "",
      descriptionWeight: "",
      parts: [],
      params: {},
      unknown: [],
    });
  });
});

describe("stateFromPrompt", () => {
  it("puts the text into the subject and the parameters into their fields", () => {
    const state = stateFromPrompt(
      "https://e.com/a.png misty forest, watercolour --ar 2:3 --niji 6 --s 250 --no text, border",
    );
    expect(state).toEqual({
      ...initialState(),
      images: "https://e.com/a.png",
      subject: "misty forest, watercolour",
      aspectRatio: "2:3",
      version: "niji 6",
      stylize: "250",
      no: "text, border",
    });
  });

  it("leaves the aspect ratio unset when the prompt has none", () => {
    const state = stateFromPrompt("a fox --v 7");
    expect(state.aspectRatio).toBe("");
    expect(buildPrompt(state).prompt).toBe("a fox --v 7");
  });

  it("rebuilds a multi-prompt as written", () => {
    const prompt = "hot, photo::2 dog::-.5 snow:: --ar 1:1 --v 6.1";
    expect(buildPrompt(stateFromPrompt(prompt))).toEqual({ prompt, issues: [], warnings: [] });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildPrompt } from "@/lib/prompt-builder/build";
import { parsePrompt, stateFromPrompt, type ParamField } from "@/lib/prompt-builder/parse";
import {
  initialState,
  TEXT_FIELDS,
  type BuilderState,
  type PromptPart,
} from "@/lib/prompt-builder/state";
import { decodeState, encodeState } from "@/lib/prompt-builder/url-state";
import {
  NUMERIC_PARAMS,
  VERSIONS,
  versionSpec,
  type NumericParam,
  type VersionSpec,
} from "@/lib/prompt-builder/versions";

const NUMERIC = Object.keys(NUMERIC_PARAMS).filter((k): k is NumericParam => k in NUMERIC_PARAMS);
const RUNS = { numRuns: 300 };

/** How the builder is expected to write a valid number: no leading zero before the point. */
const canon = (raw: string) => (raw === "" ? "" : String(Number(raw)).replace(/^(-?)0\./, "$1."));

// ---------- valid states ----------

const word = fc.stringMatching(/^[a-z]{3,8}$/).filter((w) => w !== "inspired");
const text = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(" "));
const maybe = <T>(arb: fc.Arbitrary<T>, none: T) => fc.option(arb, { nil: none });
const url = fc
  .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z0-9]{1,8}$/))
  .map(([host, file]) => `https://${host}.com/${file}.png`);
const urls = (max: number) => fc.array(url, { maxLength: max }).map((u) => u.join(" "));

function validNumber(spec: VersionSpec, key: NumericParam): fc.Arbitrary<string> {
  const range = spec.ranges[key];
  if (!range) return fc.constant("");
  const value = range.whole
    ? fc.bigInt({ min: BigInt(range.min), max: BigInt(range.max) }).map(String)
    : fc.integer({ min: range.min * 100, max: range.max * 100 }).map((n) => (n / 100).toFixed(2));
  return maybe(value, "");
}

const feature = (on: boolean, arb: fc.Arbitrary<string>) => (on ? arb : fc.constant(""));
const flag = (on: boolean) => (on ? fc.boolean() : fc.constant(false));

const validState: fc.Arbitrary<BuilderState> = fc.constantFrom(...VERSIONS).chain((spec) =>
  fc
    .record({
      subject: text,
      medium: maybe(text, ""),
      influences: maybe(text, ""),
      lighting: maybe(text, ""),
      palette: maybe(text, ""),
      camera: maybe(text, ""),
      mood: maybe(text, ""),
      environment: maybe(text, ""),
      descriptionWeight: fc.constantFrom("", "2", "3"),
      parts: spec.features.multiPrompt
        ? fc.array(fc.record({ text, weight: fc.constantFrom("", "2", "0.5", "1.25", "-0.5") }), {
            maxLength: 3,
          })
        : fc.constant<PromptPart[]>([]),
      no: fc.array(text, { maxLength: 3 }).map((t) => t.join(", ")),
      images: spec.features.imagePrompts ? urls(2) : fc.constant(""),
      version: fc.constant(spec.id),
      aspectRatio: maybe(
        fc
          .tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }))
          .map(([w, h]) => `${w}:${h}`),
        "",
      ),
      styleRaw: flag(spec.features.styleRaw),
      tile: flag(spec.features.tile),
      hd: flag(spec.features.hd),
      // Version 8.x takes no --q at all.
      quality:
        spec.quality.length > 0
          ? maybe(fc.constantFrom(...spec.quality).map(String), "")
          : fc.constant(""),
      sref: feature(
        spec.features.sref,
        fc
          .array(fc.oneof(url, fc.stringMatching(/^[0-9]{1,10}$/), fc.constant("random")), {
            maxLength: 2,
          })
          .map((t) => t.join(" ")),
      ),
      oref: feature(spec.features.oref, maybe(url, "")),
      cref: feature(spec.features.cref, urls(2)),
      personalize: flag(spec.features.personalize),
      personalizeCode: fc
        .array(fc.stringMatching(/^[a-z0-9]{1,10}$/), { maxLength: 2 })
        .map((c) => c.join(" ")),
      ...Object.fromEntries(NUMERIC.map((key) => [key, validNumber(spec, key)])),
    })
    .map((s): BuilderState => {
      const state: BuilderState = { ...initialState(), ...s };
      // Weights only with what they weigh, codes only with --p, multi-prompt weights above 0.
      if (!state.images) state.imageWeight = "";
      if (!state.sref) state.styleWeight = "";
      if (!state.oref) state.omniWeight = "";
      if (!state.cref) state.characterWeight = "";
      if (!state.personalize) state.personalizeCode = "";
      if (!state.parts.length) state.descriptionWeight = "";
      else if (state.descriptionWeight === "") state.descriptionWeight = "2";
      return state;
    }),
);

function expectedParams(s: BuilderState): ParsedParams {
  const out: ParsedParams = { version: s.version };
  if (s.aspectRatio) out.aspectRatio = s.aspectRatio;
  if (s.styleRaw) out.styleRaw = true;
  if (s.tile) out.tile = true;
  if (s.hd) out.hd = true;
  if (s.quality) out.quality = canon(s.quality);
  for (const key of NUMERIC) if (s[key]) out[key] = canon(s[key]);
  for (const key of ["sref", "oref", "cref", "no"] as const) if (s[key]) out[key] = s[key];
  if (s.personalize) {
    out.personalize = true;
    out.personalizeCode = s.personalizeCode;
  }
  return out;
}

type ParsedParams = Partial<Pick<BuilderState, ParamField>>;

function expectedDescription(s: BuilderState): string {
  return TEXT_FIELDS.map((f) => (f === "influences" && s[f] ? `in the style of ${s[f]}` : s[f]))
    .filter(Boolean)
    .join(", ");
}

describe("property: valid states survive build → parse", () => {
  it("recovers the same parameters, description, parts and images", () => {
    fc.assert(
      fc.property(validState, (state) => {
        const result = buildPrompt(state);
        expect(result.issues).toEqual([]);
        const parsed = parsePrompt(result.prompt);
        expect(parsed.unknown).toEqual([]);
        expect(parsed.images).toEqual(state.images.split(" ").filter(Boolean));
        expect(parsed.description).toBe(expectedDescription(state));
        expect(parsed.descriptionWeight).toBe(canon(state.descriptionWeight));
        expect(parsed.parts).toEqual(
          state.parts.map((p) => ({ text: p.text, weight: canon(p.weight) })),
        );
        expect(parsed.params).toEqual(expectedParams(state));
      }),
      RUNS,
    );
  });
});

// ---------- arbitrary states, including invalid raw text ----------

const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary-ascii", maxLength: 30 }),
  text,
  fc.constantFrom(
    "--ar 16:9",
    "a::2 b",
    "—v 5",
    "https://example.com/a.png a fox",
    "{red, blue} car",
    " , ",
    "cat :",
    ":",
    "http:// x",
  ),
);
const anyNumber = fc.oneof(
  fc.constant(""),
  fc.integer({ min: -20, max: 5000 }).map(String),
  fc.bigInt({ min: 0n, max: 5_000_000_000n }).map(String),
  fc.double({ noNaN: true, min: -10, max: 3000 }).map(String),
  fc.constantFrom(".25", "0.5", "1", "2", "4", "1.5", "3.0", " 7 ", "abc", "1e3", "-0", "007"),
  fc.string({ maxLength: 6 }),
);
const anyRefs = fc.oneof(
  urls(3),
  fc.constantFrom("123 random", "http://a.com/x.png", "https://a.com/x.png bad", "--s 5", ""),
  anyText,
);

const anyState: fc.Arbitrary<BuilderState> = fc
  .record({
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, anyText])),
    subject: fc.oneof(text, anyText),
    descriptionWeight: anyNumber,
    parts: fc.array(fc.record({ text: anyText, weight: anyNumber }), { maxLength: 3 }),
    no: anyText,
    images: anyRefs,
    version: fc.constantFrom(...VERSIONS.map((v) => v.id)),
    aspectRatio: fc.oneof(
      fc.constantFrom("", "1:1", "16:9", "0:1", "4.5:3", "4:", "007:3", "abc"),
      anyText,
    ),
    styleRaw: fc.boolean(),
    tile: fc.boolean(),
    hd: fc.boolean(),
    quality: anyNumber,
    sref: anyRefs,
    oref: anyRefs,
    cref: anyRefs,
    personalize: fc.boolean(),
    personalizeCode: fc.oneof(fc.constantFrom("", "abc123", "a b", "bad-code"), anyText),
    ...Object.fromEntries(NUMERIC.map((key) => [key, anyNumber])),
  })
  .map((s): BuilderState => ({ ...initialState(), ...s }));

describe("property: whatever the input, the prompt only holds what the version accepts", () => {
  it("keeps every emitted value in range, and drops nothing without an issue", () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const result = buildPrompt(state);
        const spec = versionSpec(state.version);
        const flagged = (field: string) =>
          result.issues.some((i) => i.field === field || i.field.startsWith(`${field}.`));

        if (!result.prompt) {
          expect(flagged("subject")).toBe(true);
          return;
        }
        const parsed = parsePrompt(result.prompt);
        const p = parsed.params;
        expect(parsed.unknown).toEqual([]);
        expect(p.version).toBe(state.version);

        // Every emitted value is allowed for the version.
        for (const key of NUMERIC) {
          const raw = p[key];
          if (raw === undefined) continue;
          const range = spec.ranges[key];
          expect(range, `${key} emitted for ${spec.id}`).toBeDefined();
          if (!range) continue;
          const value = Number(raw);
          expect(raw).toMatch(range.whole ? /^\d+$/ : /^(\d+|\d*\.\d+)$/);
          expect(value).toBeGreaterThanOrEqual(range.min);
          expect(value).toBeLessThanOrEqual(range.max);
        }
        if (p.quality !== undefined) expect(spec.quality).toContain(Number(p.quality));
        if (p.aspectRatio !== undefined) expect(p.aspectRatio).toMatch(/^[1-9]\d*:[1-9]\d*$/);
        for (const f of ["styleRaw", "tile", "hd", "sref", "oref", "cref", "personalize"] as const)
          if (p[f] !== undefined) expect(spec.features[f]).toBe(true);
        if (parsed.parts.length) expect(spec.features.multiPrompt).toBe(true);
        if (parsed.images.length) expect(spec.features.imagePrompts).toBe(true);

        // Nothing set is dropped without an issue saying why.
        const set = (field: keyof BuilderState) => {
          const value = state[field];
          return typeof value === "boolean" ? value : typeof value === "string" && !!value.trim();
        };
        for (const field of [
          ...NUMERIC,
          "quality",
          "aspectRatio",
          "styleRaw",
          "tile",
          "hd",
          "sref",
          "oref",
          "cref",
        ] as const)
          if (set(field) && !flagged(field)) expect(p[field], field).toBeDefined();
        if (set("personalize") && !flagged("personalize") && !flagged("personalizeCode"))
          expect(p.personalize).toBe(true);
        if (set("personalizeCode") && !flagged("personalizeCode"))
          expect(p.personalizeCode).toBe(state.personalizeCode.trim().split(/\s+/).join(" "));
        if (set("images") && !flagged("images")) expect(parsed.images.length).toBeGreaterThan(0);
        if (/[^\s,:]/.test(state.no) && !flagged("no")) expect(p.no).toBeDefined();
        for (const field of TEXT_FIELDS) {
          const written = state[field].replace(/\s+/g, " ").replace(/^[ ,]+|[ ,:]+$/g, "");
          if (written && !flagged(field)) expect(result.prompt).toContain(written);
        }
        const parts = state.parts.filter((part) => /[^\s,:]/.test(part.text));
        if (parts.length && !flagged("parts") && !flagged("descriptionWeight"))
          expect(parsed.parts).toHaveLength(parts.length);
        if (set("descriptionWeight") && !flagged("descriptionWeight") && !flagged("parts"))
          expect(parsed.descriptionWeight).not.toBe("");
      }),
      { numRuns: 1000 },
    );
  });

  it("is a fixed point: opening a built prompt in the builder rebuilds it unchanged", () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const { prompt } = buildPrompt(state);
        const again = buildPrompt(stateFromPrompt(prompt));
        expect(again.prompt).toBe(prompt);
        if (prompt) expect(again.issues).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("property: URL state", () => {
  const anyString = fc.oneof(
    fc.string({ unit: "grapheme" }),
    fc.string({ unit: "binary-ascii" }),
    fc.constantFrom("", "1:1", "a+b&c=d", "%20", "?#"),
  );
  const arbitraryState: fc.Arbitrary<BuilderState> = fc
    .record({
      ...Object.fromEntries(
        Object.entries(initialState())
          .filter(([, value]) => typeof value === "string")
          .map(([key]) => [key, anyString]),
      ),
      version: fc.constantFrom(...VERSIONS.map((v) => v.id)),
      styleRaw: fc.boolean(),
      tile: fc.boolean(),
      hd: fc.boolean(),
      personalize: fc.boolean(),
      parts: fc.array(fc.record({ text: anyString, weight: anyString }), { maxLength: 4 }),
    })
    .map((s): BuilderState => ({ ...initialState(), ...s }));

  it("decodeState(encodeState(s)) equals s for any state", () => {
    fc.assert(
      fc.property(arbitraryState, (state) => {
        expect(decodeState(encodeState(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });
});

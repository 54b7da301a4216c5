/**
 * What each Midjourney model version accepts: the one table to update when Midjourney ships a
 * version. Add a row to `VERSIONS` (and its id to `VersionId`), move `newest` and
 * `DEFAULT_VERSION`, and the builder, parser and URL state follow. Every fact about V8.x below
 * names its source; no official Midjourney page on V8 was in the stored sources, so they are
 * third-party pages (the issue notes list them in full):
 *   [aiwiki]    https://aiwiki.ai/wiki/midjourney (page states "Updated: 2026-06-20")
 *   [wikiblah]  https://wikiblah.com/wiki/midjourney (version table: V8 alpha 17 March 2026,
 *               V8.1 alpha 14 April 2026)
 *   [atlas]     https://atlascloud.ai/models/midjourney/v8.1/text-to-image (V8.1 GA 30 April
 *               2026, default 10 June 2026, --hd native 2K, "a few capabilities from the prior
 *               V7 model are not yet present in V8.1")
 *   [evolink]   https://docs.evolink.ai/en/api-manual/image-series/midjourney/midjourney-v8-1-prompt-guide
 *               (V8.1: --s 0–1000, --c 0–100, --raw, --seed, --sref/--sw 0–1000, --iw 0–3)
 *   [seaart]    https://real-cloud.seaart.dev/docs/api-reference/model-api/midjourney/midjourney-v8-1-i2i
 *               (V8.1 image prompts and --iw; image prompts missing in the V8.0 alpha)
 *   [muapi]     https://muapi.ai/playground/midjourney-v8 (--w 0–3000)
 *   [vibes]     github.com/mike-coulbourn/claude-vibes plugins/vibes/skills/midjourney-prompting
 *               (reference/parameters.md, "checked against the V8.2 parameter list in September
 *               2026": V8.2 default since July 2026; V8.1/V8.2 have no --q, --oref/--ow or
 *               --cref/--cw: the Edit Model replaces omni and character reference)
 *   [moai]      github.com/modu-ai/moai-cowork media-midjourney-v8-prompt/SKILL.md (V8.1 and
 *               V8.2 take no --q; --hd; no --oref/--ow/--cw)
 *   [evolink7]  https://docs.evolink.ai/en/api-manual/image-series/midjourney/midjourney-v7-prompt-guide
 *               (V7: --q 1/2/4, 4 incompatible with --oref; "V7 does not support the ::
 *               multi-prompt syntax")
 * Left off V8.x until a source settles them: --tile, --exp, --sv, :: weights, --q (sources
 * disagree) and --oref (sources disagree). Niji 7 (January 2026) exists but no source gives
 * its parameters, so it is not offered yet.
 */

export type VersionId = "6" | "6.1" | "7" | "8" | "8.1" | "8.2" | "niji 6";

/** Numeric parameters checked against a range. */
export type NumericParam =
  | "stylize"
  | "chaos"
  | "weird"
  | "seed"
  | "exp"
  | "imageWeight"
  | "styleWeight"
  | "omniWeight"
  | "characterWeight";

/** Parameters and prompt features a version either accepts or not. */
export type Feature =
  | "styleRaw"
  | "tile"
  | "sref"
  | "oref"
  | "cref"
  | "personalize"
  | "multiPrompt"
  | "imagePrompts"
  | "hd";

export interface Range {
  min: number;
  max: number;
  /** Whole numbers only; otherwise decimals are accepted too. */
  whole: boolean;
}

export interface VersionSpec {
  id: VersionId;
  label: string;
  /** Exactly what the prompt says for this version. */
  flag: string;
  newest: boolean;
  /**
   * A version only third-party pages report, not confirmed from Midjourney's own: shown with
   * this note so nobody mistakes it for a settled fact.
   */
  reported?: string;
  /** How the version's prompts write raw style: "--style raw" up to 7, "--raw" on 8.x [evolink] [moai]. */
  rawFlag: "--style raw" | "--raw";
  /** Accepted --q values (none: the version takes no --q). */
  quality: readonly number[];
  /** Accepted numeric parameters with their ranges; a missing entry means "not accepted". */
  ranges: Partial<Record<NumericParam, Range>>;
  features: Record<Feature, boolean>;
}

const whole = (min: number, max: number): Range => ({ min, max, whole: true });

const common = {
  stylize: whole(0, 1000),
  chaos: whole(0, 100),
  weird: whole(0, 3000),
  seed: whole(0, 4294967295),
  imageWeight: { min: 0, max: 3, whole: false },
  styleWeight: whole(0, 1000),
};

/** Version 6 generation: character reference (--cref/--cw), no omni reference or --exp. */
const v6Ranges = { ...common, characterWeight: whole(0, 100) };
const v6Features: Record<Feature, boolean> = {
  styleRaw: true,
  tile: true,
  sref: true,
  oref: false,
  cref: true,
  personalize: true,
  multiPrompt: true,
  imagePrompts: true,
  hd: false,
};

/**
 * Version 8.x [evolink] [vibes] [moai]: the V7 ranges for --s, --c, --w [muapi], --seed,
 * --sw and --iw; --raw; --sref; --p; native 2K with --hd [atlas]. No --q, --oref/--ow, --cref/--cw
 * [vibes] [moai]; --exp and --tile unconfirmed; `::` weights unconfirmed.
 */
const v8Ranges = { ...common };
const v8Features: Record<Feature, boolean> = {
  ...v6Features,
  tile: false,
  cref: false,
  multiPrompt: false,
  hd: true,
};
/** --q .25, .5 and 1 up to 6.1 (as the collection's schema also says). 6.1 may have added a
 * --q 2 mode; it is left out until confirmed, so the builder never emits a value Midjourney
 * might reject. Add 2 to 6.1's list if it is. */
const v6Quality = [0.25, 0.5, 1];

export const VERSIONS: readonly VersionSpec[] = [
  {
    id: "6",
    label: "Version 6",
    flag: "--v 6",
    rawFlag: "--style raw",
    newest: false,
    quality: v6Quality,
    ranges: v6Ranges,
    features: v6Features,
  },
  {
    id: "6.1",
    label: "Version 6.1",
    flag: "--v 6.1",
    rawFlag: "--style raw",
    newest: false,
    quality: v6Quality,
    ranges: v6Ranges,
    features: v6Features,
  },
  {
    // Version 7: Midjourney's default from June 2025 to June 2026. --cref was replaced by omni
    // reference (--oref/--ow); --exp is new. No `::` multi-prompt weights [evolink7].
    id: "7",
    label: "Version 7",
    flag: "--v 7",
    rawFlag: "--style raw",
    newest: false,
    quality: [1, 2, 4],
    ranges: { ...common, exp: whole(0, 100), omniWeight: whole(1, 1000) },
    features: { ...v6Features, oref: true, cref: false, multiPrompt: false },
  },
  {
    // Version 8 alpha, 17 March 2026 [wikiblah]; image prompts arrived with 8.1 [seaart].
    id: "8",
    label: "Version 8 (alpha)",
    flag: "--v 8",
    rawFlag: "--raw",
    newest: false,
    quality: [],
    ranges: {
      stylize: common.stylize,
      chaos: common.chaos,
      weird: common.weird,
      seed: common.seed,
      styleWeight: common.styleWeight,
    },
    features: { ...v8Features, imagePrompts: false },
  },
  {
    // Version 8.1: alpha 14 April 2026 [wikiblah], released to everyone 30 April 2026 and
    // Midjourney's default since 10 June 2026 [atlas] [aiwiki].
    id: "8.1",
    label: "Version 8.1",
    flag: "--v 8.1",
    rawFlag: "--raw",
    newest: true,
    quality: [],
    ranges: v8Ranges,
    features: v8Features,
  },
  {
    // Version 8.2: two third-party guides (September 2026) report it as the default since July
    // 2026, with 8.1's parameters [vibes] [moai]; not confirmed from Midjourney's own pages.
    id: "8.2",
    label: "Version 8.2",
    flag: "--v 8.2",
    rawFlag: "--raw",
    newest: false,
    reported:
      "Reported by third-party guides (September 2026) as Midjourney's newest version since July 2026; we have not confirmed it from Midjourney's own pages, so 8.1 stays the builder's default.",
    quality: [],
    ranges: v8Ranges,
    features: v8Features,
  },
  {
    // Niji 6 (anime model) follows Version 6 for its parameters, including --style raw.
    id: "niji 6",
    label: "Niji 6",
    flag: "--niji 6",
    rawFlag: "--style raw",
    newest: false,
    quality: v6Quality,
    ranges: v6Ranges,
    features: v6Features,
  },
];

/** What the builder opens on: Midjourney's default version, confirmed [atlas] [aiwiki]. */
export const DEFAULT_VERSION: VersionId = "8.1";

/**
 * The default before V8.1: a shared link from then that names no version meant this one (links
 * now always name their version).
 */
export const LEGACY_DEFAULT_VERSION: VersionId = "7";

export function isVersionId(value: unknown): value is VersionId {
  return VERSIONS.some((v) => v.id === value);
}

export function versionSpec(id: VersionId): VersionSpec {
  return VERSIONS.find((v) => v.id === id) ?? VERSIONS[0]!;
}

/** Flag and label of every numeric parameter, in no particular order. */
export const NUMERIC_PARAMS: Record<NumericParam, { flag: string; label: string }> = {
  stylize: { flag: "--s", label: "Stylize" },
  chaos: { flag: "--c", label: "Chaos" },
  weird: { flag: "--weird", label: "Weird" },
  seed: { flag: "--seed", label: "Seed" },
  exp: { flag: "--exp", label: "Experimental" },
  imageWeight: { flag: "--iw", label: "Image weight" },
  styleWeight: { flag: "--sw", label: "Style weight" },
  omniWeight: { flag: "--ow", label: "Omni weight" },
  characterWeight: { flag: "--cw", label: "Character weight" },
};

export const FEATURE_NAMES: Record<Feature, string> = {
  styleRaw: "--style raw",
  tile: "--tile",
  sref: "--sref",
  oref: "--oref",
  cref: "--cref",
  personalize: "--p",
  multiPrompt: "Multi-prompt weights (::)",
  imagePrompts: "Image prompts",
  hd: "--hd",
};

/** What a known-bad combination is checked against: the parameters that made it into the prompt. */
export interface EmittedParams {
  version: VersionId;
  numbers: Partial<Record<NumericParam | "quality", number>>;
  features: Partial<Record<Feature, boolean>>;
}

export interface BadCombination {
  when: (p: EmittedParams) => boolean;
  warning: string;
}

/** Combinations Midjourney is documented to reject or ignore. Only confirmed ones belong here. */
export const BAD_COMBINATIONS: readonly BadCombination[] = [
  {
    when: (p) => p.numbers.quality === 4 && p.features.oref === true,
    warning:
      "Quality 4 is not compatible with omni reference; Midjourney will reject or ignore it.",
  },
];

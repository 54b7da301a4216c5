/**
 * What each Midjourney model version accepts: the one table to update when Midjourney ships a
 * version. Add a row to `VERSIONS` (and its id to `VersionId`), move `newest` and
 * `DEFAULT_VERSION`, and the builder, parser and URL state follow.
 *
 * Sources policy (issue #23): a fact is stated only when two independent dated sources agree and
 * none contradicts them; where sources disagree, or only one dated source reports something, it
 * is left off and the builder says so. No official Midjourney page on V8 is in the stored
 * sources, so every V8.x fact rests on third-party pages. Each source, with the date it states:
 *   [aiwiki]    https://aiwiki.ai/wiki/midjourney, "Updated: 2026-06-20" (V8.1 is the default as
 *               of June 2026)
 *   [wikiblah]  https://wikiblah.com/wiki/midjourney, no date stated (version table: V8 alpha
 *               17 March 2026, V8.1 alpha 14 April 2026)
 *   [atlas]     https://atlascloud.ai/models/midjourney/v8.1/text-to-image, no date recorded (V8.1
 *               GA 30 April 2026, default since 10 June 2026, --hd native 2K, some V7
 *               capabilities missing from V8.1)
 *   [evolink]   https://docs.evolink.ai/en/api-manual/image-series/midjourney/midjourney-v8-1-prompt-guide,
 *               no date recorded (V8.1: --s 0–1000, --c 0–100, --raw, --seed, --sref/--sw 0–1000,
 *               --iw 0–3)
 *   [seaart]    https://real-cloud.seaart.dev/docs/api-reference/model-api/midjourney/midjourney-v8-1-i2i,
 *               no date recorded (V8.1 image prompts and --iw; none in the V8.0 alpha)
 *   [muapi]     https://muapi.ai/playground/midjourney-v8, no date recorded (--w 0–3000)
 *   [evolink7]  https://docs.evolink.ai/en/api-manual/image-series/midjourney/midjourney-v7-prompt-guide,
 *               no date recorded (V7: --q 1/2/4, 4 incompatible with --oref; no `::` weights)
 *   [vibes]     https://github.com/mike-coulbourn/claude-vibes/blob/2fa5a2dfddacbcd9a0903ebf2d5df77074ccac97/plugins/vibes/skills/midjourney-prompting/SKILL.md
 *               and …/blob/1c0e9afdd7a9c28b50aaa265172c93e10e89b48f/plugins/vibes/skills/midjourney-prompting/reference/parameters.md,
 *               one author, dated "last verified September 2026" / "checked against the V8.2
 *               parameter list in September 2026": V8.2 is the current default, released 24 July
 *               2026; on V8.1 and V8.2 the Edit Model replaces omni and character reference; V8's
 *               --q values "may differ" (no list given). Its parameters.md still calls V7 the
 *               default in one older section.
 *   [stackdiff] https://github.com/williamhsu0318-cyber/stack-diff/blob/2fc6604a15a95014aa067a14fe6ae2cb71b4b63e/scripts/auto_sync_latest_models.py,
 *               a model registry "verified September 2026" (each entry "last_checked_at":
 *               "2026-09-30"): Midjourney's current models are V8.2 (marked as the current default),
 *               V8.1 and Niji 7. It gives no parameters and no date for the switch.
 *   [moai]      https://github.com/modu-ai/moai-cowork/blob/6bc6098ae963dae0679daaa39fc40316355bdb13/plugins/moai-media/skills/media-midjourney-v8-prompt/SKILL.md
 *               (skill version 2.0.4) and references/parameter-cheatsheet.md, which state NO date:
 *               V8.2 is the current default; V8.1 and V8.2 take no --q and no --oref/--cw/--cref;
 *               lists --ar, --raw, --hd, --s, --c, --no, --sref/--sw, --p, --edit for them.
 *
 * Decisions under the policy (checked 2026-11-26):
 * - V8.2 as Midjourney's default: two independent sources dated September 2026, [vibes] and
 *   [stackdiff], agree, [moai] (undated) says the same and none contradicts them, so 8.2 is the
 *   builder's default. Only [vibes] dates the switch (24 July 2026), so the builder says "since
 *   July 2026" and attributes the day to that one source.
 * - The day V8.1 became the default: [atlas] says 10 June 2026, another guide seen (dated
 *   2026-07-23, its repository not identifiable) says 11 June; both agree with [aiwiki] on June
 *   2026, so only the month is stated.
 * - --tile, --exp and `::` weights on 8.x: neither [vibes] nor [moai] says whether 8.1 or 8.2
 *   takes them ([vibes] only notes the Edit Model cannot be combined with --tile). A parameter
 *   reference dated 2026-06-13 (repository not identifiable, so not citable) lists --tile for
 *   V8.1. No two citable dated sources agree, so they stay off with that reason (`unsettled`).
 *   --sv is not modelled.
 * - Niji 7 (January 2026): [stackdiff] lists it as a current model but gives no parameters;
 *   neither [vibes] nor [moai] covers it. The pages that do are undated or
 *   not citable, and each gives a different piece (--cref as on Niji 6; no --oref; --iw 0–2), so
 *   no two dated sources agree on its parameters and it is not offered.
 * - Nothing newer than 8.2 (no V8.3 or V9) was reported by any source found.
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
   * Why a version is offered but not treated as settled (see the sources policy in the header):
   * shown beside the version, naming the basis, so nobody mistakes it for a settled fact.
   */
  reported?: string;
  /** For the default version: the basis for calling it Midjourney's default, shown beside it. */
  basis?: string;
  /**
   * Parameters left off this version because the sources do not settle them (see the header),
   * with the basis; the builder shows it as the reason instead of "not available".
   */
  unsettled?: Partial<Record<Feature | NumericParam, string>>;
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
 * Version 8.x [evolink] [moai]: the V7 ranges for --s, --c, --w [muapi], --seed, --sw and --iw;
 * --raw; --sref; --p; native 2K with --hd [atlas] [moai]. No --oref/--ow or --cref/--cw: the Edit
 * Model replaces them [vibes] [moai]. No --q [moai] ([vibes] says only that V8's --q values may
 * differ). --exp, --tile and `::` weights are unsettled, so they stay off with that reason.
 */
const v8Ranges = { ...common };
const notSettled = "no two dated sources we can cite confirm it for 8.x";
const v8Unsettled: VersionSpec["unsettled"] = {
  tile: notSettled,
  exp: notSettled,
  multiPrompt: notSettled,
};
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
    unsettled: v8Unsettled,
  },
  {
    // Version 8.1: alpha 14 April 2026 [wikiblah], released to everyone 30 April 2026 [atlas] and
    // made Midjourney's default in June 2026 [atlas] [aiwiki] (the day is disputed, see header),
    // until 8.2 replaced it [vibes] [stackdiff].
    id: "8.1",
    label: "Version 8.1",
    flag: "--v 8.1",
    rawFlag: "--raw",
    newest: false,
    quality: [],
    ranges: v8Ranges,
    features: v8Features,
    unsettled: v8Unsettled,
  },
  {
    // Version 8.2: Midjourney's default since July 2026, by two sources dated September 2026
    // [vibes] [stackdiff] ([moai], undated, agrees); [vibes] alone gives the day, 24 July 2026.
    // Parameters as 8.1: [moai] gives one list for both, and [vibes] describes their references
    // together.
    id: "8.2",
    label: "Version 8.2",
    flag: "--v 8.2",
    rawFlag: "--raw",
    newest: true,
    basis:
      "Midjourney's default since July 2026, by two third-party sources dated September 2026 (one of them dates the switch 24 July); the builder opens on it.",
    quality: [],
    ranges: v8Ranges,
    features: v8Features,
    unsettled: v8Unsettled,
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

/**
 * What the builder opens on: Midjourney's default version, 8.2 since July 2026 by two sources
 * dated September 2026 [vibes] [stackdiff] (header).
 */
export const DEFAULT_VERSION: VersionId = "8.2";

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

/**
 * What each Midjourney model version accepts: the one table to update when Midjourney ships a
 * version. Add a row to `VERSIONS` (and its id to `VersionId`), move `newest`, and the builder,
 * parser and URL state follow.
 */

export type VersionId = "6" | "6.1" | "7" | "niji 6";

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
  "styleRaw" | "tile" | "sref" | "oref" | "cref" | "personalize" | "multiPrompt";

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
  /** Accepted --q values. */
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
    newest: false,
    quality: v6Quality,
    ranges: v6Ranges,
    features: v6Features,
  },
  {
    id: "6.1",
    label: "Version 6.1",
    flag: "--v 6.1",
    newest: false,
    quality: v6Quality,
    ranges: v6Ranges,
    features: v6Features,
  },
  {
    // Version 7 is the newest version confirmed here (Midjourney's default since June 2025).
    // --cref was replaced by omni reference (--oref/--ow); --exp is new. Third-party V7 guides
    // disagree on whether `::` multi-prompt weights still work, so they are off until confirmed.
    id: "7",
    label: "Version 7",
    flag: "--v 7",
    newest: true,
    quality: [1, 2, 4],
    ranges: { ...common, exp: whole(0, 100), omniWeight: whole(1, 1000) },
    features: { ...v6Features, oref: true, cref: false, multiPrompt: false },
  },
  {
    // Niji 6 (anime model) follows Version 6 for its parameters, including --style raw.
    id: "niji 6",
    label: "Niji 6",
    flag: "--niji 6",
    newest: false,
    quality: v6Quality,
    ranges: v6Ranges,
    features: v6Features,
  },
];

export const DEFAULT_VERSION: VersionId = "7";

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

import { defaultState, initialState, type BuilderState } from "./state";
import { isVersionId, LEGACY_DEFAULT_VERSION } from "./versions";

type StringField = Exclude<
  {
    [K in keyof BuilderState]: BuilderState[K] extends string ? K : never;
  }[keyof BuilderState],
  "version"
>;
type BooleanField = {
  [K in keyof BuilderState]: BuilderState[K] extends boolean ? K : never;
}[keyof BuilderState];

/** Short query keys. Changing one breaks shared links, so only ever add keys. */
const STRING_KEYS: Record<StringField, string> = {
  subject: "t",
  medium: "m",
  influences: "inf",
  lighting: "l",
  palette: "pal",
  camera: "cam",
  mood: "mood",
  environment: "env",
  descriptionWeight: "tw",
  no: "no",
  images: "img",
  imageWeight: "iw",
  aspectRatio: "ar",
  stylize: "s",
  chaos: "c",
  weird: "w",
  quality: "q",
  seed: "seed",
  exp: "exp",
  sref: "sref",
  styleWeight: "sw",
  oref: "oref",
  omniWeight: "ow",
  cref: "cref",
  characterWeight: "cw",
  personalizeCode: "pc",
};
const BOOLEAN_KEYS: Record<BooleanField, string> = {
  styleRaw: "raw",
  tile: "tile",
  hd: "hd",
  personalize: "p",
};
const VERSION_KEY = "v";
const PART_TEXT = "pt";
const PART_WEIGHT = "pw";

const entries = <K extends string>(record: Record<K, string>) =>
  Object.entries(record) as [K, string][];

/**
 * A query string (without "?") holding the version and what differs from the default state.
 * The version is always written, so a link keeps its version when the builder's default moves.
 */
export function encodeState(state: BuilderState): string {
  const query = new URLSearchParams();
  for (const [field, key] of entries(STRING_KEYS))
    if (state[field] !== defaultState[field]) query.set(key, state[field]);
  query.set(VERSION_KEY, state.version);
  for (const [field, key] of entries(BOOLEAN_KEYS))
    if (state[field] !== defaultState[field]) query.set(key, state[field] ? "1" : "0");
  for (const part of state.parts) {
    query.append(PART_TEXT, part.text);
    query.append(PART_WEIGHT, part.weight);
  }
  return query.toString();
}

const knownKeys = new Set<string>([
  ...Object.values(STRING_KEYS),
  ...Object.values(BOOLEAN_KEYS),
  VERSION_KEY,
  PART_TEXT,
  PART_WEIGHT,
]);

/**
 * The state a query string describes. Tolerant: unknown keys are ignored, an unknown version or
 * a flag other than 0/1 falls back to the default, and every other value is kept as the raw text
 * so the builder can explain what is wrong with it. A link written before links named their
 * version (it has settings but no version) keeps the version that was the default then.
 */
export function decodeState(query: string): BuilderState {
  const params = new URLSearchParams(query);
  const state = initialState();
  for (const [field, key] of entries(STRING_KEYS)) {
    const value = params.get(key);
    if (value !== null) state[field] = value;
  }
  const version = params.get(VERSION_KEY);
  if (isVersionId(version)) state.version = version;
  else if (version === null && [...params.keys()].some((key) => knownKeys.has(key)))
    state.version = LEGACY_DEFAULT_VERSION;
  for (const [field, key] of entries(BOOLEAN_KEYS)) {
    const value = params.get(key);
    if (value === "1" || value === "0") state[field] = value === "1";
  }
  const texts = params.getAll(PART_TEXT);
  const weights = params.getAll(PART_WEIGHT);
  for (let i = 0; i < Math.max(texts.length, weights.length); i++)
    state.parts.push({ text: texts[i] ?? "", weight: weights[i] ?? "" });
  return state;
}

import { DEFAULT_VERSION, type VersionId } from "./versions";

/** One extra multi-prompt part: `text::weight`. An empty weight means 1. */
export interface PromptPart {
  text: string;
  weight: string;
}

/**
 * Everything the builder form holds. Numeric fields keep the raw text the user typed ("" means
 * "not set") so an out-of-range or malformed value can be explained instead of silently fixed.
 * Lists of URLs or codes are whitespace-separated text.
 */
export interface BuilderState {
  subject: string;
  /** Medium and style, e.g. "oil painting". */
  medium: string;
  /** Artistic influences; written as "in the style of …". */
  influences: string;
  lighting: string;
  palette: string;
  /** Camera and composition. */
  camera: string;
  mood: string;
  environment: string;
  /** Weight of the description when extra multi-prompt parts are used. */
  descriptionWeight: string;
  /** Extra multi-prompt parts after the description. */
  parts: PromptPart[];
  /** Negative terms for --no, comma-separated. */
  no: string;
  /** Image prompt URLs (https), placed at the start of the prompt. */
  images: string;
  imageWeight: string;
  version: VersionId;
  /** W:H in whole numbers; "" leaves --ar out (Midjourney then uses 1:1). */
  aspectRatio: string;
  styleRaw: boolean;
  stylize: string;
  chaos: string;
  weird: string;
  quality: string;
  seed: string;
  tile: boolean;
  /** Native 2K output (--hd), version 8.x. */
  hd: boolean;
  exp: string;
  /** Style reference URLs or numeric style codes. */
  sref: string;
  styleWeight: string;
  /** Omni reference: one image URL. */
  oref: string;
  omniWeight: string;
  /** Character reference URLs. */
  cref: string;
  characterWeight: string;
  personalize: boolean;
  /** Optional personalisation profile or moodboard codes for --p. */
  personalizeCode: string;
}

export const defaultState: BuilderState = {
  subject: "",
  medium: "",
  influences: "",
  lighting: "",
  palette: "",
  camera: "",
  mood: "",
  environment: "",
  descriptionWeight: "",
  parts: [],
  no: "",
  images: "",
  imageWeight: "",
  version: DEFAULT_VERSION,
  aspectRatio: "1:1",
  styleRaw: false,
  stylize: "",
  chaos: "",
  weird: "",
  quality: "",
  seed: "",
  tile: false,
  hd: false,
  exp: "",
  sref: "",
  styleWeight: "",
  oref: "",
  omniWeight: "",
  cref: "",
  characterWeight: "",
  personalize: false,
  personalizeCode: "",
};

/** A fresh copy of the default state (the parts array is not shared). */
export function initialState(): BuilderState {
  return { ...defaultState, parts: [] };
}

export const ASPECT_RATIO_PRESETS: readonly { value: string; label: string }[] = [
  { value: "1:1", label: "Square" },
  { value: "4:5", label: "Portrait (social)" },
  { value: "2:3", label: "Portrait" },
  { value: "3:4", label: "Portrait (classic)" },
  { value: "9:16", label: "Vertical (phone)" },
  { value: "3:2", label: "Landscape" },
  { value: "4:3", label: "Landscape (classic)" },
  { value: "16:9", label: "Widescreen" },
  { value: "21:9", label: "Cinematic" },
];

/** The free-text fields, in the order the description joins them. */
export const TEXT_FIELDS = [
  "subject",
  "medium",
  "influences",
  "lighting",
  "palette",
  "camera",
  "mood",
  "environment",
] as const;

export type TextField = (typeof TEXT_FIELDS)[number];

/** Field names an issue can point at: a state field or one multi-prompt part's text or weight. */
export type IssueField = keyof BuilderState | `parts.${number}.${keyof PromptPart}`;

export interface FieldIssue {
  field: IssueField;
  message: string;
}

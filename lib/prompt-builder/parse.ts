import { initialState, type BuilderState, type PromptPart } from "./state";
import { isVersionId, type VersionId } from "./versions";

/** State fields a prompt's parameters map to. */
export type ParamField =
  | "aspectRatio"
  | "version"
  | "styleRaw"
  | "stylize"
  | "chaos"
  | "weird"
  | "quality"
  | "seed"
  | "tile"
  | "hd"
  | "exp"
  | "imageWeight"
  | "sref"
  | "styleWeight"
  | "oref"
  | "omniWeight"
  | "cref"
  | "characterWeight"
  | "personalize"
  | "personalizeCode"
  | "no";

export interface ParsedPrompt {
  /** Image prompt URLs from the start of the prompt. */
  images: string[];
  /** The text, or the first part's text when the prompt is a multi-prompt. */
  description: string;
  /** The first part's weight ("" when none). */
  descriptionWeight: string;
  /** The multi-prompt parts after the first. */
  parts: PromptPart[];
  /** Recognised parameters, values as written (so malformed ones can be explained). */
  params: Partial<Pick<BuilderState, ParamField>>;
  /** Parameters the builder does not know, as written, e.g. "--stop 80" or "--v 5.2". */
  unknown: string[];
}

type TextParam = Exclude<ParamField, "version" | "styleRaw" | "tile" | "hd" | "personalize">;

const TEXT_PARAMS: Record<string, TextParam> = {
  ar: "aspectRatio",
  aspect: "aspectRatio",
  s: "stylize",
  stylize: "stylize",
  c: "chaos",
  chaos: "chaos",
  w: "weird",
  weird: "weird",
  q: "quality",
  quality: "quality",
  seed: "seed",
  exp: "exp",
  iw: "imageWeight",
  sref: "sref",
  sw: "styleWeight",
  oref: "oref",
  ow: "omniWeight",
  cref: "cref",
  cw: "characterWeight",
  no: "no",
};

/** `--name` (or Midjourney's em-dash spelling `—name`). */
const FLAG = /^(--|—)[a-z]/i;
const WEIGHT = /::(-?(?:\d+\.?\d*|\.\d+))?/g;

function versionFrom(name: string, values: string[]): VersionId | null {
  if (values.length !== 1) return null;
  const id = name === "niji" ? `niji ${values[0]}` : values[0];
  return isVersionId(id) ? id : null;
}

/** The state field a parameter name ("s", "stylize", "raw", "v" …) sets, if the builder knows it. */
export function paramField(name: string): ParamField | undefined {
  const key = name.replace(/^(--|—)/, "").toLowerCase();
  if (key in TEXT_PARAMS) return TEXT_PARAMS[key];
  if (key === "v" || key === "version" || key === "niji") return "version";
  if (key === "style" || key === "raw") return "styleRaw";
  if (key === "tile" || key === "hd") return key;
  if (key === "p" || key === "personalize") return "personalize";
  return undefined;
}

/** The parameters of a prompt as written, one "--name values" segment each, in order. */
export function parameterSegments(text: string): { name: string; text: string }[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const segments: { name: string; text: string }[] = [];
  for (const token of tokens) {
    const last = segments[segments.length - 1];
    if (FLAG.test(token))
      segments.push({ name: token.replace(/^(--|—)/, "").toLowerCase(), text: token });
    else if (last) last.text += ` ${token}`;
  }
  return segments;
}

export function parsePrompt(text: string): ParsedPrompt {
  const tokens = text.split(/\s+/).filter(Boolean);
  let i = 0;
  const images: string[] = [];
  while (i < tokens.length && /^https?:\/\/\S/i.test(tokens[i] ?? ""))
    images.push(tokens[i++] ?? "");
  let end = tokens.findIndex((t, j) => j >= i && FLAG.test(t));
  if (end < 0) end = tokens.length;

  // Description, split into multi-prompt parts at `::`.
  const body = tokens.slice(i, end).join(" ");
  const segments: PromptPart[] = [];
  let last = 0;
  for (const m of body.matchAll(WEIGHT)) {
    segments.push({ text: body.slice(last, m.index).trim(), weight: m[1] ?? "" });
    last = m.index + m[0].length;
  }
  const rest = body.slice(last).trim();
  if (rest || !segments.length) segments.push({ text: rest, weight: "" });
  const [first, ...parts] = segments;

  // Parameters.
  const params: ParsedPrompt["params"] = {};
  const unknown: string[] = [];
  for (let j = end; j < tokens.length;) {
    const token = tokens[j] ?? "";
    const values: string[] = [];
    for (j++; j < tokens.length && !FLAG.test(tokens[j] ?? ""); j++) values.push(tokens[j] ?? "");
    const name = token.replace(/^(--|—)/, "").toLowerCase();
    const raw = [token, ...values].join(" ");
    const field = TEXT_PARAMS[name];
    if (field && values.length) {
      params[field] =
        field === "no"
          ? values
              .join(" ")
              .split(",")
              .map((t) => t.trim())
              .filter(Boolean)
              .join(", ")
          : values.join(" ");
    } else if (name === "v" || name === "version" || name === "niji") {
      const version = versionFrom(name, values);
      if (version) params.version = version;
      else unknown.push(raw);
    } else if (name === "style" && values.join(" ").toLowerCase() === "raw") {
      params.styleRaw = true;
    } else if ((name === "raw" || name === "tile" || name === "hd") && !values.length) {
      params[name === "raw" ? "styleRaw" : name] = true;
    } else if (name === "p" || name === "personalize") {
      params.personalize = true;
      params.personalizeCode = values.join(" ");
    } else unknown.push(raw);
  }

  return {
    images,
    description: first?.text ?? "",
    descriptionWeight: first?.weight ?? "",
    parts,
    params,
    unknown,
  };
}

/**
 * A builder state for a whole prompt: the text (or a multi-prompt's first part) goes into
 * `subject`, the other text fields stay empty, parameters go into their fields. A parameter the
 * prompt does not set keeps its default, except the aspect ratio, which stays unset.
 * Unknown parameters are not represented; read them from `parsePrompt(text).unknown`.
 */
export function stateFromPrompt(text: string): BuilderState {
  const parsed = parsePrompt(text);
  return {
    ...initialState(),
    ...parsed.params,
    // A prompt without --ar has no aspect ratio set (Midjourney uses 1:1); don't add one.
    aspectRatio: parsed.params.aspectRatio ?? "",
    subject: parsed.description,
    descriptionWeight: parsed.descriptionWeight,
    parts: parsed.parts,
    images: parsed.images.join(" "),
  };
}

/** The `parameters` object of a prompt in data/prompts/midjourney/*.json. */
export interface CollectionParameters {
  aspectRatio?: string;
  version?: string;
  stylize?: number;
  chaos?: number;
  weird?: number;
  quality?: number;
  styleRaw?: boolean;
  tile?: boolean;
  hd?: boolean;
  no?: readonly string[];
}

/** A builder state for a collection prompt ("Open in builder"). */
export function stateFromCollectionPrompt(
  prompt: string,
  parameters: CollectionParameters,
): BuilderState {
  const state = stateFromPrompt(prompt);
  const number = (value: number | undefined, fallback: string) =>
    value === undefined ? fallback : String(value);
  return {
    ...state,
    aspectRatio: parameters.aspectRatio ?? state.aspectRatio,
    version: isVersionId(parameters.version) ? parameters.version : state.version,
    stylize: number(parameters.stylize, state.stylize),
    chaos: number(parameters.chaos, state.chaos),
    weird: number(parameters.weird, state.weird),
    quality: number(parameters.quality, state.quality),
    styleRaw: parameters.styleRaw ?? state.styleRaw,
    tile: parameters.tile ?? state.tile,
    hd: parameters.hd ?? state.hd,
    no: parameters.no ? parameters.no.join(", ") : state.no,
  };
}

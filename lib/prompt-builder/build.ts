import {
  TEXT_FIELDS,
  type BuilderState,
  type FieldIssue,
  type IssueField,
  type TextField,
} from "./state";
import {
  BAD_COMBINATIONS,
  FEATURE_NAMES,
  NUMERIC_PARAMS,
  VERSIONS,
  versionSpec,
  type EmittedParams,
  type Feature,
  type NumericParam,
  type Range,
  type VersionSpec,
} from "./versions";

export interface BuildResult {
  /** The prompt to paste into Midjourney; "" when there is no subject. */
  prompt: string;
  /** Problems with single fields; each such value is left out of the prompt (never clamped). */
  issues: FieldIssue[];
  /** Combinations that are valid one by one but known to work badly together. */
  warnings: string[];
}

export const TEXT_LABELS: Record<TextField, string> = {
  subject: "Subject",
  medium: "Medium and style",
  influences: "Artistic influences",
  lighting: "Lighting",
  palette: "Colour palette",
  camera: "Camera and composition",
  mood: "Mood",
  environment: "Environment",
};

/** An https URL with a dotted host, as one token. */
export const IMAGE_URL = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** "0.50" → ".5", "007" → "7", "-0.5" → "-.5": how Midjourney's docs write numbers. */
export function canonicalNumber(raw: string): string {
  const m = /^(-?)(\d*)\.?(\d*)$/.exec(raw);
  if (!m) return raw;
  const int = (m[2] ?? "").replace(/^0+/, "");
  const frac = (m[3] ?? "").replace(/0+$/, "");
  if (!int && !frac) return "0";
  return `${m[1]}${int}${frac ? `.${frac}` : ""}`;
}

function listText(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** Why `what` is not available in `current`, naming the versions that accept it. */
export function needsVersion(
  what: string,
  accepts: (v: VersionSpec) => boolean,
  current: VersionSpec,
): string {
  const ok = VERSIONS.filter(accepts);
  const main = VERSIONS.filter((v) => v.flag.startsWith("--v"));
  const okMain = main.filter(accepts);
  const first = okMain[0];
  const tail = first ? main.slice(main.indexOf(first)) : [];
  if (first && okMain.length === tail.length && okMain.some((v) => v.newest)) {
    const niji = ok.filter((v) => !main.includes(v)).map((v) => v.label);
    return `${what} needs version ${listText([`${first.id} or newer`, ...niji])}.`;
  }
  return ok.length
    ? `${what} is not available in ${current.label}; it works with ${listText(ok.map((v) => v.label))}.`
    : `${what} is not available in any version the builder supports.`;
}

function rangeText(label: string, range: Range): string {
  const kind = range.whole ? "a whole number" : "a number";
  return `${label} must be ${kind} from ${canonicalNumber(String(range.min))} to ${canonicalNumber(String(range.max))}`;
}

/** The value, or the reason it is not acceptable. */
export function checkNumber(
  raw: string,
  label: string,
  range: Range,
): { value: number; text: string } | { error: string } {
  const base = rangeText(label, range);
  if (!NUMBER.test(raw)) return { error: `${base}; “${raw}” is not a number.` };
  const value = Number(raw);
  if (range.whole && !Number.isInteger(value))
    return { error: `${base}; ${raw} is not a whole number.` };
  if (value < range.min) return { error: `${base}; ${raw} is too low.` };
  if (value > range.max) return { error: `${base}; ${raw} is too high.` };
  return { value, text: canonicalNumber(raw) };
}

const words = (raw: string) => raw.split(/\s+/).filter(Boolean);

const PERMUTATION_WARNING =
  "Curly braces {…} make Midjourney run a permutation prompt: one job for each option.";

export function buildPrompt(state: BuilderState): BuildResult {
  const spec = versionSpec(state.version);
  const issues: FieldIssue[] = [];
  const warnings: string[] = [];
  const has = (field: IssueField, message?: string) =>
    issues.some((i) => i.field === field && (message === undefined || i.message === message));
  const issue = (field: IssueField, message: string) => {
    if (!has(field, message)) issues.push({ field, message });
  };
  const emitted: EmittedParams = { version: spec.id, numbers: {}, features: {} };
  const params: string[] = [];

  /** Collapses whitespace and replaces what would break the prompt, explaining each change. */
  const clean = (field: IssueField, label: string, raw: string): string => {
    let text = raw.replace(/\s+/g, " ").replace(/^[ ,]+|[ ,]+$/g, "");
    if (/-{2,}|—/.test(text)) {
      text = text.replace(/-{2,}|—/g, "-");
      issue(
        field,
        `“--” in ${label.toLowerCase()} would start a Midjourney parameter, so it was replaced by “-”; use the parameter fields instead.`,
      );
    }
    if (text.includes("::")) {
      text = text.replace(/:{2,}/g, ":");
      issue(
        field,
        `“::” in ${label.toLowerCase()} would split the prompt into weighted parts, so it was replaced by “:”; use multi-prompt parts for weights.`,
      );
    }
    // A trailing colon means nothing but would run into a following `::`.
    text = text.replace(/[ ,:]+$/, "");
    if (/[{}]/.test(text) && !warnings.includes(PERMUTATION_WARNING))
      warnings.push(PERMUTATION_WARNING);
    return text;
  };

  const gate = (field: IssueField, feature: Feature): boolean => {
    if (spec.features[feature]) return true;
    issue(
      field,
      needsVersion(FEATURE_NAMES[feature], (v) => v.features[feature], spec),
    );
    return false;
  };

  // Image prompts.
  const images: string[] = [];
  const badImages: string[] = [];
  for (const url of words(state.images)) (IMAGE_URL.test(url) ? images : badImages).push(url);
  if (badImages.length)
    issue(
      "images",
      `Image prompts must be https links to images; left out: ${badImages.map((u) => `“${u}”`).join(", ")}.`,
    );

  // Description.
  let subject = clean("subject", "Subject", state.subject);
  if (/^https?:\/\//i.test(subject)) {
    while (/^https?:\/\//i.test(subject)) subject = subject.replace(/^\S+[\s,]*/, "");
    issue(
      "subject",
      "Subject starts with a web address, which Midjourney would read as an image prompt; it was left out. Put image links under image prompts.",
    );
  }
  if (!subject) issue("subject", "Describe the subject; the prompt needs one.");
  const pieces = [subject];
  for (const field of TEXT_FIELDS.slice(1)) {
    const text = clean(field, TEXT_LABELS[field], state[field]);
    if (!text) continue;
    pieces.push(
      field === "influences" && !/^(in the style of|inspired by|by)\b/i.test(text)
        ? `in the style of ${text}`
        : text,
    );
  }
  let description = pieces.filter(Boolean).join(", ");

  // Multi-prompt parts.
  const checkWeight = (field: IssueField, raw: string): string | null => {
    const w = raw.trim();
    if (!w || NUMBER.test(w)) return w && canonicalNumber(w);
    issue(field, `A weight must be a number such as 2, .5 or -.5; “${w}” is not a number.`);
    return null;
  };
  const hasParts = state.parts.some((p) => p.text.trim() || p.weight.trim());
  if (hasParts && gate("parts", "multiPrompt")) {
    const descWeight = checkWeight("descriptionWeight", state.descriptionWeight);
    const segments: { text: string; weight: string }[] = [];
    state.parts.forEach((part, i) => {
      const text = clean(`parts.${i}.text`, `Part ${i + 2}`, part.text);
      if (!text) {
        if (part.weight.trim()) issue(`parts.${i}.text`, `Part ${i + 2} has a weight but no text.`);
        return;
      }
      const weight = checkWeight(`parts.${i}.weight`, part.weight);
      if (weight !== null) segments.push({ text, weight });
    });
    const total = segments.reduce((sum, s) => sum + Number(s.weight || 1), Number(descWeight || 1));
    if (descWeight === null) {
      issue("parts", "Multi-prompt parts are left out until the description's weight is fixed.");
    } else if (segments.length && total <= 0) {
      issue(
        "parts",
        `Multi-prompt weights must add up to more than 0; they add up to ${Math.round(total * 1000) / 1000}.`,
      );
    } else if (segments.length) {
      description = [{ text: description, weight: descWeight }, ...segments]
        .map((s) => `${s.text}::${s.weight}`)
        .join(" ");
      emitted.features.multiPrompt = true;
    }
  }
  if (state.descriptionWeight.trim() && !emitted.features.multiPrompt && !has("descriptionWeight"))
    issue(
      "descriptionWeight",
      "A weight applies only when the prompt has more than one part; add a multi-prompt part or clear the weight.",
    );

  // Parameters, in canonical order.
  const ar = state.aspectRatio.trim();
  if (ar) {
    const m = /^(\d+):(\d+)$/.exec(ar);
    const [w, h] = [canonicalNumber(m?.[1] ?? "0"), canonicalNumber(m?.[2] ?? "0")];
    if (w === "0" || h === "0")
      issue(
        "aspectRatio",
        `Aspect ratio must be two whole numbers above 0 written W:H, such as 16:9; “${ar}” is not.`,
      );
    else params.push(`--ar ${w}:${h}`);
  }
  params.push(spec.flag);

  const flag = (field: "styleRaw" | "tile") => {
    if (state[field] && gate(field, field)) {
      params.push(FEATURE_NAMES[field]);
      emitted.features[field] = true;
    }
  };

  const numeric = (key: NumericParam, requires?: [boolean, string]) => {
    const raw = state[key].trim();
    if (!raw) return;
    const { flag: name, label } = NUMERIC_PARAMS[key];
    const range = spec.ranges[key];
    if (!range)
      return issue(
        key,
        needsVersion(name, (v) => !!v.ranges[key], spec),
      );
    if (requires && !requires[0]) return issue(key, `${name} ${requires[1]}`);
    const result = checkNumber(raw, label, range);
    if ("error" in result) return issue(key, result.error);
    params.push(`${name} ${result.text}`);
    emitted.numbers[key] = result.value;
  };

  flag("styleRaw");
  numeric("stylize");
  numeric("chaos");
  numeric("weird");

  const q = state.quality.trim();
  if (q) {
    const value = NUMBER.test(q) ? Number(q) : NaN;
    const allowed = `Quality must be ${listText(spec.quality.map((n) => canonicalNumber(String(n))))} for ${spec.label}`;
    if (spec.quality.includes(value)) {
      params.push(`--q ${canonicalNumber(q)}`);
      emitted.numbers.quality = value;
    } else if (VERSIONS.some((v) => v.quality.includes(value))) {
      issue(
        "quality",
        needsVersion(`--q ${canonicalNumber(q)}`, (v) => v.quality.includes(value), spec),
      );
    } else issue("quality", `${allowed}; “${q}” is not one of them.`);
  }

  numeric("seed");
  flag("tile");
  numeric("exp");
  numeric("imageWeight", [
    images.length > 0,
    "only applies with an image prompt; add an image link or clear the image weight.",
  ]);

  /** Whitespace-separated references: valid ones are kept, the rest explained. */
  const refs = (field: "sref" | "oref" | "cref", valid: (token: string) => boolean): boolean => {
    const tokens = words(state[field]);
    if (!tokens.length || !gate(field, field)) return false;
    const name = FEATURE_NAMES[field];
    const bad = tokens.filter((t) => !valid(t));
    const good = tokens.filter(valid);
    if (bad.length)
      issue(
        field,
        `${name} takes ${field === "sref" ? "https image links or numeric style codes" : "https image links"}; left out: ${bad.map((t) => `“${t}”`).join(", ")}.`,
      );
    if (field === "oref" && tokens.length > 1) {
      if (!bad.length) issue(field, "--oref takes exactly one image link.");
      return false;
    }
    if (!good.length) return false;
    params.push(`${name} ${good.join(" ")}`);
    emitted.features[field] = true;
    return true;
  };

  const sref = refs("sref", (t) => IMAGE_URL.test(t) || /^(\d+|random)$/.test(t));
  numeric("styleWeight", [sref, "only applies with a style reference (--sref)."]);
  const oref = refs("oref", (t) => IMAGE_URL.test(t));
  numeric("omniWeight", [oref, "only applies with an omni reference (--oref)."]);
  const cref = refs("cref", (t) => IMAGE_URL.test(t));
  numeric("characterWeight", [cref, "only applies with a character reference (--cref)."]);

  const codes = words(state.personalizeCode);
  if (state.personalize && gate("personalize", "personalize")) {
    const bad = codes.filter((c) => !/^[a-z0-9]+$/i.test(c));
    if (bad.length)
      issue(
        "personalizeCode",
        `Profile and moodboard codes are letters and digits; ${bad.map((c) => `“${c}”`).join(", ")} is not, so --p was left out.`,
      );
    else {
      params.push(["--p", ...codes].join(" "));
      emitted.features.personalize = true;
    }
  } else if (codes.length && !state.personalize) {
    issue("personalizeCode", "Profile codes apply only when personalisation (--p) is on.");
  }

  const no = state.no
    .split(",")
    .map((term) => clean("no", "Negative terms", term))
    .filter(Boolean);
  if (no.length) params.push(`--no ${no.join(", ")}`);

  for (const combination of BAD_COMBINATIONS)
    if (combination.when(emitted)) warnings.push(combination.warning);

  const prompt = subject
    ? [images.join(" "), description, ...params].filter(Boolean).join(" ")
    : "";
  return { prompt, issues, warnings };
}

/**
 * The `--parameters` of a prompt, in Midjourney's canonical order. Every section checks its
 * value against the chosen version's row in versions.ts; what does not fit is left out and
 * explained (never clamped), and what made it in is recorded for the bad-combination checks.
 */
import type { IssueCollector } from "./issues";
import { IMAGE_URL, cleanText, words } from "./build-text";
import { canonicalNumber, checkNumber, listText, NUMBER, needsVersion } from "./numbers";
import type { BuilderState } from "./state";
import {
  FEATURE_NAMES,
  NUMERIC_PARAMS,
  VERSIONS,
  type EmittedParams,
  type Feature,
  type NumericParam,
  type VersionSpec,
} from "./versions";

/** What the parameter sections share: the state, its version, where to report, what is emitted. */
interface Section {
  state: BuilderState;
  spec: VersionSpec;
  collector: IssueCollector;
  emitted: EmittedParams;
  params: string[];
}

/** Whether the version accepts a feature; if not, the field says which versions do. */
function gate(s: Section, field: keyof BuilderState, feature: Feature): boolean {
  if (s.spec.features[feature]) return true;
  s.collector.issue(
    field,
    needsVersion(FEATURE_NAMES[feature], (v) => v.features[feature], s.spec, feature),
  );
  return false;
}

function aspectRatio(s: Section): void {
  const ar = s.state.aspectRatio.trim();
  if (!ar) return;
  const m = /^(\d+):(\d+)$/.exec(ar);
  const [w, h] = [canonicalNumber(m?.[1] ?? "0"), canonicalNumber(m?.[2] ?? "0")];
  if (w === "0" || h === "0")
    s.collector.issue(
      "aspectRatio",
      `Aspect ratio must be two whole numbers above 0 written W:H, such as 16:9; “${ar}” is not.`,
    );
  else s.params.push(`--ar ${w}:${h}`);
}

/** An on/off parameter such as --style raw, --tile or --hd. */
function toggle(s: Section, field: "styleRaw" | "tile" | "hd"): void {
  if (s.state[field] && gate(s, field, field)) {
    s.params.push(field === "styleRaw" ? s.spec.rawFlag : FEATURE_NAMES[field]);
    s.emitted.features[field] = true;
  }
}

/** A numeric parameter; `requires` says what it depends on and why it was left out without it. */
function numeric(s: Section, key: NumericParam, requires?: [boolean, string]): void {
  const raw = s.state[key].trim();
  if (!raw) return;
  const { flag: name, label } = NUMERIC_PARAMS[key];
  const range = s.spec.ranges[key];
  if (!range)
    return s.collector.issue(
      key,
      needsVersion(name, (v) => !!v.ranges[key], s.spec, key),
    );
  if (requires && !requires[0]) return s.collector.issue(key, `${name} ${requires[1]}`);
  const result = checkNumber(raw, label, range);
  if ("error" in result) return s.collector.issue(key, result.error);
  s.params.push(`${name} ${result.text}`);
  s.emitted.numbers[key] = result.value;
}

/** Why a version takes no --q at all (8.x), naming what to use instead; undefined when it takes one. */
export function noQualityReason(spec: VersionSpec): string | undefined {
  if (spec.quality.length > 0) return undefined;
  return `${spec.label} takes no --q quality value${spec.features.hd ? "; use --hd for native 2K output" : ""}. ${needsVersion("--q", (v) => v.quality.length > 0, spec)}`;
}

function quality(s: Section): void {
  const q = s.state.quality.trim();
  if (!q) return;
  const value = NUMBER.test(q) ? Number(q) : NaN;
  if (s.spec.quality.includes(value)) {
    s.params.push(`--q ${canonicalNumber(q)}`);
    s.emitted.numbers.quality = value;
  } else if (s.spec.quality.length === 0) {
    s.collector.issue("quality", noQualityReason(s.spec) ?? "");
  } else if (VERSIONS.some((v) => v.quality.includes(value))) {
    s.collector.issue(
      "quality",
      needsVersion(`--q ${canonicalNumber(q)}`, (v) => v.quality.includes(value), s.spec),
    );
  } else {
    const allowed = listText(s.spec.quality.map((n) => canonicalNumber(String(n))));
    s.collector.issue(
      "quality",
      `Quality must be ${allowed} for ${s.spec.label}; “${q}” is not one of them.`,
    );
  }
}

/** Whitespace-separated references: valid ones are kept, the rest explained. True if emitted. */
function references(
  s: Section,
  field: "sref" | "oref" | "cref",
  valid: (token: string) => boolean,
): boolean {
  const tokens = words(s.state[field]);
  if (!tokens.length || !gate(s, field, field)) return false;
  const name = FEATURE_NAMES[field];
  const bad = tokens.filter((t) => !valid(t));
  const good = tokens.filter(valid);
  if (bad.length)
    s.collector.issue(
      field,
      `${name} takes ${field === "sref" ? "https image links or numeric style codes" : "https image links"}; left out: ${bad.map((t) => `“${t}”`).join(", ")}.`,
    );
  if (field === "oref" && tokens.length > 1) {
    if (!bad.length) s.collector.issue(field, "--oref takes exactly one image link.");
    return false;
  }
  if (!good.length) return false;
  s.params.push(`${name} ${good.join(" ")}`);
  s.emitted.features[field] = true;
  return true;
}

function personalize(s: Section): void {
  const codes = words(s.state.personalizeCode);
  if (s.state.personalize && gate(s, "personalize", "personalize")) {
    const bad = codes.filter((c) => !/^[a-z0-9]+$/i.test(c));
    if (bad.length)
      s.collector.issue(
        "personalizeCode",
        `Profile and moodboard codes are letters and digits; ${bad.map((c) => `“${c}”`).join(", ")} is not, so --p was left out.`,
      );
    else {
      s.params.push(["--p", ...codes].join(" "));
      s.emitted.features.personalize = true;
    }
  } else if (codes.length && !s.state.personalize) {
    s.collector.issue(
      "personalizeCode",
      "Profile codes apply only when personalisation (--p) is on.",
    );
  }
}

function negative(s: Section): void {
  const no = s.state.no
    .split(",")
    .map((term) => cleanText(s.collector, "no", "Negative terms", term))
    .filter(Boolean);
  if (no.length) s.params.push(`--no ${no.join(", ")}`);
}

/** Every parameter the state sets and its version accepts, in canonical order. */
export function buildParameters(
  state: BuilderState,
  spec: VersionSpec,
  hasImages: boolean,
  collector: IssueCollector,
  emitted: EmittedParams,
): string[] {
  const s: Section = { state, spec, collector, emitted, params: [] };
  aspectRatio(s);
  s.params.push(spec.flag);
  toggle(s, "styleRaw");
  numeric(s, "stylize");
  numeric(s, "chaos");
  numeric(s, "weird");
  quality(s);
  numeric(s, "seed");
  toggle(s, "tile");
  toggle(s, "hd");
  numeric(s, "exp");
  numeric(s, "imageWeight", [
    hasImages,
    "only applies with an image prompt; add an image link or clear the image weight.",
  ]);
  const sref = references(s, "sref", (t) => IMAGE_URL.test(t) || /^(\d+|random)$/.test(t));
  numeric(s, "styleWeight", [sref, "only applies with a style reference (--sref)."]);
  const oref = references(s, "oref", (t) => IMAGE_URL.test(t));
  numeric(s, "omniWeight", [oref, "only applies with an omni reference (--oref)."]);
  const cref = references(s, "cref", (t) => IMAGE_URL.test(t));
  numeric(s, "characterWeight", [cref, "only applies with a character reference (--cref)."]);
  personalize(s);
  negative(s);
  return s.params;
}

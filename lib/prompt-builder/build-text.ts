/**
 * The words of a prompt: image prompts, the description made of the text fields, and the
 * weighted multi-prompt parts. Each section reports what it changed or left out.
 */
import type { IssueCollector } from "./issues";
import { canonicalNumber, NUMBER, needsVersion } from "./numbers";
import { TEXT_FIELDS, type BuilderState, type IssueField, type TextField } from "./state";
import { FEATURE_NAMES, type VersionSpec } from "./versions";

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

export const words = (raw: string) => raw.split(/\s+/).filter(Boolean);

const PERMUTATION_WARNING =
  "Curly braces {…} make Midjourney run a permutation prompt: one job for each option.";

/** Collapses whitespace and replaces what would break the prompt, explaining each change. */
export function cleanText(
  collector: IssueCollector,
  field: IssueField,
  label: string,
  raw: string,
): string {
  let text = raw.replace(/\s+/g, " ").replace(/^[ ,]+|[ ,]+$/g, "");
  if (/-{2,}|—/.test(text)) {
    text = text.replace(/-{2,}|—/g, "-");
    collector.issue(
      field,
      `“--” in ${label.toLowerCase()} would start a Midjourney parameter, so it was replaced by “-”; use the parameter fields instead.`,
    );
  }
  if (text.includes("::")) {
    text = text.replace(/:{2,}/g, ":");
    collector.issue(
      field,
      `“::” in ${label.toLowerCase()} would split the prompt into weighted parts, so it was replaced by “:”; use multi-prompt parts for weights.`,
    );
  }
  // A trailing colon means nothing but would run into a following `::`.
  text = text.replace(/[ ,:]+$/, "");
  if (/[{}]/.test(text)) collector.warn(PERMUTATION_WARNING);
  return text;
}

/** The https image links to start from; other tokens, or a version without image prompts, are explained. */
export function imagePrompts(
  state: BuilderState,
  spec: VersionSpec,
  collector: IssueCollector,
): string[] {
  const tokens = words(state.images);
  if (tokens.length === 0) return [];
  if (!spec.features.imagePrompts) {
    collector.issue(
      "images",
      needsVersion(
        FEATURE_NAMES.imagePrompts,
        (v) => v.features.imagePrompts,
        spec,
        "imagePrompts",
      ),
    );
    return [];
  }
  const bad = tokens.filter((url) => !IMAGE_URL.test(url));
  if (bad.length)
    collector.issue(
      "images",
      `Image prompts must be https links to images; left out: ${bad.map((u) => `“${u}”`).join(", ")}.`,
    );
  return tokens.filter((url) => IMAGE_URL.test(url));
}

/** The subject (without a leading link, which would become an image prompt) and the description. */
export function describe(
  state: BuilderState,
  collector: IssueCollector,
): { subject: string; description: string } {
  let subject = cleanText(collector, "subject", "Subject", state.subject);
  if (/^https?:\/\//i.test(subject)) {
    while (/^https?:\/\//i.test(subject)) subject = subject.replace(/^\S+[\s,]*/, "");
    collector.issue(
      "subject",
      "Subject starts with a web address, which Midjourney would read as an image prompt; it was left out. Put image links under image prompts.",
    );
  }
  if (!subject) collector.issue("subject", "Describe the subject; the prompt needs one.");
  const pieces = [subject];
  for (const field of TEXT_FIELDS.slice(1)) {
    const text = cleanText(collector, field, TEXT_LABELS[field], state[field]);
    if (!text) continue;
    pieces.push(
      field === "influences" && !/^(in the style of|inspired by|by)\b/i.test(text)
        ? `in the style of ${text}`
        : text,
    );
  }
  return { subject, description: pieces.filter(Boolean).join(", ") };
}

function checkWeight(collector: IssueCollector, field: IssueField, raw: string): string | null {
  const w = raw.trim();
  if (!w || NUMBER.test(w)) return w && canonicalNumber(w);
  collector.issue(field, `A weight must be a number such as 2, .5 or -.5; “${w}” is not a number.`);
  return null;
}

/**
 * The description with the multi-prompt parts as `text::weight` segments, or unchanged when
 * there are none, the version has no `::` weights, or a weight is wrong (each explained).
 */
export function multiPrompt(
  state: BuilderState,
  spec: VersionSpec,
  collector: IssueCollector,
  description: string,
): { description: string; weighted: boolean } {
  const unchanged = { description, weighted: false };
  const hasParts = state.parts.some((p) => p.text.trim() || p.weight.trim());
  if (hasParts && !spec.features.multiPrompt) {
    collector.issue(
      "parts",
      needsVersion(FEATURE_NAMES.multiPrompt, (v) => v.features.multiPrompt, spec, "multiPrompt"),
    );
  }
  if (!hasParts || !spec.features.multiPrompt) return unchanged;
  const descWeight = checkWeight(collector, "descriptionWeight", state.descriptionWeight);
  const segments: { text: string; weight: string }[] = [];
  state.parts.forEach((part, i) => {
    const text = cleanText(collector, `parts.${i}.text`, `Part ${i + 2}`, part.text);
    if (!text) {
      if (part.weight.trim())
        collector.issue(`parts.${i}.text`, `Part ${i + 2} has a weight but no text.`);
      return;
    }
    const weight = checkWeight(collector, `parts.${i}.weight`, part.weight);
    if (weight !== null) segments.push({ text, weight });
  });
  const total = segments.reduce((sum, s) => sum + Number(s.weight || 1), Number(descWeight || 1));
  if (descWeight === null) {
    collector.issue(
      "parts",
      "Multi-prompt parts are left out until the description's weight is fixed.",
    );
    return unchanged;
  }
  if (segments.length && total <= 0) {
    collector.issue(
      "parts",
      `Multi-prompt weights must add up to more than 0; they add up to ${Math.round(total * 1000) / 1000}.`,
    );
    return unchanged;
  }
  if (!segments.length) return unchanged;
  return {
    description: [{ text: description, weight: descWeight }, ...segments]
      .map((s) => `${s.text}::${s.weight}`)
      .join(" "),
    weighted: true,
  };
}

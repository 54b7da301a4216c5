/**
 * Builds a Midjourney prompt from the builder's state: image prompts, the description and its
 * weighted parts (build-text.ts), then the parameters (build-params.ts), checked against the
 * chosen version's row in versions.ts. Nothing is clamped: a value that does not fit is left
 * out and explained next to its field.
 */
import { describe, imagePrompts, multiPrompt } from "./build-text";
import { buildParameters } from "./build-params";
import { issueCollector } from "./issues";
import type { BuilderState, FieldIssue } from "./state";
import { BAD_COMBINATIONS, versionSpec, type EmittedParams } from "./versions";

export { IMAGE_URL, TEXT_LABELS } from "./build-text";
export { noQualityReason } from "./build-params";
export { canonicalNumber, checkNumber, needsVersion } from "./numbers";

export interface BuildResult {
  /** The prompt to paste into Midjourney; "" when there is no subject. */
  prompt: string;
  /** Problems with single fields; each such value is left out of the prompt (never clamped). */
  issues: FieldIssue[];
  /** Combinations that are valid one by one but known to work badly together. */
  warnings: string[];
}

export function buildPrompt(state: BuilderState): BuildResult {
  const spec = versionSpec(state.version);
  const collector = issueCollector();
  const emitted: EmittedParams = { version: spec.id, numbers: {}, features: {} };

  const images = imagePrompts(state, spec, collector);
  const { subject, description: plain } = describe(state, collector);
  const { description, weighted } = multiPrompt(state, spec, collector, plain);
  if (weighted) emitted.features.multiPrompt = true;
  else if (state.descriptionWeight.trim() && !collector.has("descriptionWeight"))
    collector.issue(
      "descriptionWeight",
      "A weight applies only when the prompt has more than one part; add a multi-prompt part or clear the weight.",
    );
  const params = buildParameters(state, spec, images.length > 0, collector, emitted);

  for (const combination of BAD_COMBINATIONS)
    if (combination.when(emitted)) collector.warn(combination.warning);

  const prompt = subject
    ? [images.join(" "), description, ...params].filter(Boolean).join(" ")
    : "";
  return { prompt, issues: collector.issues, warnings: collector.warnings };
}

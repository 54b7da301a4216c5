/**
 * What switching a prompt to another version does to it, in words: which parameters the new
 * version leaves out (and why) and which it writes differently, so a prompt built for V7 and
 * switched to V8.1 never loses a setting silently.
 */
import { buildPrompt } from "./build";
import { paramField, parameterSegments } from "./parse";
import type { BuilderState } from "./state";
import { versionSpec, type VersionId } from "./versions";

export interface VersionChange {
  /** "--q 2: Version 8.1 takes no --q quality value …" */
  dropped: string[];
  /** "--style raw is written --raw" */
  changed: string[];
}

export function versionChange(state: BuilderState, to: VersionId): VersionChange {
  const before = buildPrompt(state);
  const after = buildPrompt({ ...state, version: to });
  const change: VersionChange = { dropped: [], changed: [] };
  if (!before.prompt) return change;
  const reason = (field: string | undefined) =>
    after.issues.find((issue) => issue.field === field || issue.field.startsWith(`${field}.`))
      ?.message ?? `${versionSpec(to).label} does not take it.`;

  const afterSegments = parameterSegments(after.prompt);
  for (const segment of parameterSegments(before.prompt)) {
    const field = paramField(segment.name);
    if (field === "version") continue;
    const match = afterSegments.find((other) => paramField(other.name) === field);
    if (!match) change.dropped.push(`${segment.text}: ${reason(field)}`);
    else if (match.text !== segment.text && field === "styleRaw")
      change.changed.push(`${segment.text} is written ${match.text}.`);
  }
  if (before.prompt.includes("::") && !after.prompt.includes("::"))
    change.dropped.push(`Multi-prompt weights (::): ${reason("parts")}`);
  const images = (prompt: string) => /^https:\/\//.test(prompt);
  if (images(before.prompt) && !images(after.prompt))
    change.dropped.push(`Image prompts: ${reason("images")}`);
  return change;
}

/**
 * What kind of publisher a source is, in a reader's words, and which kinds cannot carry a fact
 * alone: a fact resting only on a personal or unknown source is shown as weakly sourced.
 */
import type { sourceKinds } from "@/lib/schemas/capabilities";

export type SourceKind = (typeof sourceKinds)[number];

export const sourceKindLabels: Record<SourceKind, string> = {
  vendor: "the maker's own page",
  press: "press",
  "independent-review": "independent review",
  digest: "digest or aggregator",
  personal: "personal site",
  unknown: "publisher unknown",
};

/** True when a source of this kind alone does not make a fact well sourced (or the kind is not recorded). */
export function isWeakKind(kind: SourceKind | undefined): boolean {
  return kind === "personal" || kind === "unknown";
}

/** True when every given source is weak: the fact they back is shown as weakly sourced. */
export function restsOnWeakSources(sources: readonly { kind?: SourceKind | undefined }[]): boolean {
  return sources.length > 0 && sources.every((source) => isWeakKind(source.kind));
}

/**
 * The graveyard: every general tool that shut down, was renamed or was folded into another
 * product, newest event first, with where its users went. Pure.
 */
import type { Catalogue, DirectoryTool } from "./catalogue";
import { hasLifecycleEvent } from "./lifecycle";

export type GraveyardEntry = {
  tool: DirectoryTool;
  /** The listed tool its users went to, when the data names one. */
  successor: DirectoryTool | undefined;
};

/**
 * Newest first by the event's date ("2026-04" sorts before "2026-04-26", as written); tools
 * without a date come last, by name. Adult tools stay on their gated pages.
 */
export function graveyardEntries(
  catalogue: Pick<Catalogue, "tools" | "toolsBySlug">,
): GraveyardEntry[] {
  return catalogue.tools
    .filter((tool) => !tool.adult && hasLifecycleEvent(tool))
    .sort(
      (a, b) => (b.statusOn ?? "").localeCompare(a.statusOn ?? "") || a.name.localeCompare(b.name),
    )
    .map((tool) => ({
      tool,
      successor:
        tool.successor === undefined ? undefined : catalogue.toolsBySlug.get(tool.successor),
    }));
}

/** Entries per page of /graveyard (then /graveyard/page/2…): each page stays within its budget at any size (at 100, a page of the 30,000-tool bench weighed 19.2 KB gzip against 19). */
export const graveyardPerPage = 80;

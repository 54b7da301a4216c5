/**
 * What happened to a tool, in words: the sentences a tool page's notice, the graveyard and the
 * API share, so a shutdown, rename or merger reads the same everywhere.
 */
import { formatLongDate, formatMonthYear } from "@/lib/format";
import type { DirectoryTool } from "./catalogue";

/** The tools whose listing ended or changed name: what the graveyard lists. */
export function hasLifecycleEvent(tool: Pick<DirectoryTool, "status">): boolean {
  return tool.status === "discontinued" || tool.status === "renamed" || tool.status === "merged";
}

/** "was discontinued in March 2026", "is now called Async (since May 2026)", … */
export function lifecycleSentence(
  tool: Pick<DirectoryTool, "name" | "status" | "statusOn" | "renamedTo" | "closingOn">,
  successorName: string | undefined,
): string | null {
  const when = tool.statusOn === undefined ? "" : formatMonthYear(tool.statusOn);
  switch (tool.status) {
    case "discontinued":
      return `${tool.name} was discontinued${when ? ` in ${when}` : ""}.`;
    case "renamed":
      return `${tool.name} is now called ${tool.renamedTo ?? "by a new name"}${when ? ` (since ${when})` : ""}.`;
    case "merged":
      return `${tool.name} became part of ${successorName ?? "another product"}${when ? ` in ${when}` : ""}.`;
    case "active":
      // Announced, not confirmed: a forecast is not an event.
      return tool.closingOn === undefined
        ? null
        : `Its maker announced that ${tool.name} would close ${tool.closingOn.length === 7 ? "in" : "on"} ${tool.closingOn.length === 7 ? formatMonthYear(tool.closingOn) : formatLongDate(tool.closingOn)}; no source we have found confirms the closure yet.`;
    case "unverified":
      return null;
  }
}

/** "Owned by Superhuman since September 2026." for a tool bought by another company. */
export function ownerSentence(
  tool: Pick<DirectoryTool, "acquiredBy" | "acquiredOn" | "acquisitionAnnouncedOn">,
): string | null {
  if (tool.acquiredBy === undefined) return null;
  const announced = tool.acquisitionAnnouncedOn
    ? ` (announced ${formatMonthYear(tool.acquisitionAnnouncedOn)})`
    : "";
  return `Owned by ${tool.acquiredBy}${tool.acquiredOn ? ` since ${formatMonthYear(tool.acquiredOn)}` : ""}${announced}.`;
}

/**
 * The "Has" filters of a tool listing: a free plan, the platforms people ask for, an API, open
 * source, running locally. Each is a fact a dated source confirms (a capability claim of "yes"
 * or "on paid plans"), or the entry price for the free plan (lib/directory/on-sale.ts); a tool
 * no source says anything about does not match, since we cannot confirm it. Pure.
 */
import type { DirectoryTool } from "./catalogue";
import { isFreeEntry } from "./on-sale";

/** The options, in the order the controls list them; the labels are the readers' words. */
export const featureFilters = [
  { id: "free-plan", label: "Free plan" },
  { id: "web-app", label: "Web app" },
  { id: "ios-app", label: "iPhone / iPad app" },
  { id: "android-app", label: "Android app" },
  { id: "windows-app", label: "Windows app" },
  { id: "macos-app", label: "Mac app" },
  { id: "linux-app", label: "Linux app" },
  { id: "browser-extension", label: "Browser extension" },
  { id: "api", label: "API" },
  { id: "open-source", label: "Open source" },
  { id: "runs-locally", label: "Runs locally" },
] as const;

export type FeatureFilter = (typeof featureFilters)[number]["id"];

export const featureFilterIds: readonly string[] = featureFilters.map((filter) => filter.id);

/** The options a tool matches: confirmed capabilities ("yes" or on paid plans) and a free entry. */
export function toolFeatures(
  tool: Pick<DirectoryTool, "capabilities" | "entryPrice">,
): FeatureFilter[] {
  const confirmed = new Set(
    (tool.capabilities ?? []).filter((claim) => claim.value !== "no").map((claim) => claim.id),
  );
  if (isFreeEntry(tool.entryPrice)) confirmed.add("free-plan");
  return featureFilters.filter((filter) => confirmed.has(filter.id)).map((filter) => filter.id);
}

/**
 * The options with how many of these tools match each, for the controls; options no tool
 * matches are left out (a checkbox that can only empty the list helps no one).
 */
export function featureChoices(
  tools: readonly Pick<DirectoryTool, "capabilities" | "entryPrice">[],
): { value: string; label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const tool of tools)
    for (const id of toolFeatures(tool)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return featureFilters
    .filter((filter) => (counts.get(filter.id) ?? 0) > 0)
    .map((filter) => ({ value: filter.id, label: filter.label, count: counts.get(filter.id)! }));
}

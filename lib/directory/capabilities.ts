/**
 * Capabilities: what a tool runs on, how open it is, what it works with and what it offers
 * teams, from the vocabulary in data/capabilities.json. Each claim about a tool (yes, no, paid
 * plans only) rests on a dated source and the words of that source (data/capabilities/*.json, one
 * file per category's research pass); what no source states is "not confirmed". This module is
 * what the pages and the comparison view need (no schema code, so it stays small in the browser):
 * the claims' shape, their labels, and tools lined up capability by capability.
 * lib/directory/capability-claims.ts checks the files and attaches the claims. Pure.
 */
import { isWeakKind } from "@/lib/sources/kinds";
import type { CapabilityVocabulary } from "@/lib/schemas/capabilities";

export type CapabilityValue = "yes" | "no" | "paid";

export type CapabilitySource = {
  url: string;
  title: string;
  seen: string;
  kind: "vendor" | "press" | "independent-review" | "digest" | "personal" | "unknown";
};

export type CapabilityClaim = {
  id: string;
  value: CapabilityValue;
  licence?: string;
  /** The source's own words that say it. */
  quote: string;
  source: CapabilitySource;
};

export type CapabilityGroup = CapabilityVocabulary["groups"][number];

/** A file as read: its path for messages and its parsed JSON (or why it did not parse). */
/** How a value reads in a cell or a line. */
export const capabilityValueLabel: Record<CapabilityValue | "unknown", string> = {
  yes: "Yes",
  no: "No",
  paid: "Paid plans only",
  unknown: "Not confirmed",
};

/** A source only a personal or unknown page supports: shown as weakly sourced. */
export const isWeakSource = (source: Pick<CapabilitySource, "kind">): boolean =>
  isWeakKind(source.kind);

export type CapabilityRow = {
  id: string;
  name: string;
  definition: string;
  /** One cell per tool: its claim, or null when no source confirms it. */
  cells: (CapabilityClaim | null)[];
  /** Every tool has the same confirmed value. */
  shared: boolean;
};

/**
 * The comparison's rows, group by group: a capability appears when a source confirms it for at
 * least one of the tools; "shared" only when every tool has the same confirmed value.
 */
export function capabilityRows(
  groups: readonly CapabilityGroup[],
  columns: readonly (readonly CapabilityClaim[] | undefined)[],
): { group: CapabilityGroup; rows: CapabilityRow[] }[] {
  return groups
    .map((group) => ({
      group,
      rows: group.capabilities
        .map((capability) => {
          const cells = columns.map(
            (claims) => claims?.find((claim) => claim.id === capability.id) ?? null,
          );
          const first = cells[0];
          return {
            id: capability.id,
            name: capability.name,
            definition: capability.definition,
            cells,
            shared:
              cells.length > 1 &&
              first !== null &&
              first !== undefined &&
              cells.every((cell) => cell?.value === first.value),
          };
        })
        .filter((row) => row.cells.some((cell) => cell !== null)),
    }))
    .filter((entry) => entry.rows.length > 0);
}

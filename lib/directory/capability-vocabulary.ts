/**
 * The capability vocabulary as the pages and the comparison view read it: data/capabilities.json,
 * bundled (3 KB). content:check validates the same file (lib/directory/capabilities.ts).
 */
import vocabulary from "@/data/capabilities.json";
import type { CapabilityGroup } from "./capabilities";

export const capabilityGroups: readonly CapabilityGroup[] = vocabulary.groups;

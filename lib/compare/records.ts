/**
 * The compact record of a tool that the Saved page, the compare view and shared lists draw
 * from: written at build time into /data/tools/{shard}.json, fetched on demand. Tools are
 * spread over a fixed number of shards by a hash of their slug, so a page fetches a few small
 * files at any catalogue size, and the same function finds a slug's shard in the browser.
 */
import type { CapabilityClaim } from "@/lib/directory/capabilities";
import type { DirectoryTool } from "@/lib/directory/catalogue";
import type { OutboundLink } from "@/lib/directory/outbound";
import type { Pricing } from "@/lib/directory/pricing";

import { toolCardFields, type ToolCardTool } from "@/lib/directory/summary";

export const toolShardCount = 32;

/** FNV-1a over the slug's characters, folded to a shard number. */
export function toolShard(slug: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i += 1) {
    hash ^= slug.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % toolShardCount;
}

export function toolShardPath(shard: number): string {
  return `/data/tools/${String(shard).padStart(2, "0")}.json`;
}

export type ToolRecord = ToolCardTool & {
  categorySlug: string;
  categoryName: string;
  paidFromPrice: Pricing | null;
  pricingNote: string | null;
  /** When a source last confirmed the price (YYYY-MM or YYYY-MM-DD), and whether one did. */
  checkedAt: string | null;
  checkedBySource: boolean;
  features: string[];
  useCases: string[];
  links: string[];
  /** Null for an adult tool: its link comes from /data/adult/{slug}.json once 18+ is confirmed. */
  outbound: OutboundLink | null;
  buttonLabel: string;
  /** What sources confirm it runs on and works with, with their words (none: left out). */
  capabilities?: CapabilityClaim[];
};

export function toolRecord(tool: DirectoryTool): ToolRecord {
  return {
    ...toolCardFields(tool),
    categorySlug: tool.categorySlug,
    categoryName: tool.categoryName,
    paidFromPrice: tool.paidFromPrice,
    pricingNote: tool.pricingNote ?? null,
    checkedAt: tool.checkedAt ?? null,
    checkedBySource: tool.pricingSource !== undefined,
    features: [...tool.features],
    useCases: [...(tool.useCases ?? [])],
    links: tool.adult ? [] : [...(tool.links ?? [])],
    outbound: tool.adult ? null : tool.outbound,
    buttonLabel: tool.buttonLabel ?? `Visit ${tool.name}`,
    ...(tool.capabilities ? { capabilities: tool.capabilities } : {}),
  };
}

/** Every tool's record, grouped by shard (index = shard number). */
export function toolShards(tools: readonly DirectoryTool[]): ToolRecord[][] {
  const shards: ToolRecord[][] = Array.from({ length: toolShardCount }, () => []);
  for (const tool of tools) shards[toolShard(tool.slug)]!.push(toolRecord(tool));
  return shards;
}

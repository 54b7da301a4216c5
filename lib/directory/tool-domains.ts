/**
 * The index of listed tools' websites that the submit form checks a new address against:
 * written at build time into /data/tool-domains/{shard}.json, a shard per hash of the host, so
 * the browser fetches one small file whatever the catalogue's size. Adult tools are left out:
 * their addresses are in no file a visitor loads before confirming their age.
 */
import { sameSite, siteAddress, type SiteAddress } from "./site-address";
import { hashString } from "./tool-images";

export const toolDomainShardCount = 16;

export function toolDomainShard(host: string): number {
  return hashString(host) % toolDomainShardCount;
}

export function toolDomainShardPath(shard: number): string {
  return `/data/tool-domains/${String(shard).padStart(2, "0")}.json`;
}

/** One listed website: [normalised address, slug, name], kept short for the wire. */
export type ToolDomainEntry = [address: string, slug: string, name: string];

export type ListedSite = { address: string; slug: string; name: string };

/** Every non-adult tool's website, grouped by shard (index = shard number). */
export function toolDomainShards(
  tools: readonly { slug: string; name: string; externalLink: string; adult: boolean }[],
): ToolDomainEntry[][] {
  const shards: ToolDomainEntry[][] = Array.from({ length: toolDomainShardCount }, () => []);
  for (const tool of tools) {
    if (tool.adult) continue;
    const address = siteAddress(tool.externalLink);
    if (!address) continue;
    shards[toolDomainShard(address.host)]!.push([address.normalised, tool.slug, tool.name]);
  }
  return shards;
}

/** The listed tools on the same site as `address` (see sameSite), in the shard's order. */
export function listedSitesMatching(
  address: SiteAddress,
  entries: readonly ToolDomainEntry[],
): ListedSite[] {
  const found: ListedSite[] = [];
  for (const [listed, slug, name] of entries) {
    const other = siteAddress(listed);
    if (other && sameSite(address, other)) found.push({ address: listed, slug, name });
  }
  return found;
}

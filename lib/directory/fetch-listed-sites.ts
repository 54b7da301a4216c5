/**
 * The listed tools on the same site as an address, from the index written at build time
 * (tool-domains.ts): one small shard is fetched, once per page view. Browser only.
 */
import { fetchJsonOnce } from "@/lib/fetch-json-once";
import { siteAddress } from "./site-address";
import {
  listedSitesMatching,
  toolDomainShard,
  toolDomainShardPath,
  type ListedSite,
  type ToolDomainEntry,
} from "./tool-domains";

export async function fetchListedSites(website: string): Promise<ListedSite[]> {
  const address = siteAddress(website);
  if (!address) return [];
  const entries = await fetchJsonOnce<ToolDomainEntry[]>(
    toolDomainShardPath(toolDomainShard(address.host)),
  );
  return listedSitesMatching(address, entries);
}

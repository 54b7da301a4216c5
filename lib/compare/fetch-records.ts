/**
 * Tool records by slug, from the shards written at build time (records.ts): each shard is
 * fetched once per page view, however many tools come from it. Browser only.
 */
import { fetchJsonOnce } from "@/lib/fetch-json-once";
import { toolShard, toolShardPath, type ToolRecord } from "./records";

const shard = (index: number) => fetchJsonOnce<ToolRecord[]>(toolShardPath(index));

/** The records of these slugs in their order, and the slugs no shard holds. */
export async function fetchToolRecords(
  slugs: readonly string[],
): Promise<{ found: ToolRecord[]; unknown: string[] }> {
  const records = await Promise.all(
    slugs.map(async (slug) => (await shard(toolShard(slug))).find((tool) => tool.slug === slug)),
  );
  return {
    found: records.filter((record): record is ToolRecord => record !== undefined),
    unknown: slugs.filter((_, index) => records[index] === undefined),
  };
}

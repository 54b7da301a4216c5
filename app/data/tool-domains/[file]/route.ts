import { getCatalogue } from "@/lib/data/directory";
import { toolDomainShardPath, toolDomainShards, type ToolDomainEntry } from "@/lib/directory/tool-domains";

// Written once at build time: out/data/tool-domains/{00..15}.json, the listed tools' websites by
// a hash of their host; the submit form fetches one to warn that a site is already listed.
export const dynamic = "force-static";
export const dynamicParams = false;

const fileOf = (shard: number) => toolDomainShardPath(shard).split("/").pop()!;

let cached: ToolDomainEntry[][] | undefined;
const allShards = () => (cached ??= toolDomainShards(getCatalogue().tools));

export function generateStaticParams() {
  return allShards().map((_, shard) => ({ file: fileOf(shard) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const shards = allShards();
  const shard = shards.findIndex((_, index) => fileOf(index) === file);
  if (shard < 0) return new Response("Not found", { status: 404 });
  return new Response(JSON.stringify(shards[shard]), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

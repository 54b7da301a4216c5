import { getCatalogue } from "@/lib/data/directory";
import { toolShardPath, toolShards, type ToolRecord } from "@/lib/compare/records";

// Written once at build time: out/data/tools/{00..31}.json, each tool's compact record in the
// shard its slug hashes to; the Saved page, the compare view and shared lists fetch them.
export const dynamic = "force-static";
export const dynamicParams = false;

const fileOf = (shard: number) => toolShardPath(shard).split("/").pop()!;

let cached: ToolRecord[][] | undefined;
const allShards = () => (cached ??= toolShards(getCatalogue().tools));

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

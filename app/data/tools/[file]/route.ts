import { getCatalogue } from "@/lib/data/directory";
import { jsonShardRoute } from "@/lib/data/json-shard-route";
import { toolShardPath, toolShards } from "@/lib/compare/records";

// Written once at build time: out/data/tools/{00..31}.json, each tool's compact record in the
// shard its slug hashes to; the Saved page, the compare view and shared lists fetch them.
export const dynamic = "force-static";
export const dynamicParams = false;

const route = jsonShardRoute(
  (shard) => toolShardPath(shard).split("/").pop()!,
  () => toolShards(getCatalogue().tools),
);
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;

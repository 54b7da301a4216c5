import { getCatalogue } from "@/lib/data/directory";
import { jsonShardRoute } from "@/lib/data/json-shard-route";
import { toolDomainShardPath, toolDomainShards } from "@/lib/directory/tool-domains";

// Written once at build time: out/data/tool-domains/{00..15}.json, the listed tools' websites by
// a hash of their host; the submit form fetches one to warn that a site is already listed.
export const dynamic = "force-static";
export const dynamicParams = false;

const route = jsonShardRoute(
  (shard) => toolDomainShardPath(shard).split("/").pop()!,
  () => toolDomainShards(getCatalogue().tools),
);
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;

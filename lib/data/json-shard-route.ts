/**
 * A route handler written once at build time as numbered JSON files (out/data/…/{NN}.json):
 * the data split into shards that a page fetches one at a time. Computed once per build.
 */
export function jsonShardRoute<T>(fileOf: (shard: number) => string, makeShards: () => T[][]) {
  let cached: T[][] | undefined;
  const shards = () => (cached ??= makeShards());
  return {
    generateStaticParams: () => shards().map((_, shard) => ({ file: fileOf(shard) })),
    GET: async (_request: Request, { params }: { params: Promise<{ file: string }> }) => {
      const { file } = await params;
      const shard = shards().findIndex((_, index) => fileOf(index) === file);
      if (shard < 0) return new Response("Not found", { status: 404 });
      return new Response(JSON.stringify(shards()[shard]), {
        headers: { "Content-Type": "application/json; charset=utf-8" },
      });
    },
  };
}

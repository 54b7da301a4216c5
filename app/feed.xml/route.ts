import { getArticleSummaries } from "@/lib/content/articles";
import { articlesFeed } from "@/lib/content/feed";

// Written once at build time to out/feed.xml.
export const dynamic = "force-static";

export async function GET() {
  return new Response(articlesFeed(await getArticleSummaries()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}

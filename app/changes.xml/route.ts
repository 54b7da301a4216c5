import { changesFeed } from "@/lib/content/feed";
import { getPriceChanges } from "@/lib/data/directory";

// Written once at build time to out/changes.xml: the same feed as /changes and changes.json.
export const dynamic = "force-static";

export function GET() {
  return new Response(changesFeed(getPriceChanges()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}

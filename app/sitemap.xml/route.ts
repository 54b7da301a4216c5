import { getSitemapUrls } from "@/lib/data/sitemap";
import { absoluteUrl } from "@/lib/metadata";
import { sitemapChunks, sitemapIndexXml, sitemapPath } from "@/lib/sitemap-xml";

// Written once at build time to out/sitemap.xml: the index of the sitemaps (robots.txt names it).
export const dynamic = "force-static";

export async function GET() {
  const chunks = sitemapChunks(await getSitemapUrls());
  return new Response(
    sitemapIndexXml(chunks.map((_, index) => absoluteUrl(sitemapPath(index + 1)))),
    {
      headers: { "Content-Type": "application/xml; charset=utf-8" },
    },
  );
}

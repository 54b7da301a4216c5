import { getSitemapUrls } from "@/lib/data/sitemap";
import { sitemapChunks, sitemapFileName, sitemapNumber, urlsetXml } from "@/lib/sitemap-xml";

// Written at build time to out/sitemaps/{n}.xml: at most 45,000 URLs each (lib/sitemap-xml.ts).
export const dynamic = "force-static";
export const dynamicParams = false;

export async function generateStaticParams() {
  return sitemapChunks(await getSitemapUrls()).map((_, index) => ({
    file: sitemapFileName(index + 1),
  }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const n = sitemapNumber((await params).file);
  const chunk = n === null ? undefined : sitemapChunks(await getSitemapUrls())[n - 1];
  if (!chunk) return new Response("Not found", { status: 404 });
  return new Response(urlsetXml(chunk), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

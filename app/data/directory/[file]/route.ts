import { getCatalogue } from "@/lib/data/directory";
import { directoryDataFile, directoryDataFileNames } from "@/lib/directory/data-files";

// Written once at build time: out/data/directory/{all,<category>}.json, fetched by a listing
// when a visitor filters it (see components/tools/tool-browser.tsx).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return directoryDataFileNames(getCatalogue()).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const tools = directoryDataFile(getCatalogue(), file);
  if (!tools) return new Response("Not found", { status: 404 });
  return new Response(JSON.stringify(tools), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

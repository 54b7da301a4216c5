import { getCatalogue } from "@/lib/data/directory";
import { adultToolDetails } from "@/lib/directory/adult-details";

// Written once at build time: out/data/adult/{slug}.json, fetched by an adult tool's page only
// after the visitor confirms being 18 or older (components/tools/age-gate.tsx).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return getCatalogue()
    .tools.filter((tool) => tool.adult)
    .map((tool) => ({ file: `${tool.slug}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const tool = getCatalogue().tools.find((t) => t.adult && `${t.slug}.json` === file);
  if (!tool) return new Response("Not found", { status: 404 });
  return new Response(JSON.stringify(adultToolDetails(tool)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

import { chatgptRecords, midjourneyRecords } from "@/lib/data/prompt-records";
import { absoluteUrl } from "@/lib/metadata";
import { chatgptCsvColumns, midjourneyCsvColumns, toCsv } from "@/lib/prompts/collection-data";

// Written once at build time: the prompt collections as JSON and CSV in out/downloads/, linked
// from each collection page and fetched by them when a visitor filters (see the README).
export const dynamic = "force-static";
export const dynamicParams = false;

const files = {
  "chatgpt-prompts.json": () => json(chatgptRecords(absoluteUrl)),
  "chatgpt-prompts.csv": () => csv(toCsv(chatgptRecords(absoluteUrl), chatgptCsvColumns)),
  "midjourney-prompts.json": () => json(midjourneyRecords(absoluteUrl)),
  "midjourney-prompts.csv": () => csv(toCsv(midjourneyRecords(absoluteUrl), midjourneyCsvColumns)),
} as const;

function json(data: unknown): Response {
  return new Response(JSON.stringify(data, null, 2), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

function csv(text: string): Response {
  return new Response(text, { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}

export function generateStaticParams() {
  return Object.keys(files).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const make = files[file as keyof typeof files];
  return make ? make() : new Response("Not found", { status: 404 });
}

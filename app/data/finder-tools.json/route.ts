import { getAlternativesPageSlugs, getCatalogue } from "@/lib/data/directory";
import { isRanked } from "@/lib/directory/on-sale";
import type { FinderTool } from "@/lib/tasks/intents";

// Written once at build time to out/data/finder-tools.json: the finder's tool names, loaded with
// its task index on first focus, so "alternatives to cursor" and "chatgpt vs claude" find the tools.
export const dynamic = "force-static";

export function GET() {
  const pages = getAlternativesPageSlugs();
  const tools: FinderTool[] = getCatalogue()
    .tools.filter((tool) => !tool.adult && isRanked(tool))
    .map((tool) => [tool.slug, tool.name, pages.has(tool.slug) ? 1 : 0]);
  return Response.json(tools);
}

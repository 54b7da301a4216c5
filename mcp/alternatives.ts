/**
 * The MCP tool get_alternatives: "what can I use instead of X?", answered as the site's
 * alternatives page for X lists it (/tools/{slug}/alternatives): the tools still on sale that do
 * the most of the same jobs and the tasks each shares with it, each with its entry price from the
 * index. The list is the tool file's `alternatives` (lib/api/records.ts, from
 * lib/directory/alternatives.ts at build time), never worked out here. Pure function of its
 * input and the API data.
 */
import { answer, refuse, type ToolOutcome } from "./format";
import type { GetAlternativesInput } from "./inputs";
import { didYouMean, findBySlug } from "./match";
import { entryLabel, entryOf, mayHidePaidFrom } from "./on-sale";
import type { ApiData } from "./source";

export type AlternativesData = {
  tool: { slug: string; name: string; url: string };
  /** The alternatives page, or null when the site has none for this tool. */
  page: string | null;
  alternatives: {
    slug: string;
    name: string;
    url: string;
    price: string;
    shared: { id: string; name: string }[];
  }[];
};

export async function getAlternatives(
  data: ApiData,
  input: GetAlternativesInput,
): Promise<ToolOutcome<AlternativesData>> {
  const { tools, bySlug } = await data.toolIndex();
  const entry = findBySlug(input.slug, bySlug, tools, (tool) => tool.name);
  if (!entry)
    return refuse(
      `No tool has the slug "${input.slug}"${didYouMean(input.slug, [...bySlug.keys()])}`,
    );
  const [tool, { byId }] = await Promise.all([data.tool(entry.slug), data.tasks()]);
  const self = { slug: tool.slug, name: tool.name, url: tool.url };
  if (tool.alternatives === undefined)
    return refuse(
      `This deployment's API (${data.where}) does not list alternatives yet (its tool files predate the field).${tool.alternativesUrl ? ` The site's page lists them: ${tool.alternativesUrl}` : ""}`,
    );
  const alternatives = await Promise.all(
    tool.alternatives.slice(0, input.limit).map(async (other) => {
      const listed = bySlug.get(other.slug);
      // The index's published entry price, as search_tools shows it; an index built before the
      // entry price was published gets a free plan's paid-from price from the tool's own file.
      const file =
        listed && mayHidePaidFrom(listed) ? await data.tool(listed.slug).catch(() => null) : null;
      return {
        ...other,
        price: listed ? entryLabel(entryOf(listed), file?.paidFromPrice) : "price not listed",
        shared: other.shared.map((id) => ({ id, name: byId.get(id)?.name ?? id })),
      };
    }),
  );
  const result: AlternativesData = { tool: self, page: tool.alternativesUrl, alternatives };
  if (alternatives.length === 0)
    return answer(
      `The site lists no alternatives to ${tool.name} (${tool.slug}): it has an alternatives page only for a general tool that shares a task with another tool on sale. search_tools or tools_for_task can still find tools that do the same job.`,
      result,
    );
  const lines = alternatives.map((other, i) =>
    [
      `${i + 1}. ${other.name} (${other.slug}): ${other.price}.`,
      `   Shares: ${other.shared.map((task) => `${task.name} (${task.id})`).join("; ")}.`,
      `   ${other.url}`,
    ].join("\n"),
  );
  const shown =
    alternatives.length < tool.alternatives.length
      ? ` Showing ${alternatives.length} of ${tool.alternatives.length}.`
      : "";
  return answer(
    [
      `Alternatives to ${tool.name} (${tool.slug}), as the site's page lists them: the tools still on sale that do the most of the same jobs, then in the task lists' order.${shown}\n${tool.alternativesUrl ?? tool.url}`,
      ...lines,
    ].join("\n\n"),
    result,
  );
}

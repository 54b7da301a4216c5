/**
 * What a need may ask for besides a task: the alternatives to a tool ("alternatives to cursor",
 * "instead of notion", "apps like midjourney"), a comparison ("chatgpt vs claude"), the price
 * changes, the tools that closed, and the open data. Pure; the finder shows these above the
 * tasks, and the tools' names come from a small index loaded with the finder's.
 */
import { slugify } from "@/lib/directory/slug";
import { editDistance, words } from "./finder";

/** One tool as the finder's tool index carries it: [slug, name, 1 when it has an alternatives page]. */
export type FinderTool = [slug: string, name: string, alternativesPage: 0 | 1];

export type Intent = { href: string; label: string };

export const finderToolsPath = "/data/finder-tools.json";

/** The tool a visitor named, by slug or name, forgiving a typo in a longer name. */
export function findTool(text: string, tools: readonly FinderTool[]): FinderTool | null {
  const wanted = slugify(text.trim());
  if (wanted === "") return null;
  const squeeze = (value: string) => value.replace(/-/g, "");
  const exact = tools.find(
    ([slug, name]) =>
      slug === wanted || slugify(name) === wanted || squeeze(slug) === squeeze(wanted),
  );
  if (exact) return exact;
  // "chat gpt" and "chatgtp": one or two edits on names long enough to tell apart.
  if (wanted.length < 5) return null;
  const limit = wanted.length <= 7 ? 1 : 2;
  let best: FinderTool | null = null;
  let bestDistance = limit + 1;
  for (const tool of tools) {
    const distance = editDistance(squeeze(wanted), squeeze(slugify(tool[1])), limit);
    if (distance < bestDistance) [best, bestDistance] = [tool, distance];
  }
  return best;
}

const alternativesPatterns = [
  /^(?:(?:the\s+)?(?:best\s+)?(?:free\s+)?(?:alternatives?|replacements?|substitutes?)\s+(?:to|for|of)|instead\s+of|(?:apps?|tools?|sites?|something|anything|software)\s+(?:like|similar\s+to)|similar\s+to|like|replace)\s+(.+)$/,
  /^(.+?)\s+(?:alternatives?|replacements?|competitors?|substitutes?)$/,
];

const comparisonPattern =
  /^(?:compare\s+)?(.+?)\s+(?:vs\.?|versus|or|compared\s+(?:to|with)|against|and)\s+(.+?)(?:\s+compared)?$/;

function alternativesHref([slug, , page]: FinderTool): string {
  return page ? `/tools/${slug}/alternatives` : `/tools/${slug}#alternatives`;
}

/** The intents a need expresses, most specific first; [] when it reads as a plain need. */
export function findIntents(query: string, tools: readonly FinderTool[]): Intent[] {
  const text = words(query).join(" ");
  if (text === "") return [];
  const intents: Intent[] = [];

  for (const pattern of alternativesPatterns) {
    const named = pattern.exec(text)?.[1];
    const tool = named ? findTool(named, tools) : null;
    if (tool) {
      intents.push({ href: alternativesHref(tool), label: `Alternatives to ${tool[1]}` });
      break;
    }
  }

  const pair = comparisonPattern.exec(text);
  if (pair) {
    const [a, b] = [findTool(pair[1]!, tools), findTool(pair[2]!, tools)];
    if (a && b && a[0] !== b[0])
      intents.push({
        href: `/compare?tools=${a[0]},${b[0]}`,
        label: `Compare ${a[1]} and ${b[1]}`,
      });
  }

  const has = (pattern: RegExp) => pattern.test(text);
  if (
    has(/\bpric(?:e|es|ing)\b/) &&
    has(/\b(?:chang\w*|increase\w*|hike\w*|rais\w*|went up|cut|drop\w*|history|recent\w*|new)\b/)
  )
    intents.push({ href: "/changes", label: "Recent price changes" });
  if (
    has(
      /\b(?:closed|clos(?:ing|es)|shut\s*down|shutting|discontinued|dead|defunct|graveyard|gone|retired|sunset\w*)\b/,
    )
  )
    intents.push({ href: "/graveyard", label: "Tools that closed, were renamed or merged" });
  if (
    has(
      /\b(?:api|apis|json|dataset|data\s+dump|open\s+data|developers?|mcp|llms\s*txt|download\s+(?:the\s+)?data)\b/,
    )
  )
    intents.push({ href: "/developers", label: "Our data for developers: API, feeds and MCP" });
  return intents;
}

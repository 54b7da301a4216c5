import { countLabel } from "@/lib/format";
import type { SearchOutcome } from "./engine";
import type { SearchKind } from "./kinds";

const nouns: Record<SearchKind, [string, string]> = {
  tool: ["AI tool", "AI tools"],
  task: ["task", "tasks"],
  article: ["guide or news article", "guides and news articles"],
  prompt: ["prompt", "prompts"],
};

/** What a screen reader hears when results arrive: "3 AI tools, 1 prompt for “chat”". */
export function resultsSummary(outcome: SearchOutcome): string {
  const quoted = `“${outcome.correctedQuery ?? outcome.query}”`;
  if (outcome.total === 0) return `No results for “${outcome.query}”.`;
  const parts = outcome.groups
    .filter((group) => group.total > 0)
    .map((group) => {
      const [singular, plural] = nouns[group.kind];
      return countLabel(group.total, singular, plural);
    });
  return `${parts.join(", ")} for ${quoted}.`;
}

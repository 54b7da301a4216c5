import { buildPrompt } from "@/lib/prompt-builder/build";
import { stateFromCollectionPrompt } from "@/lib/prompt-builder/parse";
import { encodeState } from "@/lib/prompt-builder/url-state";
import type { MidjourneyPrompt } from "@/lib/schemas/prompt";

/**
 * A collection prompt as the builder writes it (text and parameters) and the builder link that
 * opens it. The builder rejecting a prompt of the collection stops the build: the data and the
 * builder must agree before anything is published.
 */
export function midjourneyPromptView(prompt: MidjourneyPrompt): {
  text: string;
  builderHref: string;
} {
  const state = stateFromCollectionPrompt(prompt.prompt, prompt.parameters);
  const { prompt: text, issues } = buildPrompt(state);
  if (issues.length > 0) {
    throw new Error(
      `data/prompts/midjourney › "${prompt.id}": the builder rejects it: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join("; ")}`,
    );
  }
  return { text, builderHref: `/prompt-builder?${encodeState(state)}` };
}

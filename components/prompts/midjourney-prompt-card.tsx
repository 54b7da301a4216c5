import { buildPrompt } from "@/lib/prompt-builder/build";
import { stateFromCollectionPrompt } from "@/lib/prompt-builder/parse";
import { encodeState } from "@/lib/prompt-builder/url-state";
import type { MidjourneyPrompt } from "@/lib/schemas/prompt";
import { PromptCardActions, PromptCardShell } from "./prompt-card-shell";

/** The full prompt (text and parameters) and the builder link for a collection prompt. */
export function midjourneyPromptView(prompt: MidjourneyPrompt) {
  const state = stateFromCollectionPrompt(prompt.prompt, prompt.parameters);
  const { prompt: text, issues } = buildPrompt(state);
  if (issues.length > 0) {
    // The schema and the builder disagree: stop the build rather than publish a broken prompt.
    throw new Error(
      `data/prompts/midjourney › "${prompt.id}": the builder rejects it: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join("; ")}`,
    );
  }
  return { text, builderHref: `/prompt-builder?${encodeState(state)}` };
}

/** One Midjourney prompt: the text to paste, what it produces, copy and "Open in builder". */
export function MidjourneyPromptCard({
  prompt,
}: {
  prompt: MidjourneyPrompt & { category: string };
}) {
  const { text, builderHref } = midjourneyPromptView(prompt);
  return (
    <PromptCardShell
      id={prompt.id}
      title={prompt.title}
      tags={prompt.tags}
      category={prompt.category}
      searchExtra={prompt.produces}
    >
      <p data-prompt-text className="prompt-text font-mono text-sm">
        {text}
      </p>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Produces: </span>
        {prompt.produces}
      </p>
      <PromptCardActions>
        <a href={builderHref} className="prompt-link">
          Open in builder
        </a>
      </PromptCardActions>
    </PromptCardShell>
  );
}

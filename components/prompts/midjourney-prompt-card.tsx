import type { MidjourneyRecord } from "@/lib/prompts/collection-data";
import { promptPath } from "@/lib/prompts/paths";
import { isVersionId, versionSpec } from "@/lib/prompt-builder/versions";
import { PromptCardActions, PromptCardShell } from "./prompt-card-shell";

/** The version a prompt was written for, in words: "Midjourney Version 8.1", "Niji 6". */
export function versionLabel(version: string): string {
  return isVersionId(version) ? versionSpec(version).label : `version ${version}`;
}

/** One Midjourney prompt: the text to paste, the version it was written for, what it produces. */
export function MidjourneyPromptCard({
  prompt,
  builderHref,
}: {
  prompt: MidjourneyRecord;
  /** The builder link as a site path (the record's may be absolute). */
  builderHref: string;
}) {
  return (
    <PromptCardShell
      id={prompt.id}
      title={prompt.title}
      href={promptPath("midjourney", prompt.categorySlug, prompt.id)}
      tags={prompt.tags}
      meta={<>Written for Midjourney {versionLabel(prompt.version)}</>}
    >
      <p data-prompt-text className="prompt-text font-mono text-sm">
        {prompt.prompt}
      </p>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Produces: </span>
        {prompt.produces}
      </p>
      <PromptCardActions save={{ kind: "midjourney", id: prompt.id, title: prompt.title }}>
        <a href={builderHref} className="prompt-link">
          Open in builder
        </a>
      </PromptCardActions>
    </PromptCardShell>
  );
}

import { chatgpt, otherAssistants } from "@/lib/prompts/assistants";
import type { ChatgptRecord } from "@/lib/prompts/collection-data";
import { promptPath } from "@/lib/prompts/paths";
import { placeholderNames, splitPlaceholders } from "@/lib/prompts/placeholders";
import { PromptCardActions, PromptCardShell } from "./prompt-card-shell";

/**
 * One ChatGPT prompt. Placeholders are <mark>s; the page's one controller fills them from
 * the inputs, copies, and writes the prompt into the "Open in" links (without JavaScript
 * they open each assistant's home page: spelling every prompt into its links would add about
 * 100 KB to a collection page).
 */
export function ChatgptPromptCard({ prompt }: { prompt: ChatgptRecord }) {
  const names = placeholderNames(prompt.prompt);
  return (
    <PromptCardShell
      id={prompt.id}
      title={prompt.title}
      href={promptPath("chatgpt", prompt.categorySlug, prompt.id)}
      tags={prompt.tags}
      meta={
        prompt.models.length > 0 ? (
          <>
            Works well with <span className="text-foreground">{prompt.models.join(", ")}</span>
          </>
        ) : undefined
      }
    >
      <p data-prompt-text className="prompt-text">
        {splitPlaceholders(prompt.prompt).map((part, index) =>
          part.kind === "text" ? (
            part.text
          ) : (
            <mark key={index} data-slot={part.name} className="prompt-slot">
              {`[${part.name}]`}
            </mark>
          ),
        )}
      </p>
      {names.length > 0 ? (
        // The controller adds a labelled field per blank when this opens (none are needed without JavaScript).
        <details data-fill className="prompt-fill noscript:hidden">
          <summary className="cursor-pointer text-sm font-medium">
            {names.length === 1 ? "Fill in the blank" : `Fill in the ${names.length} blanks`}
          </summary>
        </details>
      ) : null}
      <PromptCardActions save={{ kind: "chatgpt", id: prompt.id, title: prompt.title }}>
        <a
          data-open-in={chatgpt.id}
          href={chatgpt.home}
          target="_blank"
          rel="noopener noreferrer"
          className="prompt-link"
        >
          Open in ChatGPT<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <details className="prompt-menu">
          <summary className="prompt-link cursor-pointer">Open in…</summary>
          <ul>
            {otherAssistants.map((assistant) => (
              <li key={assistant.id}>
                <a
                  data-open-in={assistant.id}
                  href={assistant.home}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {assistant.name}
                  <span className="text-muted-foreground">
                    {assistant.prefills ? "" : " (copies the prompt, then opens)"}
                  </span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </details>
      </PromptCardActions>
    </PromptCardShell>
  );
}

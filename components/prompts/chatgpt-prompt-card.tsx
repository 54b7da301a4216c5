import type { ChatgptPrompt } from "@/lib/schemas/prompt";
import { chatgptHome, placeholderNames, splitPlaceholders } from "@/lib/prompts/placeholders";
import { PromptCardActions, PromptCardShell } from "./prompt-card-shell";

/**
 * One ChatGPT prompt, rendered on the server. Placeholders are <mark>s; the page's one
 * client controller fills them from the inputs, copies and updates the ChatGPT link.
 */
export function ChatgptPromptCard({ prompt }: { prompt: ChatgptPrompt & { category: string } }) {
  const names = placeholderNames(prompt.prompt);
  return (
    <PromptCardShell
      id={prompt.id}
      title={prompt.title}
      tags={prompt.tags}
      category={prompt.category}
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
      <PromptCardActions>
        <a
          data-chatgpt-link
          // The controller writes the prompt into the link (?q=) once the page runs: spelling
          // out 166 encoded prompts here would add ~100 KB to the page.
          href={chatgptHome}
          target="_blank"
          rel="noopener noreferrer"
          className="prompt-link"
        >
          Open in ChatGPT<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </PromptCardActions>
    </PromptCardShell>
  );
}

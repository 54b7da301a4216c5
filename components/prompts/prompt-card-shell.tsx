import type { ReactNode } from "react";

/**
 * The frame of a prompt card: an anchor target (#id), a permalink, the title and tags, and
 * the words the filter box searches (data-search). Everything is server-rendered HTML.
 */
export function PromptCardShell({
  id,
  title,
  tags,
  category,
  searchExtra = "",
  children,
}: {
  id: string;
  title: string;
  tags: readonly string[];
  category: string;
  searchExtra?: string;
  children: ReactNode;
}) {
  return (
    <article
      id={id}
      data-prompt-card
      data-search={[title, category, ...tags, searchExtra].join(" ").toLowerCase()}
      className="prompt-card"
    >
      <header className="flex flex-col gap-2">
        {/* The title is the prompt's permalink (#id). */}
        <h3 className="text-lg leading-snug font-semibold">
          <a href={`#${id}`} className="hover:text-accent">
            {title}
          </a>
        </h3>
        <ul className="prompt-tags">
          {tags.map((tag) => (
            <li key={tag}>
              <span className="sr-only">Tag: </span>
              {tag}
            </li>
          ))}
        </ul>
      </header>
      {children}
    </article>
  );
}

/** The row of buttons under a prompt: Copy (needs JavaScript) and the card's own links. */
export function PromptCardActions({ children }: { children?: ReactNode }) {
  return (
    <div className="prompt-actions">
      <button type="button" data-copy className="prompt-button noscript:hidden">
        Copy prompt
      </button>
      {children}
      <span data-copy-status role="status" className="text-sm text-success" />
    </div>
  );
}

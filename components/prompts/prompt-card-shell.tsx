import type { ReactNode } from "react";
import { ReportButton } from "@/components/reports/report-button";
import { SaveToggle } from "@/components/saved/toggles";
import type { SavedKind } from "@/lib/saved/items";

/**
 * The frame of a prompt card: an anchor target (#id), the title as its permalink, its tags,
 * and the words the filter searches (data-search). The same markup whether the server wrote
 * it or the filter rendered it, so the page's one controller (copy, blanks, "Open in…")
 * handles both.
 */
export function PromptCardShell({
  id,
  title,
  href,
  tags,
  meta,
  children,
}: {
  id: string;
  title: string;
  /** The prompt's permalink. */
  href: string;
  tags: readonly string[];
  /** A line under the title: the category, the version or the models it suits. */
  meta?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article id={id} data-prompt-card className="prompt-card">
      <header className="flex flex-col gap-2">
        <h3 className="text-lg leading-snug font-semibold">
          <a href={href} className="hover:text-accent">
            {title}
          </a>
        </h3>
        {meta ? <p className="text-sm text-muted-foreground">{meta}</p> : null}
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

/**
 * The row of buttons under a prompt: Copy, Save and Report (need JavaScript) and the card's own
 * links. Report opens through the page's ReportLauncher.
 */
export function PromptCardActions({
  save,
  children,
}: {
  /** What Save keeps: the collection and the prompt's id, and its title for the button's name. */
  save: { kind: Exclude<SavedKind, "tool">; id: string; title: string };
  children?: ReactNode;
}) {
  return (
    <div className="prompt-actions">
      <button type="button" data-copy className="prompt-button noscript:hidden">
        Copy prompt
      </button>
      {children}
      <SaveToggle kind={save.kind} id={save.id} name={save.title} className="h-9" />
      <ReportButton
        kind={save.kind}
        id={save.id}
        name={save.title}
        label="Report"
        className="prompt-report"
      />
      <span data-copy-status role="status" className="text-sm text-success" />
    </div>
  );
}

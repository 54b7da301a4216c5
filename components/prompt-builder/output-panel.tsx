"use client";

import { buttonStyles } from "@/components/ui/button-styles";
import { useBuilder } from "./builder-context";

/** The live prompt with copy, share and reset, the last action's message, issues and warnings. */
export function OutputPanel({
  notice,
  onCopy,
  onShare,
  onReset,
}: {
  notice: string;
  onCopy: () => void;
  onShare: () => void;
  onReset: () => void;
}) {
  const { state, result, idPrefix } = useBuilder();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5">
      <h2 className="text-lg font-semibold">Your prompt</h2>
      <output
        htmlFor={`${idPrefix}-subject`}
        aria-live="polite"
        data-testid="builder-output"
        className="min-h-24 rounded-xl border border-border bg-surface p-4 font-mono text-sm break-words"
      >
        {result.prompt || (
          <span className="text-muted-foreground">Add a subject to see your prompt.</span>
        )}
      </output>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onCopy} className={buttonStyles({ size: "sm" })}>
          Copy prompt
        </button>
        <button
          type="button"
          onClick={onShare}
          className={buttonStyles({ variant: "outline", size: "sm" })}
        >
          Copy share link
        </button>
        <button
          type="button"
          onClick={onReset}
          className={buttonStyles({ variant: "ghost", size: "sm" })}
        >
          Reset
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-success">
        {notice}
      </p>
      {result.issues.length > 0 && state.subject.trim() ? (
        <p className="text-sm text-danger">
          {result.issues.length === 1 ? "1 setting is" : `${result.issues.length} settings are`}{" "}
          left out of the prompt; see the marked fields.
        </p>
      ) : null}
      {result.warnings.length > 0 ? (
        <ul aria-label="Warnings" className="flex flex-col gap-2 text-sm text-featured">
          {result.warnings.map((warning) => (
            <li key={warning}>⚠ {warning}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

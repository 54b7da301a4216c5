"use client";

import { historyLimit, type HistoryEntry } from "./use-prompt-history";

/** The prompts copied on this device, each loadable back into the form. */
export function HistoryPanel({
  idPrefix,
  history,
  onLoad,
  onClear,
}: {
  idPrefix: string;
  history: readonly HistoryEntry[];
  onLoad: (entry: HistoryEntry) => void;
  onClear: () => void;
}) {
  return (
    <section
      aria-labelledby={`${idPrefix}-history`}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5"
    >
      <h2 id={`${idPrefix}-history`} className="text-lg font-semibold">
        Recent prompts on this device
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Prompts you copy appear here (the last {historyLimit}).
        </p>
      ) : (
        <>
          <ol className="flex flex-col gap-2">
            {history.map((entry) => (
              <li
                key={entry.at + entry.prompt}
                className="flex items-start justify-between gap-2 text-sm"
              >
                <span className="line-clamp-2 font-mono text-xs text-muted-foreground">
                  {entry.prompt}
                </span>
                <button
                  type="button"
                  onClick={() => onLoad(entry)}
                  className="shrink-0 rounded-lg border border-border px-2 py-1 text-xs hover:border-accent"
                >
                  Load<span className="sr-only">: {entry.prompt}</span>
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={onClear}
            className="self-start text-sm text-accent underline"
          >
            Clear history
          </button>
        </>
      )}
    </section>
  );
}

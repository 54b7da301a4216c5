"use client";

import { useCallback, useState } from "react";
import { readStoredJson, writeStoredJson } from "@/lib/browser-storage";

const historyKey = "aicompass:builder-history";
export const historyLimit = 10;

export type HistoryEntry = { prompt: string; query: string; at: number };

/** Entries as stored; anything malformed is dropped rather than trusted. */
function parseHistory(value: unknown): HistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) =>
    typeof entry === "object" &&
    entry !== null &&
    "prompt" in entry &&
    "query" in entry &&
    typeof entry.prompt === "string" &&
    typeof entry.query === "string"
      ? [
          {
            prompt: entry.prompt,
            query: entry.query,
            at: "at" in entry && typeof entry.at === "number" ? entry.at : 0,
          },
        ]
      : [],
  );
}

/** The last prompts copied on this device (localStorage; for this visit only if storage is blocked). */
export function usePromptHistory() {
  const [history, setHistory] = useState<HistoryEntry[]>([]);

  const load = useCallback(() => setHistory(parseHistory(readStoredJson(historyKey))), []);

  const remember = useCallback((prompt: string, query: string) => {
    setHistory((old) => {
      const next = [
        { prompt, query, at: Date.now() },
        ...old.filter((entry) => entry.prompt !== prompt),
      ].slice(0, historyLimit);
      writeStoredJson(historyKey, next);
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setHistory([]);
    writeStoredJson(historyKey, undefined);
  }, []);

  return { history, load, remember, clear };
}

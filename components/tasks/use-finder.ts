"use client";

import { useEffect, useState } from "react";
import { fetchJsonOnce } from "@/lib/fetch-json-once";
import {
  closestTasks,
  findTasks,
  prepare,
  type FinderEntry,
  type FinderMatch,
} from "@/lib/tasks/finder";
import { taskFinderIndexPath } from "@/lib/tasks/finder-index";
import {
  findIntents,
  findTool,
  finderToolsPath,
  type FinderTool,
  type Intent,
} from "@/lib/tasks/intents";

type Index = { tasks: ReturnType<typeof prepare>; tools: readonly FinderTool[] };
let prepared: Index | undefined;

export type FinderAnswer = {
  /** null while the indexes load; "error" when they could not. */
  state: "loading" | "ready" | "error";
  /** Tasks that cover the whole need, best first. */
  exact: FinderMatch[];
  /** The closest tasks when none covers it (and no page answers the words). */
  close: FinderMatch[];
  /** Pages the words ask for: a tool's alternatives, a comparison, price changes… */
  intents: Intent[];
  /** Whether the words name a tool ("midjourney"): then tools come before tasks. */
  namesTool: boolean;
};

/**
 * The task finder's answer to `query` (lib/tasks/finder.ts and intents.ts), its two indexes
 * loaded once per page on first use: shared by the finder's box and the site search box.
 */
export function useFinder(query: string, { enabled = true } = {}): FinderAnswer {
  const [index, setIndex] = useState<Index | "error" | null>(prepared ?? null);
  useEffect(() => {
    if (prepared || !enabled) return;
    let live = true;
    Promise.all([
      fetchJsonOnce<FinderEntry[]>(taskFinderIndexPath),
      fetchJsonOnce<FinderTool[]>(finderToolsPath),
    ]).then(
      ([entries, tools]) => {
        prepared ??= { tasks: prepare(entries), tools };
        if (live) setIndex(prepared);
      },
      () => live && setIndex("error"),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  if (index === null || index === "error")
    return {
      state: index === null ? "loading" : "error",
      exact: [],
      close: [],
      intents: [],
      namesTool: false,
    };
  const exact = findTasks(query, index.tasks);
  const intents = findIntents(query, index.tools);
  return {
    state: "ready",
    exact,
    // Words that name a page (a tool's alternatives, the price changes…) need no near misses.
    close: exact.length === 0 && intents.length === 0 ? closestTasks(query, index.tasks) : [],
    intents,
    namesTool: findTool(query, index.tools) !== null,
  };
}

"use client";

import { useEffect, useState } from "react";
import { useAgeConfirmed } from "@/components/tools/age-confirmation";
import { minimumQueryLength, search, type SearchOutcome } from "@/lib/search/engine";
import type { SearchKind } from "@/lib/search/kinds";

export type SearchStatus = "idle" | "loading" | "ready" | "error";

export type SearchResults = {
  status: SearchStatus;
  /** The latest answer; kept while the next query runs, so results do not flicker. */
  outcome: SearchOutcome | null;
};

/**
 * Runs the search for `query` (from two characters) as it changes; an older query still
 * running is aborted before it loads result data, and a late answer to it is dropped. Adult tools are included only once this device has confirmed 18+.
 */
export function useSearchResults(
  query: string,
  limits: Record<SearchKind, number>,
  kinds?: readonly SearchKind[],
): SearchResults {
  const includeAdult = useAgeConfirmed() === true;
  const term = query.trim();
  const limitsKey = JSON.stringify(limits);
  const kindsKey = kinds?.join(",") ?? "";
  const key = JSON.stringify([term, includeAdult, limitsKey, kindsKey]);
  const [settled, setSettled] = useState<{
    key: string;
    status: "ready" | "error";
    outcome: SearchOutcome | null;
  }>({
    key: "",
    status: "ready",
    outcome: null,
  });

  useEffect(() => {
    if (term.length < minimumQueryLength) return;
    let current = true;
    const controller = new AbortController();
    search(term, {
      includeAdult,
      signal: controller.signal,
      limits: JSON.parse(limitsKey) as Record<SearchKind, number>,
      ...(kindsKey ? { kinds: kindsKey.split(",") as SearchKind[] } : {}),
    }).then(
      (outcome) => {
        if (current) setSettled({ key, status: "ready", outcome });
      },
      (error: unknown) => {
        if (!current) return; // replaced by a newer query (and maybe aborted on purpose)
        console.error("Search failed", error);
        setSettled({ key, status: "error", outcome: null });
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [key, term, includeAdult, limitsKey, kindsKey]);

  if (term.length < minimumQueryLength) return { status: "idle", outcome: null };
  if (settled.key !== key) return { status: "loading", outcome: settled.outcome };
  return { status: settled.status, outcome: settled.outcome };
}

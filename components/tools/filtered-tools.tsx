"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { LoadFailed } from "@/components/ui/load-failed";
import { ShowMore } from "@/components/ui/show-more";
import { useLoad } from "@/components/ui/use-load";
import { applyFilters, type DirectoryFilters } from "@/lib/directory/filters";
import type { ToolSummary } from "@/lib/directory/summary";
import { fetchJsonOnce } from "@/lib/fetch-json-once";
import { ToolGrid } from "./tool-card";

/** How many matching tools show at first, and how many more each "Show more" adds. */
export const resultsPageSize = 48;

/** Where a filtered listing stands, for the status line and the Filters sheet's button. */
export type FilteredSummary =
  { state: "loading" } | { state: "error" } | { state: "ready"; count: number };

/**
 * The tools matching a filter, from a listing's compact JSON (fetched once per page view),
 * a page of them at a time. Loaded by ToolBrowser only once a filter is chosen, so a visitor
 * who only browses never downloads it. New filters start again from the first page.
 */
export default function FilteredTools({
  source,
  filters,
  onSummary,
}: {
  /** The listing's JSON file (lib/directory/data-files.ts). */
  source: string;
  filters: DirectoryFilters;
  onSummary: (summary: FilteredSummary) => void;
}) {
  // How many show, for these filters: other filters start from one page again.
  const [paging, setPaging] = useState({ filters, limit: resultsPageSize });
  const limit = paging.filters === filters ? paging.limit : resultsPageSize;
  const load = useCallback(() => fetchJsonOnce<ToolSummary[]>(source), [source]);
  const [results, retry] = useLoad(load);
  const matches = useMemo(
    () => (results.state === "ready" ? applyFilters(results.value, filters) : []),
    [results, filters],
  );

  useEffect(() => {
    onSummary(
      results.state === "ready"
        ? { state: "ready", count: matches.length }
        : { state: results.state === "error" ? "error" : "loading" },
    );
  }, [results.state, matches.length, onSummary]);

  return (
    <section aria-labelledby="matching-tools" className="mb-10">
      <h2 id="matching-tools" className="sr-only">
        Matching tools
      </h2>
      {results.state === "error" ? (
        <LoadFailed onRetry={retry} boxed>
          We could not load the list of tools ({results.message}).
        </LoadFailed>
      ) : results.state !== "ready" ? (
        <p className="rounded-2xl border border-border bg-surface p-6 text-muted-foreground">
          Loading the matching tools…
        </p>
      ) : matches.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-6 text-muted-foreground">
          No tools match these filters. Try fewer filters, or clear them.
        </p>
      ) : (
        <>
          <ToolGrid tools={matches.slice(0, limit)} />
          <ShowMore
            shown={limit}
            total={matches.length}
            pageSize={resultsPageSize}
            onMore={() => setPaging({ filters, limit: limit + resultsPageSize })}
          />
        </>
      )}
    </section>
  );
}

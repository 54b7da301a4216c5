"use client";

import { useState } from "react";
import { LoadFailed } from "@/components/ui/load-failed";
import { ShowMore } from "@/components/ui/show-more";
import type { Loaded } from "@/components/ui/use-load";
import type { DirectoryFilters } from "@/lib/directory/filters";
import type { ToolSummary } from "@/lib/directory/summary";
import { ToolGrid } from "./tool-card";

/** How many matching tools show at first, and how many more each "Show more" adds. */
export const resultsPageSize = 48;

/**
 * The tools matching a filter, a page of them at a time, or why there are none (loading,
 * failed with a retry, no match). ToolBrowser loads the listing and filters it; this code
 * (the cards, the paging) loads only once a filter is chosen, so a visitor who only browses
 * never downloads it. New filters start again from the first page.
 */
export default function FilteredTools({
  results,
  matches,
  filters,
  onRetry,
}: {
  results: Loaded<ToolSummary[]>;
  matches: readonly ToolSummary[];
  filters: DirectoryFilters;
  onRetry: () => void;
}) {
  // How many show, for these filters: other filters start from one page again.
  const [paging, setPaging] = useState({ filters, limit: resultsPageSize });
  const limit = paging.filters === filters ? paging.limit : resultsPageSize;

  return (
    <section aria-labelledby="matching-tools" className="mb-10">
      <h2 id="matching-tools" className="sr-only">
        Matching tools
      </h2>
      {results.state === "error" ? (
        <LoadFailed onRetry={onRetry} boxed>
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

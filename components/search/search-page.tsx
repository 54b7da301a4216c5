"use client";

import { Link } from "@/components/ui/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SearchGroup } from "@/lib/search/engine";
import { searchKindLabels, type SearchKind } from "@/lib/search/kinds";
import { resultsSummary } from "@/lib/search/summary";
import { SearchHitContent } from "./search-hit";
import { PillLinks, SearchIdeas, SearchPageForm } from "./search-page-form";
import { browseLinks, searchPagePath } from "./search-path";
import { useSearchResults } from "./use-search-results";
import { useFinder } from "@/components/tasks/use-finder";

const firstLimits: Record<SearchKind, number> = { tool: 12, task: 6, article: 6, prompt: 6 };
const moreStep: Record<SearchKind, number> = { tool: 24, task: 12, article: 12, prompt: 12 };

/** The /search page: a box, then every group's results, with the query kept in ?q=. */
export function SearchPage() {
  const params = useSearchParams();
  const urlQuery = params.get("q") ?? "";
  const [query, setQuery] = useState(urlQuery);
  const [limits, setLimits] = useState(firstLimits);
  // Every query this page wrote into ?q= since the URL last changed from outside: the URL can
  // report one of them late (after later keystrokes), and that echo must not undo them.
  const written = useRef(new Set([urlQuery]));
  const inputRef = useRef<HTMLInputElement>(null);
  const { status, outcome } = useSearchResults(query, limits);
  // What the words ask for beyond matching pages: a tool's alternatives, a comparison, the price
  // changes, the graveyard, the data (the finder's intents, as in every search box).
  const finder = useFinder(query);

  // Back, forward, or a search from the header while on this page: follow the URL.
  useEffect(() => {
    if (!written.current.has(urlQuery)) {
      written.current = new Set([urlQuery]);
      setQuery(urlQuery);
      setLimits(firstLimits);
    }
  }, [urlQuery]);

  useEffect(() => {
    if (urlQuery === "") inputRef.current?.focus();
    // Only when the page opens: later, focus stays where the visitor put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function update(value: string) {
    setQuery(value);
    setLimits(firstLimits);
    // What ?q= will read back (searchPagePath trims), so the URL effect does not echo it.
    written.current.add(value.trim());
    // Replace, not push: Back leaves the page instead of replaying every keystroke.
    window.history.replaceState(null, "", searchPagePath(value));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    inputRef.current?.blur();
  }

  const term = query.trim();
  return (
    <div className="flex flex-col gap-8 pb-16">
      <SearchPageForm inputRef={inputRef} value={query} onChange={update} onSubmit={onSubmit} />

      <p role="status" className="min-h-6 text-sm text-muted-foreground">
        {term === ""
          ? ""
          : status === "idle"
            ? "Type at least two letters."
            : status === "error"
              ? "Search is not available right now. Try again in a moment."
              : outcome
                ? resultsSummary(outcome)
                : "Searching…"}
      </p>

      {term === "" ? <SearchIdeas /> : null}

      {term !== "" && finder.intents.length > 0 ? (
        <section aria-labelledby="search-intents" className="flex flex-col gap-2">
          <h2 id="search-intents" className="text-lg font-semibold">
            Go to
          </h2>
          <ul className="flex flex-col gap-1">
            {finder.intents.map((intent) => (
              <li key={intent.href}>
                <Link href={intent.href} className="font-medium text-accent hover:underline">
                  {intent.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {outcome?.correctedQuery && term !== "" ? (
        <p className="text-sm">
          Including results for <strong>“{outcome.correctedQuery}”</strong>, the closest words we
          know.
        </p>
      ) : null}

      {outcome && term !== "" && outcome.total === 0 ? (
        <section aria-labelledby="search-empty">
          <h2 id="search-empty" className="text-lg font-semibold">
            Nothing matched “{outcome.query}”
          </h2>
          <p className="mt-1 text-muted-foreground">
            Check the spelling, try a shorter or more general word, or browse instead:
          </p>
          <PillLinks links={browseLinks} />
        </section>
      ) : null}

      {outcome && term !== ""
        ? outcome.groups
            .filter((group) => group.total > 0)
            .map((group) => (
              <ResultGroup
                key={group.kind}
                group={group}
                onMore={() =>
                  setLimits((current) => ({
                    ...current,
                    [group.kind]: current[group.kind] + moreStep[group.kind],
                  }))
                }
              />
            ))
        : null}

      {status === "error" && term !== "" ? <PillLinks links={browseLinks} /> : null}
    </div>
  );
}

function ResultGroup({ group, onMore }: { group: SearchGroup; onMore: () => void }) {
  const headingId = `results-${group.kind}`;
  const remaining = group.total - group.hits.length;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {searchKindLabels[group.kind]}{" "}
        <span className="text-base font-normal text-muted-foreground">({group.total})</span>
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {group.hits.map((hit) => (
          <li key={hit.url} className="min-w-0">
            <Link
              href={hit.url}
              className="flex h-full min-w-0 rounded-2xl border border-border bg-card p-4 [overflow-wrap:anywhere] transition-colors hover:border-accent focus-visible:border-accent"
            >
              <SearchHitContent hit={hit} size="full" />
            </Link>
          </li>
        ))}
      </ul>
      {remaining > 0 ? (
        <button
          type="button"
          onClick={onMore}
          className="mt-4 inline-flex min-h-10 items-center rounded-lg border border-border px-4 text-sm font-medium hover:bg-muted"
        >
          Show more {searchKindLabels[group.kind].toLowerCase()} ({remaining} more)
        </button>
      ) : null}
    </section>
  );
}

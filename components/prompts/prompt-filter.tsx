"use client";

import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { ShowMore } from "@/components/ui/show-more";
import { useLoad } from "@/components/ui/use-load";
import { fetchJsonOnce } from "@/lib/fetch-json-once";
import type { ChatgptRecord, MidjourneyRecord } from "@/lib/prompts/collection-data";
import { downloadPath, sitePathOf, type CollectionId } from "@/lib/prompts/paths";
import { ChatgptPromptCard } from "./chatgpt-prompt-card";
import { MidjourneyPromptCard } from "./midjourney-prompt-card";
import { LoadFailed } from "@/components/ui/load-failed";

type AnyRecord = ChatgptRecord | MidjourneyRecord;

const resultsPageSize = 30;
const loadRecords = (collection: CollectionId) =>
  fetchJsonOnce<AnyRecord[]>(downloadPath(collection, "json"));

/** The words a record is found by. */
function haystack(record: AnyRecord): string {
  const extra = "produces" in record ? record.produces : record.models.join(" ");
  return [record.title, record.category, ...record.tags, record.prompt, extra]
    .join(" ")
    .toLowerCase();
}

/**
 * The filter of a prompt collection: with no words typed, the pre-rendered prompts (children)
 * show. Typing fetches the collection's JSON (the same file offered for download) and renders
 * the matching prompts with the same cards; on a category page only that category's. The
 * words live in ?q=, so a filtered view can be shared. On the collection's index, an old
 * link to a prompt's #anchor is sent on to the prompt's category page.
 */
export function PromptFilter({
  collection,
  category,
  total,
  redirectAnchors = false,
  children,
}: {
  collection: CollectionId;
  /** On a category page: its slug, to search only its prompts. */
  category?: string;
  total: number;
  redirectAnchors?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [limit, setLimit] = useState(resultsPageSize);
  const words = useMemo(() => query.toLowerCase().split(/\s+/).filter(Boolean), [query]);
  const filtering = words.length > 0;
  const loadCollection = useCallback(() => loadRecords(collection), [collection]);
  const [results, retry] = useLoad(filtering ? loadCollection : null);

  useEffect(() => {
    const initial = new URLSearchParams(window.location.search).get("q") ?? "";
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after hydration
    if (initial) setQuery(initial);
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (redirectAnchors && anchor && !document.getElementById(anchor)) {
      void loadRecords(collection).then((records) => {
        const record = records.find((r) => r.id === anchor);
        if (record) window.location.replace(sitePathOf(record.url));
      });
    }
  }, [collection, redirectAnchors]);

  const matches = useMemo(() => {
    if (results.state !== "ready") return [];
    return results.value.filter(
      (record) =>
        (!category || record.categorySlug === category) &&
        words.every((word) => haystack(record).includes(word)),
    );
  }, [results, words, category]);

  function change(value: string) {
    setQuery(value);
    setLimit(resultsPageSize);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  }

  const noun = collection === "chatgpt" ? "ChatGPT prompts" : "Midjourney prompts";
  const status = !filtering
    ? `${total} prompts`
    : results.state === "ready"
      ? matches.length === 0
        ? `No prompts match “${query}”. Try another word, or clear the filter.`
        : `Showing ${matches.length} of ${total} prompts`
      : results.state === "error"
        ? "The prompts could not load."
        : "Loading the prompts…";

  return (
    <>
      <div className="mb-10 flex flex-col gap-2 noscript:hidden">
        <label htmlFor={`${id}-filter`} className="text-sm font-medium">
          Filter {category ? "this category's" : "all"} {noun}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          value={query}
          onChange={(event) => change(event.target.value)}
          placeholder="Type a word: email, logo, interview…"
          autoComplete="off"
          className="h-11 w-full max-w-xl rounded-lg border border-border bg-surface px-3 text-base"
          aria-describedby={`${id}-count`}
        />
        <p id={`${id}-count`} role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      </div>
      {filtering ? (
        <section aria-labelledby={`${id}-matching`} className="mb-10">
          <h2 id={`${id}-matching`} className="sr-only">
            Matching {noun}
          </h2>
          {results.state === "error" ? (
            <LoadFailed onRetry={retry} boxed>
              We could not load the prompts ({results.message}).
            </LoadFailed>
          ) : results.state === "ready" && matches.length > 0 ? (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                {matches
                  .slice(0, limit)
                  .map((record) =>
                    "produces" in record ? (
                      <MidjourneyPromptCard
                        key={record.id}
                        prompt={record}
                        builderHref={sitePathOf(record.builderUrl)}
                      />
                    ) : (
                      <ChatgptPromptCard key={record.id} prompt={record} />
                    ),
                  )}
              </div>
              <ShowMore
                shown={limit}
                total={matches.length}
                pageSize={resultsPageSize}
                onMore={() => setLimit((n) => n + resultsPageSize)}
              />
            </>
          ) : null}
        </section>
      ) : (
        children
      )}
    </>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { Sheet } from "@/components/ui/sheet";
import { useLoad } from "@/components/ui/use-load";
import { directoryDataPath } from "@/lib/directory/data-path";
import type { applyFilters } from "@/lib/directory/apply-filters";
import {
  defaultFilters,
  filtersToSearch,
  isDefaultFilters,
  parseFilters,
  type DirectoryFilters,
} from "@/lib/directory/filters";
import type { ToolSummary } from "@/lib/directory/summary";
import { fetchJsonOnce } from "@/lib/fetch-json-once";
import { countLabel } from "@/lib/format";
import { FilterControls, isPriceText, type FilterChoice } from "./filter-controls";

// The matching list's code (the cards, the paging) loads with the first filter.
const FilteredTools = lazy(() => import("./filtered-tools"));

/** How many filter groups differ from the defaults (the number on the phone's Filters button). */
export function activeFilterCount(filters: DirectoryFilters, onCategoryPage: boolean): number {
  return [
    !onCategoryPage && filters.category !== null,
    filters.genre !== null,
    filters.pricing.length > 0,
    filters.has.length > 0,
    filters.maxPrice !== null,
    filters.sort !== defaultFilters.sort,
  ].filter(Boolean).length;
}

/**
 * A tool listing with filters. With no filter chosen, the pre-rendered listing (children)
 * shows: it is also what visitors without JavaScript get. Choosing a filter fetches the
 * listing's compact JSON (the category's, or every general tool's) and renders the matches
 * with the same card, a page of them at a time. The choices live in the URL, so a filtered
 * view can be shared and is restored on load. On phones the controls sit in a sheet behind a
 * "Filters" button that counts the active filters.
 */
export function ToolBrowser({
  total,
  categories,
  genres,
  features,
  currentCategory,
  children,
}: {
  total: number;
  categories: readonly FilterChoice[];
  genres: readonly FilterChoice[];
  /** The "Has" options with how many of the listing's tools match each. */
  features: readonly FilterChoice[];
  /** On a category page: its slug. Choosing another category opens that page. */
  currentCategory?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [filters, setFilters] = useState<DirectoryFilters>(defaultFilters);
  const [maxText, setMaxText] = useState("");
  const [sheetOpen, setSheetOpen] = useState(false);
  const choices = useMemo(
    () => ({
      categories: currentCategory ? [] : categories.map((c) => c.value),
      genres: genres.map((g) => g.value),
      features: features.map((f) => f.value),
    }),
    [categories, genres, features, currentCategory],
  );

  // The URL is only readable after hydration.
  useEffect(() => {
    const fromUrl = parseFilters(window.location.search, choices);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after hydration
    setFilters(fromUrl);
    setMaxText(fromUrl.maxPrice === null ? "" : String(fromUrl.maxPrice));
  }, [choices]);

  const filtered = !isDefaultFilters(filters);
  const source = directoryDataPath(currentCategory ?? filters.category);

  // The filtering code arrives with the listing's data, at the first filter.
  const [apply, setApply] = useState<{ run: typeof applyFilters } | null>(null);
  const loadSource = useCallback(async () => {
    const [tools, filtering] = await Promise.all([
      fetchJsonOnce<ToolSummary[]>(source),
      import("@/lib/directory/apply-filters"),
    ]);
    setApply({ run: filtering.applyFilters });
    return tools;
  }, [source]);
  const [results, retry] = useLoad(filtered ? loadSource : null);
  const matches = useMemo(
    () => (results.state === "ready" && apply ? apply.run(results.value, filters) : []),
    [results, filters, apply],
  );

  function update(next: DirectoryFilters) {
    setFilters(next);
    const search = filtersToSearch(next, window.location.search);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  }

  function chooseCategory(value: string) {
    if (!currentCategory) {
      update({ ...filters, category: value === "" ? null : value });
      return;
    }
    const rest = filtersToSearch({ ...filters, category: null });
    router.push(`${value === "" ? "/tools" : `/categories/${value}`}${rest}`);
  }

  function chooseMax(text: string) {
    setMaxText(text);
    const trimmed = text.trim();
    if (trimmed === "") update({ ...filters, maxPrice: null });
    else if (isPriceText(trimmed)) update({ ...filters, maxPrice: Number(trimmed) });
  }

  function clear() {
    setMaxText("");
    update(defaultFilters);
  }

  const controls = (layout: "inline" | "sheet") => (
    <FilterControls
      filters={filters}
      maxText={maxText}
      categories={categories}
      genres={genres}
      features={features}
      currentCategory={currentCategory}
      onChange={update}
      onCategory={chooseCategory}
      onMaxText={chooseMax}
      layout={layout}
    />
  );
  const active = activeFilterCount(filters, Boolean(currentCategory));
  const status = !filtered
    ? countLabel(total, "tool")
    : results.state === "ready"
      ? `Showing ${matches.length} of ${total} tools`
      : results.state === "error"
        ? "The filtered list could not load."
        : "Loading the matching tools…";

  return (
    <>
      <section aria-label="Filter and sort the tools" className="mb-10 noscript:hidden">
        <div className="hidden md:block">{controls("inline")}</div>
        <div className="flex flex-wrap items-center gap-3 md:mt-4">
          <button
            type="button"
            className={buttonStyles({ variant: "outline", size: "sm", className: "md:hidden" })}
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            Filters{active > 0 ? ` (${active})` : ""}
            {active > 0 ? <span className="sr-only"> active</span> : null}
          </button>
          <p role="status" className="text-sm text-muted-foreground">
            {status}
          </p>
          {filtered ? (
            <button
              type="button"
              onClick={clear}
              className={buttonStyles({ variant: "outline", size: "sm" })}
            >
              Clear filters
            </button>
          ) : null}
        </div>
        <Sheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          title="Filter and sort"
          marker="filters-sheet"
          footer={
            <div className="sticky bottom-0 flex gap-3 bg-surface pt-2">
              <button
                type="button"
                className={buttonStyles({ className: "flex-1" })}
                onClick={() => setSheetOpen(false)}
              >
                {results.state === "ready" && filtered
                  ? `Show ${countLabel(matches.length, "tool")}`
                  : "Done"}
              </button>
              {filtered ? (
                <button
                  type="button"
                  onClick={clear}
                  className={buttonStyles({ variant: "outline" })}
                >
                  Clear
                </button>
              ) : null}
            </div>
          }
        >
          {controls("sheet")}
        </Sheet>
      </section>

      {/* The pre-rendered listing leaves the page while a filter is on (the page stays light). */}
      {filtered ? null : children}

      {filtered ? (
        <Suspense
          fallback={
            <p className="mb-10 rounded-2xl border border-border bg-surface p-6 text-muted-foreground">
              Loading the matching tools…
            </p>
          }
        >
          <FilteredTools results={results} matches={matches} filters={filters} onRetry={retry} />
        </Suspense>
      ) : null}
    </>
  );
}

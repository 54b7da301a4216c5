"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  applyFilters,
  defaultFilters,
  filtersToSearch,
  isDefaultFilters,
  parseFilters,
  pricingFilterLabels,
  pricingFilters,
  sortOrderLabels,
  sortOrders,
  type DirectoryFilters as Filters,
  type FilterableTool,
  type PricingFilter,
} from "@/lib/directory/filters";
import { toolGridClassName } from "./tool-grid-class";

export type FilterChoice = { value: string; label: string; count: number };

const control =
  "h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm text-foreground focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40";
const labelText = "mb-1 block text-sm font-medium";

function readCards(container: Element): {
  tools: FilterableTool[];
  cards: Map<string, HTMLElement>;
} {
  const cards = new Map<string, HTMLElement>();
  const tools = Array.from(container.querySelectorAll<HTMLElement>("li[data-tool-card]")).map(
    (card, order): FilterableTool => {
      const slug = card.dataset.toolCard ?? "";
      cards.set(slug, card);
      const monthly = card.dataset.monthly ?? "";
      return {
        slug,
        name: card.dataset.name ?? "",
        category: card.dataset.category ?? "",
        pricing: (pricingFilters as readonly string[]).includes(card.dataset.pricing ?? "")
          ? (card.dataset.pricing as PricingFilter)
          : "unknown",
        monthly: monthly === "" ? null : Number(monthly),
        genre: card.dataset.genre ?? "",
        featured: card.dataset.featured === "yes",
        order,
      };
    },
  );
  return { tools, cards };
}

/**
 * Filters and sort for a tool listing. The page pre-renders every tool (the no-JavaScript
 * listing, inside [data-directory-default]); when any filter or another order is chosen,
 * that listing is hidden and the matching cards are shown, copied, in a flat list here. The
 * choices live in the URL, so a filtered view can be shared and is restored on load.
 */
export function DirectoryFilters({
  total,
  categories,
  genres,
  currentCategory,
}: {
  total: number;
  categories: readonly FilterChoice[];
  genres: readonly FilterChoice[];
  /** On a category page: its slug. Choosing another category opens that page. */
  currentCategory?: string;
}) {
  const id = useId();
  const router = useRouter();
  const resultsRef = useRef<HTMLUListElement>(null);
  // The pre-rendered listing and its cards by slug, read once after hydration.
  const listingRef = useRef<HTMLElement | null>(null);
  const cardsRef = useRef<Map<string, HTMLElement>>(new Map());
  const [tools, setTools] = useState<FilterableTool[] | null>(null);
  const [filters, setFilters] = useState<Filters>(defaultFilters);
  const [maxText, setMaxText] = useState("");
  const choices = useMemo(
    () => ({
      categories: currentCategory ? [] : categories.map((c) => c.value),
      genres: genres.map((g) => g.value),
    }),
    [categories, genres, currentCategory],
  );

  // The cards and the URL are only readable after hydration.
  useEffect(() => {
    const listing = document.querySelector<HTMLElement>("[data-directory-default]");
    if (!listing) return;
    listingRef.current = listing;
    const read = readCards(listing);
    cardsRef.current = read.cards;
    const fromUrl = parseFilters(window.location.search, choices);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM and URL are only readable after hydration
    setTools(read.tools);
    setFilters(fromUrl);
    setMaxText(fromUrl.maxPrice === null ? "" : String(fromUrl.maxPrice));
  }, [choices]);

  const filtered = !isDefaultFilters(filters);
  const visible = useMemo(() => (tools ? applyFilters(tools, filters) : null), [tools, filters]);

  // Show the matching cards (copies: the pre-rendered listing stays intact for "clear").
  useEffect(() => {
    const listing = listingRef.current;
    const results = resultsRef.current;
    if (!listing || !results || !visible) return;
    listing.hidden = filtered;
    results.replaceChildren(
      ...(filtered
        ? visible.flatMap((tool) => {
            const card = cardsRef.current.get(tool.slug);
            return card ? [card.cloneNode(true)] : [];
          })
        : []),
    );
  }, [visible, filtered]);

  function update(next: Filters) {
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
    else if (/^\d+(\.\d{1,2})?$/.test(trimmed)) update({ ...filters, maxPrice: Number(trimmed) });
  }

  const maxInvalid = maxText.trim() !== "" && !/^\d+(\.\d{1,2})?$/.test(maxText.trim());
  const shown = visible?.length ?? total;
  return (
    <>
      <section aria-labelledby={`${id}-heading`} className="mb-10 noscript:hidden">
        <h2 id={`${id}-heading`} className="sr-only">
          Filter and sort the tools
        </h2>
        {/* Not a form: every control applies at once, there is nothing to submit. */}
        <div className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-6">
          <div className="lg:col-span-1">
            <label htmlFor={`${id}-category`} className={labelText}>
              Category
            </label>
            <select
              id={`${id}-category`}
              className={control}
              value={currentCategory ?? filters.category ?? ""}
              onChange={(event) => chooseCategory(event.target.value)}
            >
              <option value="">All categories</option>
              {categories.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label} ({category.count})
                </option>
              ))}
            </select>
          </div>
          <div className="lg:col-span-1">
            <label htmlFor={`${id}-genre`} className={labelText}>
              Genre
            </label>
            <select
              id={`${id}-genre`}
              className={control}
              value={filters.genre ?? ""}
              onChange={(event) =>
                update({ ...filters, genre: event.target.value === "" ? null : event.target.value })
              }
            >
              <option value="">All genres</option>
              {genres.map((genre) => (
                <option key={genre.value} value={genre.value}>
                  {genre.label} ({genre.count})
                </option>
              ))}
            </select>
          </div>
          <fieldset className="sm:col-span-2 lg:col-span-2">
            <legend className={labelText}>Pricing</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2 pt-1">
              {pricingFilters.map((value) => (
                <label key={value} className="inline-flex min-h-8 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-(--color-accent)"
                    checked={filters.pricing.includes(value)}
                    onChange={(event) =>
                      update({
                        ...filters,
                        pricing: event.target.checked
                          ? pricingFilters.filter((v) => v === value || filters.pricing.includes(v))
                          : filters.pricing.filter((v) => v !== value),
                      })
                    }
                  />
                  {pricingFilterLabels[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-max`} className={labelText}>
              Max price a month
            </label>
            <input
              id={`${id}-max`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="Any"
              className={control}
              value={maxText}
              aria-invalid={maxInvalid || undefined}
              aria-describedby={`${id}-max-hint`}
              onChange={(event) => chooseMax(event.target.value)}
            />
            <p
              id={`${id}-max-hint`}
              className={
                maxInvalid ? "mt-1 text-xs text-danger" : "mt-1 text-xs text-muted-foreground"
              }
            >
              {maxInvalid ? "Enter an amount such as 20 or 9.99." : "Tools with a listed price."}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className={labelText}>
              Sort by
            </label>
            <select
              id={`${id}-sort`}
              className={control}
              value={filters.sort}
              onChange={(event) =>
                update({ ...filters, sort: event.target.value as Filters["sort"] })
              }
            >
              {sortOrders.map((order) => (
                <option key={order} value={order}>
                  {sortOrderLabels[order]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm text-muted-foreground">
            {filtered ? `Showing ${shown} of ${total} tools` : `${total} tools`}
          </p>
          {filtered ? (
            <button
              type="button"
              onClick={() => {
                setMaxText("");
                update(defaultFilters);
              }}
              className="inline-flex min-h-9 items-center rounded-lg border border-border px-3 text-sm font-medium hover:bg-muted"
            >
              Clear filters
            </button>
          ) : null}
        </div>
      </section>
      <div hidden={!filtered} className="mb-10">
        <h2 className="sr-only">Matching tools</h2>
        {filtered && shown === 0 ? (
          <p className="rounded-2xl border border-border bg-surface p-6 text-muted-foreground">
            No tools match these filters. Try fewer filters, or clear them.
          </p>
        ) : null}
        <ul ref={resultsRef} className={toolGridClassName} />
      </div>
    </>
  );
}

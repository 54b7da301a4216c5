"use client";

import { useId, useState } from "react";
import { inputStyles } from "@/components/forms/input-styles";
import {
  pricingFilterLabels,
  pricingFilters,
  sortOrderLabels,
  sortOrders,
  type DirectoryFilters,
} from "@/lib/directory/filters";

export type FilterChoice = { value: string; label: string; count: number };

const labelText = "mb-1 block text-sm font-medium";

/** Whether a typed price ceiling is one the filters accept ("20", "9.99"). */
export const isPriceText = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim());

/**
 * The controls of a tool listing's filters. Every control applies at once (there is nothing to
 * submit, so this is no form); the same controls sit inline on wide screens and in a sheet on
 * phones.
 */
export function FilterControls({
  filters,
  maxText,
  categories,
  genres,
  features,
  currentCategory,
  onChange,
  onCategory,
  onMaxText,
  layout,
}: {
  filters: DirectoryFilters;
  maxText: string;
  categories: readonly FilterChoice[];
  genres: readonly FilterChoice[];
  features: readonly FilterChoice[];
  currentCategory?: string | undefined;
  onChange: (next: DirectoryFilters) => void;
  onCategory: (value: string) => void;
  onMaxText: (text: string) => void;
  layout: "inline" | "sheet";
}) {
  const id = useId();
  const maxInvalid = maxText.trim() !== "" && !isPriceText(maxText);
  return (
    <div
      className={
        layout === "inline"
          ? "grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-6"
          : "flex flex-col gap-5"
      }
    >
      <div>
        <label htmlFor={`${id}-category`} className={labelText}>
          Category
        </label>
        <select
          id={`${id}-category`}
          className={inputStyles}
          value={currentCategory ?? filters.category ?? ""}
          onChange={(event) => onCategory(event.target.value)}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label} ({category.count})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-genre`} className={labelText}>
          Genre
        </label>
        <select
          id={`${id}-genre`}
          className={inputStyles}
          value={filters.genre ?? ""}
          onChange={(event) =>
            onChange({ ...filters, genre: event.target.value === "" ? null : event.target.value })
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
      <fieldset className={layout === "inline" ? "sm:col-span-2 lg:col-span-2" : ""}>
        <legend className={labelText}>Pricing</legend>
        <Checkboxes
          options={pricingFilters.map((value) => ({ value, label: pricingFilterLabels[value] }))}
          chosen={filters.pricing}
          onChange={(pricing) =>
            onChange({ ...filters, pricing: pricing as DirectoryFilters["pricing"] })
          }
        />
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
          className={inputStyles}
          value={maxText}
          aria-invalid={maxInvalid || undefined}
          aria-describedby={`${id}-max-hint`}
          onChange={(event) => onMaxText(event.target.value)}
        />
        <p
          id={`${id}-max-hint`}
          className={maxInvalid ? "mt-1 text-xs text-danger" : "mt-1 text-xs text-muted-foreground"}
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
          className={inputStyles}
          value={filters.sort}
          onChange={(event) =>
            onChange({ ...filters, sort: event.target.value as DirectoryFilters["sort"] })
          }
        >
          {sortOrders.map((order) => (
            <option key={order} value={order}>
              {sortOrderLabels[order]}
            </option>
          ))}
        </select>
      </div>
      {features.length > 0 ? (
        <HasFilters
          id={id}
          filters={filters}
          features={features}
          onChange={onChange}
          layout={layout}
        />
      ) : null}
    </div>
  );
}

/**
 * The "Has" options. Inline (wide screens) they open from a button, so a listing hydrates one
 * control rather than a dozen until a visitor asks for them (they start open when the URL
 * chose some); in the phone's sheet, which opens on request, they show at once.
 */
function HasFilters({
  id,
  filters,
  features,
  onChange,
  layout,
}: {
  id: string;
  filters: DirectoryFilters;
  features: readonly FilterChoice[];
  onChange: (next: DirectoryFilters) => void;
  layout: "inline" | "sheet";
}) {
  const [shown, setShown] = useState(false);
  const open = layout === "sheet" || shown || filters.has.length > 0;
  if (!open)
    return (
      <div className="sm:col-span-2 lg:col-span-6">
        {/* No aria-controls: the options are not in the page until the button adds them. */}
        <button
          type="button"
          aria-expanded="false"
          onClick={() => setShown(true)}
          className="text-sm font-medium text-accent underline-offset-2 hover:underline"
        >
          Has… ({features.length} options)
        </button>
      </div>
    );
  return (
    <fieldset
      id={`${id}-has`}
      className={layout === "inline" ? "sm:col-span-2 lg:col-span-6" : ""}
      aria-describedby={`${id}-has-hint`}
    >
      <legend className={labelText}>Has</legend>
      <Checkboxes
        options={features.map((f) => ({ value: f.value, label: `${f.label} (${f.count})` }))}
        chosen={filters.has}
        onChange={(has) => onChange({ ...filters, has })}
        // The button that opened the options is gone: the focus moves to the first of them.
        focusFirst={shown && layout === "inline"}
      />
      <p id={`${id}-has-hint`} className="mt-1 text-xs text-muted-foreground">
        As a dated source confirms it.
      </p>
    </fieldset>
  );
}

/** A row of checkboxes; the chosen values stay in the options' order, so equal choices give equal URLs. */
function Checkboxes({
  options,
  chosen,
  onChange,
  focusFirst,
}: {
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  focusFirst?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2 pt-1">
      {options.map(({ value, label }, index) => (
        <label key={value} className="inline-flex min-h-8 items-center gap-2 text-sm">
          <input
            type="checkbox"
            autoFocus={focusFirst && index === 0}
            className="size-4 accent-(--color-accent)"
            checked={chosen.includes(value)}
            onChange={(event) =>
              onChange(
                options
                  .map((option) => option.value)
                  .filter((v) => (v === value ? event.target.checked : chosen.includes(v))),
              )
            }
          />
          {label}
        </label>
      ))}
    </div>
  );
}

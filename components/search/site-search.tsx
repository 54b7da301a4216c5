"use client";

import { usePathname, useRouter } from "next/navigation";
import { Suspense, lazy, useId, useState, type FormEvent } from "react";
import { clsx } from "clsx";
import { minimumQueryLength } from "@/lib/search/kinds";
import type { SearchPopupHandle } from "./search-popup";
import { searchPagePath } from "./search-path";
import { useCombobox } from "./use-combobox";
import { useSearchShortcut } from "./use-search-shortcut";

// The results popup, the engine and Pagefind load on the first sign of intent (focus, hover,
// typing), so a page that is only read pays for the box and nothing more.
const SearchPopup = lazy(() => import("./search-popup"));

const variants = {
  header: {
    form: "relative w-44 xl:w-64",
    input: "h-10 rounded-lg pl-9 pr-8 text-sm",
    button: "left-1 size-8",
    icon: "size-4",
  },
  hero: {
    form: "relative w-full max-w-xl",
    input: "h-14 rounded-2xl pl-12 pr-4 text-base shadow-sm",
    button: "left-2 size-10",
    icon: "size-5",
  },
  page: {
    form: "relative w-full max-w-2xl",
    input: "h-12 rounded-xl pl-11 pr-4 text-base",
    button: "left-1.5 size-9",
    icon: "size-5",
  },
} as const;

export type SiteSearchProps = {
  variant: keyof typeof variants;
  label: string;
  placeholder: string;
  /** Only tools (the directory's own box), or everything. */
  scope?: "all" | "tools";
};

/**
 * A search box with results as you type (WAI-ARIA combobox with a grouped listbox). Without
 * JavaScript it is a plain form that opens /search?q=….
 */
export function SiteSearch({ variant, label, placeholder, scope = "all" }: SiteSearchProps) {
  const styles = variants[variant];
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const router = useRouter();
  const pathname = usePathname();
  const box = useCombobox<SearchPopupHandle>(
    (query) => query.trim().length >= minimumQueryLength,
    listboxId,
  );

  useSearchShortcut();

  // A result was opened (the page changed): the popup closes, ready for the next search.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    box.setOpen(false);
    box.setQuery("");
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    box.setOpen(false);
    router.push(searchPagePath(box.query));
  }

  return (
    <form
      role="search"
      aria-label={label}
      action="/search"
      method="get"
      className={styles.form}
      onSubmit={onSubmit}
      onBlur={box.onBlur}
      onPointerEnter={box.request}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        name="q"
        // The ARIA combobox pattern sits on a text input: HTML allows role="combobox" and
        // aria-expanded on type="text", not on type="search". inputMode and enterKeyHint keep
        // the search keyboard on phones; onKeyDown clears the box on Escape, as a search field
        // would.
        {...box.inputProps}
        inputMode="search"
        enterKeyHint="search"
        placeholder={placeholder}
        aria-keyshortcuts={variant === "header" ? "/ Control+K Meta+K" : undefined}
        data-site-search={variant}
        className={clsx(
          "w-full border border-border bg-surface text-foreground placeholder:text-muted-foreground focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40",
          styles.input,
        )}
      />
      {/* Submits to the results page (also the form's submit button without JavaScript). */}
      <button
        type="submit"
        aria-label="Show all results"
        className={clsx(
          "absolute top-1/2 inline-flex -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
          styles.button,
        )}
      >
        <span aria-hidden="true" className={clsx("icon icon-search", styles.icon)} />
      </button>
      {variant === "header" ? (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 rounded border border-border px-1.5 font-sans text-xs text-muted-foreground"
        >
          /
        </kbd>
      ) : null}
      {box.requested ? (
        <Suspense fallback={null}>
          <SearchPopup
            handleRef={box.popupRef}
            listboxId={listboxId}
            query={box.query}
            open={box.expanded}
            scope={scope}
            onActiveChange={box.setActiveId}
            onChoose={() => box.setOpen(false)}
          />
        </Suspense>
      ) : null}
    </form>
  );
}

import { Link } from "@/components/ui/link";
import type { ChangeEvent, FormEvent, Ref } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { searchPagePath } from "./search-path";

/**
 * The /search page's box. Pre-rendered without a value (the query is only known in the
 * browser), where it is a plain form: without JavaScript it still submits to /search?q=….
 */
export function SearchPageForm({
  inputRef,
  value,
  onChange,
  onSubmit,
}: {
  inputRef?: Ref<HTMLInputElement>;
  value?: string;
  onChange?: (value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      role="search"
      aria-label="Search tools, guides and prompts"
      action="/search"
      method="get"
      onSubmit={onSubmit}
      className="max-w-2xl"
    >
      <label htmlFor="search-page-input" className="sr-only">
        Search tools, guides and prompts
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id="search-page-input"
          name="q"
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search tools, guides and prompts"
          data-site-search="page"
          {...(onChange
            ? {
                value: value ?? "",
                onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
              }
            : {})}
          className="h-12 w-full rounded-xl border border-border bg-surface pr-4 pl-12 text-base text-foreground placeholder:text-muted-foreground focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-1/2 left-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <SearchIcon className="size-5" />
        </button>
      </div>
    </form>
  );
}

const suggestions = ["image generator", "writing assistant", "video", "SEO", "chatbot", "logo"];

/** Searches to start from, shown while the box is empty. */
export function SearchIdeas() {
  return (
    <section aria-labelledby="search-ideas">
      <h2 id="search-ideas" className="text-lg font-semibold">
        Try a search
      </h2>
      <PillLinks
        links={suggestions.map((suggestion) => ({
          href: searchPagePath(suggestion),
          label: suggestion,
        }))}
      />
    </section>
  );
}

/** A wrapping row of rounded links: search ideas, and where to browse instead. */
export function PillLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="inline-flex min-h-10 items-center rounded-full border border-border px-4 text-sm hover:bg-muted"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the page shows before the browser knows the query: the same layout, empty. */
export function SearchPageFallback() {
  return (
    <div className="flex flex-col gap-8 pb-16">
      <SearchPageForm />
      <p className="min-h-6 text-sm text-muted-foreground" />
      <SearchIdeas />
    </div>
  );
}

"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useImperativeHandle, useState, type Ref } from "react";
import { clsx } from "clsx";
import { searchKindLabels, type SearchKind } from "@/lib/search/kinds";
import { resultsSummary } from "@/lib/search/summary";
import { SearchHitContent } from "./search-hit";
import { searchPagePath } from "./search-path";
import type { ComboboxPopupHandle } from "./use-combobox";
import { useSearchResults } from "./use-search-results";
import { useFinder } from "@/components/tasks/use-finder";
import { countLabel } from "@/lib/format";

export type SearchPopupHandle = ComboboxPopupHandle;

const limitsAll: Record<SearchKind, number> = { tool: 5, task: 3, article: 2, prompt: 2 };
const limitsTools: Record<SearchKind, number> = { tool: 8, task: 0, article: 0, prompt: 0 };
const toolsOnly: readonly SearchKind[] = ["tool"];

/** One group of options in the popup, under its heading. */
type Section = {
  key: string;
  label: string;
  /** How many there are in all (the heading's count); null for none. */
  total: number | null;
  options: { href: string; content: React.ReactNode }[];
};

/** A task the finder matched: its name and how many tools do it. */
function TaskOption({ name, tools }: { name: string; tools: number }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium">{name}</span>
      <span className="truncate text-sm text-muted-foreground">{countLabel(tools, "tool")}</span>
    </span>
  );
}

/**
 * The results under a search box: what the words ask for (a tool's alternatives, a comparison,
 * price changes…), then groups of options (the matching tasks first when the words read as a
 * need rather than a name), then "See all results".
 */
export default function SearchPopup({
  handleRef,
  listboxId,
  query,
  open,
  scope,
  onActiveChange,
  onChoose,
}: {
  handleRef: Ref<SearchPopupHandle | null>;
  listboxId: string;
  query: string;
  open: boolean;
  scope: "all" | "tools";
  onActiveChange: (id: string | null) => void;
  onChoose: () => void;
}) {
  const { status, outcome } = useSearchResults(
    query,
    scope === "tools" ? limitsTools : limitsAll,
    scope === "tools" ? toolsOnly : undefined,
  );
  // The active option is remembered by its address, for the words it was chosen for: results
  // that arrive late (the search's, then the finder's) move it down the list but keep it active,
  // so Enter opens what is highlighted. New words, or a closed popup, start with none.
  const [activeState, setActiveState] = useState<{ query: string; href: string | null }>({
    query: "",
    href: null,
  });
  // The finder answers needs ("transcribe a meeting") and names pages ("alternatives to
  // cursor"); its tasks replace the search's own task group once it has loaded.
  const finder = useFinder(query, { enabled: scope === "all" });
  const finderReady = scope === "all" && finder.state === "ready" && query.trim() !== "";
  const searchGroups = (outcome?.groups ?? []).filter(
    (group) => group.hits.length > 0 && !(finderReady && group.kind === "task"),
  );
  const taskSection: Section | null =
    finderReady && finder.exact.length > 0
      ? {
          key: "finder-tasks",
          label: searchKindLabels.task,
          total: finder.exact.length,
          options: finder.exact.slice(0, limitsAll.task).map((match) => ({
            href: `/tasks/${match.id}`,
            content: <TaskOption name={match.name} tools={match.tools} />,
          })),
        }
      : null;
  const searchSections: Section[] = searchGroups.map((group) => ({
    key: group.kind,
    label: searchKindLabels[group.kind],
    total: group.total,
    options: group.hits.map((hit) => ({ href: hit.url, content: <SearchHitContent hit={hit} /> })),
  }));
  // Words that read as a need put its tasks first; a tool's name keeps the tools first.
  const needFirst = taskSection !== null && !finder.namesTool;
  const sections: Section[] = [
    ...(finderReady && finder.intents.length > 0
      ? [
          {
            key: "intents",
            label: "Go to",
            total: null,
            options: finder.intents.map((intent) => ({
              href: intent.href,
              content: <span className="font-medium text-accent">{intent.label}</span>,
            })),
          },
        ]
      : []),
    ...(needFirst ? [taskSection] : []),
    ...searchSections,
    ...(taskSection && !needFirst ? [taskSection] : []),
  ];
  const empty = outcome !== null && outcome.total === 0 && sections.length === 0;
  // The last option: where to go next (all results, the directory, or the results page).
  const finalOption = empty
    ? { href: "/tools", label: "Browse the AI tools directory" }
    : status === "error" && outcome === null
      ? { href: searchPagePath(query), label: "Open the search page" }
      : {
          href: scope === "tools" ? "/tools" : searchPagePath(query),
          label:
            scope === "tools"
              ? "Browse the whole directory"
              : `See all results for “${query.trim()}”`,
        };
  const showFinal = outcome !== null || status === "error";
  // Where each section's options start in the flat list the keys move through.
  const starts = sections.map((_, at) =>
    sections.slice(0, at).reduce((sum, section) => sum + section.options.length, 0),
  );
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  // Every option's address in the order the keys move through them: the sections', then the last.
  const hitHrefs = sections.flatMap((section) => section.options.map((option) => option.href));
  const hrefs = showFinal ? [...hitHrefs, finalOption.href] : hitHrefs;
  const hitCount = hitHrefs.length;
  const optionCount = hrefs.length;
  const active =
    open && activeState.query === query && activeState.href !== null
      ? hrefs.indexOf(activeState.href)
      : -1;
  const setActive = (next: (index: number) => number) => {
    const index = next(active);
    setActiveState({ query, href: hrefs[index] ?? null });
  };

  useEffect(() => {
    onActiveChange(active >= 0 && active < optionCount ? optionId(active) : null);
  });

  useImperativeHandle(handleRef, () => ({
    onKeyDown(event) {
      if (optionCount === 0) return false;
      if (event.key === "ArrowDown") {
        setActive((index) => (index + 1 >= optionCount ? 0 : index + 1));
        return true;
      }
      if (event.key === "ArrowUp") {
        setActive((index) => (index <= 0 ? optionCount - 1 : index - 1));
        return true;
      }
      if (event.key === "Enter" && active >= 0 && active < optionCount) {
        document.getElementById(optionId(active))?.click();
        onChoose();
        return true;
      }
      return false;
    },
  }));

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const announcement =
    status === "error"
      ? "Search is not available right now."
      : outcome && query.trim() !== ""
        ? resultsSummary(outcome)
        : "";

  const renderOption = (href: string, own: number, content: React.ReactNode) => {
    return (
      <Link
        key={`${href}-${own}`}
        id={optionId(own)}
        href={href}
        role="option"
        aria-selected={active === own}
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => setActive(() => own)}
        onClick={onChoose}
        className={clsx(
          "flex min-h-11 items-center rounded-lg px-3 py-2 text-left",
          active === own ? "bg-muted text-foreground" : "text-foreground/90",
        )}
      >
        {content}
      </Link>
    );
  };

  return (
    <>
      <div role="status" className="sr-only">
        {open ? announcement : ""}
      </div>
      <div
        hidden={!open}
        data-results-for={outcome?.query}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[min(70vh,32rem)] min-w-72 overflow-y-auto rounded-xl border border-border bg-surface p-2 shadow-xl"
      >
        {status === "loading" && outcome === null ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">Searching…</p>
        ) : null}
        {status === "error" ? (
          <p className="px-3 py-2 text-sm text-danger">
            Search is not available right now. Try again in a moment, or browse the directory.
          </p>
        ) : null}
        {empty ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">
            No results for “{outcome.query}”. Try another word, or a tool&apos;s name.
          </p>
        ) : null}
        {outcome?.correctedQuery ? (
          <p className="px-3 py-1 text-xs text-muted-foreground">
            Including results for “{outcome.correctedQuery}”
          </p>
        ) : null}
        <div
          role="listbox"
          id={listboxId}
          aria-label="Search results"
          aria-busy={optionCount === 0 ? true : undefined}
        >
          {sections.map((section, at) => {
            const headingId = `${listboxId}-${section.key}`;
            return (
              <div key={section.key} role="group" aria-labelledby={headingId} className="py-1">
                <div
                  id={headingId}
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {section.label}
                  {section.total === null ? null : (
                    <span className="font-normal normal-case"> · {section.total}</span>
                  )}
                </div>
                {section.options.map((option, offset) =>
                  renderOption(option.href, (starts[at] ?? 0) + offset, option.content),
                )}
              </div>
            );
          })}
          {showFinal
            ? renderOption(
                finalOption.href,
                hitCount,
                <span className="text-sm font-medium text-accent">{finalOption.label}</span>,
              )
            : null}
        </div>
      </div>
    </>
  );
}

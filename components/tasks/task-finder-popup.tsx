"use client";

import { useEffect, useImperativeHandle, useState, type Ref } from "react";
import { useFinder } from "./use-finder";
import type { ComboboxPopupHandle } from "@/components/search/use-combobox";
import { Link } from "@/components/ui/link";
import { countLabel } from "@/lib/format";

export type FinderPopupHandle = ComboboxPopupHandle & {
  /** The page Enter opens when no option is chosen: the best match, if any. */
  best: () => string | null;
};

/**
 * The finder's suggestions: what the words ask for besides a task (a tool's alternatives, a
 * comparison, price changes, closed tools, our data), the matching tasks, or when none matches
 * the whole need the closest ones and a site search for the words; then "Browse every task".
 */
export default function TaskFinderPopup({
  handleRef,
  listboxId,
  query,
  open,
  onActiveChange,
  onChoose,
}: {
  handleRef: Ref<FinderPopupHandle | null>;
  listboxId: string;
  query: string;
  open: boolean;
  onActiveChange: (id: string | null) => void;
  onChoose: () => void;
}) {
  const finder = useFinder(query);
  const [active, setActive] = useState(-1);
  const [answered, setAnswered] = useState(query);

  // A new query starts with no option chosen.
  if (answered !== query) {
    setAnswered(query);
    setActive(-1);
  }
  const ready = finder.state === "ready";
  const { exact, intents, close } = finder;
  const matches = exact.length > 0 ? exact : close;
  // A tool's alternatives or a comparison is what such words ask for: above the tasks. The
  // site's pages (price changes, graveyard, data) go above only when no task fits the words.
  const toolIntents = intents.filter((intent) => /^\/(?:tools|compare)/.test(intent.href));
  const pageIntents = intents.filter((intent) => !toolIntents.includes(intent));
  const intentOption = (intent: (typeof intents)[number]) => ({
    ...intent,
    detail: "",
    kind: "intent",
  });
  const taskOptions = matches.map((match) => ({
    href: `/tasks/${match.id}`,
    label: match.name,
    detail: countLabel(match.tools, "tool"),
    kind: "task",
  }));
  const searchOption =
    ready && exact.length === 0 && query.trim() !== ""
      ? [
          {
            href: `/search?q=${encodeURIComponent(query.trim())}`,
            label: `Search the site for “${query.trim()}”`,
            detail: "",
            kind: "search",
          },
        ]
      : [];
  const options = [
    ...toolIntents.map(intentOption),
    ...(exact.length > 0 ? [] : pageIntents.map(intentOption)),
    ...taskOptions,
    ...(exact.length > 0 ? pageIntents.map(intentOption) : []),
    ...searchOption,
    { href: "/tasks", label: "Browse every task", detail: "", kind: "browse" },
  ];
  // What Enter opens when no option is chosen: a named tool's page, else the best task, else
  // the first suggestion (a page, the closest task or the site search).
  const best =
    toolIntents[0]?.href ??
    (exact[0] ? `/tasks/${exact[0].id}` : options.length > 1 ? options[0]!.href : null);
  const optionId = (at: number) => `${listboxId}-${at}`;

  useEffect(() => {
    onActiveChange(open && active >= 0 ? optionId(active) : null);
  });

  useImperativeHandle(handleRef, () => ({
    onKeyDown(event) {
      if (event.key === "ArrowDown") {
        setActive((at) => (at + 1) % options.length);
        return true;
      }
      if (event.key === "ArrowUp") {
        setActive((at) => (at <= 0 ? options.length - 1 : at - 1));
        return true;
      }
      if (event.key === "Enter" && active >= 0) {
        document.getElementById(optionId(active))?.click();
        onChoose();
        return true;
      }
      return false;
    },
    best: () => best,
  }));

  const announcement =
    finder.state === "error"
      ? "The tasks could not be loaded. Browse every task instead."
      : finder.state === "loading"
        ? "Loading the tasks…"
        : query.trim() === ""
          ? ""
          : exact.length > 0
            ? `${countLabel(exact.length, "task")} match. Use the arrow keys to choose one.`
            : close.length > 0
              ? "No task matches all those words; the closest ones are below, or search the site."
              : intents.length > 0
                ? "Pages that answer those words are below."
                : "No task matches those words; search the site for them or browse every task.";

  return (
    <>
      <p role="status" className="sr-only">
        {open ? announcement : ""}
      </p>
      {open ? (
        <div className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-border bg-surface shadow-xl">
          {!ready || exact.length === 0 ? (
            <p className="px-4 pt-3 text-sm text-muted-foreground">{announcement}</p>
          ) : null}
          <ul id={listboxId} role="listbox" aria-label="Matching tasks" className="py-1">
            {options.map((option, at) => (
              <li key={option.href} role="presentation">
                <Link
                  id={optionId(at)}
                  href={option.href}
                  role="option"
                  aria-selected={active === at}
                  onClick={onChoose}
                  className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-muted aria-selected:bg-muted"
                >
                  <span className={option.kind === "task" ? "font-medium" : "text-accent"}>
                    {option.label}
                  </span>
                  {option.detail ? (
                    <span className="text-muted-foreground">{option.detail}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

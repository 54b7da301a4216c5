"use client";

import { useEffect, useImperativeHandle, useState, type Ref } from "react";
import type { ComboboxPopupHandle } from "@/components/search/use-combobox";
import { Link } from "@/components/ui/link";
import { fetchJsonOnce } from "@/lib/fetch-json-once";
import { countLabel } from "@/lib/format";
import { findTasks, prepare, type FinderEntry } from "@/lib/tasks/finder";
import { taskFinderIndexPath } from "@/lib/tasks/finder-index";

export type FinderPopupHandle = ComboboxPopupHandle & {
  /** The page Enter opens when no option is chosen: the best match, if any. */
  best: () => string | null;
};

type Index = ReturnType<typeof prepare>;
let prepared: Index | undefined;

/** The finder's suggestions: matching tasks, then "Browse every task". */
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
  const [index, setIndex] = useState<Index | "error" | null>(prepared ?? null);
  const [active, setActive] = useState(-1);
  const [answered, setAnswered] = useState(query);

  useEffect(() => {
    if (prepared) return;
    let live = true;
    fetchJsonOnce<FinderEntry[]>(taskFinderIndexPath).then(
      (entries) => {
        prepared ??= prepare(entries);
        if (live) setIndex(prepared);
      },
      () => live && setIndex("error"),
    );
    return () => {
      live = false;
    };
  }, []);

  // A new query starts with no option chosen.
  if (answered !== query) {
    setAnswered(query);
    setActive(-1);
  }
  const matches = Array.isArray(index) ? findTasks(query, index) : [];
  const options = [
    ...matches.map((match) => ({
      href: `/tasks/${match.id}`,
      label: match.name,
      detail: countLabel(match.tools, "tool"),
    })),
    { href: "/tasks", label: "Browse every task", detail: "" },
  ];
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
    best: () => (matches[0] ? `/tasks/${matches[0].id}` : null),
  }));

  const announcement =
    index === "error"
      ? "The tasks could not be loaded. Browse every task instead."
      : index === null
        ? "Loading the tasks…"
        : query.trim() === ""
          ? ""
          : matches.length === 0
            ? "No task matches those words; try other words or browse every task."
            : `${countLabel(matches.length, "task")} match. Use the arrow keys to choose one.`;

  return (
    <>
      <p role="status" className="sr-only">
        {open ? announcement : ""}
      </p>
      {open ? (
        <div className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-border bg-surface shadow-xl">
          {index === null || index === "error" || matches.length === 0 ? (
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
                  <span className={option.detail ? "font-medium" : "text-accent"}>
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

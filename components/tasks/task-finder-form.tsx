"use client";

import { useRouter } from "next/navigation";
import { Suspense, lazy, type FormEvent, type ReactNode } from "react";
import { useCombobox } from "@/components/search/use-combobox";
import type { FinderPopupHandle } from "./task-finder-popup";

// The matching code and the tasks' index load on the first sign of intent (focus, hover,
// typing): a page that is only read pays for this box and nothing more.
const FinderPopup = lazy(() => import("./task-finder-popup"));

const filled = (query: string) => query.trim() !== "";

/**
 * The finder's interactive part: the combobox on the search boxes' shared state, with the
 * server-rendered label and hint passed in (so their text is HTML, not JavaScript).
 */
export function TaskFinderForm({
  ids,
  className,
  children,
}: {
  ids: { input: string; hint: string; listbox: string };
  className?: string | undefined;
  children: ReactNode;
}) {
  const router = useRouter();
  const box = useCombobox<FinderPopupHandle>(filled, ids.listbox);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter with no option chosen: the best match, or every task when nothing matches.
    const best = box.popupRef.current?.best();
    box.setOpen(false);
    router.push(best ?? "/tasks");
  }

  return (
    <form
      action="/tasks"
      className={className}
      onSubmit={onSubmit}
      onBlur={box.onBlur}
      onPointerEnter={box.request}
    >
      {children}
      <div className="relative mt-3 flex gap-2">
        <input
          id={ids.input}
          {...box.inputProps}
          enterKeyHint="go"
          placeholder="Transcribe a meeting"
          aria-describedby={ids.hint}
          className="finder-input min-w-0 flex-1"
        />
        {/* Opens the best match (every task without JavaScript): Enter's twin, for touch. */}
        <button
          type="submit"
          className="inline-flex h-12 shrink-0 items-center rounded-xl bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Find
        </button>
        {box.requested ? (
          <Suspense fallback={null}>
            <FinderPopup
              handleRef={box.popupRef}
              listboxId={ids.listbox}
              query={box.query}
              open={box.expanded}
              onActiveChange={box.setActiveId}
              onChoose={() => box.setOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </form>
  );
}

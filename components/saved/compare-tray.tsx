"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { Link } from "@/components/ui/link";
import { buttonStyles } from "@/components/ui/button-styles";
import { CloseIcon } from "@/components/ui/icons";
import {
  clearCompared,
  comparePath,
  getCompareSnapshot,
  getServerCompareSnapshot,
  maxCompared,
  setCompared,
  subscribeCompare,
} from "@/lib/compare/tray";

/**
 * The tools picked for comparison, in a bar fixed to the bottom of the screen once there is
 * one: each removable, a link to compare them side by side, and a way to clear the tray.
 * Hidden on /compare itself, which shows the comparison.
 */
export default function CompareTray() {
  const tools = useSyncExternalStore(
    subscribeCompare,
    getCompareSnapshot,
    getServerCompareSnapshot,
  );
  const pathname = usePathname();
  const listRef = useRef<HTMLUListElement>(null);

  // Removing a chip moves focus to the next one (or the previous), not to the page's top.
  function remove(index: number) {
    const tool = tools[index];
    if (!tool) return;
    setCompared(tool, false);
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll("button") ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)];
      if (next instanceof HTMLElement) next.focus();
      else document.getElementById("compare-tray-title")?.focus();
    });
  }
  const shown = tools.length > 0 && pathname !== "/compare";

  // The page leaves room at its foot, and the scroll-to-top button moves above the bar, by
  // the bar's height (it wraps onto more lines on a phone).
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const bar = barRef.current;
    if (!shown || !bar) return;
    root.dataset.compareTray = "";
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--compare-tray-height", `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      delete root.dataset.compareTray;
      root.style.removeProperty("--compare-tray-height");
    };
  }, [shown]);

  return (
    <>
      {shown ? (
        <section
          ref={barRef}
          aria-labelledby="compare-tray-title"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 shadow-2xl shadow-black/50 backdrop-blur"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
            <h2
              id="compare-tray-title"
              tabIndex={-1}
              className="text-sm font-semibold outline-none"
            >
              Compare{" "}
              <span className="font-normal text-muted-foreground">
                ({tools.length} of {maxCompared})
              </span>
            </h2>
            <ul ref={listRef} className="flex min-w-0 flex-wrap gap-2 sm:flex-1">
              {tools.map((tool, index) => (
                <li
                  key={tool.slug}
                  className="inline-flex h-9 items-center gap-1 rounded-full border border-border bg-card pr-1 pl-3 text-sm"
                >
                  {tool.name}
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={`Remove ${tool.name} from compare`}
                    className="inline-flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
                  >
                    <CloseIcon width={14} height={14} />
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex shrink-0 items-center justify-end gap-2">
              <button
                type="button"
                onClick={clearCompared}
                className={buttonStyles({ variant: "ghost", size: "sm" })}
              >
                Clear
              </button>
              {tools.length > 1 ? (
                <Link
                  href={comparePath(tools.map((tool) => tool.slug))}
                  className={buttonStyles({ size: "sm" })}
                >
                  Compare {tools.length} tools
                </Link>
              ) : (
                <span className="text-sm text-muted-foreground">Add one more tool to compare</span>
              )}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

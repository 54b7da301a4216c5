"use client";

import { scrollThresholds } from "@/lib/site";
import { ArrowUpIcon } from "@/components/ui/icons";
import { useScrolledPast } from "./use-scrolled-past";

export const pageTopId = "top";

/** Floating button, shown once the page is scrolled past the threshold; takes focus back to the top. */
export function ScrollToTop() {
  const visible = useScrolledPast(scrollThresholds.scrollToTop);

  function scrollToTop() {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" });
    // Move keyboard focus too, without letting focus() jump the page before the smooth scroll.
    document.getElementById(pageTopId)?.focus({ preventScroll: true });
  }

  return (
    <button
      type="button"
      onClick={scrollToTop}
      hidden={!visible}
      aria-label="Scroll to top"
      data-scroll-top=""
      title="Scroll to top"
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full border border-border bg-surface text-foreground shadow-lg shadow-black/40 hover:bg-muted sm:right-6 sm:bottom-6"
    >
      <ArrowUpIcon />
    </button>
  );
}

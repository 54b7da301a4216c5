"use client";

import type { ReactNode } from "react";
import { scrollThresholds } from "@/lib/site";
import { useScrolledPast } from "./use-scrolled-past";

/**
 * The header is always position: sticky, so it keeps its place in the flow and switching
 * style moves nothing; past the threshold it only gains a background, blur and shadow.
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const stuck = useScrolledPast(scrollThresholds.stickyHeader);
  return (
    <header
      data-sticky={stuck ? "true" : "false"}
      className="sticky top-0 z-40 h-(--header-height) border-b border-transparent bg-background transition-[background-color,box-shadow,border-color] duration-200 data-[sticky=true]:border-border data-[sticky=true]:bg-surface/90 data-[sticky=true]:shadow-lg data-[sticky=true]:shadow-black/40 data-[sticky=true]:backdrop-blur-md"
    >
      {children}
    </header>
  );
}

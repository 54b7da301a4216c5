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
    <header data-sticky={stuck ? "true" : "false"} className="site-header">
      {children}
    </header>
  );
}

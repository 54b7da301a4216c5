"use client";

import { usePathname } from "next/navigation";
import { useLayoutEffect } from "react";

const currentKey = "aicompass:current-path";
const previousKey = "aicompass:previous-path";

/**
 * Remembers the page before this one (in this tab), so signing in can return the visitor
 * to where they were. document.referrer cannot: client-side navigation never updates it.
 */
export function RouteMemory() {
  const pathname = usePathname();
  // A layout effect, so the new entry is written before any page effect reads previousPath().
  useLayoutEffect(() => {
    try {
      const here = `${window.location.pathname}${window.location.search}`;
      const last = sessionStorage.getItem(currentKey);
      if (last && last !== here) sessionStorage.setItem(previousKey, last);
      sessionStorage.setItem(currentKey, here);
    } catch {
      // storage blocked: sign-in falls back to the profile
    }
  }, [pathname]);
  return null;
}

/** The path of the page visited before the current one in this tab, if known. */
export function previousPath(): string | null {
  try {
    return sessionStorage.getItem(previousKey);
  } catch {
    return null;
  }
}

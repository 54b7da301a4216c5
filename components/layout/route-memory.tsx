"use client";

import { usePathname } from "next/navigation";
import { useLayoutEffect } from "react";
import { readStored, writeStored } from "@/lib/browser-storage";

const currentKey = "aicompass:current-path";
const previousKey = "aicompass:previous-path";

/**
 * Remembers the page before this one (in this tab), so signing in can return the visitor
 * to where they were. document.referrer cannot: client-side navigation never updates it.
 */
export function RouteMemory() {
  const pathname = usePathname();
  // A layout effect, so the new entry is written before any page effect reads previousPath().
  // With storage blocked nothing is remembered, and sign-in falls back to the profile.
  useLayoutEffect(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    const last = readStored(currentKey, "session");
    if (last && last !== here) writeStored(previousKey, last, "session");
    writeStored(currentKey, here, "session");
  }, [pathname]);
  return null;
}

/** The path of the page visited before the current one in this tab, if known. */
export function previousPath(): string | null {
  return readStored(previousKey, "session");
}

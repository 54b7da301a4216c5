"use client";

import { useEffect, useState } from "react";
import { safeReturnPath } from "@/lib/safe-return";

/**
 * The safe `?next=` path of this page, read after hydration (pages are static, so the query
 * string is not known at build time), or null when there is none.
 */
export function useNextParam(): string | null {
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    const value = safeReturnPath(new URLSearchParams(window.location.search).get("next"), "");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after hydration
    setNext(value || null);
  }, []);
  return next;
}

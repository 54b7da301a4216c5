"use client";

import { useEffect, useState } from "react";
import { previousPath } from "@/components/layout/route-memory";
import { safeReturnPath } from "@/lib/safe-return";

export type ReturnTarget = {
  /** The page's own safe `?next=` path. */
  next: string | null;
  /** `next`, else the page visited before this one (never /login or /register). */
  back: string | null;
};

/**
 * Where to send the visitor after signing in, read after hydration (pages are static, so
 * the query string and history are not known at build time).
 */
export function useReturnTarget(): ReturnTarget {
  const [target, setTarget] = useState<ReturnTarget>({ next: null, back: null });
  useEffect(() => {
    const next =
      safeReturnPath(new URLSearchParams(window.location.search).get("next"), "") || null;
    const back = next ?? (safeReturnPath(previousPath(), "") || null);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after hydration
    setTarget({ next, back });
  }, []);
  return target;
}

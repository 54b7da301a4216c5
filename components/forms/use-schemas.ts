"use client";

import { useCallback, useRef } from "react";

/**
 * Loads a form's zod schemas on first use instead of with the page: zod is ~30 KB gzip,
 * more than the per-page budget for our own JavaScript. `current` is set once loaded, for
 * re-checking a field as it is corrected.
 */
export function useSchemas<T>(loader: () => Promise<T>) {
  const current = useRef<T | null>(null);
  const load = useCallback(async () => {
    current.current ??= await loader();
    return current.current;
    // The loader is a static import() expression; it never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    load,
    get current() {
      return current.current;
    },
  };
}

import { useCallback, useEffect, useState } from "react";

export type Loaded<T> =
  { state: "loading" } | { state: "error"; message: string } | { state: "ready"; value: T };

/**
 * The outcome of `load`, run after hydration whenever one is given, again when it changes and
 * on retry. An answer that arrives after `load` changed is dropped. While a new load runs the
 * last value stays (no flash of "Loading…" between two results); after an error it shows as
 * loading again. `load` must be stable between renders (useCallback, or defined outside).
 */
export function useLoad<T>(load: (() => Promise<T>) | null): [Loaded<T>, retry: () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load) return;
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the loading state of a load started here
    setLoaded((old) => (old.state === "error" ? { state: "loading" } : old));
    load().then(
      (value) => current && setLoaded({ state: "ready", value }),
      (error: unknown) =>
        current &&
        setLoaded({
          state: "error",
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [loaded, retry];
}

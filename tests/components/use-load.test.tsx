import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLoad } from "@/components/ui/use-load";

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("useLoad", () => {
  it("loads nothing until given a load, then shows its value", async () => {
    const first = deferred<string>();
    const load = () => first.promise;
    const { result, rerender } = renderHook(({ on }) => useLoad(on ? load : null), {
      initialProps: { on: false },
    });
    expect(result.current[0]).toEqual({ state: "loading" });
    rerender({ on: true });
    await act(async () => first.resolve("tools"));
    expect(result.current[0]).toEqual({ state: "ready", value: "tools" });
  });

  it("drops an answer that arrives after the load changed, and keeps the last value meanwhile", async () => {
    const a = deferred<string>();
    const b = deferred<string>();
    const c = deferred<string>();
    const loads = { a: () => a.promise, b: () => b.promise, c: () => c.promise };
    const { result, rerender } = renderHook(
      ({ key }: { key: "a" | "b" | "c" }) => useLoad(loads[key]),
      { initialProps: { key: "a" } },
    );
    await act(async () => a.resolve("first"));
    rerender({ key: "b" });
    rerender({ key: "c" });
    expect(result.current[0]).toEqual({ state: "ready", value: "first" });
    await act(async () => c.resolve("third"));
    await act(async () => b.resolve("second, too late"));
    expect(result.current[0]).toEqual({ state: "ready", value: "third" });
  });

  it("reports the error's message, and retry shows loading, then loads again", async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error("the server answered 503"))
        : pending.promise;
    };
    const pending = deferred<string>();
    const { result } = renderHook(() => useLoad(load));
    await waitFor(() =>
      expect(result.current[0]).toEqual({ state: "error", message: "the server answered 503" }),
    );
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ state: "loading" });
    await act(async () => pending.resolve("prompts"));
    expect(result.current[0]).toEqual({ state: "ready", value: "prompts" });
    expect(attempts).toBe(2);
  });
});

/** Checks many URLs with a bounded number of requests in flight, in the order they were given. */
import { checkUrl, type CheckOptions, type CheckResult } from "./check";
import type { LinkTarget } from "./collect";

/** Runs `task` on every item with at most `limit` running at once; results keep the items' order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export type RunOptions = CheckOptions & {
  concurrency: number;
  /** Called after each URL, e.g. to print progress. */
  onChecked?: (done: number, total: number, result: CheckResult) => void;
  /** The checker; tests may pass another. */
  check?: (url: string, options: CheckOptions) => Promise<CheckResult>;
};

export async function checkTargets(
  targets: readonly LinkTarget[],
  options: RunOptions,
): Promise<CheckResult[]> {
  const check = options.check ?? checkUrl;
  let done = 0;
  return mapWithConcurrency(targets, options.concurrency, async (target) => {
    const result = await check(target.url, options);
    options.onChecked?.(++done, targets.length, result);
    return result;
  });
}

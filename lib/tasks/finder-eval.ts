/**
 * How well the finder answers a set of needs written the way visitors phrase them
 * (tests/fixtures/finder-needs.json): the share whose first task is an accepted one (top-1) and
 * whose first three hold one (top-3). The tasks counted are the ones the finder shows: its
 * matches, or when none matches the whole need its closest tasks. Shared by the bench and the
 * unit test that keeps it from regressing.
 */
import type { prepare } from "./finder";
import { closestTasks, findTasks } from "./finder";

export type Need = { need: string; accept: string[] };

export type EvalResult = {
  needs: number;
  top1: number;
  top3: number;
  /** The needs whose first three tasks hold no accepted one, with what was shown. */
  misses: { need: string; accept: string[]; shown: string[] }[];
};

export function evaluateFinder(
  needs: readonly Need[],
  index: ReturnType<typeof prepare>,
): EvalResult {
  let top1 = 0;
  let top3 = 0;
  const misses: EvalResult["misses"] = [];
  for (const { need, accept } of needs) {
    const exact = findTasks(need, index);
    const shown = (exact.length > 0 ? exact : closestTasks(need, index)).map((m) => m.id);
    if (accept.includes(shown[0] ?? "")) top1 += 1;
    if (shown.slice(0, 3).some((id) => accept.includes(id))) top3 += 1;
    else misses.push({ need, accept, shown: shown.slice(0, 3) });
  }
  return { needs: needs.length, top1: top1 / needs.length, top3: top3 / needs.length, misses };
}

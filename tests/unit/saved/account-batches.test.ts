import { describe, expect, it } from "vitest";
import { addsPerBatch, fitToAccountCap, planSavedBatches } from "@/lib/saved/account-batches";
import { maxSavedItems, savedKey, type SavedItem } from "@/lib/saved/items";
import { mergeSaved } from "@/lib/saved/merge";

const item = (id: string, savedAt = 1): SavedItem => ({ kind: "tool", id, savedAt });
const items = (count: number, prefix = "t", savedAt = 1) =>
  Array.from({ length: count }, (_, n) => item(`${prefix}-${n}`, savedAt + n));

describe("planSavedBatches", () => {
  it("writes nothing when there is nothing to change", () => {
    expect(planSavedBatches({ held: 3, counted: null }, [], [])).toEqual([]);
  });

  it("starts the count from the items an uncounted account holds, then adds and names each", () => {
    const batches = planSavedBatches({ held: 4, counted: null }, [item("a"), item("b")], []);
    expect(batches.map((b) => b.count)).toEqual([
      { count: 4, added: [], removed: [] },
      { count: 6, added: ["tool:a", "tool:b"], removed: [] },
    ]);
    expect(batches[1]!.add.map(savedKey)).toEqual(["tool:a", "tool:b"]);
  });

  it("removes one item per batch, the count one lower each time, before any addition", () => {
    const batches = planSavedBatches({ held: 5, counted: 5 }, [item("new")], ["tool:x", "tool:y"]);
    expect(batches.map((b) => [b.remove, b.count.count, b.add.length])).toEqual([
      [["tool:x"], 4, 0],
      [["tool:y"], 3, 0],
      [[], 4, 1],
    ]);
    for (const batch of batches) expect(batch.count.removed).toEqual(batch.remove);
  });

  it(`adds at most ${addsPerBatch} items per batch`, () => {
    const batches = planSavedBatches({ held: 0, counted: 0 }, items(40), []);
    expect(batches.map((b) => b.add.length)).toEqual([addsPerBatch, addsPerBatch, 10]);
    expect(batches.at(-1)!.count.count).toBe(40);
  });

  it("never counts below what is stored or above the cap", () => {
    expect(planSavedBatches({ held: 2, counted: 9 }, [item("a")], [])[0]!.count.count).toBe(10);
    expect(planSavedBatches({ held: 0, counted: 0 }, [], ["tool:a"])[0]!.count.count).toBe(0);
    const overfull = planSavedBatches({ held: 600, counted: null }, [], ["tool:a"]);
    expect(overfull.map((b) => b.count.count)).toEqual([maxSavedItems, maxSavedItems - 1]);
  });
});

describe("fitToAccountCap", () => {
  it("leaves a merge that fits as it is", () => {
    const merge = mergeSaved(items(3, "d"), items(2, "r"), new Set());
    expect(fitToAccountCap(merge, { held: 2, counted: 2 })).toEqual({ ...merge, deviceOnly: [] });
  });

  it("keeps the account's items and the newest device saves that fit; the rest stay on the device", () => {
    const remote = items(maxSavedItems - 2, "r");
    const local = [item("old", 1), item("newer", 50), item("newest", 99)];
    const merge = mergeSaved(local, remote, new Set());
    const fitted = fitToAccountCap(merge, { held: remote.length, counted: remote.length });
    expect(fitted.toAdd.map((i) => i.id)).toEqual(["newest", "newer"]);
    expect(fitted.deviceOnly.map((i) => i.id)).toEqual(["old"]);
    expect(fitted.items).toHaveLength(maxSavedItems);
    expect(fitted.items.some((i) => i.id === "old")).toBe(false);
  });

  it("counts the removals of the same sync as room", () => {
    const remote = items(maxSavedItems, "r");
    const base = new Set(remote.map(savedKey));
    // This device removed two of the account's items and saved two new ones.
    const local = [...remote.slice(2), item("a", 900), item("b", 901)];
    const fitted = fitToAccountCap(mergeSaved(local, remote, base), {
      held: maxSavedItems,
      counted: maxSavedItems,
    });
    expect(fitted.toRemove).toHaveLength(2);
    expect(fitted.toAdd.map((i) => i.id).sort()).toEqual(["a", "b"]);
    expect(fitted.deviceOnly).toEqual([]);
  });

  it("adds nothing to an account counted as full", () => {
    const merge = mergeSaved([item("a")], items(3, "r"), new Set());
    const fitted = fitToAccountCap(merge, { held: 3, counted: maxSavedItems });
    expect(fitted.toAdd).toEqual([]);
    expect(fitted.deviceOnly.map((i) => i.id)).toEqual(["a"]);
  });
});

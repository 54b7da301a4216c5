/**
 * How a sync's changes reach the account under the cap firestore.rules enforce: at most
 * maxSavedItems saved items per account, counted in saved_counts/{uid} ({ count, added, removed,
 * updatedAt }). A new item is accepted only in a batch whose count names it in `added` and grows
 * by at least as many as are added; the count goes down by one only with the item the same batch
 * deletes (`removed`). Pure: lib/firebase/saved.ts commits the batches, and the rules tests
 * replay them against the emulator.
 */
import type { MergeResult } from "./merge";
import { maxSavedItems, savedKey, type SavedItem } from "./items";

export const savedCountsCollection = "saved_counts";

/**
 * New items per batch. Each one's rule reads the count document (getAfter), and Firestore allows
 * 20 such reads in one batched write, so a batch stays well under it.
 */
export const addsPerBatch = 15;

/** The count document as a batch writes it (updatedAt is the server's time, added on commit). */
export type SavedCount = { count: number; added: string[]; removed: string[] };

export type SavedBatch = { add: SavedItem[]; remove: string[]; count: SavedCount };

/** What the account holds: its saved items, and the count as stored (null before the first). */
export type AccountState = { held: number; counted: number | null };

/** Where the count stands before a sync: never below what the account visibly holds. */
function startingCount({ held, counted }: AccountState): number {
  return Math.max(held, counted ?? 0);
}

/**
 * The batches that write `toAdd` and `toRemove`: the count written first when the account has
 * none (items saved before counting began are counted from then on), each removal in a batch of
 * its own with the count one lower, then the additions in groups of addsPerBatch, each raising
 * the count by as many and naming them. Removals go first, so a full account makes room before
 * anything is added.
 */
export function planSavedBatches(
  account: AccountState,
  toAdd: readonly SavedItem[],
  toRemove: readonly string[],
): SavedBatch[] {
  const batches: SavedBatch[] = [];
  // An account saved beyond the cap before it existed is counted as full (the rules' most).
  let count = Math.min(startingCount(account), maxSavedItems);
  if (account.counted === null && (toAdd.length > 0 || toRemove.length > 0)) {
    batches.push({ add: [], remove: [], count: { count, added: [], removed: [] } });
  }
  for (const key of toRemove) {
    count = Math.max(count - 1, 0);
    batches.push({ add: [], remove: [key], count: { count, added: [], removed: [key] } });
  }
  for (let start = 0; start < toAdd.length; start += addsPerBatch) {
    const add = toAdd.slice(start, start + addsPerBatch);
    count += add.length;
    batches.push({ add, remove: [], count: { count, added: add.map(savedKey), removed: [] } });
  }
  return batches;
}

export type CappedMerge = MergeResult & {
  /** Device saves left out of the account because it is full: they stay on this device. */
  deviceOnly: SavedItem[];
};

/**
 * A merge cut to what the account can take: removals first, then the newest additions while the
 * count stays within `cap`. Additions that do not fit are not lost: they stay on the device
 * (deviceOnly) and are offered again at the next sync, once there is room.
 */
export function fitToAccountCap(
  merge: MergeResult,
  account: AccountState,
  cap = maxSavedItems,
): CappedMerge {
  const room = Math.max(cap - (startingCount(account) - merge.toRemove.length), 0);
  if (merge.toAdd.length <= room) return { ...merge, deviceOnly: [] };
  const newestFirst = [...merge.toAdd].sort((a, b) => b.savedAt - a.savedAt);
  const toAdd = newestFirst.slice(0, room);
  const deviceOnly = newestFirst.slice(room);
  const left = new Set(deviceOnly.map(savedKey));
  return {
    items: merge.items.filter((item) => !left.has(savedKey(item))),
    toAdd,
    toRemove: merge.toRemove,
    deviceOnly,
  };
}

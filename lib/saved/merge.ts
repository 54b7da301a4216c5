/**
 * Reconciling the device's saves with the account's. Pure.
 *
 * A three-way merge against `base`, the keys the account held when this device last synced
 * with it: an item on one side only was added there if the base lacks it, and removed on the
 * other side if the base has it. With no base (the first sign-in on this device, or another
 * account), every item on either side is kept: the device's saves merge into the account.
 */
import { normaliseItems, savedKey, type SavedItem } from "./items";

export type MergeResult = {
  /** What the device and the account both hold afterwards. */
  items: SavedItem[];
  /** Items to write to the account. */
  toAdd: SavedItem[];
  /** Keys to delete from the account. */
  toRemove: string[];
};

export function mergeSaved(
  local: readonly SavedItem[],
  remote: readonly SavedItem[],
  base: ReadonlySet<string>,
): MergeResult {
  const localByKey = new Map(local.map((item) => [savedKey(item), item]));
  const remoteByKey = new Map(remote.map((item) => [savedKey(item), item]));
  const items: SavedItem[] = [];
  const toAdd: SavedItem[] = [];
  const toRemove: string[] = [];

  for (const [key, item] of localByKey) {
    const theirs = remoteByKey.get(key);
    if (theirs) items.push(theirs.savedAt > 0 ? theirs : item);
    else if (!base.has(key)) {
      items.push(item);
      toAdd.push(item);
    }
    // Else the account dropped it since the last sync: removed on another device.
  }
  for (const [key, item] of remoteByKey) {
    if (localByKey.has(key)) continue;
    if (base.has(key)) toRemove.push(key);
    else items.push(item);
  }
  return { items: normaliseItems(items), toAdd, toRemove };
}

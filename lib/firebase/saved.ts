/**
 * A signed-in user's saves in Firestore: one document per item at users/{uid}/saved/{key},
 * holding exactly { kind, id, savedAt } (firestore.rules). Loaded only when the device syncs.
 */
import {
  collection,
  doc,
  getDocs,
  serverTimestamp,
  writeBatch,
  type Timestamp,
} from "firebase/firestore/lite";
import { savedKey, toSavedItem, type SavedItem } from "@/lib/saved/items";
import { firestore } from "./firestore";

/** Firestore takes at most 500 writes in one batch. */
const batchSize = 450;

function savedCollection(uid: string) {
  return collection(firestore(), "users", uid, "saved");
}

export async function loadAccountSaved(uid: string): Promise<SavedItem[]> {
  const snapshot = await getDocs(savedCollection(uid));
  const items: SavedItem[] = [];
  for (const document of snapshot.docs) {
    const data = document.data() as { kind?: unknown; id?: unknown; savedAt?: Timestamp | null };
    const item = toSavedItem({ ...data, savedAt: data.savedAt?.toMillis?.() ?? 0 });
    if (item && savedKey(item) === document.id) items.push(item);
  }
  return items;
}

/** Writes the additions and deletions, in as few batches as Firestore allows. */
export async function writeAccountSaved(
  uid: string,
  toAdd: readonly SavedItem[],
  toRemove: readonly string[],
): Promise<void> {
  const db = firestore();
  const writes = [
    ...toAdd.map((item) => ({ key: savedKey(item), item })),
    ...toRemove.map((key) => ({ key, item: null })),
  ];
  for (let start = 0; start < writes.length; start += batchSize) {
    const batch = writeBatch(db);
    for (const { key, item } of writes.slice(start, start + batchSize)) {
      const ref = doc(savedCollection(uid), key);
      if (item) batch.set(ref, { kind: item.kind, id: item.id, savedAt: serverTimestamp() });
      else batch.delete(ref);
    }
    await batch.commit();
  }
}

/** Every saved item of the account, deleted (before the account itself is). */
export async function deleteAccountSaved(uid: string): Promise<void> {
  const items = await loadAccountSaved(uid);
  await writeAccountSaved(uid, [], items.map(savedKey));
}

/**
 * A signed-in user's saves in Firestore: one document per item at users/{uid}/saved/{key},
 * holding exactly { kind, id, savedAt }, and their count at saved_counts/{uid}, which
 * firestore.rules use to cap an account at maxSavedItems (lib/saved/account-batches.ts says how
 * each batch keeps it). Loaded only when the device syncs.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  writeBatch,
  type Timestamp,
} from "firebase/firestore/lite";
import {
  planSavedBatches,
  savedCountsCollection,
  type AccountState,
} from "@/lib/saved/account-batches";
import { savedKey, toSavedItem, type SavedItem } from "@/lib/saved/items";
import { firestore } from "./firestore";

function savedCollection(uid: string) {
  return collection(firestore(), "users", uid, "saved");
}

function countDoc(uid: string) {
  return doc(firestore(), savedCountsCollection, uid);
}

export type AccountSaved = { items: SavedItem[]; account: AccountState };

/** The account's saved items, and how many the rules count (null before the first count). */
export async function loadAccountSaved(uid: string): Promise<AccountSaved> {
  const [snapshot, counted] = await Promise.all([
    getDocs(savedCollection(uid)),
    getDoc(countDoc(uid)),
  ]);
  const items: SavedItem[] = [];
  for (const document of snapshot.docs) {
    const data = document.data() as { kind?: unknown; id?: unknown; savedAt?: Timestamp | null };
    const item = toSavedItem({ ...data, savedAt: data.savedAt?.toMillis?.() ?? 0 });
    if (item && savedKey(item) === document.id) items.push(item);
  }
  const count: unknown = counted.get("count");
  return {
    items,
    account: { held: snapshot.size, counted: typeof count === "number" ? count : null },
  };
}

/** Writes the additions and deletions, batch by batch, each with the count the rules expect. */
export async function writeAccountSaved(
  uid: string,
  account: AccountState,
  toAdd: readonly SavedItem[],
  toRemove: readonly string[],
): Promise<void> {
  const db = firestore();
  for (const planned of planSavedBatches(account, toAdd, toRemove)) {
    const batch = writeBatch(db);
    for (const item of planned.add) {
      batch.set(doc(savedCollection(uid), savedKey(item)), {
        kind: item.kind,
        id: item.id,
        savedAt: serverTimestamp(),
      });
    }
    for (const key of planned.remove) batch.delete(doc(savedCollection(uid), key));
    batch.set(countDoc(uid), { ...planned.count, updatedAt: serverTimestamp() });
    await batch.commit();
  }
}

/** Firestore takes at most 500 writes in one batch. */
const deletesPerBatch = 450;

/**
 * Every saved item of the account, deleted (before the account itself is). Deleting without the
 * count is allowed (the count then only errs high); the count stays, its last keys cleared.
 */
export async function deleteAccountSaved(uid: string): Promise<void> {
  const { items, account } = await loadAccountSaved(uid);
  const keys = items.map(savedKey);
  const db = firestore();
  for (let start = 0; start < keys.length; start += deletesPerBatch) {
    const batch = writeBatch(db);
    for (const key of keys.slice(start, start + deletesPerBatch))
      batch.delete(doc(savedCollection(uid), key));
    await batch.commit();
  }
  if (account.counted !== null) {
    const batch = writeBatch(db);
    batch.set(countDoc(uid), {
      count: account.counted,
      added: [],
      removed: [],
      updatedAt: serverTimestamp(),
    });
    await batch.commit();
  }
}

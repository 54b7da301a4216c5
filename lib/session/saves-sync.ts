"use client";

/**
 * Keeps a signed-in user's saves in step between this device and the account. Loaded on
 * demand (saves-sync-triggers.ts says when); a guest never gets here with Firebase, since
 * confirmedUid() answers "signed out" without the SDK when no session can exist on this device.
 *
 * Syncs run one at a time; a save made while one runs schedules another, so nothing is lost.
 */
import { fitToAccountCap } from "@/lib/saved/account-batches";
import { getSavedSnapshot, writeSaved } from "@/lib/saved/device-store";
import { savedKey } from "@/lib/saved/items";
import { mergeSaved } from "@/lib/saved/merge";
import { confirmedUid } from "./confirmed-uid";

export type SyncStatus =
  | { state: "idle" }
  | { state: "syncing" }
  /** deviceOnly: saves the full account could not take, kept on this device for now. */
  | { state: "synced"; deviceOnly: number }
  | { state: "failed"; message: string };

let status: SyncStatus = { state: "idle" };
const listeners = new Set<() => void>();

function setStatus(next: SyncStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export function getSyncStatus(): SyncStatus {
  return status;
}

export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One merge and write; how many device saves the full account could not take. */
async function syncOnce(uid: string): Promise<number> {
  const { loadAccountSaved, writeAccountSaved } = await import("@/lib/firebase/saved");
  const before = getSavedSnapshot();
  const { items: remote, account } = await loadAccountSaved(uid);
  const base = new Set(before.synced?.uid === uid ? before.synced.keys : []);
  const result = fitToAccountCap(mergeSaved(before.items, remote, base), account);
  await writeAccountSaved(uid, account, result.toAdd, result.toRemove);
  const now = getSavedSnapshot();
  // A save made meanwhile stays on the device; the next run merges it against this base. So do
  // the saves the account had no room for: not in the base, they are offered again next time.
  const items = now === before ? [...result.items, ...result.deviceOnly] : now.items;
  writeSaved(items, { uid, keys: result.items.map(savedKey) });
  return result.deviceOnly.length;
}

let running: Promise<void> | null = null;
let again = false;

/** Merges the device's saves with the account's, when a user is signed in. */
export function syncSaved(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    const uid = await confirmedUid();
    if (!uid) return;
    setStatus({ state: "syncing" });
    try {
      let deviceOnly = 0;
      do {
        again = false;
        deviceOnly = await syncOnce(uid);
      } while (again);
      setStatus({ state: "synced", deviceOnly });
    } catch (error) {
      console.error("Could not sync saves", error);
      setStatus({
        state: "failed",
        message:
          "Your account could not be reached, so your latest changes are kept on this device. They sync the next time you save something or open this page.",
      });
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * The saves kept on this device (localStorage), shared by every island of the page and kept
 * in step with other tabs. A guest's saves live only here; a signed-in user's are also in
 * the account, and `synced` records what the account held at the last sync (the base of the
 * three-way merge in merge.ts). Browser only; storage that is blocked keeps saves for the visit.
 */
import { readStoredJson, writeStoredJson } from "@/lib/browser-storage";
import {
  maxSavedItems,
  normaliseItems,
  savedKey,
  toSavedItem,
  type SavedItem,
  type SavedKind,
} from "./items";

export const savedStorageKey = "aicompass:saved";

export type SavedState = {
  items: readonly SavedItem[];
  keys: ReadonlySet<string>;
  /** The account this device last synced with, and the keys it held then. */
  synced: { uid: string; keys: readonly string[] } | null;
};

const empty: SavedState = { items: [], keys: new Set(), synced: null };

function parse(raw: unknown): SavedState {
  if (typeof raw !== "object" || raw === null) return empty;
  const { items, synced } = raw as Record<string, unknown>;
  const list = Array.isArray(items)
    ? normaliseItems(items.map(toSavedItem).filter((item) => item !== null))
    : [];
  let account: SavedState["synced"] = null;
  if (typeof synced === "object" && synced !== null) {
    const { uid, keys } = synced as Record<string, unknown>;
    if (typeof uid === "string" && uid !== "" && Array.isArray(keys))
      account = { uid, keys: keys.filter((key): key is string => typeof key === "string") };
  }
  return { items: list, keys: new Set(list.map(savedKey)), synced: account };
}

let snapshot: SavedState | undefined;
const listeners = new Set<() => void>();
let listening = false;

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSavedSnapshot(): SavedState {
  snapshot ??= typeof window === "undefined" ? empty : parse(readStoredJson(savedStorageKey));
  return snapshot;
}

export function getServerSavedSnapshot(): SavedState {
  return empty;
}

export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  if (!listening && typeof window !== "undefined") {
    listening = true;
    // Another tab saved or synced: read it again.
    window.addEventListener("storage", (event) => {
      if (event.key !== savedStorageKey && event.key !== null) return;
      snapshot = undefined;
      notify();
    });
  }
  return () => listeners.delete(listener);
}

/** Replaces the device's saves (and, when given, the sync record) and tells every island. */
export function writeSaved(items: readonly SavedItem[], synced?: SavedState["synced"]): void {
  const list = normaliseItems(items);
  const next: SavedState = {
    items: list,
    keys: new Set(list.map(savedKey)),
    synced: synced === undefined ? getSavedSnapshot().synced : synced,
  };
  snapshot = next;
  writeStoredJson(savedStorageKey, { items: next.items, synced: next.synced });
  notify();
}

export type SaveOutcome = { ok: true } | { ok: false; message: string };

/** Saves or removes one item on the device. */
export function setSaved(kind: SavedKind, id: string, saved: boolean): SaveOutcome {
  const { items, keys } = getSavedSnapshot();
  const key = savedKey({ kind, id });
  if (saved === keys.has(key)) return { ok: true };
  if (!saved) {
    writeSaved(items.filter((item) => savedKey(item) !== key));
    return { ok: true };
  }
  if (items.length >= maxSavedItems)
    return {
      ok: false,
      message: `You have ${maxSavedItems} saved items, the most we keep. Remove some on your Saved page first.`,
    };
  writeSaved([{ kind, id, savedAt: Date.now() }, ...items]);
  return { ok: true };
}

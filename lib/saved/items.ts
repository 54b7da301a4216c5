/**
 * What a visitor can save: a tool or a prompt of either collection, named by its kind and
 * slug. The same key ("tool:midjourney") names it on the device and as the document id
 * under users/{uid}/saved in Firestore. Pure.
 */
import { slugPattern } from "@/lib/directory/slug";

export const savedKinds = ["tool", "chatgpt", "midjourney"] as const;
export type SavedKind = (typeof savedKinds)[number];

export type SavedItem = {
  kind: SavedKind;
  id: string;
  /** When it was saved, in milliseconds since 1970 (the newest is listed first). */
  savedAt: number;
};

/** Saved items kept on one device; past this the oldest are refused, with a message. */
export const maxSavedItems = 500;

/** Slugs and prompt ids are at most this long (firestore.rules checks the same). */
export const maxItemIdLength = 100;

/** The longest key savedKey writes: the longest kind, the colon, the longest id (111). */
export const maxSavedKeyLength =
  Math.max(...savedKinds.map((kind) => kind.length)) + 1 + maxItemIdLength;

export function savedKey(item: { kind: SavedKind; id: string }): string {
  return `${item.kind}:${item.id}`;
}

export function isSavedKind(value: unknown): value is SavedKind {
  return typeof value === "string" && (savedKinds as readonly string[]).includes(value);
}

export function isItemId(value: unknown): value is string {
  return typeof value === "string" && value.length <= maxItemIdLength && slugPattern.test(value);
}

/** "tool:midjourney" → its kind and id, or null for anything else. */
export function parseSavedKey(key: string): { kind: SavedKind; id: string } | null {
  const at = key.indexOf(":");
  const kind = key.slice(0, at);
  const id = key.slice(at + 1);
  return at > 0 && isSavedKind(kind) && isItemId(id) ? { kind, id } : null;
}

/** A stored item as read back (from storage or Firestore): its shape checked, never trusted. */
export function toSavedItem(value: unknown): SavedItem | null {
  if (typeof value !== "object" || value === null) return null;
  const { kind, id, savedAt } = value as Record<string, unknown>;
  if (!isSavedKind(kind) || !isItemId(id)) return null;
  const time = typeof savedAt === "number" && Number.isFinite(savedAt) ? savedAt : 0;
  return { kind, id, savedAt: time };
}

/** Items without repeats (the first of each key wins), newest first. */
export function normaliseItems(items: readonly SavedItem[]): SavedItem[] {
  const seen = new Set<string>();
  const unique: SavedItem[] = [];
  for (const item of items) {
    const key = savedKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(item);
  }
  return unique.sort((a, b) => b.savedAt - a.savedAt);
}

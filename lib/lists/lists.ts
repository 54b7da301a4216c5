/**
 * Named lists of tools that a signed-in user keeps in Firestore (lists/{uid}_{n}), private
 * or shared by a link. The bounds here are the ones firestore.rules enforces. Pure.
 */
import { isItemId } from "@/lib/saved/items";

export const maxLists = 20;
export const maxToolsPerList = 100;
export const listNameLength = { min: 1, max: 60 } as const;

export type ToolList = {
  id: string;
  name: string;
  public: boolean;
  tools: string[];
  /** Milliseconds since 1970; 0 while the server has not stamped it. */
  updatedAt: number;
};

/** The document id of a user's list number n (1 to maxLists): the rules cap lists this way. */
export function listId(uid: string, n: number): string {
  return `${uid}_${n}`;
}

/** The lowest list number the user has not used, or null when they have maxLists lists. */
export function freeListNumber(uid: string, lists: readonly { id: string }[]): number | null {
  const used = new Set(lists.map((list) => list.id));
  for (let n = 1; n <= maxLists; n += 1) if (!used.has(listId(uid, n))) return n;
  return null;
}

/** A list's name as stored (trimmed), or the sentence that says what is wrong with it. */
export function checkListName(
  input: string,
): { ok: true; name: string } | { ok: false; message: string } {
  const name = input.trim().replace(/\s+/g, " ");
  if (name.length < listNameLength.min) return { ok: false, message: "Give the list a name." };
  if (name.length > listNameLength.max)
    return {
      ok: false,
      message: `Keep the name to ${listNameLength.max} characters or fewer (it has ${name.length}).`,
    };
  return { ok: true, name };
}

/** A stored list read back, its shape checked: unknown fields dropped, bad slugs left out. */
export function toToolList(id: string, data: Record<string, unknown>): ToolList | null {
  const { name, tools, updatedAt } = data;
  if (typeof name !== "string" || !Array.isArray(tools)) return null;
  const stamp = updatedAt as { toMillis?: () => number } | null | undefined;
  return {
    id,
    name,
    public: data.public === true,
    tools: tools.filter(isItemId).slice(0, maxToolsPerList),
    updatedAt: typeof stamp?.toMillis === "function" ? stamp.toMillis() : 0,
  };
}

/** The share link of a public list. */
export function listViewPath(id: string): string {
  return `/lists/view?id=${encodeURIComponent(id)}`;
}

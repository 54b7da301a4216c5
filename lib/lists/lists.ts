/**
 * Named lists of tools that a signed-in user keeps in Firestore (lists/{uid}_{n}), private
 * or shared by a link. The bounds here are the ones firestore.rules enforces. Pure.
 */
import { refusedCharacterSentence } from "@/lib/control-characters";
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

/** A list number as ids write it: 1 to maxLists, no leading zero. */
function parseListNumber(text: string): number | null {
  return /^[1-9][0-9]?$/.test(text) && Number(text) <= maxLists ? Number(text) : null;
}

/**
 * The number of `uid`'s list `id` ("{uid}_{n}"), or null when `id` is not one of theirs. A
 * plain prefix comparison, as in firestore.rules: nothing in the uid is read as a pattern.
 */
export function listNumberOf(uid: string, id: string): number | null {
  const prefix = `${uid}_`;
  return uid !== "" && id.startsWith(prefix) ? parseListNumber(id.slice(prefix.length)) : null;
}

/** A Firebase Auth uid as the site's accounts have them (email sign-up): letters and digits. */
const uidPattern = /^[A-Za-z0-9]{1,128}$/;

/**
 * Whether `id` (from a share link) has the shape of a list's id, checked before asking Firestore:
 * an id such as "../x" or "%00" is no list, and the SDK would throw on some of them.
 */
export function isListId(id: string): boolean {
  const at = id.lastIndexOf("_");
  return at > 0 && uidPattern.test(id.slice(0, at)) && parseListNumber(id.slice(at + 1)) !== null;
}

/** The lowest list number the user has not used, or null when they have maxLists lists. */
export function freeListNumber(uid: string, lists: readonly { id: string }[]): number | null {
  const used = new Set(lists.map((list) => listNumberOf(uid, list.id)));
  for (let n = 1; n <= maxLists; n += 1) if (!used.has(n)) return n;
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
  const refused = refusedCharacterSentence("name", name);
  if (refused !== null) return { ok: false, message: refused };
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

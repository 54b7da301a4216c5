/**
 * Named lists of tools that a signed-in user keeps in Firestore, private or shared by a link.
 * A list's id is "{key}-{n}": a random key (so one shared list tells nothing of the owner's
 * others) and the slot n (1 to maxLists) it takes, held in list_slots/{uid}_{n}, which is how
 * firestore.rules cap a user at maxLists lists. Lists made before were "{uid}_{n}": still read,
 * changed and deleted, their n counting as a slot taken. The bounds here are the rules'. Pure.
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

/** Where the slots are: list_slots/{uid}_{n} names the list that holds the user's slot n. */
export const listSlotsCollection = "list_slots";

/** The length of a list id's random key: 20 of 62 letters and digits, about 119 bits. */
export const listKeyLength = 20;

const keyAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random key for a new list's id, from the platform's cryptographic generator. */
export function randomListKey(): string {
  let key = "";
  while (key.length < listKeyLength) {
    for (const byte of crypto.getRandomValues(new Uint8Array(listKeyLength))) {
      // 248 = 4 × 62: bytes past it are dropped, so every letter is as likely.
      if (byte < 248 && key.length < listKeyLength) key += keyAlphabet[byte % 62];
    }
  }
  return key;
}

/** The id of a new list in slot n: "{key}-{n}", the key random unless given (tests). */
export function newListId(n: number, key: string = randomListKey()): string {
  return `${key}-${n}`;
}

/** The id of `uid`'s slot n, which is also the id their list number n had before random ids. */
export function listSlotId(uid: string, n: number): string {
  return `${uid}_${n}`;
}

/** The id a user's list number n had before random ids ("{uid}_{n}"): read, never made now. */
export const legacyListId = listSlotId;

/** A list number as ids write it: 1 to maxLists, no leading zero. */
function parseListNumber(text: string): number | null {
  return /^[1-9][0-9]?$/.test(text) && Number(text) <= maxLists ? Number(text) : null;
}

const newListIdPattern = new RegExp(`^[A-Za-z0-9]{${listKeyLength}}-([0-9]{1,2})$`);

/** The slot of a list id of the new form ("{key}-{n}"), or null for anything else. */
export function slotOfListId(id: string): number | null {
  const match = newListIdPattern.exec(id);
  return match ? parseListNumber(match[1]!) : null;
}

/**
 * The slot that `uid`'s list `id` takes: n of "{key}-{n}", or of "{uid}_{n}" for a list made
 * before; null when `id` is neither. The old form is a plain prefix comparison, as in
 * firestore.rules: nothing in the uid is read as a pattern. The new form does not name its owner
 * (the list's owner field does, which is how the user's lists are found).
 */
export function listNumberOf(uid: string, id: string): number | null {
  const slot = slotOfListId(id);
  if (slot !== null) return slot;
  const prefix = `${uid}_`;
  return uid !== "" && id.startsWith(prefix) ? parseListNumber(id.slice(prefix.length)) : null;
}

/** A Firebase Auth uid as the site's accounts have them (email sign-up): letters and digits. */
const uidPattern = /^[A-Za-z0-9]{1,128}$/;

/**
 * Whether `id` (from a share link) has the shape of a list's id, new or old, checked before
 * asking Firestore: an id such as "../x" or "%00" is no list, and the SDK would throw on some.
 */
export function isListId(id: string): boolean {
  if (slotOfListId(id) !== null) return true;
  const at = id.lastIndexOf("_");
  return at > 0 && uidPattern.test(id.slice(0, at)) && parseListNumber(id.slice(at + 1)) !== null;
}

/** The lowest slot the user's lists do not take, or null when they have maxLists lists. */
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

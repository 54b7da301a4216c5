import { messageForError } from "@/lib/firebase/errors";
import { checkListName, maxLists, type ToolList } from "@/lib/lists/lists";
import { confirmedUid } from "@/lib/session/confirmed-uid";

/** The lists' Firestore calls, loaded on first use. */
export const firebaseLists = () => import("@/lib/firebase/lists");

/**
 * What went wrong, as one of lib/firebase/errors.ts' sentences (never the SDK's own text, such
 * as "Request failed with error: undefined"), to follow a sentence of our own.
 */
export const failure = (error: unknown) => messageForError(error);

export type OwnLists = { uid: string; lists: ToolList[] };

/** The signed-in user's lists, once the account is confirmed; null when no one is signed in. */
export async function loadOwnLists(): Promise<OwnLists | null> {
  const uid = await confirmedUid();
  if (!uid) return null;
  const { loadMyLists } = await firebaseLists();
  return { uid, lists: await loadMyLists(uid) };
}

/**
 * Makes a list with the name the user typed (checked first) and, optionally, its first tool:
 * the new list, or the sentence to show by the name field.
 */
export async function makeList(
  own: OwnLists,
  typedName: string,
  firstTool?: string,
): Promise<{ list: ToolList } | { problem: string }> {
  const checked = checkListName(typedName);
  if (!checked.ok) return { problem: checked.message };
  try {
    const { createList } = await firebaseLists();
    const list = await createList(own.uid, own.lists, checked.name, firstTool);
    return list
      ? { list }
      : { problem: `You have ${maxLists} lists, the most an account can keep. Delete one first.` };
  } catch (error) {
    return { problem: `The list could not be made. ${failure(error)}` };
  }
}

/**
 * A user's lists of tools in Firestore. Owner-only writes; a public list is readable by
 * anyone with its link (firestore.rules), which is how /lists/view reads it, signed in or not.
 * A new list is written with its slot (list_slots/{uid}_{n}) in one batch: the slots are what
 * cap a user at maxLists lists, and the list's random id gives nothing away.
 */
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
} from "firebase/firestore/lite";
import {
  freeListNumber,
  isListId,
  listNumberOf,
  listSlotId,
  listSlotsCollection,
  newListId,
  slotOfListId,
  toToolList,
  type ToolList,
} from "@/lib/lists/lists";
import { firestore } from "./firestore";

function listDoc(id: string) {
  return doc(firestore(), "lists", id);
}

function slotDoc(uid: string, n: number) {
  return doc(firestore(), listSlotsCollection, listSlotId(uid, n));
}

/** The user's lists, most recently changed first. */
export async function loadMyLists(uid: string): Promise<ToolList[]> {
  const snapshot = await getDocs(
    query(collection(firestore(), "lists"), where("owner", "==", uid)),
  );
  return snapshot.docs
    .filter((document) => listNumberOf(uid, document.id) !== null)
    .map((document) => toToolList(document.id, document.data()))
    .filter((list) => list !== null)
    .sort((a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name));
}

/**
 * Makes a list (private), optionally with its first tool, in the lowest free slot; null when the
 * user has the most lists. The rules accept exactly this shape: private, with no tool or one,
 * written with the slot that names it. A slot left by a list deleted without it is taken over.
 */
export async function createList(
  uid: string,
  existing: readonly ToolList[],
  name: string,
  firstTool?: string,
): Promise<ToolList | null> {
  const n = freeListNumber(uid, existing);
  if (n === null) return null;
  const id = newListId(n);
  const tools = firstTool === undefined ? [] : [firstTool];
  const batch = writeBatch(firestore());
  batch.set(listDoc(id), {
    owner: uid,
    name,
    public: false,
    tools,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(slotDoc(uid, n), { list: id });
  await batch.commit();
  return { id, name, public: false, tools, updatedAt: Date.now() };
}

/** Adds one tool to a list, or removes one: the changes the rules allow to `tools`. */
export async function setListTool(id: string, slug: string, included: boolean): Promise<void> {
  await updateDoc(listDoc(id), {
    tools: included ? arrayUnion(slug) : arrayRemove(slug),
    updatedAt: serverTimestamp(),
  });
}

/** Renames, shares or unshares a list, or sets its tools to a subset of what it holds. */
export async function updateList(
  id: string,
  changes: Partial<Pick<ToolList, "name" | "public" | "tools">>,
): Promise<void> {
  await updateDoc(listDoc(id), { ...changes, updatedAt: serverTimestamp() });
}

/** Deletes one of `uid`'s lists, and frees its slot (a list made before slots has none). */
export async function deleteList(uid: string, id: string): Promise<void> {
  const slot = slotOfListId(id);
  if (slot === null) {
    await deleteDoc(listDoc(id));
    return;
  }
  const batch = writeBatch(firestore());
  batch.delete(listDoc(id));
  batch.delete(slotDoc(uid, slot));
  await batch.commit();
}

/**
 * One list by its id: "missing" when there is none, "private" when the rules refuse it to
 * this visitor (someone else's private list, or one that never existed: Firestore does not say).
 */
export async function readList(
  id: string,
): Promise<{ list: ToolList } | { refused: "private" | "missing" }> {
  // An id no list can have is not sent (the SDK throws on some, such as "a/b").
  if (!isListId(id)) return { refused: "missing" };
  try {
    const snapshot = await getDoc(listDoc(id));
    const data = snapshot.data();
    const list = data ? toToolList(id, data) : null;
    return list ? { list } : { refused: "missing" };
  } catch (error) {
    if (typeof error === "object" && error && "code" in error && error.code === "permission-denied")
      return { refused: "private" };
    throw error;
  }
}

/** Every list of the user, deleted (before the account itself is). */
export async function deleteMyLists(uid: string): Promise<void> {
  const lists = await loadMyLists(uid);
  await Promise.all(lists.map((list) => deleteList(uid, list.id)));
}

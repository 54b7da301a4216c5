import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
} from "firebase/firestore/lite";
import {
  hideReasons,
  reviewId,
  type HideReason,
  type ReviewInput,
  type ReviewView,
} from "@/lib/reviews/review-fields";
import { firebaseAuth } from "./auth";
import { firestore } from "./firestore";

/**
 * Reviews from the browser: the published ones of a tool, the signed-in user's own (published
 * or hidden), and writing, editing and deleting one's own. Each write moves the user's
 * review_limits to now in the same batch: firestore.rules accept one a minute.
 */

function toDate(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : new Date(0);
}

/** A stored review as the page shows it; null for a document that is not one. */
export function toReviewView(id: string, data: DocumentData): ReviewView | null {
  const { tool, uid, username, rating, title, body, status, hiddenReason } = data;
  if (
    typeof tool !== "string" ||
    typeof uid !== "string" ||
    typeof username !== "string" ||
    typeof title !== "string" ||
    typeof body !== "string" ||
    ![1, 2, 3, 4, 5].includes(rating as number) ||
    (status !== "published" && status !== "hidden")
  )
    return null;
  const reason = hideReasons.find((r) => r.value === hiddenReason)?.value;
  return {
    id,
    tool,
    uid,
    username,
    rating: rating as ReviewView["rating"],
    title,
    body,
    status,
    hiddenReason: reason as HideReason | undefined,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

const newestFirst = (a: ReviewView, b: ReviewView) => b.updatedAt.getTime() - a.updatedAt.getTime();

function views(docs: { id: string; data: () => DocumentData }[]): ReviewView[] {
  return docs
    .map((d) => toReviewView(d.id, d.data()))
    .filter((r): r is ReviewView => r !== null)
    .sort(newestFirst);
}

/** The published reviews of a tool, newest first (two equality filters: no composite index). */
export async function loadToolReviews(slug: string): Promise<ReviewView[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), "reviews"),
      where("tool", "==", slug),
      where("status", "==", "published"),
    ),
  );
  return views(snapshot.docs);
}

/** The signed-in user's review of a tool, published or hidden; null when they wrote none. */
export async function loadMyReview(slug: string, uid: string): Promise<ReviewView | null> {
  const snapshot = await getDoc(doc(firestore(), "reviews", reviewId(slug, uid)));
  return snapshot.exists() ? toReviewView(snapshot.id, snapshot.data()) : null;
}

/** Every review the signed-in user wrote, newest first, each with its status. */
export async function loadMyReviews(uid: string): Promise<ReviewView[]> {
  const snapshot = await getDocs(
    query(collection(firestore(), "reviews"), where("uid", "==", uid)),
  );
  return views(snapshot.docs);
}

function signedInUser() {
  const user = firebaseAuth().currentUser;
  if (!user) throw Object.assign(new Error("Not signed in"), { code: "auth/no-current-user" });
  return user;
}

/**
 * Writes the user's review of `slug`: a new one (published at once) or an edit of theirs. The
 * username is read from their profile, as the rules compare it.
 */
export async function saveReview(
  slug: string,
  input: ReviewInput,
  { isNew }: { isNew: boolean },
): Promise<void> {
  const user = signedInUser();
  const db = firestore();
  const profile = await getDoc(doc(db, "users", user.uid));
  const username = profile.data()?.username;
  if (typeof username !== "string")
    throw Object.assign(new Error("No profile"), { code: "reviews/no-profile" });
  const id = reviewId(slug, user.uid);
  const ref = doc(db, "reviews", id);
  const batch = writeBatch(db);
  const content = { rating: input.rating, title: input.title.trim(), body: input.body.trim() };
  if (isNew) {
    batch.set(ref, {
      tool: slug,
      uid: user.uid,
      username,
      ...content,
      status: "published",
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  } else {
    batch.update(ref, { ...content, username, updatedAt: serverTimestamp() });
  }
  batch.set(doc(db, "review_limits", user.uid), {
    lastReviewedAt: serverTimestamp(),
    lastReviewId: id,
  });
  await batch.commit();
}

/** Deletes the user's own review of `slug`. */
export async function deleteMyReview(slug: string): Promise<void> {
  const user = signedInUser();
  await deleteDoc(doc(firestore(), "reviews", reviewId(slug, user.uid)));
}

/** Deletes every review of the user (when the account goes). */
export async function deleteAccountReviews(uid: string): Promise<void> {
  const mine = await loadMyReviews(uid);
  await Promise.all(mine.map((r) => deleteDoc(doc(firestore(), "reviews", r.id))));
}

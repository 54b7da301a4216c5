import { collection, getDocs, query, where } from "firebase/firestore/lite";
import { newestFirst, toMySubmission, type MySubmission } from "@/lib/submissions/review-outcome";
import { firestore } from "./firestore";

/**
 * The signed-in user's own tool submissions, newest first. firestore.rules let a user list
 * tool_submissions only with a query on their own uid; sorting happens here, so the query
 * needs no composite index.
 */
export async function loadMySubmissions(uid: string): Promise<MySubmission[]> {
  const snapshot = await getDocs(
    query(collection(firestore(), "tool_submissions"), where("uid", "==", uid)),
  );
  return snapshot.docs
    .map((document) => toMySubmission(document.id, document.data()))
    .sort(newestFirst);
}

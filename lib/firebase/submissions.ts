import { collection, doc, serverTimestamp, writeBatch } from "firebase/firestore/lite";
import type { SubmissionFields } from "@/lib/schemas/submission";
import { firebaseAuth } from "./auth";
import { firestore } from "./firestore";

/**
 * Writes the submission and points the user's submission_limits at it (time: now) in one
 * batch: firestore.rules accept the pair only a minute after the previous one, and only
 * one submission per limit write.
 */
export async function submitTool(fields: SubmissionFields): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user) throw Object.assign(new Error("Not signed in"), { code: "auth/no-current-user" });
  // The rules read email_verified from the token: make sure it is the latest one.
  await user.getIdToken(true);
  const db = firestore();
  const batch = writeBatch(db);
  const submission = doc(collection(db, "tool_submissions"));
  batch.set(submission, {
    ...fields,
    status: "pending",
    uid: user.uid,
    submittedAt: serverTimestamp(),
  });
  batch.set(doc(db, "submission_limits", user.uid), {
    lastSubmittedAt: serverTimestamp(),
    lastSubmissionId: submission.id,
  });
  await batch.commit();
}

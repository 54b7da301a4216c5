import { collection, doc, serverTimestamp, writeBatch } from "firebase/firestore/lite";
import type { ReportFields } from "@/lib/reports/report-fields";
import { firebaseAuth } from "./auth";
import { firestore } from "./firestore";

/**
 * Stores a report and points the user's report_limits at it (time: now) in one batch:
 * firestore.rules accept the pair only 30 seconds after the user's previous report.
 */
export async function sendReport(report: ReportFields): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user) throw Object.assign(new Error("Not signed in"), { code: "auth/no-current-user" });
  const db = firestore();
  const batch = writeBatch(db);
  const ref = doc(collection(db, "reports"));
  batch.set(ref, {
    kind: report.kind,
    itemId: report.id,
    itemName: report.name,
    problem: report.problem,
    note: report.note.trim(),
    status: "open",
    uid: user.uid,
    createdAt: serverTimestamp(),
  });
  batch.set(doc(db, "report_limits", user.uid), {
    lastReportedAt: serverTimestamp(),
    lastReportId: ref.id,
  });
  await batch.commit();
}

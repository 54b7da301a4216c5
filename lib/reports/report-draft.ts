/**
 * The report a visitor is writing, kept in this tab (sessionStorage) so a detour to sign in or
 * register loses nothing: back on the page, the dialog opens again with it. Browser only.
 */
import { readStoredJson, writeStoredJson } from "@/lib/browser-storage";
import { isReportKind, isReportProblem, type ReportItem, type ReportProblem } from "./report-keys";

const draftKey = "aicompass:report-draft";

export type ReportDraft = ReportItem & {
  problem: ReportProblem | "";
  note: string;
  /** The page the report was started on. */
  page: string;
  /** Set when the visitor left to sign in: the page reopens the dialog on return. */
  resume: boolean;
};

export function readReportDraft(): ReportDraft | null {
  const stored = readStoredJson(draftKey, "session");
  if (typeof stored !== "object" || stored === null) return null;
  const value = (key: string): unknown => (stored as Record<string, unknown>)[key];
  const kind = value("kind");
  const problem = value("problem");
  const [id, name, note, page] = ["id", "name", "note", "page"].map((key) => value(key));
  if (!isReportKind(kind) || typeof id !== "string" || typeof name !== "string") return null;
  return {
    kind,
    id,
    name,
    problem: isReportProblem(problem) ? problem : "",
    note: typeof note === "string" ? note : "",
    page: typeof page === "string" ? page : "",
    resume: value("resume") === true,
  };
}

export function writeReportDraft(draft: ReportDraft | null): void {
  writeStoredJson(draftKey, draft ?? undefined, "session");
}

/** The draft to reopen on this page after signing in, if the visitor left to do so from here. */
export function resumableDraft(page: string): ReportDraft | null {
  const draft = readReportDraft();
  return draft?.resume && draft.page === page ? draft : null;
}

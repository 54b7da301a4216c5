/**
 * The check of a report's note, apart from report-fields.ts so that only the dialog (loaded on
 * demand) ships the character tables of lib/control-characters.ts, not every page's launcher.
 */
import { refusedCharacterSentence } from "@/lib/control-characters";
import { reportNoteMax } from "./report-fields";

/**
 * What is wrong with a note as the rules would judge it (too long, or holding a character that
 * written text may not, lib/control-characters.ts, named), or null when it can be sent.
 */
export function reportNoteProblem(note: string): string | null {
  const trimmed = note.trim();
  if (trimmed.length > reportNoteMax)
    return `Keep the note to ${reportNoteMax} characters or fewer.`;
  return refusedCharacterSentence("note", trimmed);
}

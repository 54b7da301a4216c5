import { z } from "zod";
// Relative, not "@/lib": scripts such as new-article run this from other working folders.
import { isWrittenText, refusedCharacterProblem } from "../control-characters";

/**
 * Trimmed text with length bounds and messages that say which bound was missed, and only what a
 * person may write: no control, bidi or invisible character (lib/control-characters.ts, whose
 * message names the character; firestore.rules refuses the same).
 */
export function textSchema(min: number, max: number) {
  return z
    .string({ error: "must be text" })
    .trim()
    .min(min, min === 1 ? "must not be empty" : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine(isWrittenText, {
      error: (issue) =>
        refusedCharacterProblem(String(issue.input)) ?? "contains a refused character",
    });
}

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && value === value.trim();
  } catch {
    return false;
  }
}

export const httpsUrlSchema = z
  .string({ error: "must be an absolute https URL" })
  .refine(isHttpsUrl, {
    error: (issue) => `must be an absolute https URL, got "${String(issue.input)}"`,
  });

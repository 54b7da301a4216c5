import { z } from "zod";
// Relative, not "@/lib": scripts such as new-article run this from other working folders.
import { codePointLabel, findControlCharacter } from "../control-characters";

/** The message for text holding a control or bidi character, naming the first one. */
export function controlCharacterMessage(text: string): string {
  const found = findControlCharacter(text);
  return `must not contain control or text-direction characters (found ${found ? codePointLabel(found) : "one"})`;
}

/**
 * Trimmed text with length bounds and messages that say which bound was missed, and no control
 * or bidi characters (lib/control-characters.ts; firestore.rules refuses the same).
 */
export function textSchema(min: number, max: number) {
  return z
    .string({ error: "must be text" })
    .trim()
    .min(min, min === 1 ? "must not be empty" : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((value) => findControlCharacter(value) === null, {
      error: (issue) => controlCharacterMessage(String(issue.input)),
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

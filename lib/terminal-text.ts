/**
 * Stored text made safe to print in an editor's terminal (npm run submissions:review,
 * submissions:export, reports:export): every control and bidi character (lib/control-characters)
 * is shown as a visible escape such as `\u001b`, so a submission's name cannot clear the screen,
 * fake a line, plant a hyperlink or reorder what the editor reads. The rules refuse these
 * characters in new documents; this covers the ones stored before, and anything the Admin SDK
 * wrote. Pure.
 */
import { controlCharactersGlobal } from "./control-characters";

const escapeOf = (character: string) =>
  `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`;

/**
 * `text` with every control and bidi character escaped (`\u001b`). A single-line field (the
 * default) also shows newlines and tabs as `\n` and `\t`, so it stays on its line; with
 * `multiline` they are kept (a note, or a message of several lines).
 */
export function printable(
  text: string,
  { multiline = false }: { multiline?: boolean } = {},
): string {
  const escaped = text.replace(controlCharactersGlobal, escapeOf);
  return multiline ? escaped : escaped.replace(/\n/g, "\\n").replace(/\t/g, "\\t");
}

/**
 * JSON for a terminal or a file an editor opens: the same value once parsed, but with DEL, the
 * C1 and the bidi controls written as `\u…` escapes (JSON.stringify escapes only U+0000–U+001F).
 * They can only occur inside strings, where an escape means the same character.
 */
export function printableJson(value: unknown, space?: number): string {
  // JSON.stringify gives undefined for undefined (and functions): shown as the word.
  const json: string | undefined = JSON.stringify(value, null, space);
  return (json ?? String(value)).replace(controlCharactersGlobal, escapeOf);
}

/**
 * Stored text made safe to print in an editor's terminal (npm run submissions:review,
 * submissions:export, reports:export): every character written text may not hold
 * (lib/control-characters: control, bidi and invisible characters, the line separators) is shown
 * by its code point, as `<U+001B>` or `<U+200B>`, so a submission's name cannot clear the screen,
 * fake a line, plant a hyperlink, reorder what the editor reads, hide words or pass for another
 * name. The rules refuse these characters in new documents; this covers the ones stored before,
 * and anything the Admin SDK wrote. Pure.
 */
import { codePointLabel, controlCharactersGlobal } from "./control-characters";

/**
 * `text` with every refused character shown as `<U+XXXX>`. A single-line field (the default)
 * also shows newlines and tabs as `\n` and `\t`, so it stays on its line; with `multiline` they
 * are kept (a note, or a message of several lines).
 */
export function printable(
  text: string,
  { multiline = false }: { multiline?: boolean } = {},
): string {
  const shown = text.replace(
    controlCharactersGlobal,
    (character) => `<${codePointLabel(character)}>`,
  );
  return multiline ? shown : shown.replace(/\n/g, "\\n").replace(/\t/g, "\\t");
}

/** A character as JSON's escapes: `\u001b`, or a surrogate pair (`\udb40\udc41`) past U+FFFF. */
const jsonEscapeOf = (character: string) =>
  Array.from(
    { length: character.length },
    (_, index) => `\\u${character.charCodeAt(index).toString(16).padStart(4, "0")}`,
  ).join("");

/**
 * JSON for a terminal or a file an editor opens: the same value once parsed, but with every
 * refused character written as a `\u…` escape (JSON.stringify escapes only U+0000–U+001F). They
 * can only occur inside strings, where an escape means the same character; JSON has no other
 * way to show one and still read back as the value stored.
 */
export function printableJson(value: unknown, space?: number): string {
  // JSON.stringify gives undefined for undefined (and functions): shown as the word.
  const json: string | undefined = JSON.stringify(value, null, space);
  return (json ?? String(value)).replace(controlCharactersGlobal, jsonEscapeOf);
}

/**
 * The characters no stored text may hold, defined once: the C0 controls but tab and newline,
 * DEL and the C1 controls, and the bidirectional controls. In a terminal the first two groups
 * start escape sequences (clear the screen, move the cursor, plant a hyperlink); the bidi
 * controls reorder what a reader sees. The form schemas and the tool data refuse them
 * (lib/schemas), firestore.rules' isText refuses the same class (tests/rules builds its cases
 * from this list, tests/unit/firestore-rules-sync.test.ts checks the class is this one), and
 * the editors' scripts escape them when printing (lib/terminal-text.ts). Pure.
 */

/** Inclusive ranges of code points. */
export const controlCharacterRanges: readonly (readonly [number, number])[] = [
  [0x00, 0x08], // C0, before tab (U+0009)
  [0x0b, 0x1f], // C0, after newline (U+000A): ESC is U+001B
  [0x7f, 0x9f], // DEL and C1 (U+009B is a one-character CSI, U+009D an OSC)
  [0x061c, 0x061c], // Arabic letter mark
  [0x200e, 0x200f], // left-to-right and right-to-left marks
  [0x202a, 0x202e], // embeddings and overrides
  [0x2066, 0x2069], // isolates
];

const hex4 = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

/** "U+001B": how messages name a character. */
export function codePointLabel(character: string): string {
  return `U+${hex4(character.codePointAt(0) ?? 0)}`;
}

const classBody = controlCharacterRanges
  .map(([from, to]) => (from === to ? `\\u${hex4(from)}` : `\\u${hex4(from)}-\\u${hex4(to)}`))
  .join("");

/** One refused character (no `g` flag, so `.test` keeps no state). */
export const controlCharacterPattern = new RegExp(`[${classBody}]`);

/** Every refused character, for replacing them all. */
export const controlCharactersGlobal = new RegExp(`[${classBody}]`, "g");

/** The first refused character in `text`, or null when there is none. */
export function findControlCharacter(text: string): string | null {
  return controlCharacterPattern.exec(text)?.[0] ?? null;
}

/** Every refused character, one string each: what the tests try, one by one. */
export const controlCharacters: readonly string[] = controlCharacterRanges.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset)),
);

/**
 * The same set as the body of an RE2 character class, as firestore.rules writes it
 * ("\x{0}-\x{8}\x{b}-\x{1f}…"); the rules negate it: `[^…]*`.
 */
export const rulesControlClass = controlCharacterRanges
  .map(([from, to]) =>
    from === to ? `\\x{${from.toString(16)}}` : `\\x{${from.toString(16)}}-\\x{${to.toString(16)}}`,
  )
  .join("");

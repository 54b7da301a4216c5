/**
 * Text a person may write, defined once: any characters but the ones listed here. They are the
 * characters a reader cannot see for what they are:
 * - control characters (the C0 controls but tab and newline, DEL and the C1 controls): in a
 *   terminal they start escape sequences (clear the screen, move the cursor, plant a hyperlink);
 * - text-direction (bidi) controls: they reorder what a reader sees;
 * - invisible characters (zero-width spaces and joiners, the soft hyphen, the byte-order mark,
 *   the invisible operators and deprecated format characters, the Hangul fillers, the tag
 *   characters): they hide text ("approve" spelt in tag characters shows as nothing) or make
 *   one name look like another;
 * - the line and paragraph separators (U+2028, U+2029): a line break that some readers show
 *   and others do not.
 * Tab and newline stay allowed (a textarea sends them). Refusing U+200D also refuses emoji
 * joined by it (👩‍💻): such an emoji can be written as its parts.
 *
 * The form schemas and the tool data refuse these (lib/schemas, lib/lists, lib/reports),
 * firestore.rules' isText refuses the same class (tests/rules builds its cases from this list,
 * tests/unit/firestore-rules-sync.test.ts checks the class is this one), and the editors'
 * scripts show any that older data holds as `<U+200B>` (lib/terminal-text.ts). Pure.
 */

/** What kind of refused character it is: how a message names it. */
export type RefusedKind = "control" | "text-direction" | "invisible" | "separator";

/** Inclusive ranges of code points, each with its kind. */
export const refusedCharacterRanges: readonly {
  from: number;
  to: number;
  kind: RefusedKind;
}[] = [
  { from: 0x00, to: 0x08, kind: "control" }, // C0, before tab (U+0009)
  { from: 0x0b, to: 0x1f, kind: "control" }, // C0, after newline (U+000A): ESC is U+001B
  { from: 0x7f, to: 0x9f, kind: "control" }, // DEL and C1 (U+009B is a one-character CSI)
  { from: 0xad, to: 0xad, kind: "invisible" }, // soft hyphen
  { from: 0x061c, to: 0x061c, kind: "text-direction" }, // Arabic letter mark
  { from: 0x115f, to: 0x1160, kind: "invisible" }, // Hangul choseong and jungseong fillers
  { from: 0x180e, to: 0x180e, kind: "invisible" }, // Mongolian vowel separator
  { from: 0x200b, to: 0x200d, kind: "invisible" }, // zero-width space, non-joiner, joiner
  { from: 0x200e, to: 0x200f, kind: "text-direction" }, // left-to-right and right-to-left marks
  { from: 0x2028, to: 0x2029, kind: "separator" }, // line and paragraph separators
  { from: 0x202a, to: 0x202e, kind: "text-direction" }, // embeddings and overrides
  { from: 0x2060, to: 0x2064, kind: "invisible" }, // word joiner, invisible operators
  { from: 0x2066, to: 0x2069, kind: "text-direction" }, // isolates
  { from: 0x206a, to: 0x206f, kind: "invisible" }, // deprecated format characters
  { from: 0x3164, to: 0x3164, kind: "invisible" }, // Hangul filler
  { from: 0xfeff, to: 0xfeff, kind: "invisible" }, // byte-order mark, zero-width no-break space
  { from: 0xffa0, to: 0xffa0, kind: "invisible" }, // halfwidth Hangul filler
  { from: 0xe0000, to: 0xe007f, kind: "invisible" }, // tag characters
];

const hex4 = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

/** "U+001B", "U+E0041": how messages and the editors' outputs name a character. */
export function codePointLabel(character: string): string {
  return `U+${hex4(character.codePointAt(0) ?? 0)}`;
}

const classBody = refusedCharacterRanges
  .map(({ from, to }) =>
    from === to ? `\\u{${hex4(from)}}` : `\\u{${hex4(from)}}-\\u{${hex4(to)}}`,
  )
  .join("");

/** One refused character (no `g` flag, so `.test` keeps no state; `u`: tags are beyond U+FFFF). */
export const controlCharacterPattern = new RegExp(`[${classBody}]`, "u");

/** Every refused character, for replacing them all. */
export const controlCharactersGlobal = new RegExp(`[${classBody}]`, "gu");

/** The first refused character in `text`, or null when there is none. */
export function findControlCharacter(text: string): string | null {
  return controlCharacterPattern.exec(text)?.[0] ?? null;
}

/** The kind of a refused character (null for one that is allowed). */
export function refusedKindOf(character: string): RefusedKind | null {
  const codePoint = character.codePointAt(0) ?? -1;
  return (
    refusedCharacterRanges.find(({ from, to }) => codePoint >= from && codePoint <= to)?.kind ??
    null
  );
}

const kindNoun: Record<RefusedKind, string> = {
  control: "control character",
  "text-direction": "text-direction character",
  invisible: "invisible character",
  separator: "line or paragraph separator",
};

/** The first refused character in `text`, named: its kind's noun and its code point. */
export function refusedCharacterIn(text: string): { noun: string; label: string } | null {
  const found = findControlCharacter(text);
  const kind = found === null ? null : refusedKindOf(found);
  return found === null || kind === null
    ? null
    : { noun: kindNoun[kind], label: codePointLabel(found) };
}

/**
 * What is wrong with `text` as written text, naming the first refused character: "contains an
 * invisible character (U+200B)"; null when it has none. The data checks print it after the field.
 */
export function refusedCharacterProblem(text: string): string | null {
  const found = refusedCharacterIn(text);
  if (found === null) return null;
  const article = /^[aeiou]/.test(found.noun) ? "an" : "a";
  return `contains ${article} ${found.noun} (${found.label})`;
}

/**
 * The sentence a form shows under `field` ("name", "notes") when its text holds a refused
 * character: "Remove the invisible character (U+200B) from the notes: it often comes with pasted
 * text." Null when the text may be sent.
 */
export function refusedCharacterSentence(field: string, text: string): string | null {
  const found = refusedCharacterIn(text);
  return found === null
    ? null
    : `Remove the ${found.noun} (${found.label}) from the ${field}: it often comes with pasted text.`;
}

/** Whether `text` holds none of the refused characters: text a person may write. */
export function isWrittenText(text: string): boolean {
  return findControlCharacter(text) === null;
}

/** Every refused character, one string each: what the tests try, one by one. */
export const controlCharacters: readonly string[] = refusedCharacterRanges.flatMap(({ from, to }) =>
  Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset)),
);

/**
 * The same set as the body of an RE2 character class, as firestore.rules writes it
 * ("\x{0}-\x{8}\x{b}-\x{1f}…"); the rules negate it: `[^…]*`.
 */
export const rulesControlClass = refusedCharacterRanges
  .map(({ from, to }) =>
    from === to ? `\\x{${from.toString(16)}}` : `\\x{${from.toString(16)}}-\\x{${to.toString(16)}}`,
  )
  .join("");

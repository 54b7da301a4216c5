/**
 * Only text a person may write in any free text a browser stores (firestore.rules' isText): every
 * character of lib/control-characters.ts (control, bidi, invisible, the line separators) is tried
 * in a submission's name, and a set of hostile samples (escape sequences, an OSC 8 hyperlink, a
 * one-byte CSI, bidi overrides, zero-width characters, "approve" hidden in tag characters) in
 * every free-text field of every collection. Tab and newline stay allowed where a textarea sends
 * them.
 */
import { assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, serverTimestamp, writeBatch, type DocumentData } from "firebase/firestore";
import { describe, it } from "vitest";
import { codePointLabel, controlCharacters } from "@/lib/control-characters";
import { listSlotId, listSlotsCollection, newListId } from "@/lib/lists/lists";
import { secondsAgo, userCreateDoc } from "./documents";
import { alice, attempt, op, rulesContext, seed, who, type RulesCase } from "./support";
import { reports, sendWith, submissions } from "./throttle";

const rules = rulesContext();
const { env } = rules;

const aliceListId = newListId(1, "A".repeat(20));
const aliceList = `lists/${aliceListId}`;

type Write = RulesCase["run"];

const submitWith = (changes: DocumentData): Write => sendWith(submissions, changes);
const reportWith = (changes: DocumentData): Write => sendWith(reports, changes);

const newList = {
  owner: alice,
  name: "Writing tools",
  public: false,
  tools: [],
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
};

/** Each free-text field, and the write that puts `text` (around the usual value) into it. */
const fields: [string, (text: string) => Write][] = [
  ["a submission's name", (text) => submitWith({ name: `Compass${text}Writer` })],
  [
    "a submission's website",
    (text) => submitWith({ website: `https://compass-writer.example.com/app${text}` }),
  ],
  [
    "a submission's description",
    (text) => submitWith({ description: `Writes first drafts${text} from a short outline.` }),
  ],
  ["a submission's price", (text) => submitWith({ priceText: `From $10${text} a month` })],
  ["a submission's notes", (text) => submitWith({ notes: `Thanks${text} for the directory.` })],
  ["a report's item name", (text) => reportWith({ itemName: `Chat${text}GPT` })],
  ["a report's note", (text) => reportWith({ note: `The Plus plan${text} costs $25.` })],
  [
    "a new list's name",
    (text) => (testEnv) => {
      // As the site makes a list: in one batch with its slot.
      const db = who.user(alice)(testEnv);
      const batch = writeBatch(db);
      batch.set(doc(db, aliceList), { ...newList, name: `Writing${text}tools` });
      batch.set(doc(db, listSlotsCollection, listSlotId(alice, 1)), { list: aliceListId });
      return batch.commit();
    },
  ],
  [
    "a renamed list's name",
    (text) =>
      attempt(
        who.user(alice),
        op.update(aliceList, { name: `Writing${text}tools`, updatedAt: serverTimestamp() }),
        (testEnv) =>
          seed(testEnv, {
            [aliceList]: { ...newList, createdAt: secondsAgo(3600), updatedAt: secondsAgo(600) },
          }),
      ),
  ],
];

/** What an attacker would type: each would act in an editor's terminal or reorder the text. */
const hostile: [string, string][] = [
  ["ESC [2J (clear the screen)", "\u001b[2J\u001b[H"],
  ["an OSC 8 hyperlink", "\u001b]8;;https://evil.example\u0007APPROVE\u001b]8;;\u0007"],
  ["a colour change", "\u001b[32m"],
  ["a one-character CSI (U+009B)", "\u009b2J"],
  ["a carriage return", "\rAPPROVED"],
  ["a NUL", "\u0000"],
  ["a right-to-left override (U+202E)", "\u202eexe.txt"],
  ["a left-to-right isolate (U+2066)", "\u2066x\u2069"],
  ["a right-to-left mark (U+200F)", "\u200f"],
  ["an Arabic letter mark (U+061C)", "\u061c"],
];

/** "approve" in tag characters (U+E0061…): a reader sees nothing, a model may read a word. */
const hiddenApprove = [..."approve"]
  .map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0)))
  .join("");

/** What hides text or makes one name look like another (issue #35). */
const invisible: [string, string][] = [
  ["a zero-width space (U+200B)", "\u200b"],
  ["a zero-width non-joiner (U+200C)", "\u200c"],
  ["a zero-width joiner (U+200D)", "\u200d"],
  ["a word joiner (U+2060)", "\u2060"],
  ["a byte-order mark (U+FEFF)", "\ufeff"],
  ["a soft hyphen (U+00AD)", "\u00ad"],
  ['"approve" in tag characters (U+E0061…)', hiddenApprove],
  ["the last tag character (U+E007F)", "\u{e007f}"],
  ["a line separator (U+2028)", "\u2028"],
  ["a paragraph separator (U+2029)", "\u2029"],
  ["a Hangul filler (U+3164)", "\u3164"],
];

describe("free text: control and bidi characters are refused", () => {
  rules.itRefusesEach(
    [
      ...controlCharacters.map((character) => ({
        name: `${codePointLabel(character)} in a submission's name`,
        run: submitWith({ name: `Compass${character}Writer` }),
      })),
      ...fields.flatMap(([field, write]) =>
        hostile.map(([what, text]) => ({ name: `${what} in ${field}`, run: write(text) })),
      ),
    ],
    { verb: "refuses" },
  );
});

describe("free text: invisible characters and line separators are refused", () => {
  rules.itRefusesEach(
    fields.flatMap(([field, write]) =>
      invisible.map(([what, text]) => ({ name: `${what} in ${field}`, run: write(text) })),
    ),
    { verb: "refuses", atLeast: 90 },
  );
});

/** Fields whose pattern is plain ASCII: they refused these characters already, and still do. */
describe("free text: pattern-only fields refuse invisible characters too", () => {
  rules.itRefusesEach(
    invisible.flatMap(([what, text]) => [
      {
        name: `${what} in a username`,
        run: attempt(
          who.user(alice),
          op.set(`users/${alice}`, userCreateDoc(`ada${text}lovelace`)),
        ),
      },
      {
        name: `${what} in a submission's email`,
        run: submitWith({ email: `maker${text}@example.com` }),
      },
    ]),
    { verb: "refuses" },
  );
});

describe("free text: what people write is still accepted", () => {
  it.each(fields)("accepts accents, symbols and emoji in %s", async (_field, write) => {
    // No spaces: a website may not hold one. An emoji's variation selector (U+FE0F) is not
    // invisible text: it only picks how the emoji before it is drawn.
    await assertSucceeds(write("—Café,日本語,€9,✓🚀,❤️,\u00a0")(env()));
  });

  it.each([
    ["a newline in a submission's notes", submitWith({ notes: "First line.\nSecond line." })],
    ["a tab in a submission's notes", submitWith({ notes: "Plan:\tPro" })],
    ["a newline in a report's note", reportWith({ note: "The price is wrong.\nIt is $25." })],
  ])("accepts %s", async (_what, run) => {
    await assertSucceeds(run(env()));
  });
});

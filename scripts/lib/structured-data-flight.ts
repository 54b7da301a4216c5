/**
 * Build step: keeps each page's structured data (JSON-LD, components/ui/json-ld.tsx) in its HTML
 * only. Next sends every element of a page three times: in the HTML, again in the flight data
 * inlined in the HTML for hydration, and a third time in `{route}.txt` for client-side
 * navigation. JSON-LD is for search engines, which read the HTML; the two copies in the flight
 * data are about 2.6 kB of a median tool page that no visitor uses.
 *
 * So the step empties the script's `__html` in both flight copies. React does not compare a
 * `dangerouslySetInnerHTML` while hydrating, so the HTML's script keeps its text; after a
 * client-side navigation the new page's scripts are empty, never the old page's (only pages
 * render JSON-LD, and Next mounts a new page's tree when the address changes).
 *
 * It matches the exact text Next writes: the prop's JSON string, or a text row for a long text,
 * in `.txt`, and the same escaped again inside the inline `self.__next_f.push(…)` strings. Where
 * a copy is not found whole (the payload split across two inline scripts), that copy is left as
 * it was: correct, only heavier. It must run before the script policy step, which hashes the
 * inline scripts it edits.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
// Next's own escaping of the JSON it inlines in a script, so the two cannot drift apart.
import { htmlEscapeJsonString } from "next/dist/shared/lib/htmlescape";

const jsonLdPattern = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/**
 * The ways the flight data writes a script's text, each with its emptied form: inline as the
 * prop's JSON string, or, for a long text, as a text row (`{id}:T{UTF-8 length in hex},{text}`,
 * with no line end) that the prop names (`"$id"`); an empty text row is `{id}:T0,`.
 */
function flightForms(jsonLd: string): { text: string; empty: string }[] {
  return [
    { text: `"__html":${JSON.stringify(jsonLd)}`, empty: `"__html":""` },
    { text: `:T${Buffer.byteLength(jsonLd).toString(16)},${jsonLd}`, empty: ":T0," },
  ];
}

/** The same text inside an inline push's string: JSON-escaped, then escaped for HTML. */
const inPushString = (text: string) => htmlEscapeJsonString(JSON.stringify(text).slice(1, -1));

/** `flight` with every copy of one form emptied, and how many there were (0: no form found). */
function emptyCopies(
  flight: string,
  forms: readonly { text: string; empty: string }[],
): { flight: string; copies: number } {
  for (const { text, empty } of forms) {
    const copies = flight.split(text).length - 1;
    if (copies > 0) return { flight: flight.replaceAll(text, empty), copies };
  }
  return { flight, copies: 0 };
}

export type FlightEdit = { html: string; txt: string | null; removed: number; missed: number };

/**
 * One page: its HTML and its `.txt` (null when the page has none) with the JSON-LD emptied in
 * the flight data; `removed` counts the copies emptied, `missed` those not found whole.
 */
export function dropJsonLdFromFlight(html: string, txt: string | null): FlightEdit {
  const edit: FlightEdit = { html, txt, removed: 0, missed: 0 };
  const scripts = [...html.matchAll(jsonLdPattern)].map((match) => match[1]!);
  for (const jsonLd of new Set(scripts)) {
    const forms = flightForms(jsonLd);
    const inline = emptyCopies(
      edit.html,
      forms.map(({ text, empty }) => ({ text: inPushString(text), empty: inPushString(empty) })),
    );
    edit.html = inline.flight;
    if (inline.copies > 0) edit.removed += inline.copies;
    else edit.missed += 1;
    if (edit.txt === null) continue;
    const payload = emptyCopies(edit.txt, forms);
    edit.txt = payload.flight;
    if (payload.copies > 0) edit.removed += payload.copies;
    else edit.missed += 1;
  }
  return edit;
}

export type FlightFigures = { pages: number; bytes: number; missed: number };

/** Every exported page under `outDir` (its `.html` and `.txt`), edited in place. */
export function dropJsonLdFromExport(outDir: string): FlightFigures {
  const figures: FlightFigures = { pages: 0, bytes: 0, missed: 0 };
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const htmlFile = path.join(entry.parentPath, entry.name);
    if (path.relative(outDir, htmlFile).startsWith(`_next${path.sep}`)) continue;
    const html = readFileSync(htmlFile, "utf8");
    if (!html.includes('type="application/ld+json"')) continue;
    const txtFile = htmlFile.replace(/\.html$/, ".txt");
    const txt = existsSync(txtFile) ? readFileSync(txtFile, "utf8") : null;
    const edit = dropJsonLdFromFlight(html, txt);
    figures.missed += edit.missed;
    if (edit.removed === 0) continue;
    figures.pages += 1;
    const size = (text: string | null) => (text === null ? 0 : Buffer.byteLength(text));
    figures.bytes += size(html) - size(edit.html) + size(txt) - size(edit.txt);
    writeFileSync(htmlFile, edit.html);
    if (edit.txt !== null && edit.txt !== txt) writeFileSync(txtFile, edit.txt);
  }
  return figures;
}

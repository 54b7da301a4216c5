/**
 * CSV as spreadsheets and mailing tools read it (RFC 4180): a header row, CRLF line ends, a
 * field quoted when it holds a comma, quote or line break. A field starting with =, +, - or @ is
 * prefixed with an apostrophe, so a spreadsheet never runs it as a formula (the same guard as
 * the prompt downloads in lib/prompts/collection-data.ts).
 */

/** Whether a spreadsheet would read the text as a formula. */
export function looksLikeFormula(text: string): boolean {
  return /^[=+\-@]/.test(text);
}

/** One field, guarded and quoted as needed. */
export function csvField(value: string): string {
  const text = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<R extends Record<string, string>>(
  rows: readonly R[],
  columns: readonly (keyof R & string)[],
): string {
  return [
    columns.join(","),
    ...rows.map((row) => columns.map((column) => csvField(row[column] ?? "")).join(",")),
  ]
    .map((line) => `${line}\r\n`)
    .join("");
}

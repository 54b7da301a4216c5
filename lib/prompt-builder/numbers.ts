import {
  VERSIONS,
  type Feature,
  type NumericParam,
  type Range,
  type VersionSpec,
} from "./versions";

/** A decimal number as typed: "2", "-.5", "0.25". */
export const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** "0.50" → ".5", "007" → "7", "-0.5" → "-.5": how Midjourney's docs write numbers. */
export function canonicalNumber(raw: string): string {
  const m = /^(-?)(\d*)\.?(\d*)$/.exec(raw);
  if (!m) return raw;
  const int = (m[2] ?? "").replace(/^0+/, "");
  const frac = (m[3] ?? "").replace(/0+$/, "");
  if (!int && !frac) return "0";
  return `${m[1]}${int}${frac ? `.${frac}` : ""}`;
}

/** "a", "a or b", "a, b or c". */
export function listText(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/**
 * Why `what` is not available in `current`, naming the versions that accept it. With `key`, a
 * parameter the sources leave unsettled for `current` gives that basis instead of "not available".
 */
export function needsVersion(
  what: string,
  accepts: (v: VersionSpec) => boolean,
  current: VersionSpec,
  key?: Feature | NumericParam,
): string {
  const ok = VERSIONS.filter(accepts);
  const unsettled = key ? current.unsettled?.[key] : undefined;
  if (unsettled)
    return `${what} is left off for ${current.label} because ${unsettled}${ok.length ? `; it works with ${listText(ok.map((v) => v.label))}` : ""}.`;
  const main = VERSIONS.filter((v) => v.flag.startsWith("--v"));
  const okMain = main.filter(accepts);
  const first = okMain[0];
  const tail = first ? main.slice(main.indexOf(first)) : [];
  if (first && okMain.length === tail.length && okMain.some((v) => v.newest)) {
    const niji = ok.filter((v) => !main.includes(v)).map((v) => v.label);
    return `${what} needs version ${listText([`${first.id} or newer`, ...niji])}.`;
  }
  return ok.length
    ? `${what} is not available in ${current.label}; it works with ${listText(ok.map((v) => v.label))}.`
    : `${what} is not available in any version the builder supports.`;
}

function rangeText(label: string, range: Range): string {
  const kind = range.whole ? "a whole number" : "a number";
  return `${label} must be ${kind} from ${canonicalNumber(String(range.min))} to ${canonicalNumber(String(range.max))}`;
}

/** The value, or the reason it is not acceptable. */
export function checkNumber(
  raw: string,
  label: string,
  range: Range,
): { value: number; text: string } | { error: string } {
  const base = rangeText(label, range);
  if (!NUMBER.test(raw)) return { error: `${base}; “${raw}” is not a number.` };
  const value = Number(raw);
  if (range.whole && !Number.isInteger(value))
    return { error: `${base}; ${raw} is not a whole number.` };
  if (value < range.min) return { error: `${base}; ${raw} is too low.` };
  if (value > range.max) return { error: `${base}; ${raw} is too high.` };
  return { value, text: canonicalNumber(raw) };
}

import { z } from "zod";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoMonth = /^\d{4}-(0[1-9]|1[0-2])$/;

function isRealDate(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return (
    isoDate.test(text) &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === text
  );
}

/** A calendar date written YYYY-MM-DD (frontmatter and JSON data keep it as that string). */
export const calendarDateSchema = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .trim()
  .refine(isRealDate, {
    error: (issue) => `must be a real date written YYYY-MM-DD, got "${String(issue.input)}"`,
  });

/** True for "2026-03-14" and for "2026-03": a source often states only the month. */
export function isDateOrMonth(text: string): boolean {
  return isRealDate(text) || isoMonth.test(text);
}

/**
 * A date as precise as its source states it: YYYY-MM-DD, or YYYY-MM when the source gives only
 * the month. Written strings compare in time order ("2026-03" sorts before "2026-03-14").
 */
export const dateOrMonthSchema = z
  .string({ error: "must be a date written YYYY-MM-DD or a month written YYYY-MM" })
  .trim()
  .refine(isDateOrMonth, {
    error: (issue) =>
      `must be a real date written YYYY-MM-DD, got "${String(issue.input)}" (a month alone is written YYYY-MM)`,
  });

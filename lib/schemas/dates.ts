import { z } from "zod";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD (frontmatter and JSON data keep it as that string). */
export const calendarDateSchema = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .trim()
  .refine(
    (text) => {
      const parsed = new Date(`${text}T00:00:00Z`);
      return (
        isoDate.test(text) &&
        !Number.isNaN(parsed.getTime()) &&
        parsed.toISOString().slice(0, 10) === text
      );
    },
    { error: (issue) => `must be a real date written YYYY-MM-DD, got "${String(issue.input)}"` },
  );

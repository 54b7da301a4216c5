import { z } from "zod";
import { slugPattern } from "@/lib/directory/slug";
import { textSchema } from "./common";

/** A task's id: its URL (/tasks/{id}) and what tools list in `tasks`. */
export const taskIdSchema = z
  .string({ error: "must be a task id" })
  .max(60, "must be at most 60 characters")
  .refine((value) => slugPattern.test(value), {
    error: (issue) =>
      `must be lowercase words joined by hyphens, such as "transcribe-a-meeting", got "${String(issue.input)}"`,
  });

/**
 * One job people use AI for, named verb first in plain words ("Transcribe a meeting"), with the
 * phrases people type for it. Its parent category is the file it is in.
 */
export const taskSchema = z.strictObject({
  id: taskIdSchema,
  name: textSchema(3, 60).refine((value) => /^[A-Z]/.test(value), {
    error: 'must start with a capital letter: a verb, as in "Transcribe a meeting"',
  }),
  description: textSchema(20, 200),
  synonyms: z
    .array(
      textSchema(2, 60).refine((value) => value === value.toLowerCase(), {
        error: (issue) => `must be lower case, got "${String(issue.input)}"`,
      }),
    )
    .min(1, "must list at least one phrase people type for it")
    .max(16, "must list at most 16 phrases"),
});

export type Task = z.infer<typeof taskSchema>;

/** data/tasks/{category-slug}.json: a category's tasks. */
export const taskFileSchema = z.strictObject({
  /** The slug of the directory category the tasks belong to (a general one). */
  category: z.string({ error: "must be a category slug" }),
  tasks: z.array(z.unknown()).min(1, "must list at least one task"),
});

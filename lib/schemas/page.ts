import { z } from "zod";
import { calendarDateSchema } from "./dates";

/** Frontmatter of a standalone page under content/pages/ (legal pages, write for us). */
export const pageFrontmatterSchema = z.strictObject({
  title: z.string().trim().min(1, "must not be empty").max(70, "must be at most 70 characters"),
  description: z
    .string()
    .trim()
    .min(50, "must be at least 50 characters (it is the meta description)")
    .max(170, "must be at most 170 characters (search engines cut longer ones)"),
  updated: calendarDateSchema,
});

export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>;

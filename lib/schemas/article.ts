import { z } from "zod";
import { isUnpinnedRepositoryUrl } from "../sources/repository-url";
import { httpsUrlSchema } from "./common";
import { calendarDateSchema, dateOrMonthSchema } from "./dates";

/** The guide categories, in the order of the Guides menu; each has a page at /{category}. */
export const articleCategories = ["prompts", "tech", "design", "marketing", "career"] as const;
export type ArticleCategory = (typeof articleCategories)[number];

export const articleKinds = ["guide", "news"] as const;

/** File names that would clash with the routes under /guides. */
export const reservedArticleSlugs = ["page", "feed"] as const;

const articleImagePattern = /^\/images\/articles\/[a-z0-9][a-z0-9._-]*\.(?:png|jpe?g|webp|avif)$/;

const tagSchema = z
  .string({ error: "each tag must be text" })
  .regex(/^[a-z0-9]+(?:[ -][a-z0-9]+)*$/, {
    error: (issue) =>
      `each tag must be lower-case words or digits joined by spaces or hyphens, got "${String(issue.input)}"`,
  });

/**
 * Frontmatter of an article under content/guides/ or content/news/. Unknown keys are errors
 * (a misspelt `updatd` must not be silently ignored).
 */
export const articleFieldsSchema = z.strictObject({
  title: z
    .string({ error: "must be text" })
    .trim()
    .min(1, "must not be empty")
    .max(90, "must be at most 90 characters"),
  description: z
    .string({ error: "must be text" })
    .trim()
    .min(50, "must be at least 50 characters (it is the meta description)")
    .max(170, "must be at most 170 characters (search engines cut longer ones)"),
  category: z.enum(articleCategories, {
    error: (issue) =>
      `must be one of ${articleCategories.join(", ")}, got ${JSON.stringify(issue.input)}`,
  }),
  kind: z.enum(articleKinds, {
    error: (issue) => `must be "guide" or "news", got ${JSON.stringify(issue.input)}`,
  }),
  date: calendarDateSchema,
  updated: calendarDateSchema.optional(),
  author: z
    .string({ error: "must be text" })
    .trim()
    .min(1, "must not be empty")
    .max(80, "must be at most 80 characters"),
  tags: z
    .array(tagSchema, { error: "must be a list of tags" })
    .min(1, "must list at least one tag")
    .max(8, "must list at most 8 tags")
    .refine((tags) => new Set(tags).size === tags.length, { error: "must not repeat a tag" }),
  cover: z
    .strictObject(
      {
        src: z.string({ error: "must be a path" }).regex(articleImagePattern, {
          error: (issue) =>
            `must be a local image under /images/articles/ (.png, .jpg, .webp or .avif), got "${String(issue.input)}"`,
        }),
        alt: z
          .string({ error: "must be text" })
          .trim()
          .min(1, "must describe the image for people who cannot see it")
          .max(200, "must be at most 200 characters"),
      },
      { error: "must be a map with src and alt" },
    )
    .optional(),
  /** Where the article's facts come from, listed as "Sources" at its end. */
  sources: z
    .array(
      z.strictObject(
        {
          url: httpsUrlSchema,
          title: z
            .string({ error: "must be text" })
            .trim()
            .min(3, "must be at least 3 characters")
            .max(160, "must be at most 160 characters"),
          /** The date the source itself states (publication or "updated"), when it states one. */
          date: dateOrMonthSchema.optional(),
        },
        { error: "each source must be a map with url, title and an optional date" },
      ),
      { error: "must be a list of sources (url and title)" },
    )
    .min(1, "must list at least one source when present")
    .max(20, "must list at most 20 sources")
    .refine((sources) => new Set(sources.map((s) => s.url)).size === sources.length, {
      error: "must not list a URL twice",
    })
    .optional(),
  draft: z.boolean({ error: "must be true or false" }).default(false),
});

/**
 * The fields, checked together: an update is not dated before the article, and an article stands
 * on sources dated no later than its latest revision (one citing a newer source was revised, and
 * says when in `updated`). Repository sources are cited at a commit, never a branch.
 */
export const articleFrontmatterSchema = articleFieldsSchema.superRefine((article, context) => {
  if (article.updated && article.updated < article.date)
    context.addIssue({ code: "custom", path: ["updated"], message: "must not be before date" });
  const revised = article.updated ?? article.date;
  (article.sources ?? []).forEach((source, index) => {
    if (source.date !== undefined && source.date.slice(0, revised.length) > revised)
      context.addIssue({
        code: "custom",
        path: ["sources", index, "date"],
        message: `${source.date} is after the article's ${article.updated ? `updated date (${article.updated})` : `date (${article.date})`}: an article citing a newer source was revised, so set "updated" to the day it was`,
      });
    if (isUnpinnedRepositoryUrl(source.url))
      context.addIssue({
        code: "custom",
        path: ["sources", index, "url"],
        message: `${source.url} names a branch, so the file can change after we cite it; point it at the commit you read`,
      });
  });
});

export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>;

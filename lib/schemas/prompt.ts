import { z } from "zod";
import { slugPattern } from "@/lib/directory/slug";
import { VERSIONS, versionSpec, type VersionId } from "@/lib/prompt-builder/versions";

const idSchema = z.string({ error: "must be text" }).regex(slugPattern, {
  error: (issue) =>
    `must be lower-case words joined by hyphens (it is the prompt's anchor), got "${String(issue.input)}"`,
});

const tagsSchema = z
  .array(
    z.string({ error: "each tag must be text" }).regex(/^[a-z0-9]+(?:[ -][a-z0-9]+)*$/, {
      error: (issue) => `each tag must be lower-case words, got "${String(issue.input)}"`,
    }),
    { error: "must be a list of tags" },
  )
  .min(1, "must list at least one tag")
  .max(6, "must list at most 6 tags");

const titleSchema = z
  .string({ error: "must be text" })
  .trim()
  .min(3, "must be at least 3 characters")
  .max(80, "must be at most 80 characters");

/** Square-bracketed placeholders a reader fills in, such as [topic]. */
export const placeholderPattern = /\[([^[\]\n]{1,60})\]/g;

/** Assistants or models a prompt works best with, as people name them ("GPT-5.5", "Claude"). */
const modelsSchema = z
  .array(
    z
      .string({ error: "each model must be text" })
      .trim()
      .min(2, "each model must be at least 2 characters")
      .max(40, "each model must be at most 40 characters"),
    { error: "must be a list of model names" },
  )
  .min(1, "must name at least one model when present")
  .max(4, "must name at most 4 models")
  .refine((models) => new Set(models).size === models.length, { error: "must not repeat a model" });

export const chatgptPromptSchema = z.strictObject({
  id: idSchema,
  title: titleSchema,
  models: modelsSchema.optional(),
  prompt: z
    .string({ error: "must be text" })
    .trim()
    .min(40, "must be at least 40 characters")
    .max(2000, "must be at most 2000 characters")
    .refine((text) => !/\[\s*\]/.test(text), { error: "has an empty placeholder []" }),
  tags: tagsSchema,
});

/** The versions the builder knows (lib/prompt-builder/versions.ts): one table for both. */
export const midjourneyVersions = VERSIONS.map((v) => v.id) as [VersionId, ...VersionId[]];

const aspectRatioSchema = z
  .string({ error: "must be text such as 16:9" })
  .regex(/^[1-9]\d{0,2}:[1-9]\d{0,2}$/, {
    error: (issue) => `must be W:H in whole numbers, such as 16:9, got "${String(issue.input)}"`,
  });

const integerIn = (min: number, max: number) =>
  z
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

export const midjourneyParametersSchema = z
  .strictObject({
    aspectRatio: aspectRatioSchema.optional(),
    version: z.enum(midjourneyVersions, {
      error: (issue) =>
        `must be one of ${midjourneyVersions.join(", ")}, got ${JSON.stringify(issue.input)}`,
    }),
    stylize: integerIn(0, 1000).optional(),
    chaos: integerIn(0, 100).optional(),
    weird: integerIn(0, 3000).optional(),
    quality: z
      .union([z.literal(0.25), z.literal(0.5), z.literal(1), z.literal(2), z.literal(4)], {
        error: "must be 0.25, 0.5, 1, 2 or 4",
      })
      .optional(),
    styleRaw: z.boolean({ error: "must be true or false" }).optional(),
    tile: z.boolean({ error: "must be true or false" }).optional(),
    hd: z.boolean({ error: "must be true or false" }).optional(),
    no: z
      .array(z.string().trim().min(1, "must not be empty").max(40, "must be at most 40 characters"))
      .max(10, "must list at most 10 terms")
      .optional(),
  })
  .superRefine((parameters, context) => {
    const spec = versionSpec(parameters.version);
    if (parameters.quality !== undefined && !spec.quality.includes(parameters.quality)) {
      context.addIssue({
        code: "custom",
        path: ["quality"],
        message:
          spec.quality.length === 0
            ? `must be left out: ${spec.label} takes no --q`
            : `must be ${spec.quality.join(", ")} for ${spec.label}`,
      });
    }
    if (parameters.hd === true && !spec.features.hd) {
      context.addIssue({
        code: "custom",
        path: ["hd"],
        message: `is only for version 8.x, not ${spec.label}`,
      });
    }
    if (parameters.tile === true && !spec.features.tile) {
      context.addIssue({
        code: "custom",
        path: ["tile"],
        message: `is not available in ${spec.label}`,
      });
    }
  });

export const midjourneyPromptSchema = z.strictObject({
  id: idSchema,
  title: titleSchema,
  prompt: z
    .string({ error: "must be text" })
    .trim()
    .min(20, "must be at least 20 characters")
    .max(1500, "must be at most 1500 characters")
    .refine((text) => !/(^|\s)--[a-z]/i.test(text), {
      error: "must not contain --parameters; put them in parameters",
    }),
  parameters: midjourneyParametersSchema,
  produces: z
    .string({ error: "must be text" })
    .trim()
    .min(20, "must be at least 20 characters (what the prompt produces)")
    .max(300, "must be at most 300 characters"),
  tags: tagsSchema,
});

function categoryFileSchema<T extends z.ZodType>(prompt: T) {
  return z.strictObject({
    category: z.string({ error: "must be text" }).trim().min(2).max(40),
    description: z
      .string({ error: "must be text" })
      .trim()
      .min(40, "must be at least 40 characters")
      .max(200, "must be at most 200 characters"),
    prompts: z
      .array(prompt, { error: "must be a list of prompts" })
      .min(1, "must hold at least one prompt"),
  });
}

export const chatgptCategoryFileSchema = categoryFileSchema(chatgptPromptSchema);
export const midjourneyCategoryFileSchema = categoryFileSchema(midjourneyPromptSchema);

export type ChatgptPrompt = z.output<typeof chatgptPromptSchema>;
export type MidjourneyPrompt = z.output<typeof midjourneyPromptSchema>;
export type MidjourneyParameters = z.output<typeof midjourneyParametersSchema>;

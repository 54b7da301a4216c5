/**
 * The capability vocabulary (data/capabilities.json) and the research records that back each
 * capability of a tool with a source and its words (data/research/capabilities/*.json: one
 * research pass per category, before the claims move into the tools' records). Parse errors name
 * the file, the field and what is wrong.
 */
import { z } from "zod";
import { slugPattern } from "@/lib/directory/slug";
import { httpsUrlSchema, textSchema } from "./common";
import { dateOrMonthSchema } from "./dates";

const idSchema = z
  .string({ error: "must be an id" })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");

export const capabilitySchema = z.strictObject({
  id: idSchema,
  name: textSchema(2, 40),
  /** The one line a reader sees: what "yes" means. */
  definition: textSchema(20, 160),
});

export const capabilityVocabularySchema = z
  .strictObject({
    $comment: z.string().optional(),
    groups: z
      .array(
        z.strictObject({
          id: idSchema,
          name: textSchema(2, 40),
          capabilities: z.array(capabilitySchema).min(1),
        }),
      )
      .min(1),
  })
  .refine(
    (vocabulary) => {
      const ids = vocabulary.groups.flatMap((group) => group.capabilities.map((c) => c.id));
      return new Set(ids).size === ids.length;
    },
    { error: "must not define a capability id twice" },
  );

export type CapabilityVocabulary = z.infer<typeof capabilityVocabularySchema>;

/** What kind of publisher a source is: how far a fact resting on it alone can be trusted. */
export const sourceKinds = [
  "vendor",
  "press",
  "independent-review",
  "digest",
  "personal",
  "unknown",
] as const;

/** "yes", "no" or "paid" (on paid plans only). */
export const capabilityValues = ["yes", "no", "paid"] as const;

/** A source with the words of it that say the fact (verbatim, up to 300 characters). */
export const quotedSourceSchema = z.strictObject({
  url: httpsUrlSchema,
  title: textSchema(3, 160),
  /** The date the page itself states (published, updated, "as of"), never the day it was read. */
  seen: dateOrMonthSchema,
  kind: z.enum(sourceKinds),
  quote: textSchema(3, 300),
});

export const capabilityClaimSchema = z.strictObject({
  capability: idSchema,
  value: z.enum(capabilityValues),
  /** With open-source "yes": the licence, as the source names it (e.g. "MIT", "Apache-2.0"). */
  licence: textSchema(2, 60).optional(),
  source: quotedSourceSchema,
});

export const adoptionFigureSchema = z.strictObject({
  /** "users", "weekly users", "downloads", "GitHub stars", "paying customers"… */
  metric: textSchema(3, 60),
  /** As the source states it: "800 million", "1.2M", "45,000". */
  figure: textSchema(1, 40),
  source: quotedSourceSchema,
});

export type AdoptionFigure = z.infer<typeof adoptionFigureSchema>;

export const capabilityResearchSchema = z.strictObject({
  category: idSchema,
  /** The day the research was done. */
  researchedOn: z.iso.date(),
  tools: z.array(
    z.strictObject({
      slug: z.string().regex(slugPattern, "must be a tool's slug"),
      claims: z.array(capabilityClaimSchema),
      adoption: z.array(adoptionFigureSchema).optional(),
      /** What was looked for and not confirmed, and why: kept for the next pass. */
      notes: z.array(textSchema(3, 400)).optional(),
    }),
  ),
});

export type CapabilityResearch = z.infer<typeof capabilityResearchSchema>;

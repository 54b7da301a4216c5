import { z } from "zod";
import { parsePricing, pricingFormsHint } from "@/lib/directory/pricing";
import { slugPattern, toolPathPrefix } from "@/lib/directory/slug";
import { httpsUrlSchema, isHttpsUrl, textSchema } from "./common";
import { calendarDateSchema } from "./dates";

const localImagePattern =
  /^\/images\/tools\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_.-]+\.(?:svg|png|jpe?g|webp|avif)$/;

export function isLocalImagePath(value: string): boolean {
  return localImagePattern.test(value);
}

const localImageSchema = z.string({ error: "must be a path" }).refine(isLocalImagePath, {
  error: (issue) =>
    `must be a local image path under /images/tools/ (.svg, .png, .jpg, .webp or .avif), got "${String(issue.input)}"`,
});

/** One directory entry, with every field of the spec's table plus our `checkedAt` and `promoNote`. */
export const toolSchema = z.strictObject({
  name: textSchema(1, 80),
  /** Free text as written in the source; normalised for display by normaliseGenre(). */
  genre: textSchema(1, 40),
  rel: z
    .literal("nofollow noopener", { error: 'must be exactly "nofollow noopener" when present' })
    .optional(),
  shortDescription: textSchema(20, 200),
  about: textSchema(50, 2000),
  howToUse: textSchema(10, 2000).optional(),
  features: z.array(textSchema(2, 200)).min(1, "must list at least one feature"),
  useCases: z.array(textSchema(2, 200)).optional(),
  links: z.array(httpsUrlSchema).optional(),
  pricing: z.string({ error: pricingFormsHint }).refine((value) => parsePricing(value) !== null, {
    error: (issue) => `${pricingFormsHint}; got "${String(issue.input)}"`,
  }),
  link: z
    .string({ error: "must be a path" })
    .refine(
      (value) =>
        value.startsWith(toolPathPrefix) && slugPattern.test(value.slice(toolPathPrefix.length)),
      {
        error: (issue) =>
          `must be "/tools/{slug}" where the slug is lowercase words joined by hyphens, got "${String(issue.input)}"`,
      },
    ),
  externalLink: httpsUrlSchema,
  imageUrl: z
    .string({ error: "must be a path or URL" })
    .refine((v) => isLocalImagePath(v) || isHttpsUrl(v), {
      error: (issue) =>
        `must be a local image path under /images/tools/ or an absolute https URL, got "${String(issue.input)}"`,
    }),
  bgImageUrl: localImageSchema,
  keywords: z.array(textSchema(1, 60)).min(1, "must list at least one keyword"),
  affiliateLink: z
    .union([z.literal(""), httpsUrlSchema], { error: "must be empty or an absolute https URL" })
    .optional(),
  buttonLabel: textSchema(2, 40).optional(),
  censored: z.literal("true", { error: 'must be the string "true" when present' }).optional(),
  promo: z.literal("Featured", { error: 'must be "Featured" when present' }).optional(),
  /** A short promotional note shown with the promo badge, e.g. a coupon. */
  promoNote: textSchema(3, 160).optional(),
  /** When the pricing and link were last checked by an editor (YYYY-MM-DD). */
  checkedAt: calendarDateSchema,
});

export type Tool = z.infer<typeof toolSchema>;

/** A directory category file: data/tools/NN-{slug}.json. */
export const categorySchema = z.strictObject({
  name: textSchema(1, 40),
  title: textSchema(10, 90),
  description: textSchema(50, 200),
  /** Kept from the source; false everywhere seen and not used by the site. */
  current: z.boolean({ error: "must be true or false" }),
  /** Adult categories (ours): their tools carry censored "true" and are gated. */
  adult: z.boolean({ error: "must be true or false" }).optional(),
  items: z.array(z.unknown()).min(1, "must list at least one tool"),
});

export type CategoryRecord = Omit<z.infer<typeof categorySchema>, "items"> & { items: Tool[] };

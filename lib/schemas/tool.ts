import { z } from "zod";
import { logoRefHint, parseLogoRef } from "@/lib/directory/logos";
import { parsePricing, pricingFormsHint } from "@/lib/directory/pricing";
import { slugPattern, toolPathPrefix } from "@/lib/directory/slug";
import { httpsUrlSchema, isHttpsUrl, textSchema } from "./common";
import { dateOrMonthSchema } from "./dates";

const localImagePattern =
  /^\/images\/tools\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_.-]+\.(?:svg|png|jpe?g|webp|avif)$/;

export function isLocalImagePath(value: string): boolean {
  return localImagePattern.test(value);
}

const localImageSchema = z.string({ error: "must be a path" }).refine(isLocalImagePath, {
  error: (issue) =>
    `must be a local image path under /images/tools/ (.svg, .png, .jpg, .webp or .avif), got "${String(issue.input)}"`,
});

/**
 * Where a fact about a tool comes from: the page, its title, and the date (or month) the page
 * itself states or was published. Never the day we read it, and never a guess.
 */
export const toolSourceSchema = z.strictObject({
  url: httpsUrlSchema,
  title: textSchema(3, 160),
  seen: dateOrMonthSchema,
});

export type ToolSource = z.infer<typeof toolSourceSchema>;

export const toolStatuses = ["active", "discontinued", "renamed"] as const;
export type ToolStatus = (typeof toolStatuses)[number];

/**
 * One directory entry: the fields of the original directory data, plus ours: `checkedAt`, `sources`,
 * `pricingNote`, the lifecycle (`status`, `discontinuedOn`, `renamedTo`), `logo` and `promoNote`.
 */
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
  /**
   * The brand's logo in an icon package, copied into the site at build time; imageUrl (the
   * monogram) stays its fallback. "simple-icons:{icon}" or "lobehub:{icon}".
   */
  logo: z
    .string({ error: logoRefHint })
    .refine((value) => parseLogoRef(value) !== null, {
      error: (issue) => `${logoRefHint}; got "${String(issue.input)}"`,
    })
    .optional(),
  keywords: z.array(textSchema(1, 60)).min(1, "must list at least one keyword"),
  affiliateLink: z
    .union([z.literal(""), httpsUrlSchema], { error: "must be empty or an absolute https URL" })
    .optional(),
  buttonLabel: textSchema(2, 40).optional(),
  censored: z.literal("true", { error: 'must be the string "true" when present' }).optional(),
  promo: z.literal("Featured", { error: 'must be "Featured" when present' }).optional(),
  /** A short promotional note shown with the promo badge, e.g. a coupon. */
  promoNote: textSchema(3, 160).optional(),
  /**
   * When the pricing was last confirmed: the `seen` date of the newest source that confirms it
   * (YYYY-MM-DD, or YYYY-MM when the source states only the month). Before sources were recorded,
   * the date an editor last checked it. Absent only on a tool whose pricing no dated source has
   * confirmed yet: it then states no price, and lists the sources that confirm what it is.
   */
  checkedAt: dateOrMonthSchema.optional(),
  /** What supports the entry's facts, newest first by convention; shown under the pricing note. */
  sources: z
    .array(toolSourceSchema)
    .min(1, "must list at least one source when present")
    .max(8, "must list at most 8 sources")
    .optional(),
  /** With "Freemium" pricing: the cheapest paid plan, in the same form as a price in `pricing`. */
  paidFrom: z
    .string({ error: pricingFormsHint })
    .refine((value) => parsePricing(value)?.kind === "paid", {
      error: (issue) =>
        `must be a price such as "price $9.99 /month" or "199 euros /month"; got "${String(issue.input)}"`,
    })
    .optional(),
  /** The basis of the price in words, e.g. "From $20 per member a month, billed monthly." */
  pricingNote: textSchema(10, 200).optional(),
  /** Lifecycle; absent means active. */
  status: z
    .enum(toolStatuses, { error: `must be one of ${toolStatuses.map((s) => `"${s}"`).join(", ")}` })
    .optional(),
  /** With status "discontinued": when it closed (YYYY-MM-DD or YYYY-MM). */
  discontinuedOn: dateOrMonthSchema.optional(),
  /** With status "renamed": the product's new name. */
  renamedTo: textSchema(1, 80).optional(),
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

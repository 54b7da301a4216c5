import { z } from "zod";
import { fetchedLogoFilePattern, fetchedLogoKinds } from "@/lib/directory/fetched-logos";
import { logoRefHint, parseLogoRef } from "@/lib/directory/logos";
import { parsePricing, pricingFormsHint } from "@/lib/directory/pricing";
import { slugPattern, toolPathPrefix } from "@/lib/directory/slug";
import { sourceKinds } from "./capabilities";
import { httpsUrlSchema, textSchema as plainTextSchema } from "./common";
import { calendarDateSchema, dateOrMonthSchema } from "./dates";
import { taskIdSchema } from "./task";

/** Markup in data would be shown as text at best: a tag names a mistake (or an attempt). */
const markupPattern = /<\/?[a-z!?][^>]*>/i;

/** Text of the directory's data: trimmed, bounded, and without HTML tags. */
function textSchema(min: number, max: number) {
  return plainTextSchema(min, max).refine((value) => !markupPattern.test(value), {
    error: (issue) =>
      `must be plain text without HTML tags, got "${String(issue.input).match(markupPattern)?.[0] ?? ""}"`,
  });
}

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
 * A logo the editors' fetcher (`npm run media:fetch`) took from the tool's own site: the tile it
 * wrote, the icon's address, which of the site's icons it was, and the day it was fetched.
 */
export const fetchedLogoSchema = z.strictObject({
  file: z.string({ error: "must be a path" }).regex(fetchedLogoFilePattern, {
    error: (issue) => `must be "/images/tools/fetched/{slug}.webp", got "${String(issue.input)}"`,
  }),
  url: httpsUrlSchema,
  kind: z.enum(fetchedLogoKinds, {
    error: `must be one of ${fetchedLogoKinds.map((k) => `"${k}"`).join(", ")}`,
  }),
  fetchedOn: calendarDateSchema,
});

export type FetchedLogo = z.infer<typeof fetchedLogoSchema>;

const flagSchema = (what: string) =>
  z
    .literal(true, { error: `must be true when the source ${what}; leave it out otherwise` })
    .optional();

/**
 * Where a fact about a tool comes from: the page, its title, and the date (or month) the page
 * itself states or was published. Never the day we read it, and never a guess. Two flags say
 * what the page settles beyond what the tool is: its price (the newest such source dates
 * "Pricing confirmed …", so that date is derived, never typed) and its lifecycle (a shutdown,
 * rename, merger or change of owner).
 */
export const toolSourceSchema = z.strictObject({
  url: httpsUrlSchema,
  title: textSchema(3, 160),
  seen: dateOrMonthSchema,
  /**
   * Who publishes it: "vendor" (the tool's maker), "press", "independent-review", "digest"
   * (aggregators and newsletters), "personal" or "unknown". A fact resting only on personal or
   * unknown sources is shown as weakly sourced.
   */
  kind: z
    .enum(sourceKinds, { error: `must be one of ${sourceKinds.map((k) => `"${k}"`).join(", ")}` })
    .optional(),
  /**
   * The source's own words that say what it is flagged for (the price, the event), verbatim and
   * at most 300 characters; required with confirmsPrice and confirmsStatus, shown with the source.
   */
  quote: plainTextSchema(3, 300).optional(),
  confirmsPrice: flagSchema("states the price or plans the entry gives"),
  confirmsStatus: flagSchema("reports the lifecycle event the entry records"),
});

export type ToolSource = z.infer<typeof toolSourceSchema>;

const pricingTextSchema = z
  .string({ error: pricingFormsHint })
  .refine((value) => parsePricing(value) !== null, {
    error: (issue) => `${pricingFormsHint}; got "${String(issue.input)}"`,
  });

const paidPriceSchema = z
  .string({ error: pricingFormsHint })
  .refine((value) => parsePricing(value)?.kind === "paid", {
    error: (issue) =>
      `must be a price such as "price $9.99 /month" or "199 euros /month"; got "${String(issue.input)}"`,
  });

/**
 * One state of a tool's price in its history: what it cost from `on` (as a source reported it),
 * written like `pricing` and `paidFrom`, what changed in our words, and the source.
 */
export const priceHistoryEntrySchema = z.strictObject({
  on: dateOrMonthSchema,
  pricing: pricingTextSchema,
  paidFrom: paidPriceSchema.optional(),
  note: textSchema(10, 200).optional(),
  source: z.strictObject({
    url: httpsUrlSchema,
    title: textSchema(3, 160),
    seen: dateOrMonthSchema,
    kind: z.enum(sourceKinds).optional(),
    /** The words of the source that state this price. */
    quote: plainTextSchema(3, 300).optional(),
  }),
});

export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/**
 * The lifecycle of a listing. "renamed": the same product under a new name. "merged": folded
 * into another product (the successor). "unverified": no source could be found for it at all,
 * so it leaves the lists and search and its page says so.
 */
export const toolStatuses = ["active", "discontinued", "renamed", "merged", "unverified"] as const;
export type ToolStatus = (typeof toolStatuses)[number];

const slugSchema = z.string({ error: "must be a tool's slug" }).refine((v) => slugPattern.test(v), {
  error: (issue) =>
    `must be a tool's slug (lowercase words joined by hyphens), got "${String(issue.input)}"`,
});

/**
 * One directory entry: the fields of the original directory data, plus ours: `sources`, `paidFrom`,
 * `pricingNote`, the lifecycle (`status`, `statusOn`, `renamedTo`, `successor`, `acquiredBy`,
 * `acquiredOn`, `lastSeen`), `logo` and `promoNote`.
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
  pricing: pricingTextSchema,
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
  /** Local only: a logo from another server would be a third-party request on every page load. */
  imageUrl: localImageSchema,
  /** Retired with the tool page's banner; accepted here only so the check can say so. */
  bgImageUrl: z.unknown().optional(),
  /**
   * The brand's logo in an icon package, copied into the site at build time; imageUrl (the
   * monogram) stays its fallback: "{pack}:{icon}", a pack of lib/directory/logos.ts.
   */
  logo: z
    .string({ error: logoRefHint })
    .refine((value) => parseLogoRef(value) !== null, {
      error: (issue) => `${logoRefHint}; got "${String(issue.input)}"`,
    })
    .optional(),
  /** A logo fetched from the tool's site, shown when `logo` names none; imageUrl stays its fallback. */
  fetchedLogo: fetchedLogoSchema.optional(),
  keywords: z.array(textSchema(1, 60)).min(1, "must list at least one keyword"),
  /**
   * The jobs it does, as ids of data/tasks: 1–8, its main job first (a task's page lists the tools
   * whose main job it is before those that also do it).
   */
  tasks: z
    .array(taskIdSchema)
    .min(1, "must list at least one task (an id from data/tasks)")
    .max(8, "must list at most 8 tasks")
    .refine((ids) => new Set(ids).size === ids.length, { error: "must not list a task twice" }),
  affiliateLink: z
    .union([z.literal(""), httpsUrlSchema], { error: "must be empty or an absolute https URL" })
    .optional(),
  buttonLabel: textSchema(2, 40).optional(),
  censored: z.literal("true", { error: 'must be the string "true" when present' }).optional(),
  promo: z.literal("Featured", { error: 'must be "Featured" when present' }).optional(),
  /** A short promotional note shown with the promo badge, e.g. a coupon. */
  promoNote: textSchema(3, 160).optional(),
  /**
   * No longer typed: the date a page shows as "Pricing confirmed" is the `seen` date of the newest
   * source marked `confirmsPrice`. Accepted here only so the check can say so, naming that source.
   */
  checkedAt: z.unknown().optional(),
  /** Replaced by `statusOn`; accepted here only so the check can say so. */
  discontinuedOn: z.unknown().optional(),
  /** What supports the entry's facts, newest first by convention; shown under the pricing note. */
  sources: z
    .array(toolSourceSchema)
    .min(1, "must list at least one source when present")
    .max(8, "must list at most 8 sources")
    .optional(),
  /** With "Freemium" pricing: the cheapest paid plan, in the same form as a price in `pricing`. */
  paidFrom: paidPriceSchema.optional(),
  /**
   * How the price moved, newest first: the first entry is the price the entry states now, each
   * later one an earlier price, each with the source that reported it.
   */
  priceHistory: z
    .array(priceHistoryEntrySchema)
    .min(2, "must list at least two prices (the current one first, then an earlier one)")
    .max(24, "must list at most 24 prices")
    .optional(),
  /** The basis of the price in words, e.g. "From $20 per member a month, billed monthly." */
  pricingNote: textSchema(10, 200).optional(),
  /** Lifecycle; absent means active. */
  status: z
    .enum(toolStatuses, { error: `must be one of ${toolStatuses.map((s) => `"${s}"`).join(", ")}` })
    .optional(),
  /** When the lifecycle event happened (discontinued, renamed, merged): YYYY-MM-DD or YYYY-MM. */
  statusOn: dateOrMonthSchema.optional(),
  /** With status "renamed": the product's new name. */
  renamedTo: textSchema(1, 80).optional(),
  /** Where the tool's users went: the slug of a listed tool (required when "merged"). */
  successor: slugSchema.optional(),
  /** The company that bought the product (it may still be sold under its own name). */
  acquiredBy: textSchema(1, 80).optional(),
  /** When the purchase was completed (closed), as a source dated on or after it states. */
  acquiredOn: dateOrMonthSchema.optional(),
  /** When the purchase was announced, when that is known apart from its completion. */
  acquisitionAnnouncedOn: dateOrMonthSchema.optional(),
  /**
   * An announced closure: the date the maker said the product would close, while no source dated
   * on or after that date confirms it has (then it becomes "discontinued" with statusOn).
   */
  closingOn: dateOrMonthSchema.optional(),
  /** With status "unverified": when the tool was last seen working, YYYY-MM-DD or YYYY-MM. */
  lastSeen: dateOrMonthSchema.optional(),
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

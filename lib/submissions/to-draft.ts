/**
 * Turns a tool_submissions document into a draft directory record for an editor to review
 * (`npm run submissions:export`). Pure: no Firebase, no file system, so tests feed it plain
 * objects. The CLI in scripts/submissions-export.ts reads Firestore and writes the files.
 */
import { z } from "zod";
import type { CatalogueFile } from "@/lib/directory/catalogue";
import { hasReferralParameter } from "@/lib/directory/outbound";
import { parsePricing } from "@/lib/directory/pricing";
import { slugify, toolPath, toolPathPrefix } from "@/lib/directory/slug";
import { backgroundPath, monogramPath } from "@/lib/directory/tool-images";
import { isHttpsUrl } from "@/lib/schemas/common";
import { DataValidationError, describeIssues } from "@/lib/schemas/issues";
import { normaliseWebsite } from "@/lib/schemas/submission";
import { toolSchema, type Tool } from "@/lib/schemas/tool";
import type { SubmissionPricing } from "@/lib/submission-fields";

export const submissionsCollection = "tool_submissions";

// --- Reading the stored document ---------------------------------------------------------

/** "a number", "null", "an array"…: what a wrong value is, for the error message. */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (value instanceof Date) return "a date";
  switch (typeof value) {
    case "string":
      return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case "number":
    case "boolean":
      return `the ${typeof value} ${String(value)}`;
    case "object":
      return "a map";
    default:
      return typeof value;
  }
}

function textField() {
  return z.string({
    error: (issue) =>
      issue.input === undefined ? "is missing" : `must be text, got ${kindOf(issue.input)}`,
  });
}

const pricingValues = ["free", "freemium", "paid"] as const satisfies readonly SubmissionPricing[];

/** A Firestore Timestamp (firebase-admin's, read through its seconds/nanoseconds) or a Date. */
const timestampField = z
  .union(
    [
      z.date(),
      z
        .object({
          seconds: z.number().int(),
          nanoseconds: z.number().int().min(0).max(999_999_999),
        })
        .transform(({ seconds, nanoseconds }) => new Date(seconds * 1000 + nanoseconds / 1e6)),
    ],
    {
      error: (issue) =>
        issue.input === undefined
          ? "is missing"
          : `must be a Firestore Timestamp, got ${kindOf(issue.input)}`,
    },
  )
  .refine((date) => !Number.isNaN(date.getTime()), { error: "must be a real point in time" });

/** The document as firestore.rules let the form write it. Types are strict; values are left to the draft check. */
const storedSubmissionSchema = z.object(
  {
    name: textField()
      .trim()
      .min(1, { error: "must not be empty", abort: true })
      .refine((value) => slugify(value) !== "", {
        error: "must contain a letter or digit (the tool's slug is made from it)",
      }),
    website: textField().transform(normaliseWebsite),
    category: textField().trim(),
    description: textField().trim(),
    pricing: z.enum(pricingValues, {
      error: (issue) =>
        issue.input === undefined
          ? "is missing"
          : `must be "free", "freemium" or "paid", got ${kindOf(issue.input)}`,
    }),
    priceText: textField().trim(),
    email: textField().trim(),
    notes: textField().trim(),
    status: z.literal("pending", {
      error: (issue) =>
        issue.input === undefined
          ? "is missing"
          : `must be "pending" (only pending submissions are exported), got ${kindOf(issue.input)}`,
    }),
    uid: textField().min(1, "must not be empty"),
    submittedAt: timestampField,
  },
  { error: (issue) => `must be a document (a map of fields), got ${kindOf(issue.input)}` },
);

export type StoredSubmission = z.output<typeof storedSubmissionSchema> & { id: string };

/**
 * Checks a tool_submissions document's fields and types. Throws a DataValidationError that
 * names the document and every bad field ("name: is missing", "priceText: must be text, got
 * the number 10") rather than producing a half-filled draft.
 */
export function parseSubmissionDocument(id: string, data: unknown): StoredSubmission {
  const source = `${submissionsCollection}/${id}`;
  if (id.trim() === "") throw new DataValidationError(source, ["id: must not be empty"]);
  const result = storedSubmissionSchema.safeParse(data);
  if (!result.success) throw new DataValidationError(source, describeIssues(result.error));
  return { id, ...result.data };
}

// --- What the directory already has ------------------------------------------------------

export type DirectoryCategoryInfo = {
  slug: string;
  name: string;
  /** The category file, e.g. data/tools/01-text.json. */
  file: string;
  adult: boolean;
};

export type DirectoryContext = {
  categories: ReadonlyMap<string, DirectoryCategoryInfo>;
  /** Tool slug → where it is listed, e.g. `data/tools/01-text.json › "ChatGPT"`. */
  toolSlugs: ReadonlyMap<string, string>;
  /** Website host (without www.) → where a tool with that website is listed. */
  toolHosts: ReadonlyMap<string, string>;
};

export const emptyDirectoryContext: DirectoryContext = {
  categories: new Map(),
  toolSlugs: new Map(),
  toolHosts: new Map(),
};

const looseCategorySchema = z.object({
  name: z.string(),
  adult: z.boolean().optional(),
  items: z.array(z.unknown()),
});
const looseToolSchema = z.object({
  name: z.string(),
  link: z.string().optional(),
  externalLink: z.string().optional(),
});

function hostOf(url: string): string | null {
  if (!isHttpsUrl(url)) return null;
  return new URL(url).hostname.replace(/^www\./, "");
}

/**
 * The categories (slug, file, adult) and the tools' slugs and hosts, read leniently from the
 * category files (npm run content:check reports what is wrong with them).
 */
export function directoryContext(files: readonly CatalogueFile[]): DirectoryContext {
  const categories = new Map<string, DirectoryCategoryInfo>();
  const toolSlugs = new Map<string, string>();
  const toolHosts = new Map<string, string>();
  for (const { file, data } of files) {
    const category = looseCategorySchema.safeParse(data);
    if (!category.success) continue;
    const slug = slugify(category.data.name);
    categories.set(slug, {
      slug,
      name: category.data.name,
      file,
      adult: category.data.adult === true,
    });
    for (const item of category.data.items) {
      const tool = looseToolSchema.safeParse(item);
      if (!tool.success) continue;
      const label = `${file} › "${tool.data.name}"`;
      const link = tool.data.link;
      if (link?.startsWith(toolPathPrefix)) toolSlugs.set(link.slice(toolPathPrefix.length), label);
      const host = tool.data.externalLink ? hostOf(tool.data.externalLink) : null;
      if (host) toolHosts.set(host, label);
    }
  }
  return { categories, toolSlugs, toolHosts };
}

// --- Pricing ------------------------------------------------------------------------------

const amountPattern = /(\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{1,2}))?(?!\d)/;

const periodPatterns: { period: "month" | "year" | "week"; pattern: RegExp }[] = [
  { period: "month", pattern: /\b(?:months?|monthly|mo|mth|mon)\b|\bp\/?m\b/ },
  { period: "year", pattern: /\b(?:years?|yearly|yr|annual|annually|annum|p\/?a)\b/ },
  { period: "week", pattern: /\b(?:weeks?|weekly|wk)\b/ },
];

/**
 * A price the submitter wrote ("$10/month", "From 29 USD a month", "€19 per year", "49$")
 * in the directory's form ("price $10 /month", "29 euros /month"), or null when it names
 * no single dollar or euro amount.
 */
export function directoryPrice(priceText: string): string | null {
  const text = priceText.trim().toLowerCase();
  const amount = amountPattern.exec(text);
  if (!amount) return null;
  const dollars = /\$|\busd\b|\bdollars?\b/.test(text);
  const euros = /€|\beur\b|\beuros?\b/.test(text);
  if (dollars === euros) return null;
  const whole = (amount[1] ?? "").replaceAll(",", "");
  if (whole.length > 6) return null;
  const value = amount[2] ? `${whole}.${amount[2]}` : whole;
  const found = periodPatterns
    .map(({ period, pattern }) => ({ period, index: pattern.exec(text)?.index ?? -1 }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index)[0];
  const suffix = found ? ` /${found.period}` : "";
  const formatted = dollars ? `price $${value}${suffix}` : `${value} euros${suffix}`;
  return parsePricing(formatted)?.kind === "paid" ? formatted : null;
}

/**
 * The directory's pricing text for a submission: "Free", "Freemium", a price such as
 * "price $10 /month" when a paid tool's price could be read, else "" (shown as "Price not listed").
 */
export function draftPricing(pricing: SubmissionPricing, priceText: string): string {
  switch (pricing) {
    case "free":
      return "Free";
    case "freemium":
      return "Freemium";
    case "paid":
      return directoryPrice(priceText) ?? "";
  }
}

// --- The draft ----------------------------------------------------------------------------

/** Genres that a category implies often enough to be a useful first guess. */
const genreGuesses: Record<string, string> = {
  images: "Image generation",
  videos: "Video generation",
  chatbots: "Chatbot",
  nsfw: "Companion",
  "nsfw-images": "Image generation",
};

export function guessGenre(category: string): string {
  return genreGuesses[category] ?? "";
}

export type ExportedSubmission = {
  id: string;
  submittedAt: string;
  category: string;
  email: string;
  notes: string;
  uid: string;
  website: string;
  pricing: SubmissionPricing;
  priceText: string;
};

export type ExportRecord = {
  submission: ExportedSubmission;
  draft: Tool;
  editorChecklist: string[];
};

export type DraftOptions = {
  context?: DirectoryContext;
  /** The export date, YYYY-MM-DD: the draft's checkedAt. */
  today: string;
};

function quote(text: string): string {
  return JSON.stringify(text);
}

function pricingChecklist(submission: StoredSubmission, pricing: string): string {
  const where = `on ${submission.website}`;
  const wrote = submission.priceText ? ` (the submitter wrote ${quote(submission.priceText)})` : "";
  const then = "then set checkedAt to the day you checked";
  if (submission.pricing !== "paid" || pricing !== "") {
    return `Pricing: confirm ${quote(pricing)}${wrote} ${where}; ${then}.`;
  }
  const problem = submission.priceText
    ? `the submitter wrote ${quote(submission.priceText)}, which is not a single $ or € price`
    : "the tool is paid but no price was given";
  return `Pricing: ${problem}; find the price ${where} and set pricing to a form such as "price $9.99 /month" or "29 euros /month" (left empty it shows "Price not listed"); ${then}.`;
}

/**
 * The draft record and what the editor must still do. Never fails on values: whatever the
 * tool schema rejects (features, a short about, a missing genre) is listed in the checklist.
 */
export function submissionToDraft(
  submission: StoredSubmission,
  options: DraftOptions,
): ExportRecord {
  const context = options.context ?? emptyDirectoryContext;
  const slug = slugify(submission.name);
  const category = context.categories.get(submission.category);
  const genre = guessGenre(submission.category);
  const pricing = draftPricing(submission.pricing, submission.priceText);

  const draft: Tool = {
    name: submission.name,
    genre,
    shortDescription: submission.description,
    about: submission.description,
    features: [],
    pricing,
    link: toolPath(slug),
    externalLink: submission.website,
    imageUrl: monogramPath(slug),
    bgImageUrl: backgroundPath(slug),
    keywords: [submission.name.toLowerCase()],
    ...(category?.adult ? { censored: "true" as const } : {}),
    checkedAt: options.today,
  };

  const checklist: string[] = [];
  checklist.push(
    category
      ? `Category: paste "draft" into the "items" of ${category.file} (the submitter chose ${quote(category.name)}); move it if another category fits better.`
      : `Category: ${quote(submission.category)} matches no file in data/tools; choose the category file whose "items" the draft goes into.`,
  );
  const slugOwner = context.toolSlugs.get(slug);
  if (slugOwner) {
    checklist.push(
      `Duplicate? The link ${draft.link} is already used by ${slugOwner}: check whether the tool is already listed; if not, choose another slug for link.`,
    );
  }
  const host = hostOf(submission.website);
  const hostOwner = host ? context.toolHosts.get(host) : undefined;
  if (hostOwner && hostOwner !== slugOwner) {
    checklist.push(
      `Duplicate? ${host} is already the website of ${hostOwner}: check whether this is the same tool.`,
    );
  }
  checklist.push(
    `Logo and image: imageUrl and bgImageUrl point at generated artwork; run npm run images:tools after pasting, or save the tool's own logo under public/images/tools/ and point imageUrl at it.`,
  );
  checklist.push(
    `About: "about" is a copy of the submitter's description; write at least 50 characters in the directory's voice, and check shortDescription.`,
  );
  checklist.push(pricingChecklist(submission, pricing));
  checklist.push(
    genre
      ? `Genre: ${quote(genre)} is a guess from the category; check it.`
      : `Genre: fill in a short genre such as "Image generation" or "Meeting notes".`,
  );
  checklist.push(
    `Features and keywords: list at least one feature, and check the keywords (only the name so far); howToUse and useCases are optional but usual.`,
  );
  if (isHttpsUrl(submission.website) && hasReferralParameter(submission.website)) {
    checklist.push(
      `Website: ${submission.website} carries a referral parameter, so the link would be marked sponsored; remove it unless we have an affiliate deal.`,
    );
  }
  if (category?.adult) {
    checklist.push(
      `Adult category: censored is "true", as ${category.file} requires; check the tool belongs there.`,
    );
  }
  if (submission.notes) checklist.push(`Notes: read the submitter's notes (submission.notes).`);

  const checked = toolSchema.safeParse(draft);
  if (!checked.success) {
    for (const problem of describeIssues(checked.error)) checklist.push(`Schema: ${problem}`);
  }

  return {
    submission: {
      id: submission.id,
      submittedAt: submission.submittedAt.toISOString(),
      category: submission.category,
      email: submission.email,
      notes: submission.notes,
      uid: submission.uid,
      website: submission.website,
      pricing: submission.pricing,
      priceText: submission.priceText,
    },
    draft,
    editorChecklist: checklist,
  };
}

/** `<YYYY-MM-DD>-<tool-slug>-<first 6 characters of the document id>.json` (date in UTC). */
export function exportFileName(
  submission: Pick<StoredSubmission, "id" | "name" | "submittedAt">,
): string {
  const date = submission.submittedAt.toISOString().slice(0, 10);
  const idPart = submission.id.slice(0, 6).replace(/[^A-Za-z0-9_-]/g, "_");
  return `${date}-${slugify(submission.name)}-${idPart}.json`;
}

/** A document → its file name and the JSON to write. Throws DataValidationError for a bad document. */
export function exportSubmission(
  id: string,
  data: unknown,
  options: DraftOptions,
): { fileName: string; record: ExportRecord; text: string } {
  const submission = parseSubmissionDocument(id, data);
  const record = submissionToDraft(submission, options);
  return {
    fileName: exportFileName(submission),
    record,
    text: `${JSON.stringify(record, null, 2)}\n`,
  };
}

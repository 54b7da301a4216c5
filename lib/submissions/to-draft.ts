/**
 * Turns a tool_submissions document into a draft directory record for an editor to review
 * (`npm run submissions:export`). Pure: no Firebase, no file system, so tests feed it plain
 * objects. The CLI in scripts/submissions-export.ts reads Firestore and writes the files.
 */
import { z } from "zod";
import type { CatalogueFile } from "@/lib/directory/catalogue";
import { hasReferralParameter } from "@/lib/directory/outbound";
import { prevailingGenre } from "@/lib/directory/genre";
import { pricingDataText, readWrittenPrice } from "@/lib/directory/pricing";
import { slugify, toolPath, toolPathPrefix } from "@/lib/directory/slug";
import { backgroundPath, monogramPath } from "@/lib/directory/tool-images";
import { isHttpsUrl } from "@/lib/schemas/common";
import { DataValidationError, describeIssues } from "@/lib/schemas/issues";
import { normaliseWebsite } from "@/lib/schemas/submission";
import { toolSchema, type Tool } from "@/lib/schemas/tool";
import type { SubmissionPricing } from "@/lib/submission-fields";
import { printableJson } from "@/lib/terminal-text";

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

/** Which statuses a reader accepts, and the sentence for any other. */
const statusRules = {
  export: { values: ["pending"], rule: '"pending" (only pending submissions are exported)' },
  review: {
    values: ["pending", "exported"],
    rule: '"pending" or "exported" (only a submission waiting for review can be reviewed)',
  },
} as const;

/**
 * The document as firestore.rules let the form write it (status: as npm run submissions:export
 * may have changed it). Types are strict; values are left to the draft check.
 */
function storedSubmissionSchema(statuses: (typeof statusRules)[keyof typeof statusRules]) {
  return z.object(
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
      status: z.enum(statuses.values, {
        error: (issue) =>
          issue.input === undefined
            ? "is missing"
            : `must be ${statuses.rule}, got ${kindOf(issue.input)}`,
      }),
      uid: textField().min(1, "must not be empty"),
      submittedAt: timestampField,
    },
    { error: (issue) => `must be a document (a map of fields), got ${kindOf(issue.input)}` },
  );
}

const exportSchema = storedSubmissionSchema(statusRules.export);
const reviewSchema = storedSubmissionSchema(statusRules.review);

export type StoredSubmission = z.output<typeof reviewSchema> & { id: string };

/**
 * Checks a tool_submissions document's fields and types. Throws a DataValidationError that
 * names the document and every bad field ("name: is missing", "priceText: must be text, got
 * the number 10") rather than producing a half-filled draft. For review (submissions:review) a
 * submission already drafted by submissions:export ("exported") is accepted too.
 */
export function parseSubmissionDocument(
  id: string,
  data: unknown,
  { forReview = false }: { forReview?: boolean } = {},
): StoredSubmission {
  const source = `${submissionsCollection}/${id}`;
  if (id.trim() === "") throw new DataValidationError(source, ["id: must not be empty"]);
  const result = (forReview ? reviewSchema : exportSchema).safeParse(data);
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
  /** The genre most of its tools share, as the guess for a submitted tool; "" when none prevails. */
  genreGuess: string;
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
  genre: z.string().optional(),
  link: z.string().optional(),
  externalLink: z.string().optional(),
});

function hostOf(url: string): string | null {
  if (!isHttpsUrl(url)) return null;
  return new URL(url).hostname.replace(/^www\./, "");
}

/**
 * The categories (slug, file, adult, genre guess) and the tools' slugs and hosts, read
 * leniently from the category files (npm run content:check reports what is wrong with them).
 */
export function directoryContext(files: readonly CatalogueFile[]): DirectoryContext {
  const categories = new Map<string, DirectoryCategoryInfo>();
  const toolSlugs = new Map<string, string>();
  const toolHosts = new Map<string, string>();
  for (const { file, data } of files) {
    const category = looseCategorySchema.safeParse(data);
    if (!category.success) continue;
    const genres: string[] = [];
    for (const item of category.data.items) {
      const tool = looseToolSchema.safeParse(item);
      if (!tool.success) continue;
      genres.push(tool.data.genre ?? "");
      const label = `${file} › "${tool.data.name}"`;
      const link = tool.data.link;
      if (link?.startsWith(toolPathPrefix)) toolSlugs.set(link.slice(toolPathPrefix.length), label);
      const host = tool.data.externalLink ? hostOf(tool.data.externalLink) : null;
      if (host) toolHosts.set(host, label);
    }
    const slug = slugify(category.data.name);
    categories.set(slug, {
      slug,
      name: category.data.name,
      file,
      adult: category.data.adult === true,
      genreGuess: prevailingGenre(genres),
    });
  }
  return { categories, toolSlugs, toolHosts };
}

// --- Pricing ------------------------------------------------------------------------------

/**
 * A price the submitter wrote ("$10/month", "From 29 USD a month", "€19 per year", "49$")
 * in the directory's form ("price $10 /month", "29 euros /month"), or null when it names
 * no single dollar or euro amount.
 */
export function directoryPrice(priceText: string): string | null {
  const price = readWrittenPrice(priceText);
  return price ? pricingDataText(price) : null;
}

/**
 * The directory's pricing text for a submission: "Free", "Freemium", a price such as
 * "price $10 /month" when a paid tool's price could be read, else "" (shown as "Price not listed").
 */
export function draftPricing(pricing: SubmissionPricing, priceText: string): string {
  if (pricing !== "paid") return pricingDataText({ kind: pricing });
  return directoryPrice(priceText) ?? "";
}

// --- The draft ----------------------------------------------------------------------------

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
  /** The export date, YYYY-MM-DD: the date of the draft's source (the tool's site). */
  today: string;
};

function quote(text: string): string {
  return JSON.stringify(text);
}

function pricingChecklist(submission: StoredSubmission, pricing: string): string {
  const where = `on ${submission.website}`;
  const wrote = submission.priceText ? ` (the submitter wrote ${quote(submission.priceText)})` : "";
  const then =
    'then set the source\'s "seen" to the day you checked (it carries "confirmsPrice": true; remove that flag and leave pricing "" if you could not confirm a price)';
  if (submission.pricing !== "paid" || pricing !== "") {
    return `Pricing: confirm ${quote(pricing)}${wrote} ${where}; ${then}.`;
  }
  const problem = submission.priceText
    ? `the submitter wrote ${quote(submission.priceText)}, which is not a single $ or € price`
    : "the tool is paid but no price was given";
  return `Pricing: ${problem}; find the price ${where} and set pricing to a form such as "price $9.99 /month" or "29 euros /month" (left empty it shows "Price not listed"); ${then}.`;
}

function draftRecord(
  submission: StoredSubmission,
  category: DirectoryCategoryInfo | undefined,
  today: string,
): Tool {
  const slug = slugify(submission.name);
  return {
    name: submission.name,
    genre: category?.genreGuess ?? "",
    shortDescription: submission.description,
    about: submission.description,
    features: [],
    pricing: draftPricing(submission.pricing, submission.priceText),
    link: toolPath(slug),
    externalLink: submission.website,
    imageUrl: monogramPath(slug),
    bgImageUrl: backgroundPath(slug),
    keywords: [submission.name.toLowerCase()],
    tasks: [],
    ...(category?.adult ? { censored: "true" as const } : {}),
    sources: [
      {
        url: submission.website,
        title: `${submission.name}: official website`,
        seen: today,
        confirmsPrice: true,
      },
    ],
  };
}

function categoryChecklist(
  submission: StoredSubmission,
  category: DirectoryCategoryInfo | undefined,
): string {
  return category
    ? `Category: paste "draft" into the "items" of ${category.file} (the submitter chose ${quote(category.name)}); move it if another category fits better.`
    : `Category: ${quote(submission.category)} matches no file in data/tools; choose the category file whose "items" the draft goes into.`;
}

/** A warning for each tool already listed with the draft's link or website. */
function duplicateChecklist(
  submission: StoredSubmission,
  draft: Tool,
  context: DirectoryContext,
): string[] {
  const lines: string[] = [];
  const slugOwner = context.toolSlugs.get(slugify(submission.name));
  if (slugOwner) {
    lines.push(
      `Duplicate? The link ${draft.link} is already used by ${slugOwner}: check whether the tool is already listed; if not, choose another slug for link.`,
    );
  }
  const host = hostOf(submission.website);
  const hostOwner = host ? context.toolHosts.get(host) : undefined;
  if (hostOwner && hostOwner !== slugOwner) {
    lines.push(
      `Duplicate? ${host} is already the website of ${hostOwner}: check whether this is the same tool.`,
    );
  }
  return lines;
}

/** What the editor must still write or check in any draft, in the checklist's order. */
function contentChecklist(submission: StoredSubmission, draft: Tool): string[] {
  return [
    `Logo and image: imageUrl and bgImageUrl point at generated artwork; run npm run images:tools after pasting, or save the tool's own logo under public/images/tools/ and point imageUrl at it.`,
    `About: "about" is a copy of the submitter's description; write at least 50 characters in the directory's voice, and check shortDescription.`,
    pricingChecklist(submission, draft.pricing),
    draft.genre
      ? `Genre: ${quote(draft.genre)} is a guess from the category; check it.`
      : `Genre: fill in a short genre such as "Image generation" or "Meeting notes".`,
    `Features and keywords: list at least one feature, and check the keywords (only the name so far); howToUse and useCases are optional but usual.`,
    `Tasks: list 1 to 8 task ids from data/tasks, its main job first (the order sets its place on each task's page); add a task to data/tasks if none fits.`,
  ];
}

/** Warnings that apply to some submissions only: referral links, adult categories, notes, schema problems. */
function cautionChecklist(
  submission: StoredSubmission,
  draft: Tool,
  category: DirectoryCategoryInfo | undefined,
): string[] {
  const lines: string[] = [];
  if (isHttpsUrl(submission.website) && hasReferralParameter(submission.website)) {
    lines.push(
      `Website: ${submission.website} carries a referral parameter, so the link would be marked sponsored; remove it unless we have an affiliate deal.`,
    );
  }
  if (category?.adult) {
    lines.push(
      `Adult category: censored is "true", as ${category.file} requires; check the tool belongs there.`,
    );
  }
  if (submission.notes) lines.push(`Notes: read the submitter's notes (submission.notes).`);
  const checked = toolSchema.safeParse(draft);
  if (!checked.success) {
    for (const problem of describeIssues(checked.error)) lines.push(`Schema: ${problem}`);
  }
  return lines;
}

function exportedFacts(submission: StoredSubmission): ExportedSubmission {
  return {
    id: submission.id,
    submittedAt: submission.submittedAt.toISOString(),
    category: submission.category,
    email: submission.email,
    notes: submission.notes,
    uid: submission.uid,
    website: submission.website,
    pricing: submission.pricing,
    priceText: submission.priceText,
  };
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
  const category = context.categories.get(submission.category);
  const draft = draftRecord(submission, category, options.today);
  return {
    submission: exportedFacts(submission),
    draft,
    editorChecklist: [
      categoryChecklist(submission, category),
      ...duplicateChecklist(submission, draft, context),
      ...contentChecklist(submission, draft),
      ...cautionChecklist(submission, draft, category),
    ],
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

/**
 * A document → its file name and the JSON to write (control and bidi characters in it written as
 * `\u` escapes: the same values, safe to open or print). Throws DataValidationError for a bad document.
 */
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
    text: `${printableJson(record, 2)}\n`,
  };
}

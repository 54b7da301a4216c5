/**
 * Turns a tool_submissions document into a draft directory record for an editor to review
 * (`npm run submissions:export`), with a checklist of what is left to do and what the directory
 * already lists on the same site. Pure: no Firebase, no file system, so tests feed it plain
 * objects. The CLI in scripts/submissions-export.ts reads Firestore and writes the files.
 */
import { hasReferralParameter } from "@/lib/directory/outbound";
import { pricingDataText, readWrittenPrice } from "@/lib/directory/pricing";
import { slugify, toolPath } from "@/lib/directory/slug";
import { monogramPath } from "@/lib/directory/tool-images";
import { isHttpsUrl } from "@/lib/schemas/common";
import { describeIssues } from "@/lib/schemas/issues";
import { toolSchema, type Tool } from "@/lib/schemas/tool";
import type { SubmissionPricing } from "@/lib/submission-fields";
import { printableJson } from "@/lib/terminal-text";
import {
  emptyDirectoryIndex,
  toolsOnSameSite,
  type DirectoryIndex,
  type IndexedCategory,
} from "./directory-index";
import { parseSubmissionDocument, type StoredSubmission } from "./stored-submission";

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
  /** What the directory lists (directoryIndex); without it the draft guesses nothing. */
  index?: DirectoryIndex;
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
  category: IndexedCategory | undefined,
  today: string,
): Tool {
  const slug = slugify(submission.name);
  return {
    name: submission.name,
    genre: category?.usualGenre ?? "",
    shortDescription: submission.description,
    about: submission.description,
    features: [],
    pricing: draftPricing(submission.pricing, submission.priceText),
    link: toolPath(slug),
    externalLink: submission.website,
    imageUrl: monogramPath(slug),
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
  category: IndexedCategory | undefined,
): string {
  return category
    ? `Category: paste "draft" into the "items" of ${category.file} (the submitter chose ${quote(category.name)}); move it if another category fits better.`
    : `Category: ${quote(submission.category)} matches no file in data/tools; choose the category file whose "items" the draft goes into.`;
}

/** A warning for each tool already listed with the draft's link, or on the same site. */
function duplicateChecklist(
  submission: StoredSubmission,
  draft: Tool,
  index: DirectoryIndex,
): string[] {
  const lines: string[] = [];
  const slugOwner = index.tools.get(slugify(submission.name));
  if (slugOwner) {
    lines.push(
      `Duplicate? The link ${draft.link} is already used by ${slugOwner.label}: check whether the tool is already listed; if not, choose another slug for link.`,
    );
  }
  for (const listed of toolsOnSameSite(index, submission.website)) {
    if (listed === slugOwner) continue;
    lines.push(
      `Duplicate? ${listed.site.normalised} is already the website of ${listed.label}: check whether this is the same tool.`,
    );
  }
  return lines;
}

/** What the editor must still write or check in any draft, in the checklist's order. */
function contentChecklist(submission: StoredSubmission, draft: Tool): string[] {
  return [
    `Logo: imageUrl points at a generated monogram; run npm run images:tools after pasting, or save the tool's own logo under public/images/tools/ and point imageUrl at it.`,
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
  category: IndexedCategory | undefined,
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
  const index = options.index ?? emptyDirectoryIndex;
  const category = index.categories.get(submission.category);
  const draft = draftRecord(submission, category, options.today);
  return {
    submission: exportedFacts(submission),
    draft,
    editorChecklist: [
      categoryChecklist(submission, category),
      ...duplicateChecklist(submission, draft, index),
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

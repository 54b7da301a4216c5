/**
 * The decisions of npm run submissions:review, as pure functions: what the catalogue already
 * has on a submission's site, the category file an approval would write (checked by the same
 * schemas and cross-checks as the build, before anything is written), and a rejection's fields.
 * No Firebase, no file system: the CLI (scripts/submissions-review.ts) reads and writes.
 */
import { checkDirectory } from "@/lib/data/directory-check";
import type { CatalogueFile, CatalogueOptions } from "@/lib/directory/catalogue";
import type { TaskFile } from "@/lib/directory/tasks";
import { slugify, slugPattern, toolPath } from "@/lib/directory/slug";
import { monogramPath, monogramSvg } from "@/lib/directory/tool-images";
import { describeIssues } from "@/lib/schemas/issues";
import { toolSchema, type Tool } from "@/lib/schemas/tool";
import {
  isRejectionReason,
  reasonNoteMax,
  rejectionReasons,
  type RejectionReason,
} from "./review-outcome";
import {
  directoryIndex,
  toolsOnSameSite,
  type DirectoryIndex,
  type IndexedCategory,
} from "./directory-index";
import type { StoredSubmission } from "./stored-submission";
import { submissionToDraft } from "./to-draft";

/** A decision that cannot be carried out, with every reason, each naming what to change. */
export class ReviewError extends Error {
  constructor(
    readonly summary: string,
    readonly problems: readonly string[] = [],
  ) {
    super(
      problems.length > 0 ? `${summary}\n${problems.map((p) => `  - ${p}`).join("\n")}` : summary,
    );
    this.name = "ReviewError";
  }
}

// --- What the catalogue already has --------------------------------------------------------

export type CatalogueMatch = {
  name: string;
  slug: string;
  /** The category file, e.g. data/tools/01-text.json. */
  file: string;
  /** The listed website in its compared form: "chatgpt.com". */
  address: string;
};

/** The listed tools on the same site as `website` (see sameSite), as the editor is shown them. */
export function catalogueMatches(website: string, index: DirectoryIndex): CatalogueMatch[] {
  return toolsOnSameSite(index, website).map(({ name, slug, file, site }) => ({
    name,
    slug,
    file,
    address: site.normalised,
  }));
}

// --- Approving ------------------------------------------------------------------------------

/** What the editor settles on approval; anything left out comes from the submission. */
export type ApprovalChoices = {
  /** Category slug; default the one the submitter chose. */
  category?: string | undefined;
  /** Default: the name's slug. */
  slug?: string | undefined;
  /** Default: the genre most of the category's tools share. */
  genre?: string | undefined;
  /** Default: the submitter's description (the directory wants at least 50 characters). */
  about?: string | undefined;
  /** At least one; the submission has none. */
  features?: readonly string[] | undefined;
  /** Default: the name. */
  keywords?: readonly string[] | undefined;
  /** Ids of data/tasks, its main job first: 1–8; the submission has none. */
  tasks?: readonly string[] | undefined;
  /** With a price: the words on the tool's site that state it, copied (the source's quote). */
  priceQuote?: string | undefined;
  /**
   * The pricing the editor confirmed on the tool's site today, in the directory's form
   * ("Freemium", "price $9.99 /month"): the tool's site becomes the source that confirms it. Without it the listing states no price.
   */
  pricing?: string | undefined;
};

/** The directory's files as they stand, and what its checks ask of the disk. */
export type ApprovalContext = {
  files: readonly CatalogueFile[];
  /** The task vocabulary (data/tasks), against which the tool's tasks are checked. */
  taskFiles: readonly TaskFile[];
  /** YYYY-MM-DD: the day the editor checked the site. */
  today: string;
  publicFileExists: (sitePath: string) => boolean;
  logoExists?: (ref: string) => boolean;
};

export type PlannedImage = { sitePath: string; content: string };

export type ApprovalPlan = {
  /** The category file written, as the catalogue names it (data/tools/01-text.json). */
  file: string;
  categorySlug: string;
  categoryName: string;
  slug: string;
  tool: Tool;
  /** The whole category file as it will be written. */
  text: string;
  /** The generated monogram and banner the tool points at, when they do not exist yet. */
  images: PlannedImage[];
  /** Sites of listed tools this one shares (the editor has been shown them). */
  matches: CatalogueMatch[];
};

/** Which option sets each field, for the messages. */
const optionFor: Partial<Record<string, string>> = {
  genre: "--genre",
  about: "--about",
  features: "--feature (once per feature)",
  keywords: "--keyword",
  tasks: "--task (once per task, its main job first)",
  pricing: "--pricing",
  sources: "--price-quote (the words on its site that state the price)",
  link: "--slug",
  name: "(the submitted name)",
  shortDescription: "(the submitted description)",
  externalLink: "(the submitted website)",
};

function withOption(problem: string): string {
  // "features: …" from the tool schema, or "data/tools/x.json › "Name" › link: …" from the catalogue.
  const field =
    /^([A-Za-z]+)[.:[]/.exec(problem)?.[1] ?? /› "[^"]*" › ([A-Za-z]+)/.exec(problem)?.[1] ?? "";
  const option = optionFor[field];
  return option ? `${problem} [${option}]` : problem;
}

/** Problems in `after` that `before` did not have (each counted), i.e. the ones this change makes. */
function newProblems(before: readonly string[], after: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const problem of before) counts.set(problem, (counts.get(problem) ?? 0) + 1);
  return after.filter((problem) => {
    const left = counts.get(problem) ?? 0;
    if (left === 0) return true;
    counts.set(problem, left - 1);
    return false;
  });
}

function trimmedList(values: readonly string[] | undefined): string[] | undefined {
  if (!values) return undefined;
  const kept = values.map((value) => value.trim()).filter(Boolean);
  return kept.length > 0 ? kept : undefined;
}

/** The directory record the editor approves: the draft, their choices, and the day's source. */
function approvedTool(
  submission: StoredSubmission,
  draft: Tool,
  slug: string,
  adult: boolean,
  choices: ApprovalChoices,
  today: string,
): Tool {
  const pricing = choices.pricing?.trim() ?? "";
  return {
    name: submission.name,
    genre: choices.genre?.trim() || draft.genre,
    shortDescription: draft.shortDescription,
    about: choices.about?.trim() || draft.about,
    features: trimmedList(choices.features) ?? [],
    pricing,
    link: toolPath(slug),
    externalLink: draft.externalLink,
    imageUrl: monogramPath(slug),
    keywords: trimmedList(choices.keywords) ?? draft.keywords,
    tasks: trimmedList(choices.tasks) ?? [],
    ...(adult ? { censored: "true" as const } : {}),
    // A price is stated only when the editor confirmed it today; the tool's own site is the
    // dated source of that check (and of the listing itself when no price is stated).
    sources: [
      {
        url: draft.externalLink,
        title: `${submission.name}: official website`,
        seen: today,
        kind: "vendor" as const,
        ...(pricing && choices.priceQuote?.trim() ? { quote: choices.priceQuote.trim() } : {}),
        ...(pricing ? { confirmsPrice: true as const } : {}),
      },
    ],
  };
}

/**
 * The category files with `tool` appended to `file`'s items. The catalogue has accepted that file
 * (its category is in the index); the raw JSON is what gets rewritten, keys in their order, so
 * this only narrows its type, with a ReviewError should it have changed meanwhile.
 */
function withToolAppended(
  current: ApprovalContext["files"],
  file: string,
  tool: unknown,
): { updated: object; files: ApprovalContext["files"] } {
  const target = current.find((entry) => entry.file === file);
  const data = target?.data;
  if (
    !target ||
    typeof data !== "object" ||
    data === null ||
    !("items" in data) ||
    !Array.isArray(data.items)
  ) {
    throw new ReviewError(
      `${file} is not a category file with "items"; run npm run content:check.`,
    );
  }
  const updated = { ...data, items: [...(data.items as unknown[]), tool] };
  return {
    updated,
    files: current.map((entry) => (entry === target ? { file: entry.file, data: updated } : entry)),
  };
}

/** The category and slug an approval lists the tool under; a ReviewError when either is wrong. */
function approvalTarget(
  submission: StoredSubmission,
  choices: ApprovalChoices,
  index: DirectoryIndex,
): { category: IndexedCategory; slug: string } {
  const categorySlug = choices.category?.trim() || submission.category;
  const category = index.categories.get(categorySlug);
  if (!category) {
    throw new ReviewError(
      `Unknown category "${categorySlug}"${choices.category ? "" : " (the submitter's choice)"}: pass --category with one of ${[...index.categories.keys()].join(", ")}.`,
    );
  }
  const slug = choices.slug?.trim() || slugify(submission.name);
  if (!slugPattern.test(slug)) {
    throw new ReviewError(
      `The slug "${slug}" is not lowercase words joined by hyphens: pass --slug, e.g. --slug ${slugify(slug) || "my-tool"}.`,
    );
  }
  return { category, slug };
}

/** The record approved, valid for the tool schema; a ReviewError naming what is missing. */
function checkedTool(
  submission: StoredSubmission,
  choices: ApprovalChoices,
  target: { category: IndexedCategory; slug: string; index: DirectoryIndex; today: string },
): Tool {
  const { category, slug, index, today } = target;
  const draft = submissionToDraft({ ...submission, category: category.slug }, { index, today });
  const tool = approvedTool(submission, draft.draft, slug, category.adult, choices, today);
  const checked = toolSchema.safeParse(tool);
  if (!checked.success) {
    throw new ReviewError(
      `${submission.name} cannot be listed as it stands; give what is missing:`,
      describeIssues(checked.error).map(withOption),
    );
  }
  return checked.data;
}

/** The generated monogram the tool points at, when it does not exist yet. */
function plannedImages(
  name: string,
  slug: string,
  publicFileExists: (sitePath: string) => boolean,
): PlannedImage[] {
  return [{ sitePath: monogramPath(slug), content: monogramSvg(name, slug) }].filter(
    (image) => !publicFileExists(image.sitePath),
  );
}

/**
 * The category file with the approved tool added at the end, checked as a whole with the
 * build's schemas and cross-checks (slugs unique across files, adult categories, images, tasks)
 * against the directory as it stands: throws a ReviewError naming every problem, and the option
 * that fixes it, instead. Problems the data already had (another file broken, a bad record) are
 * not this approval's and do not stop it.
 */
export function planApproval(
  submission: StoredSubmission,
  choices: ApprovalChoices,
  context: ApprovalContext,
): ApprovalPlan {
  const options: CatalogueOptions = {
    publicFileExists: context.publicFileExists,
    ...(context.logoExists ? { logoExists: context.logoExists } : {}),
    today: context.today,
  };
  const before = checkDirectory({ tools: context.files, tasks: context.taskFiles }, options);
  const index = directoryIndex(before.catalogue.catalogue);
  const { category, slug } = approvalTarget(submission, choices, index);
  const tool = checkedTool(submission, choices, { category, slug, index, today: context.today });
  const { updated, files } = withToolAppended(context.files, category.file, tool);
  const images = plannedImages(submission.name, slug, context.publicFileExists);
  const planned = new Set(images.map((image) => image.sitePath));
  const after = checkDirectory(
    { tools: files, tasks: context.taskFiles },
    { ...options, publicFileExists: (path) => planned.has(path) || context.publicFileExists(path) },
  );
  const introduced = newProblems(before.errors, after.errors);
  if (introduced.length > 0) {
    throw new ReviewError(
      `Adding ${submission.name} to ${category.file} would break the directory data; nothing was written:`,
      introduced.map(withOption),
    );
  }
  return {
    file: category.file,
    categorySlug: category.slug,
    categoryName: category.name,
    slug,
    tool,
    text: `${JSON.stringify(updated, null, 2)}\n`,
    images,
    matches: catalogueMatches(submission.website, index),
  };
}

// --- Rejecting -----------------------------------------------------------------------------

export type Rejection = { status: "rejected"; reason: RejectionReason; reasonNote: string };

/** A rejection's fields, or a ReviewError naming the choices (an unknown reason, a long note). */
export function planRejection(reason: string, note = ""): Rejection {
  if (!isRejectionReason(reason)) {
    throw new ReviewError(
      `Unknown reason "${reason}": pass --reason with one of ${rejectionReasons.map((r) => r.value).join(", ")}.`,
    );
  }
  const reasonNote = note.trim();
  if (reasonNote.length > reasonNoteMax) {
    throw new ReviewError(
      `The note has ${reasonNote.length} characters; the submitter sees it, so keep it to ${reasonNoteMax}.`,
    );
  }
  if (reason === "other" && reasonNote === "") {
    throw new ReviewError(
      'A rejection for "other" needs a note saying why (--note "…"): the submitter reads it.',
    );
  }
  return { status: "rejected", reason, reasonNote };
}

/**
 * The decisions of npm run submissions:review, as pure functions: what the catalogue already
 * has on a submission's site, the category file an approval would write (checked by the same
 * schemas and cross-checks as the build, before anything is written), and a rejection's fields.
 * No Firebase, no file system: the CLI (scripts/submissions-review.ts) reads and writes.
 */
import { buildTaskIndex } from "@/lib/directory/tasks";
import { buildCatalogue, type CatalogueFile } from "@/lib/directory/catalogue";
import { sameSite, siteAddress } from "@/lib/directory/site-address";
import { slugify, slugPattern, toolPath, toolPathPrefix } from "@/lib/directory/slug";
import {
  backgroundPath,
  backgroundSvg,
  monogramPath,
  monogramSvg,
} from "@/lib/directory/tool-images";
import { describeIssues } from "@/lib/schemas/issues";
import { toolSchema, type Tool } from "@/lib/schemas/tool";
import {
  isRejectionReason,
  reasonNoteMax,
  rejectionReasons,
  type RejectionReason,
} from "./review-outcome";
import { directoryContext, submissionToDraft, type StoredSubmission } from "./to-draft";

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

/** The listed tools on the same site as `website` (see sameSite), read leniently from the files. */
export function catalogueMatches(
  website: string,
  files: readonly CatalogueFile[],
): CatalogueMatch[] {
  const address = siteAddress(website);
  if (!address) return [];
  const matches: CatalogueMatch[] = [];
  for (const { file, data } of files) {
    const items =
      typeof data === "object" && data !== null && "items" in data && Array.isArray(data.items)
        ? (data.items as unknown[])
        : [];
    for (const item of items) {
      if (typeof item !== "object" || item === null) continue;
      const { name, link, externalLink } = item as Record<string, unknown>;
      if (typeof name !== "string" || typeof externalLink !== "string") continue;
      const listed = siteAddress(externalLink);
      if (!listed || !sameSite(address, listed)) continue;
      const slug =
        typeof link === "string" && link.startsWith(toolPathPrefix)
          ? link.slice(toolPathPrefix.length)
          : slugify(name);
      matches.push({ name, slug, file, address: listed.normalised });
    }
  }
  return matches;
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
  /**
   * The pricing the editor confirmed on the tool's site today, in the directory's form
   * ("Freemium", "price $9.99 /month"): the tool's site becomes the source that confirms it. Without it the listing states no price.
   */
  pricing?: string | undefined;
};

export type ApprovalContext = {
  files: readonly CatalogueFile[];
  /** The task vocabulary (data/tasks), against which the tool's tasks are checked. */
  taskFiles?: readonly CatalogueFile[];
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
    bgImageUrl: backgroundPath(slug),
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
        ...(pricing ? { confirmsPrice: true as const } : {}),
      },
    ],
  };
}

/** The category files with `tool` appended to `file`'s items; a ReviewError when it has none. */
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

/**
 * The category file with the approved tool added at the end, validated as a whole with the
 * build's schemas and cross-checks (slugs unique across files, adult categories, images):
 * throws a ReviewError naming every problem, and the option that fixes it, instead.
 * Problems the data already had are not this approval's and do not stop it.
 */
export function planApproval(
  submission: StoredSubmission,
  choices: ApprovalChoices,
  context: ApprovalContext,
): ApprovalPlan {
  const directory = directoryContext(context.files);
  const categorySlug = choices.category?.trim() || submission.category;
  const category = directory.categories.get(categorySlug);
  if (!category) {
    throw new ReviewError(
      `Unknown category "${categorySlug}"${choices.category ? "" : " (the submitter's choice)"}: pass --category with one of ${[...directory.categories.keys()].join(", ")}.`,
    );
  }
  const slug = choices.slug?.trim() || slugify(submission.name);
  if (!slugPattern.test(slug)) {
    throw new ReviewError(
      `The slug "${slug}" is not lowercase words joined by hyphens: pass --slug, e.g. --slug ${slugify(slug) || "my-tool"}.`,
    );
  }
  const draft = submissionToDraft(
    { ...submission, category: categorySlug },
    { context: directory, today: context.today },
  ).draft;
  const tool = approvedTool(submission, draft, slug, category.adult, choices, context.today);
  const checked = toolSchema.safeParse(tool);
  if (!checked.success) {
    throw new ReviewError(
      `${submission.name} cannot be listed as it stands; give what is missing:`,
      describeIssues(checked.error).map(withOption),
    );
  }

  const { updated, files } = withToolAppended(context.files, category.file, checked.data);

  const images: PlannedImage[] = [
    { sitePath: monogramPath(slug), content: monogramSvg(submission.name, slug) },
    { sitePath: backgroundPath(slug), content: backgroundSvg(slug) },
  ].filter((image) => !context.publicFileExists(image.sitePath));
  const planned = new Set(images.map((image) => image.sitePath));
  const options = {
    publicFileExists: (sitePath: string) =>
      planned.has(sitePath) || context.publicFileExists(sitePath),
    ...(context.logoExists ? { logoExists: context.logoExists } : {}),
    today: context.today,
  };
  const problemsOf = (data: ApprovalContext["files"]) => {
    const report = buildCatalogue(data, options);
    const tasks = context.taskFiles ? buildTaskIndex(context.taskFiles, report.catalogue) : null;
    return [...report.errors, ...(tasks?.errors ?? [])];
  };
  const introduced = newProblems(problemsOf(context.files), problemsOf(files));
  if (introduced.length > 0) {
    throw new ReviewError(
      `Adding ${submission.name} to ${category.file} would break the directory data; nothing was written:`,
      introduced.map(withOption),
    );
  }
  return {
    file: category.file,
    categorySlug,
    categoryName: category.name,
    slug,
    tool: checked.data,
    text: `${JSON.stringify(updated, null, 2)}\n`,
    images,
    matches: catalogueMatches(submission.website, context.files),
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

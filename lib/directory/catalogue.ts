/**
 * Turns the raw category files into the typed, cross-checked catalogue. Pure: file reading
 * and the "does this image exist" question are passed in, so tests can feed fixtures.
 */
import { categorySchema, toolSchema, type Tool, type ToolStatus } from "@/lib/schemas/tool";
import { describeIssues } from "@/lib/schemas/issues";
import { normaliseGenre } from "./genre";
import { outboundLink, type OutboundLink } from "./outbound";
import { parsePricing, type Pricing } from "./pricing";
import { slugify, toolPathPrefix } from "./slug";
import { isHttpsUrl } from "@/lib/schemas/common";
import { isLocalImagePath } from "@/lib/schemas/tool";
import { logoPath } from "./logos";
import { monogramPath } from "./tool-images";
import { monthsBetween } from "./freshness";

export type DirectoryTool = Tool & {
  slug: string;
  /** The lifecycle, "active" when the data leaves it out. */
  status: ToolStatus;
  categorySlug: string;
  categoryName: string;
  adult: boolean;
  /** Promoted as Featured and still active: a discontinued tool leaves the featured slots. */
  featured: boolean;
  genreLabel: string;
  price: Pricing;
  /** What a listing shows: the brand logo tile when the data maps one, otherwise imageUrl. */
  logoUrl: string;
  /** A freemium tool's cheapest paid plan, when the data states it. */
  paidFromPrice: Pricing | null;
  outbound: OutboundLink;
};

export type DirectoryCategory = {
  name: string;
  slug: string;
  title: string;
  description: string;
  current: boolean;
  adult: boolean;
  /** Featured tools first, discontinued ones last, otherwise in the order of the data file. */
  tools: DirectoryTool[];
};

export type Catalogue = {
  categories: DirectoryCategory[];
  tools: DirectoryTool[];
  toolsBySlug: Map<string, DirectoryTool>;
};

/** One category file: its path for messages, and its parsed JSON or the reason it did not parse. */
export type CatalogueFile = { file: string; data: unknown; parseError?: string };

export type CatalogueReport = {
  catalogue: Catalogue;
  errors: string[];
  warnings: string[];
};

export type CatalogueOptions = {
  /** Whether a site-relative path such as /images/tools/x.svg names a file under public/. */
  publicFileExists: (sitePath: string) => boolean;
  /** Whether a logo reference ("simple-icons:notion") names an icon its package has. */
  logoExists?: (ref: string) => boolean;
  /** "Today" for the staleness warning, YYYY-MM-DD. */
  today: string;
  /** Tools whose checkedAt is older than this many months get a warning. */
  staleAfterMonths?: number;
};

/** The year from which a checkedAt must come from a recorded source. */
export const sourcedFromYear = "2026";

/**
 * The rules between the lifecycle, the dates and the sources of one tool, as messages of the
 * form "field: what is wrong". Dates compare as written: "2026-03" sorts before "2026-03-14".
 */
export function lifecycleProblems(tool: Tool, today: string): string[] {
  const problems: string[] = [];
  const status = tool.status ?? "active";
  const sources = tool.sources ?? [];
  if (tool.checkedAt === undefined) {
    // Nothing dated confirms the pricing, so the entry may state none, but it must show what
    // confirms the tool itself.
    if (tool.pricing.trim() !== "" || tool.paidFrom !== undefined || tool.pricingNote !== undefined)
      problems.push(
        'checkedAt: required when the entry states a price (pricing, paidFrom or pricingNote); without a dated source that confirms the price, leave pricing "" and the other two out',
      );
    if (sources.length === 0)
      problems.push(
        "sources: a tool with no checkedAt must list the dated sources that confirm it",
      );
  } else if (tool.checkedAt > today) {
    problems.push(`checkedAt: ${tool.checkedAt} is in the future`);
  }
  if (
    tool.checkedAt !== undefined &&
    tool.checkedAt >= sourcedFromYear &&
    !sources.some((source) => source.seen === tool.checkedAt)
  ) {
    problems.push(
      sources.length === 0
        ? `checkedAt: ${tool.checkedAt} needs a source: from ${sourcedFromYear} on, the date is the "seen" date of a listed source that confirms the pricing`
        : `checkedAt: ${tool.checkedAt} is not the "seen" date of any of its sources (${sources.map((s) => s.seen).join(", ")})`,
    );
  }
  const urls = new Set<string>();
  sources.forEach((source, index) => {
    if (source.seen > today) {
      problems.push(`sources[${index}].seen: ${source.seen} is in the future`);
    }
    if (urls.has(source.url)) problems.push(`sources[${index}].url: ${source.url} is listed twice`);
    urls.add(source.url);
  });
  if (tool.paidFrom !== undefined && parsePricing(tool.pricing)?.kind !== "freemium") {
    problems.push(
      'paidFrom: only a "Freemium" tool has a cheapest paid plan apart from its pricing',
    );
  }
  if (status === "discontinued") {
    if (tool.discontinuedOn === undefined) {
      problems.push(
        'discontinuedOn: required when status is "discontinued" (YYYY-MM-DD or YYYY-MM)',
      );
    } else if (tool.discontinuedOn > today) {
      problems.push(`discontinuedOn: ${tool.discontinuedOn} is in the future`);
    }
  } else if (tool.discontinuedOn !== undefined) {
    problems.push('discontinuedOn: only a tool whose status is "discontinued" has a closing date');
  }
  if (status === "renamed") {
    if (tool.renamedTo === undefined) {
      problems.push('renamedTo: required when status is "renamed" (the new name)');
    } else if (tool.renamedTo === tool.name) {
      problems.push("renamedTo: must differ from the name");
    }
  } else if (tool.renamedTo !== undefined) {
    problems.push('renamedTo: only a tool whose status is "renamed" has a new name');
  }
  return problems;
}

/** What the steps of buildCatalogue share while they read the files in order. */
type CatalogueRun = {
  options: CatalogueOptions;
  staleAfter: number;
  errors: string[];
  warnings: string[];
  toolsBySlug: Map<string, DirectoryTool>;
  /** Each tool slug seen so far, with the label of the tool that took it. */
  toolLabels: Map<string, string>;
  /** Each category slug seen so far, with the file that took it. */
  categoryFiles: Map<string, string>;
};

/** Where a category's tools come from, for their labels, checks and directory fields. */
type CategoryContext = { file: string; name: string; slug: string; adult: boolean };

/** Validates every file and every tool, then the rules that span records. Collects all problems. */
export function buildCatalogue(
  files: readonly CatalogueFile[],
  options: CatalogueOptions,
): CatalogueReport {
  const run: CatalogueRun = {
    options,
    staleAfter: options.staleAfterMonths ?? 6,
    errors: [],
    warnings: [],
    toolsBySlug: new Map(),
    toolLabels: new Map(),
    categoryFiles: new Map(),
  };
  const categories: DirectoryCategory[] = [];
  for (const file of files) {
    const category = readCategory(file, run);
    if (category) categories.push(category);
  }
  return {
    catalogue: {
      categories,
      tools: categories.flatMap((c) => c.tools),
      toolsBySlug: run.toolsBySlug,
    },
    errors: run.errors,
    warnings: run.warnings,
  };
}

/** One category file, parsed and checked with its tools; null when the file itself is unusable. */
function readCategory(
  { file, data, parseError }: CatalogueFile,
  run: CatalogueRun,
): DirectoryCategory | null {
  if (parseError !== undefined) {
    run.errors.push(`${file}: not valid JSON: ${parseError}`);
    return null;
  }
  const parsed = categorySchema.safeParse(data);
  if (!parsed.success) {
    for (const problem of describeIssues(parsed.error)) run.errors.push(`${file}: ${problem}`);
    return null;
  }
  const record = parsed.data;
  const context: CategoryContext = {
    file,
    name: record.name,
    slug: slugify(record.name),
    adult: record.adult === true,
  };
  const clash = run.categoryFiles.get(context.slug);
  if (clash)
    run.errors.push(
      `${file}: name: category "${record.name}" has the same slug as the one in ${clash}`,
    );
  run.categoryFiles.set(context.slug, file);

  const tools = record.items.flatMap((item, index) => {
    const tool = readTool(item, index, context, run);
    return tool ? [tool] : [];
  });
  return {
    name: record.name,
    slug: context.slug,
    title: record.title,
    description: record.description,
    current: record.current,
    adult: context.adult,
    tools: inDisplayOrder(tools),
  };
}

/** Featured first, discontinued last, otherwise in the order of the data file. */
function inDisplayOrder(tools: readonly DirectoryTool[]): DirectoryTool[] {
  return [
    ...tools.filter((t) => t.featured),
    ...tools.filter((t) => !t.featured && t.status !== "discontinued"),
    ...tools.filter((t) => t.status === "discontinued"),
  ];
}

/** "data/tools/07-seo.json › "Surfer"": the prefix of every message about one tool. */
function toolLabel(file: string, item: unknown, index: number): string {
  const rawName =
    typeof item === "object" && item !== null && "name" in item && typeof item.name === "string"
      ? item.name
      : `items[${index}]`;
  return `${file} › "${rawName}"`;
}

/**
 * One tool record, parsed and checked; null when it does not parse or its slug is taken (the
 * problem is recorded). Problems that leave the tool usable are recorded and the tool kept.
 */
function readTool(
  item: unknown,
  index: number,
  category: CategoryContext,
  run: CatalogueRun,
): DirectoryTool | null {
  const label = toolLabel(category.file, item, index);
  const result = toolSchema.safeParse(item);
  if (!result.success) {
    for (const problem of describeIssues(result.error)) run.errors.push(`${label} › ${problem}`);
    return null;
  }
  const tool = result.data;
  const slug = tool.link.slice(toolPathPrefix.length);
  const previous = run.toolLabels.get(slug);
  if (previous) {
    run.errors.push(`${label} › link: slug "${slug}" is already used by ${previous}`);
    return null;
  }
  run.toolLabels.set(slug, label);

  const problems = [
    ...adultProblems(tool, category),
    ...imageProblems(tool, slug, run.options),
    ...lifecycleProblems(tool, run.options.today),
  ];
  for (const problem of problems) run.errors.push(`${label} › ${problem}`);
  const stale = stalenessWarning(tool, run.options.today, run.staleAfter);
  if (stale) run.warnings.push(`${label} › ${stale}`);

  const directoryTool = toDirectoryTool(tool, slug, category);
  run.toolsBySlug.set(slug, directoryTool);
  return directoryTool;
}

/** Censored tools live in adult categories, and every tool of an adult category is censored. */
function adultProblems(tool: Tool, { name, adult }: CategoryContext): string[] {
  if (tool.censored === "true" && !adult)
    return [`censored: only tools in an adult category may be censored ("${name}" is not one)`];
  if (adult && tool.censored !== "true")
    return [`censored: every tool in the adult category "${name}" must have censored "true"`];
  return [];
}

/** Local images exist, brand logos exist in their package, and remote or brand logos have a monogram. */
function imageProblems(tool: Tool, slug: string, options: CatalogueOptions): string[] {
  const problems: string[] = [];
  for (const field of ["imageUrl", "bgImageUrl"] as const) {
    const value = tool[field];
    if (isLocalImagePath(value) && !options.publicFileExists(value)) {
      problems.push(`${field}: no file public${value} (run npm run images:tools to generate it)`);
    }
  }
  if (tool.logo !== undefined && options.logoExists && !options.logoExists(tool.logo)) {
    problems.push(
      `logo: the icon package has no icon "${tool.logo}" (see its icons/ folder in node_modules)`,
    );
  }
  if (
    (isHttpsUrl(tool.imageUrl) || tool.logo !== undefined) &&
    !options.publicFileExists(monogramPath(slug))
  ) {
    problems.push(
      `imageUrl: a ${tool.logo === undefined ? "remote" : "brand"} logo needs the monogram public${monogramPath(slug)} to fall back on (run npm run images:tools)`,
    );
  }
  return problems;
}

/** A warning when a live tool's pricing was last confirmed staleAfter months ago or more. */
function stalenessWarning(tool: Tool, today: string, staleAfter: number): string | null {
  if (
    tool.checkedAt === undefined ||
    tool.checkedAt > today ||
    (tool.status ?? "active") === "discontinued" ||
    monthsBetween(tool.checkedAt, today) < staleAfter
  )
    return null;
  return `checkedAt: pricing last confirmed ${tool.checkedAt}, over ${staleAfter} months ago`;
}

/** The checked record with what the pages derive from it. */
function toDirectoryTool(tool: Tool, slug: string, category: CategoryContext): DirectoryTool {
  const status = tool.status ?? "active";
  return {
    ...tool,
    slug,
    status,
    categorySlug: category.slug,
    categoryName: category.name,
    adult: category.adult,
    featured: tool.promo === "Featured" && status !== "discontinued",
    genreLabel: normaliseGenre(tool.genre),
    // The schema has already accepted the text, so it parses.
    price: parsePricing(tool.pricing) ?? { kind: "unknown" },
    logoUrl: tool.logo === undefined ? tool.imageUrl : logoPath(slug),
    paidFromPrice: tool.paidFrom === undefined ? null : parsePricing(tool.paidFrom),
    outbound: outboundLink(tool),
  };
}

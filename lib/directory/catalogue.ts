/**
 * Turns the raw category files into the typed, cross-checked catalogue. Pure: file reading
 * and the "does this image exist" question are passed in, so tests can feed fixtures.
 */
import type { CapabilityClaim } from "./capabilities";
import type { AdoptionFigure } from "@/lib/schemas/capabilities";
import type { ToolRatings } from "@/lib/schemas/ratings";
import type { CardStars } from "@/lib/reviews/thresholds";
import {
  categorySchema,
  toolSchema,
  type Tool,
  type ToolSource,
  type ToolStatus,
} from "@/lib/schemas/tool";
import { describeIssues } from "@/lib/schemas/issues";
import { normaliseGenre } from "./genre";
import { outboundLink, type OutboundLink } from "./outbound";
import { entryPrice, saleState, type EntryPrice } from "./on-sale";
import { parsePricing, type Pricing } from "./pricing";
import { slugify, toolPathPrefix } from "./slug";
import { isLocalImagePath } from "@/lib/schemas/tool";
import { fetchedLogoPath } from "./fetched-logos";
import { logoPath } from "./logos";
import { monogramPath } from "./tool-images";
import { monthsBetween } from "./freshness";
import { weakEvidenceWarnings } from "./evidence-rules";
import { pricingSource, recordProblems, statusSource } from "./record-rules";

export type DirectoryTool = Omit<Tool, "checkedAt" | "discontinuedOn"> & {
  slug: string;
  /** The lifecycle, "active" when the data leaves it out. */
  status: ToolStatus;
  /**
   * When the price was last confirmed: the `seen` date of the newest source marked
   * confirmsPrice (derived, never typed); undefined when no source confirms a price.
   */
  checkedAt: string | undefined;
  /** That source. */
  pricingSource: ToolSource | undefined;
  /** Whether that confirmation is under 12 months old on the day of the build. */
  checkedWithinYear: boolean;
  /** The newest source that reports the lifecycle event or the change of owner. */
  statusSource: ToolSource | undefined;
  /** Not discontinued or merged (lib/directory/on-sale.ts, like listed and ranked). */
  onSale: boolean;
  /**
   * Shown in lists, category pages and search: every tool but an unverified one (its page and
   * URL stay, saying that nothing confirms it).
   */
  listed: boolean;
  /** Eligible for rankings ("best", featured, top of a category): listed and still sold. */
  ranked: boolean;
  categorySlug: string;
  categoryName: string;
  /** The category file it comes from, for messages ("data/tools/01-text.json"). */
  dataFile: string;
  adult: boolean;
  /** Promoted as Featured and still ranked: a tool no longer sold leaves the featured slots. */
  featured: boolean;
  genreLabel: string;
  price: Pricing;
  /** What a listing shows: the brand logo tile when the data maps one, otherwise imageUrl. */
  logoUrl: string;
  /** A freemium tool's cheapest paid plan, when the data states it. */
  paidFromPrice: Pricing | null;
  /** What it costs to start, for every price order and filter (lib/directory/on-sale.ts). */
  entryPrice: EntryPrice;
  /**
   * What sources confirm it runs on, works with and offers (lib/directory/capabilities.ts), in
   * the vocabulary's order; absent when no source confirms any.
   */
  capabilities?: CapabilityClaim[];
  /** How many use it, as dated sources state (data/capabilities/); absent when none does. */
  adoption?: AdoptionFigure[];
  /** Its published reviews, as the last `npm run reviews:export` counted them (data/reviews.json). */
  ratings?: ToolRatings;
  /** A list's "★ 4.3 (12)", from a few ratings on (lib/reviews/thresholds.ts). */
  stars?: CardStars;
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
  /** Every tool with a page, by category: listed ones first, then ended ones, unverified last. */
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
  const tools: DirectoryTool[] = [];
  for (const file of files) {
    const read = readCategory(file, run);
    if (!read) continue;
    categories.push(read.category);
    tools.push(...read.tools);
  }
  successorProblems(run);
  return {
    catalogue: { categories, tools, toolsBySlug: run.toolsBySlug },
    errors: run.errors,
    warnings: run.warnings,
  };
}

/** A successor names a listed tool other than itself: where the tool's users went. */
function successorProblems(run: CatalogueRun): void {
  for (const tool of run.toolsBySlug.values()) {
    if (tool.successor === undefined) continue;
    const label = run.toolLabels.get(tool.slug) ?? tool.slug;
    const successor = run.toolsBySlug.get(tool.successor);
    if (tool.successor === tool.slug)
      run.errors.push(`${label} › successor: names the tool itself`);
    else if (successor === undefined)
      run.errors.push(`${label} › successor: no listed tool has the slug "${tool.successor}"`);
    else if (!successor.listed)
      run.errors.push(
        `${label} › successor: "${tool.successor}" is unverified itself; point to a tool visitors can use`,
      );
  }
}

/**
 * One category file, parsed and checked: the category with the tools its lists show, and every
 * tool of it that has a page. Null when the file itself is unusable.
 */
function readCategory(
  { file, data, parseError }: CatalogueFile,
  run: CatalogueRun,
): { category: DirectoryCategory; tools: DirectoryTool[] } | null {
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

  const tools = inDisplayOrder(
    record.items.flatMap((item, index) => {
      const tool = readTool(item, index, context, run);
      return tool ? [tool] : [];
    }),
  );
  return {
    category: {
      name: record.name,
      slug: context.slug,
      title: record.title,
      description: record.description,
      current: record.current,
      adult: context.adult,
      tools: tools.filter((tool) => tool.ranked),
    },
    tools,
  };
}

/** Featured first, ranked ones next, then those no longer sold, unverified ones last. */
function inDisplayOrder(tools: readonly DirectoryTool[]): DirectoryTool[] {
  return [
    ...tools.filter((t) => t.featured),
    ...tools.filter((t) => !t.featured && t.ranked),
    ...tools.filter((t) => !t.ranked && t.listed),
    ...tools.filter((t) => !t.listed),
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
    ...recordProblems(tool, run.options.today),
  ];
  for (const problem of problems) run.errors.push(`${label} › ${problem}`);
  const directoryTool = toDirectoryTool(tool, slug, category, run.options.today);
  const stale = stalenessWarning(directoryTool, run.options.today, run.staleAfter);
  if (stale) run.warnings.push(`${label} › ${stale}`);
  for (const warning of weakEvidenceWarnings(tool)) run.warnings.push(`${label} › ${warning}`);
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
  if (isLocalImagePath(tool.imageUrl) && !options.publicFileExists(tool.imageUrl)) {
    problems.push(
      `imageUrl: no file public${tool.imageUrl} (run npm run images:tools to generate it)`,
    );
  }
  if (tool.logo !== undefined && options.logoExists && !options.logoExists(tool.logo)) {
    problems.push(
      `logo: the icon package has no icon "${tool.logo}" (see its icons/ folder in node_modules)`,
    );
  }
  problems.push(...fetchedLogoProblems(tool, slug, options));
  if (tool.logo !== undefined && !options.publicFileExists(monogramPath(slug))) {
    problems.push(
      `imageUrl: a brand logo needs the monogram public${monogramPath(slug)} to fall back on (run npm run images:tools)`,
    );
  }
  return problems;
}

/** A fetched logo's tile is the tool's own and exists; the monogram stays its fallback. */
function fetchedLogoProblems(tool: Tool, slug: string, options: CatalogueOptions): string[] {
  const logo = tool.fetchedLogo;
  if (logo === undefined) return [];
  const problems: string[] = [];
  if (logo.file !== fetchedLogoPath(slug))
    problems.push(`fetchedLogo.file: must be "${fetchedLogoPath(slug)}", got "${logo.file}"`);
  else if (!options.publicFileExists(logo.file))
    problems.push(
      `fetchedLogo.file: no file public${logo.file} (run npm run media:fetch -- ${slug})`,
    );
  // With a package logo too, imageProblems already asks for the monogram.
  if (tool.logo === undefined && !options.publicFileExists(monogramPath(slug)))
    problems.push(
      `imageUrl: a fetched logo needs the monogram public${monogramPath(slug)} to fall back on (run npm run images:tools)`,
    );
  return problems;
}

/** A warning when a ranked tool's price was last confirmed staleAfter months ago or more. */
function stalenessWarning(tool: DirectoryTool, today: string, staleAfter: number): string | null {
  const source = tool.pricingSource;
  if (
    source === undefined ||
    source.seen > today ||
    !tool.ranked ||
    monthsBetween(source.seen, today) < staleAfter
  )
    return null;
  return `sources: price last confirmed ${source.seen} by "${source.title}", over ${staleAfter} months ago`;
}

/** The package logo's tile, else the logo fetched from the tool's site, else imageUrl. */
function logoUrlOf(tool: Tool, slug: string): string {
  if (tool.logo !== undefined) return logoPath(slug);
  return tool.fetchedLogo?.file ?? tool.imageUrl;
}

/** The checked record with what the pages derive from it. */
function toDirectoryTool(
  tool: Tool,
  slug: string,
  category: CategoryContext,
  today: string,
): DirectoryTool {
  // The legacy fields only ever produce errors, so they never reach a page.
  const { checkedAt: _checkedAt, discontinuedOn: _discontinuedOn, ...record } = tool;
  const status = tool.status ?? "active";
  const source = pricingSource(tool);
  const { onSale, listed, ranked } = saleState(status);
  // The schema has already accepted the text, so it parses.
  const price: Pricing = parsePricing(tool.pricing) ?? { kind: "unknown" };
  const paidFromPrice = tool.paidFrom === undefined ? null : parsePricing(tool.paidFrom);
  return {
    ...record,
    slug,
    status,
    checkedAt: source?.seen,
    pricingSource: source,
    checkedWithinYear: source !== undefined && monthsBetween(source.seen, today) < 12,
    statusSource: statusSource(tool),
    onSale,
    listed,
    ranked,
    categorySlug: category.slug,
    categoryName: category.name,
    dataFile: category.file,
    adult: category.adult,
    featured: tool.promo === "Featured" && ranked,
    genreLabel: normaliseGenre(tool.genre),
    price,
    logoUrl: logoUrlOf(tool, slug),
    paidFromPrice,
    entryPrice: entryPrice({ price, paidFromPrice }),
    outbound: outboundLink(tool),
  };
}

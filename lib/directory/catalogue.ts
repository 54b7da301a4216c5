/**
 * Turns the raw category files into the typed, cross-checked catalogue. Pure: file reading
 * and the "does this image exist" question are passed in, so tests can feed fixtures.
 */
import { categorySchema, toolSchema, type Tool } from "@/lib/schemas/tool";
import { describeIssues } from "@/lib/schemas/issues";
import { normaliseGenre } from "./genre";
import { outboundLink, type OutboundLink } from "./outbound";
import { parsePricing, type Pricing } from "./pricing";
import { slugify, toolPathPrefix } from "./slug";
import { isHttpsUrl } from "@/lib/schemas/common";
import { isLocalImagePath } from "@/lib/schemas/tool";
import { monogramPath } from "./tool-images";

export type DirectoryTool = Tool & {
  slug: string;
  categorySlug: string;
  categoryName: string;
  adult: boolean;
  featured: boolean;
  genreLabel: string;
  price: Pricing;
  outbound: OutboundLink;
};

export type DirectoryCategory = {
  name: string;
  slug: string;
  title: string;
  description: string;
  current: boolean;
  adult: boolean;
  /** Featured tools first, then in the order of the data file. */
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
  /** "Today" for the staleness warning, YYYY-MM-DD. */
  today: string;
  /** Tools whose checkedAt is older than this many months get a warning. */
  staleAfterMonths?: number;
};

function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** Validates every file and every tool, then the rules that span records. Collects all problems. */
export function buildCatalogue(
  files: readonly CatalogueFile[],
  options: CatalogueOptions,
): CatalogueReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const categories: DirectoryCategory[] = [];
  const toolsBySlug = new Map<string, DirectoryTool>();
  const where = new Map<string, string>();
  const categorySlugs = new Map<string, string>();
  const staleAfter = options.staleAfterMonths ?? 6;

  for (const { file, data, parseError } of files) {
    if (parseError !== undefined) {
      errors.push(`${file}: not valid JSON: ${parseError}`);
      continue;
    }
    const parsed = categorySchema.safeParse(data);
    if (!parsed.success) {
      for (const problem of describeIssues(parsed.error)) errors.push(`${file}: ${problem}`);
      continue;
    }
    const record = parsed.data;
    const categorySlug = slugify(record.name);
    const adult = record.adult === true;
    const clash = categorySlugs.get(categorySlug);
    if (clash)
      errors.push(
        `${file}: name: category "${record.name}" has the same slug as the one in ${clash}`,
      );
    categorySlugs.set(categorySlug, file);

    const tools: DirectoryTool[] = [];
    record.items.forEach((item, index) => {
      const rawName =
        typeof item === "object" && item !== null && "name" in item && typeof item.name === "string"
          ? item.name
          : `items[${index}]`;
      const label = `${file} › "${rawName}"`;
      const result = toolSchema.safeParse(item);
      if (!result.success) {
        for (const problem of describeIssues(result.error)) errors.push(`${label} › ${problem}`);
        return;
      }
      const tool = result.data;
      const slug = tool.link.slice(toolPathPrefix.length);
      const previous = where.get(slug);
      if (previous) {
        errors.push(`${label} › link: slug "${slug}" is already used by ${previous}`);
        return;
      }
      where.set(slug, label);

      if (tool.censored === "true" && !adult) {
        errors.push(
          `${label} › censored: only tools in an adult category may be censored ("${record.name}" is not one)`,
        );
      }
      if (adult && tool.censored !== "true") {
        errors.push(
          `${label} › censored: every tool in the adult category "${record.name}" must have censored "true"`,
        );
      }
      for (const field of ["imageUrl", "bgImageUrl"] as const) {
        const value = tool[field];
        if (isLocalImagePath(value) && !options.publicFileExists(value)) {
          errors.push(
            `${label} › ${field}: no file public${value} (run npm run images:tools to generate it)`,
          );
        }
      }
      if (isHttpsUrl(tool.imageUrl) && !options.publicFileExists(monogramPath(slug))) {
        errors.push(
          `${label} › imageUrl: a remote logo needs the monogram public${monogramPath(slug)} to fall back on (run npm run images:tools)`,
        );
      }
      if (tool.checkedAt > options.today) {
        errors.push(`${label} › checkedAt: ${tool.checkedAt} is in the future`);
      } else if (monthsBetween(tool.checkedAt, options.today) >= staleAfter) {
        warnings.push(
          `${label} › checkedAt: pricing and link last checked ${tool.checkedAt}, over ${staleAfter} months ago`,
        );
      }

      const directoryTool: DirectoryTool = {
        ...tool,
        slug,
        categorySlug,
        categoryName: record.name,
        adult,
        featured: tool.promo === "Featured",
        genreLabel: normaliseGenre(tool.genre),
        // The schema has already accepted the text, so it parses.
        price: parsePricing(tool.pricing) ?? { kind: "unknown" },
        outbound: outboundLink(tool),
      };
      tools.push(directoryTool);
      toolsBySlug.set(slug, directoryTool);
    });

    categories.push({
      name: record.name,
      slug: categorySlug,
      title: record.title,
      description: record.description,
      current: record.current,
      adult,
      tools: [...tools.filter((t) => t.featured), ...tools.filter((t) => !t.featured)],
    });
  }

  return {
    catalogue: { categories, tools: categories.flatMap((c) => c.tools), toolsBySlug },
    errors,
    warnings,
  };
}

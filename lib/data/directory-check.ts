/**
 * The directory checked as the build checks it, from its files as read: the catalogue
 * (lib/directory/catalogue.ts) and the task vocabulary checked against it (lib/directory/tasks.ts).
 * Pure, so the loader (lib/data/site.ts) and an approval's what-if (lib/submissions/review.ts)
 * run exactly the same checks and word their problems alike.
 */
import {
  buildCatalogue,
  type CatalogueFile,
  type CatalogueOptions,
  type CatalogueReport,
  type DirectoryTool,
} from "@/lib/directory/catalogue";
import { applyCapabilities, type CapabilityFiles } from "@/lib/directory/capability-claims";
import { isRanked } from "@/lib/directory/on-sale";
import { rankByQuality } from "@/lib/directory/quality-rank";
import { applyRatings, type RatingsSource } from "@/lib/directory/ratings";
import { buildTaskIndex, type TaskFile, type TaskReport } from "@/lib/directory/tasks";

/**
 * The category files (data/tools) and the task files (data/tasks), as read, and the capability
 * vocabulary and claims (data/capabilities.json, data/capabilities/) when the caller has them.
 */
export type DirectoryFiles = {
  tools: readonly CatalogueFile[];
  tasks: readonly TaskFile[];
  capabilities?: CapabilityFiles;
  /** data/reviews.json, the ratings the last reviews:export counted. */
  ratings?: RatingsSource;
};

export type DirectoryReport = {
  catalogue: CatalogueReport;
  tasks: TaskReport;
  /** The capability claims' problems (lib/directory/capabilities.ts), each naming its file. */
  capabilityErrors: string[];
  /** Every problem of all three, each naming its file: the catalogue's first. */
  errors: string[];
  warnings: string[];
};

/** How a message names a tool: `data/tools/01-text.json › "ChatGPT"`, as the catalogue's do. */
export function toolLabel(tool: Pick<DirectoryTool, "dataFile" | "name">): string {
  return `${tool.dataFile} › "${tool.name}"`;
}

/** A checked catalogue with its task vocabulary checked against it. */
export function withTasks(
  catalogue: CatalogueReport,
  taskFiles: readonly TaskFile[],
): DirectoryReport {
  const tasks = buildTaskIndex(taskFiles, catalogue.catalogue, toolLabel);
  return {
    catalogue,
    tasks,
    capabilityErrors: [],
    errors: [...catalogue.errors, ...tasks.errors],
    warnings: [...catalogue.warnings, ...tasks.warnings],
  };
}

/**
 * The ranked tools of a list in the published order (lib/directory/quality-rank.ts), each in a
 * place a ranked tool held, so the ended and unverified ones keep theirs at the end.
 */
function reranked(tools: readonly DirectoryTool[]): DirectoryTool[] {
  const ranked = rankByQuality(tools.filter(isRanked));
  let next = 0;
  return tools.map((t) => (isRanked(t) ? ranked[next++]! : t));
}

/**
 * The catalogue as the site shows it: the category files checked, each tool given its
 * capabilities, adoption figures and ratings, and every list in the published order. The one
 * way to build it, for the build, content:check and the tests alike.
 */
export function completeCatalogue(
  files: Omit<DirectoryFiles, "tasks">,
  options: CatalogueOptions,
): { built: CatalogueReport; errors: string[] } {
  const built = buildCatalogue(files.tools, options);
  const { catalogue } = built;
  const capabilityErrors = files.capabilities
    ? applyCapabilities(catalogue, files.capabilities).errors
    : [];
  const ratingErrors = files.ratings ? applyRatings(catalogue, files.ratings).errors : [];
  // Ratings and adoption known, every list takes the published order before tasks copy it.
  for (const category of catalogue.categories) category.tools = reranked(category.tools);
  catalogue.tools = catalogue.categories.flatMap((category) =>
    reranked(catalogue.tools.filter((t) => t.categorySlug === category.slug)),
  );
  return { built, errors: [...capabilityErrors, ...ratingErrors] };
}

export function checkDirectory(files: DirectoryFiles, options: CatalogueOptions): DirectoryReport {
  const { built, errors } = completeCatalogue(files, options);
  const report = withTasks(built, files.tasks);
  return { ...report, capabilityErrors: errors, errors: [...report.errors, ...errors] };
}

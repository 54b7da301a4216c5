/**
 * The one way to load what the site is made of: the tool directory (the category files of
 * data/tools, and the task vocabulary of data/tasks checked against them), both prompt
 * collections (data/prompts) and the published articles (content/, their links checked against
 * the pages the data makes). A report names every problem, each with its file; the throwing
 * variants stop on any and name them all. The build's getters (lib/data/directory.ts) keep one
 * load per process; content:check, the search index, the open data, the link check and the
 * editors' scripts load through here. No server-only import: the scripts run it under tsx.
 */
import type { Catalogue } from "@/lib/directory/catalogue";
import type { TaskIndex } from "@/lib/directory/tasks";
import { loadArticles, type Article, type ArticlesReport } from "@/lib/content/articles-source";
import { DataValidationError } from "@/lib/schemas/issues";
import { promptCategoriesOf, sitePathChecker } from "@/lib/site-routes";
import { checkDirectory, withTasks, type DirectoryReport } from "./directory-check";
import {
  loadPromptCollections,
  type PromptCollections,
  type PromptsReport,
} from "./prompts-source";
import {
  catalogueOptions,
  readCapabilityFiles,
  readCatalogueFiles,
  readRatingsFile,
  readTaskFiles,
  tasksDataDirectory,
  toolsDataDirectory,
  type DiskChecks,
} from "./tools-source";

export type { DirectoryReport } from "./directory-check";

/** Where the site is read from; each field has the project's own default. */
export type SiteSources = DiskChecks & {
  /** The category files; default data/tools, or TOOLS_DATA_DIR. */
  toolsDirectory?: string | undefined;
  /** The task vocabulary; default data/tasks, or TASKS_DATA_DIR. */
  tasksDirectory?: string | undefined;
};

export type SiteReport = {
  directory: DirectoryReport;
  prompts: PromptsReport;
  articles: ArticlesReport;
  /** Every problem, each naming its file: the directory's, then the prompts', the articles'. */
  errors: string[];
  warnings: string[];
};

/** The tool directory, checked: the catalogue and its task index. */
export type Directory = { catalogue: Catalogue; tasks: TaskIndex };

/** Everything the site publishes, checked. */
export type Site = Directory & { prompts: PromptCollections; articles: Article[] };

/** Data the site must not be built from: every problem, each naming its file and field. */
export class SiteDataError extends DataValidationError {
  override name = "SiteDataError";
}

function throwOnErrors(what: string, errors: readonly string[]): void {
  if (errors.length > 0) {
    throw new SiteDataError(`${what} (npm run content:check lists them with the warnings)`, errors);
  }
}

const tasksOf = (sources: SiteSources) =>
  readTaskFiles(sources.tasksDirectory ?? tasksDataDirectory());

/** The directory as its files stand. Never throws on bad data: the report names it. */
export function loadDirectoryReport(sources: SiteSources = {}): DirectoryReport {
  const toolsDirectory = sources.toolsDirectory ?? toolsDataDirectory();
  return checkDirectory(
    {
      tools: readCatalogueFiles(toolsDirectory),
      tasks: tasksOf(sources),
      capabilities: readCapabilityFiles(toolsDirectory),
      ratings: readRatingsFile(toolsDirectory),
    },
    catalogueOptions(sources),
  );
}

/**
 * The directory report of a catalogue built elsewhere (the search benchmark's generated one),
 * with the task vocabulary checked against it.
 */
export function directoryReportFor(
  catalogue: Catalogue,
  sources: SiteSources = {},
): DirectoryReport {
  return withTasks({ catalogue, errors: [], warnings: [] }, tasksOf(sources));
}

/**
 * The whole site. `directory` is the directory's report when the caller has it already
 * (content:check prints it first; the search benchmark brings its own catalogue).
 */
export async function loadSiteReport(
  sources: SiteSources = {},
  directory: DirectoryReport = loadDirectoryReport(sources),
): Promise<SiteReport> {
  const root = sources.root ?? process.cwd();
  const prompts = loadPromptCollections(root);
  const articles = await loadArticles({
    root,
    ...(sources.today === undefined ? {} : { today: sources.today }),
    isKnownPath: sitePathChecker(
      directory.catalogue.catalogue,
      promptCategoriesOf(prompts.collections),
    ),
  });
  return {
    directory,
    prompts,
    articles,
    errors: [...directory.errors, ...prompts.errors, ...articles.errors],
    warnings: [...directory.warnings, ...articles.warnings],
  };
}

/** The checked directory; throws a SiteDataError naming every problem. */
export function loadDirectory(sources: SiteSources = {}): Directory {
  const report = loadDirectoryReport(sources);
  throwOnErrors("The tool directory (data/tools, data/tasks) has errors", report.errors);
  return { catalogue: report.catalogue.catalogue, tasks: report.tasks.index };
}

/** The checked site; throws a SiteDataError naming every problem. */
export async function loadSite(
  sources: SiteSources = {},
  directory?: DirectoryReport,
): Promise<Site> {
  const report = await loadSiteReport(sources, directory);
  throwOnErrors("The site's data and content have errors", report.errors);
  return {
    catalogue: report.directory.catalogue.catalogue,
    tasks: report.directory.tasks.index,
    prompts: report.prompts.collections,
    articles: report.articles.articles,
  };
}

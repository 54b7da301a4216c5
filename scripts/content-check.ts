/**
 * `npm run content:check`: validates the site's data and content without building the site, with
 * the loader the build uses (lib/data/site.ts). Errors (the build would stop on them: among them a
 * price no source is marked as confirming, a typed checkedAt, a lifecycle event without its
 * source) exit with status 1; warnings (e.g. tools whose pricing no source confirmed in the last
 * 6 months) are listed but do not fail. It also prints how current the directory is: tools
 * confirmed in the last 6 and 12 months, older, discontinued.
 */
import { loadDirectoryReport, loadSiteReport, type DirectoryReport } from "../lib/data/site";
import { todayIso } from "../lib/data/tools-source";
import type { ArticlesReport } from "../lib/content/articles-source";
import type { PromptsReport } from "../lib/data/prompts-source";
import { describeFreshness, freshnessSummary } from "../lib/directory/freshness";
import { isListed } from "../lib/directory/on-sale";
import { unrecordedPriceChanges } from "../lib/directory/price-changes";
import { readCommandLine } from "./lib/command-line";
import { earlierPrices } from "./lib/earlier-prices";

const usage = `Usage: npm run content:check -- [--all]

  Checks data/tools, data/tasks, data/prompts and the articles in content/ as the build does.

  --all   list every warning (without it, long lists stop after 10 lines)`;

const { values } = readCommandLine(
  { name: "content:check", usage },
  { options: { all: { type: "boolean", default: false } } },
);
/** Without --all, long lists of warnings are cut to this many lines. */
const warningLines = values.all ? Infinity : 10;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

function printWarnings(warnings: readonly string[]): void {
  for (const warning of warnings.slice(0, warningLines)) console.log(`  ! ${warning}`);
  if (warnings.length > warningLines) {
    console.log(`  … and ${warnings.length - warningLines} more (npm run content:check -- --all)`);
  }
}

function printErrors(errors: readonly string[]): void {
  for (const error of errors) console.error(`  ✗ ${error}`);
}

/** The catalogue's problems and how current it is; returns its error count. */
function checkCatalogue({ catalogue: report }: DirectoryReport, started: number): number {
  const { categories, tools } = report.catalogue;
  if (report.warnings.length > 0) {
    console.log(`Warnings (${report.warnings.length}):`);
    printWarnings(report.warnings);
  }
  if (report.errors.length > 0) {
    console.error(`Errors (${report.errors.length}):`);
    printErrors(report.errors);
  }
  console.log(
    `Directory: ${tools.length} tools in ${categories.length} categories; ${report.errors.length} errors, ${report.warnings.length} warnings (${seconds(started)} s).`,
  );
  for (const line of describeFreshness(freshnessSummary(tools, todayIso()))) console.log(line);
  return report.errors.length;
}

/** A price changed since the previous commit must be recorded (README, "Price history"). */
function checkPriceHistory({ catalogue }: DirectoryReport): number {
  const earlier = earlierPrices();
  const last = earlier?.base === "HEAD" ? "the last commit" : "the commit before";
  const errors = earlier
    ? unrecordedPriceChanges(earlier.prices, catalogue.catalogue.tools, last)
    : [];
  printErrors(errors);
  console.log(
    earlier
      ? `Price history: compared with ${earlier.base === "HEAD" ? "the last commit (uncommitted changes)" : "the commit before HEAD"}; ${errors.length} unrecorded price changes.`
      : "Price history: no earlier commit to compare with.",
  );
  return errors.length;
}

/** The task vocabulary, and every tool's tasks against it. */
function checkTasks({ catalogue, tasks }: DirectoryReport): number {
  const { tools } = catalogue.catalogue;
  printWarnings(tasks.warnings);
  printErrors(tasks.errors);
  const tagged = tools.filter((tool) => (tool.tasks ?? []).length > 0).length;
  console.log(
    `Tasks: ${tasks.index.tasks.length} shown, ${tasks.index.hidden.length} hidden (too few tools); ${tagged} of ${tools.length} tools tagged; ${tasks.errors.length} errors, ${tasks.warnings.length} warnings.`,
  );
  return tasks.errors.length;
}

/** The same checks as the build, including links to tools and other pages. */
function checkArticles(articles: ArticlesReport, started: number): number {
  for (const warning of articles.warnings) console.log(`  ! ${warning}`);
  printErrors(articles.errors);
  const guides = articles.articles.filter((article) => article.kind === "guide").length;
  console.log(
    `Articles: ${guides} guides and ${articles.articles.length - guides} news published, ${articles.drafts.length} drafts; ${articles.errors.length} errors, ${articles.warnings.length} warnings (${seconds(started)} s).`,
  );
  return articles.errors.length;
}

function checkPrompts({ collections, errors }: PromptsReport): number {
  printErrors(errors);
  const count = (categories: readonly { prompts: readonly unknown[] }[]) =>
    categories.reduce((total, category) => total + category.prompts.length, 0);
  console.log(
    `Prompts: ${count(collections.chatgpt)} ChatGPT in ${collections.chatgpt.length} categories, ${count(collections.midjourney)} Midjourney in ${collections.midjourney.length} categories; ${errors.length} errors.`,
  );
  return errors.length;
}

/** The capability claims' problems and how many listed tools they cover; returns the errors. */
function checkCapabilities({ catalogue, capabilityErrors }: DirectoryReport): number {
  printErrors(capabilityErrors);
  const listed = catalogue.catalogue.tools.filter((tool) => isListed(tool) && !tool.adult);
  const claims = listed.reduce((sum, tool) => sum + (tool.capabilities?.length ?? 0), 0);
  const withAny = listed.filter((tool) => (tool.capabilities?.length ?? 0) > 0).length;
  console.log(
    `Capabilities: ${claims} sourced claims for ${withAny} of ${listed.length} listed general tools; ${capabilityErrors.length} errors.`,
  );
  return capabilityErrors.length;
}

const started = performance.now();
const directory = loadDirectoryReport();
let errors = checkCatalogue(directory, started);
errors += checkPriceHistory(directory);
errors += checkTasks(directory);
errors += checkCapabilities(directory);
const contentStarted = performance.now();
const site = await loadSiteReport({}, directory);
errors += checkArticles(site.articles, contentStarted);
errors += checkPrompts(site.prompts);
process.exit(errors > 0 ? 1 : 0);

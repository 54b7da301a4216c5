/**
 * `npm run content:check`: validates the site's data and content without building the site.
 * Errors (the build would stop on them: among them a price no source is marked as confirming, a
 * typed checkedAt, a lifecycle event without its source) exit with status 1; warnings (e.g. tools
 * whose pricing no source confirmed in the last 6 months) are listed but do not fail. It also prints how current the
 * directory is: tools confirmed in the last 6 and 12 months, older, discontinued.
 */
import { loadArticles } from "../lib/content/articles-source";
import { loadPromptCollections } from "../lib/data/prompts-source";
import { loadCatalogueReport, loadTaskReport, todayIso } from "../lib/data/tools-source";
import { describeFreshness, freshnessSummary } from "../lib/directory/freshness";
import { unrecordedPriceChanges } from "../lib/directory/price-changes";
import { earlierPrices } from "./lib/earlier-prices";
import { promptCategoriesOf, sitePathChecker } from "../lib/site-routes";

/** Without --all, long lists of warnings are cut to this many lines. */
const warningLines = process.argv.includes("--all") ? Infinity : 10;

const started = performance.now();
const report = loadCatalogueReport();
const { categories, tools } = report.catalogue;

if (report.warnings.length > 0) {
  console.log(`Warnings (${report.warnings.length}):`);
  for (const warning of report.warnings.slice(0, warningLines)) console.log(`  ! ${warning}`);
  if (report.warnings.length > warningLines) {
    console.log(
      `  … and ${report.warnings.length - warningLines} more (npm run content:check -- --all)`,
    );
  }
}
if (report.errors.length > 0) {
  console.error(`Errors (${report.errors.length}):`);
  for (const error of report.errors) console.error(`  ✗ ${error}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(
  `Directory: ${tools.length} tools in ${categories.length} categories; ${report.errors.length} errors, ${report.warnings.length} warnings (${seconds} s).`,
);

for (const line of describeFreshness(freshnessSummary(tools, todayIso()))) console.log(line);

// Price history: a price changed since the previous commit must be recorded (README, "Price history").
const earlier = earlierPrices();
const historyErrors = earlier
  ? unrecordedPriceChanges(
      earlier.prices,
      tools,
      earlier.base === "HEAD" ? "the last commit" : "the commit before",
    )
  : [];
for (const error of historyErrors) console.error(`  ✗ ${error}`);
console.log(
  earlier
    ? `Price history: compared with ${earlier.base === "HEAD" ? "the last commit (uncommitted changes)" : "the commit before HEAD"}; ${historyErrors.length} unrecorded price changes.`
    : "Price history: no earlier commit to compare with.",
);

// Tasks: the vocabulary, and every tool's tasks against it.
const taskReport = loadTaskReport(report.catalogue);
for (const warning of taskReport.warnings.slice(0, warningLines)) console.log(`  ! ${warning}`);
for (const error of taskReport.errors) console.error(`  ✗ ${error}`);
const untagged = tools.filter((tool) => (tool.tasks ?? []).length === 0);
const { tasks: shownTasks, hidden } = taskReport.index;
console.log(
  `Tasks: ${shownTasks.length} shown, ${hidden.length} hidden (too few tools); ${tools.length - untagged.length} of ${tools.length} tools tagged; ${taskReport.errors.length} errors, ${taskReport.warnings.length} warnings.`,
);

// Articles: the same checks as the build, including links to tools and other pages.
const articlesStarted = performance.now();
const promptReport = loadPromptCollections();
const articles = await loadArticles({
  isKnownPath: sitePathChecker(report.catalogue, promptCategoriesOf(promptReport.collections)),
});
for (const warning of articles.warnings) console.log(`  ! ${warning}`);
for (const error of articles.errors) console.error(`  ✗ ${error}`);
const guides = articles.articles.filter((article) => article.kind === "guide").length;
console.log(
  `Articles: ${guides} guides and ${articles.articles.length - guides} news published, ${articles.drafts.length} drafts; ${articles.errors.length} errors, ${articles.warnings.length} warnings (${((performance.now() - articlesStarted) / 1000).toFixed(2)} s).`,
);
// Prompt collections.
const prompts = promptReport;
for (const error of prompts.errors) console.error(`  ✗ ${error}`);
const count = (categories: readonly { prompts: readonly unknown[] }[]) =>
  categories.reduce((total, category) => total + category.prompts.length, 0);
console.log(
  `Prompts: ${count(prompts.collections.chatgpt)} ChatGPT in ${prompts.collections.chatgpt.length} categories, ${count(prompts.collections.midjourney)} Midjourney in ${prompts.collections.midjourney.length} categories; ${prompts.errors.length} errors.`,
);
process.exit(
  report.errors.length +
    historyErrors.length +
    taskReport.errors.length +
    articles.errors.length +
    prompts.errors.length >
    0
    ? 1
    : 0,
);

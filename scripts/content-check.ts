/**
 * `npm run content:check`: validates the site's data and content without building the site.
 * Errors (the build would stop on them) exit with status 1; warnings (e.g. tools whose pricing
 * was not checked for 6 months) are listed but do not fail.
 */
import { loadCatalogueReport } from "../lib/data/tools-source";

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
process.exit(report.errors.length > 0 ? 1 : 0);

/**
 * `npm run check:budgets`: checks the exported site (out/) against budgets.json
 * (scripts/lib/budgets-report.ts). Every build runs the same check; this command is for a site
 * built before budgets.json changed, or another folder.
 *
 *   npx tsx scripts/check-budgets.ts [--out out] [--budgets budgets.json]
 *
 * Exits 0 within budget, 1 naming every page over its limit (or loading Firebase upfront),
 * 2 when out/ or budgets.json cannot be read.
 */
import { readCommandLine } from "./lib/command-line";
import { BudgetInputError, budgetReport } from "./lib/budgets-report";

const { values } = readCommandLine(
  {
    name: "check:budgets",
    usage:
      "Usage: npm run check:budgets -- [--out out] [--budgets budgets.json]\n\nChecks the built site's HTML and JavaScript sizes against budgets.json (build first).",
  },
  {
    options: {
      out: { type: "string", default: "out" },
      budgets: { type: "string", default: "budgets.json" },
    },
  },
);

try {
  const report = budgetReport(values.out, values.budgets);
  for (const line of report.lines) console.log(line);
  const seconds = report.seconds.toFixed(1);
  if (report.violations.length > 0) {
    console.error(`\nOver budget (${report.violations.length}):`);
    for (const violation of report.violations) console.error(`  ${violation}`);
    console.error(`\nLimits live in budgets.json (KB gzip). Checked in ${seconds} s.`);
    process.exit(1);
  }
  console.log(`\nAll pages within budget (${seconds} s).`);
} catch (error) {
  if (!(error instanceof BudgetInputError)) throw error;
  console.error(`check:budgets: ${error.message}`);
  process.exit(2);
}

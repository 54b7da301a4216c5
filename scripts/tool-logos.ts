/**
 * Writes the brand logo tiles of the directory into public/images/tools/logos/ (git-ignored):
 * `npm run build` and `npm run dev` run it first. See lib/data/tool-logos.ts.
 */
import { loadCatalogueReport } from "../lib/data/tools-source";
import { writeToolLogos } from "../lib/data/tool-logos";

const report = loadCatalogueReport();
const result = writeToolLogos(report.catalogue.tools);
for (const problem of result.problems) console.error(`  ✗ ${problem}`);
console.log(
  `Tool logos: ${result.written} written, ${result.unchanged} up to date, ${result.removed} removed.`,
);
process.exit(result.problems.length > 0 ? 1 : 0);

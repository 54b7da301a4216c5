/**
 * `npm run links:check`: checks every outbound URL of the data and the articles (tools' sites,
 * affiliate, social and source links; articles' sources and body links) and writes a report to
 * reports/links/ (report.md for editors, report.json for tools). It never changes the data.
 * Exits 0 even when links are dead (--fail-on-dead to exit 1 then), 2 on a bad option, and 1
 * when the data does not load.
 */
import { failUsage, readCommandLine } from "./lib/command-line";
import { defaultCheckOptions } from "./lib/links/check";
import {
  linksCheckCommand,
  linksCheckOptions,
  linksCheckScript,
  selectTargets,
} from "./lib/links/options";
import { buildReport, summaryLines, writeReport } from "./lib/links/report";
import { checkTargets } from "./lib/links/run";

const options = readCommandLine(linksCheckScript, linksCheckCommand, linksCheckOptions);

// Loaded after the options, so --help and a mistyped option answer at once.
const { loadLinkTargets } = await import("./lib/links/load");
const loaded = await loadLinkTargets().catch((error: unknown) => {
  console.error(
    `The data does not load: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
if (loaded.errors.length > 0) {
  console.error(`The data does not load (${loaded.errors.length} errors; npm run content:check):`);
  for (const error of loaded.errors.slice(0, 20)) console.error(`  ✗ ${error}`);
  process.exit(1);
}
const targets = selectTargets(loaded.targets, options);
if (targets.length === 0)
  failUsage(linksCheckScript, `no URL matches --only "${options.only ?? ""}"`);

const started = performance.now();
console.log(
  `Checking ${targets.length} of ${loaded.targets.length} URLs, ${options.concurrency} at a time…`,
);
const results = await checkTargets(targets, {
  ...defaultCheckOptions,
  timeoutMs: options.timeoutMs,
  concurrency: options.concurrency,
  onChecked: (done, total) => {
    if (done % 50 === 0 && done < total) console.log(`  ${done}/${total}`);
  },
});
const report = buildReport(targets, results, {
  concurrency: options.concurrency,
  timeoutMs: options.timeoutMs,
  ...(options.only === undefined ? {} : { only: options.only }),
  ...(options.limit === undefined ? {} : { limit: options.limit }),
});
const files = await writeReport(report, options.out);
for (const line of summaryLines(report, files)) console.log(line);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
process.exit(options.failOnDead && report.summary.byKind.dead > 0 ? 1 : 0);

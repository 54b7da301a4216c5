/**
 * bench/finder: the finder's top-1 and top-3 on the needs of tests/fixtures/finder-needs.json
 * (written before the finder was tuned, the way visitors phrase things), against the real task
 * vocabulary, and on tests/fixtures/finder-needs-holdout.json (written blind later, never used to
 * tune: it shows whether tuning on the first set generalises, so its misses are not printed).
 * `npx tsx bench/finder.ts [--misses]` prints the figures (and the first set's misses).
 */
import { readFileSync } from "node:fs";
import { loadDirectoryReport } from "@/lib/data/site";
import { prepare } from "@/lib/tasks/finder";
import { finderEntries } from "@/lib/tasks/finder-index";
import { evaluateFinder, type Need } from "@/lib/tasks/finder-eval";

const read = (file: string) =>
  (JSON.parse(readFileSync(`tests/fixtures/${file}`, "utf8")) as { needs: Need[] }).needs;
const index = prepare(finderEntries(loadDirectoryReport().tasks.index.tasks));
const result = evaluateFinder(read("finder-needs.json"), index);
const holdout = evaluateFinder(read("finder-needs-holdout.json"), index);
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(
  `Finder on ${result.needs} needs: top-1 ${pct(result.top1)}, top-3 ${pct(result.top3)} (goals: 80% and 92%)`,
);
console.log(
  `Held out, ${holdout.needs} needs: top-1 ${pct(holdout.top1)}, top-3 ${pct(holdout.top3)}`,
);
if (process.argv.includes("--misses"))
  for (const miss of result.misses)
    console.log(
      `  “${miss.need}” → [${miss.shown.join(", ")}], accepted ${miss.accept.join(" | ")}`,
    );

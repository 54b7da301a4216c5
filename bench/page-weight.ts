/**
 * bench/page-weight: how many bytes a page of each template is in the static export, counted
 * as the HTML plus its RSC flight data (`{page}.html` + `{page}.txt`, uncompressed).
 *
 *   npx tsx bench/page-weight.ts            # reads out/ (run `npm run build` first)
 *   npx tsx bench/page-weight.ts some/out   # another export, e.g. a copy made before a change
 *
 * For tool pages (out/tools/{slug}.html) it prints the median, p90 and max, and how the median
 * page splits into markup, inline flight data (`self.__next_f.push`) and the `.txt`; for the
 * other templates (category, task, alternatives, article, home) the median and the count.
 * Nothing here is a test: it prints figures.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const out = path.resolve(process.argv[2] ?? "out");
if (!existsSync(out)) {
  console.error(`${out} does not exist: run \`npm run build\` first.`);
  process.exit(1);
}

type Page = { name: string; html: number; txt: number; inlineFlight: number };

/** The bytes of `{base}.html` and `{base}.txt`, and of the flight data pushed inline in the HTML. */
function measure(base: string): Page | undefined {
  const htmlPath = `${base}.html`;
  if (!existsSync(htmlPath)) return undefined;
  const html = readFileSync(htmlPath, "utf8");
  const txtPath = `${base}.txt`;
  const txt = existsSync(txtPath) ? statSync(txtPath).size : 0;
  let inlineFlight = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs)) {
    inlineFlight += Buffer.byteLength(match[0]);
  }
  return {
    name: path.relative(out, htmlPath),
    html: Buffer.byteLength(html),
    txt,
    inlineFlight,
  };
}

/** Every `{dir}/{name}.html` directly in `dir`, as bases without the extension. */
function htmlBases(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".html"))
    .map((name) => path.join(dir, name.slice(0, -".html".length)));
}

function pages(bases: string[]): Page[] {
  return bases
    .map(measure)
    .filter((page): page is Page => page !== undefined)
    .sort((a, b) => total(a) - total(b));
}

const total = (page: Page) => page.html + page.txt;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
/** The page at quantile q of a sorted, non-empty list. */
function at(sorted: Page[], q: number): Page {
  const page = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  if (page === undefined) throw new Error("no pages");
  return page;
}

const tools = pages(htmlBases(path.join(out, "tools")));
const templates: [string, Page[]][] = [
  ["tool", tools],
  ["category", pages(htmlBases(path.join(out, "categories")))],
  ["task", pages(htmlBases(path.join(out, "tasks")))],
  [
    "alternatives",
    pages(tools.map((tool) => path.join(out, tool.name.slice(0, -".html".length), "alternatives"))),
  ],
  ["article", pages(htmlBases(path.join(out, "guides")))],
  ["home", pages([path.join(out, "index")])],
];

console.log(`Page weight in ${out} (HTML + .txt flight data, uncompressed, kB = 1000 bytes)\n`);
if (tools.length > 0) {
  const median = at(tools, 0.5);
  console.log(`Tool pages (${tools.length}):`);
  console.log(`  median ${kb(total(median))}  (${median.name})`);
  console.log(
    `    HTML ${kb(median.html)} = markup ${kb(median.html - median.inlineFlight)} + inline flight ${kb(median.inlineFlight)}; .txt ${kb(median.txt)}`,
  );
  console.log(`  p90    ${kb(total(at(tools, 0.9)))}`);
  const max = at(tools, 1);
  console.log(`  max    ${kb(total(max))}  (${max.name})`);
  console.log("");
}
console.log("Median per template:");
for (const [label, list] of templates) {
  if (list.length === 0) continue;
  const median = at(list, 0.5);
  console.log(
    `  ${label.padEnd(13)} ${kb(total(median)).padStart(9)}  HTML ${kb(median.html).padStart(9)} (inline flight ${kb(median.inlineFlight).padStart(8)})  .txt ${kb(median.txt).padStart(8)}  n=${list.length}`,
  );
}

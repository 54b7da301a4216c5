/**
 * bench/change-footprint: how many files of out/ a data change to one tool rewrites, i.e. what a
 * deploy uploads (Firebase Hosting uploads a file only when its hash is new).
 *
 *   npx tsx bench/change-footprint.ts [--tool chatgpt] [--about "New text…"]
 *
 * Builds the site from the real data (if out/ is stale), keeps it aside, changes the tool's
 * `about` in a copy of data/tools (TOOLS_DATA_DIR), builds again and compares every file: prints
 * how many differ, by kind, and names them. It builds into out/, so run `npm run build` (or
 * `npm start`, which notices) afterwards.
 */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureFreshBuild, runBuild } from "../scripts/lib/build";
import { compareTrees } from "../scripts/lib/compare-trees";
import "../scripts/lib/env";

const { values } = parseArgs({
  options: {
    tool: { type: "string", default: "chatgpt" },
    about: { type: "string" },
  },
});

type CategoryFile = { items: { name: string; about: string }[] };

await ensureFreshBuild();
const aside = mkdtempSync(path.join(tmpdir(), "footprint-out-"));
rmSync(aside, { recursive: true });
renameSync("out", aside);

// A copy of data/tools with data/capabilities beside it, where the loader reads them.
const copy = mkdtempSync(path.join(tmpdir(), "footprint-data-"));
const data = path.join(copy, "tools");
cpSync("data/tools", data, { recursive: true });
cpSync("data/capabilities", path.join(copy, "capabilities"), { recursive: true });
let changed = "";
for (const name of readdirSync(data)) {
  const file = path.join(data, name);
  const category = JSON.parse(readFileSync(file, "utf8")) as CategoryFile;
  const tool = category.items.find(
    (item) => item.name.toLowerCase().replace(/[^a-z0-9]+/g, "-") === values.tool,
  );
  if (!tool) continue;
  tool.about = values.about ?? `${tool.about} It keeps a history of your chats.`;
  writeFileSync(file, `${JSON.stringify(category, null, 2)}\n`);
  changed = `${tool.name} in ${name}`;
}
if (!changed) throw new Error(`No tool named like "${values.tool}" in data/tools.`);
console.log(`Changed the "about" of ${changed}; building again…`);
process.env.TOOLS_DATA_DIR = data;
await runBuild("build");
delete process.env.TOOLS_DATA_DIR;
const { files, differences } = compareTrees(aside, "out");
rmSync(aside, { recursive: true, force: true });
rmSync(copy, { recursive: true, force: true });

const kindOf = (file: string) =>
  file.startsWith("pagefind/")
    ? "search index"
    : file.startsWith("api/")
      ? "API"
      : file.endsWith(".html")
        ? "page HTML"
        : file.endsWith(".txt")
          ? "page payload (.txt)"
          : "other";
const byKind = new Map<string, string[]>();
for (const difference of differences)
  byKind.set(kindOf(difference.file), [
    ...(byKind.get(kindOf(difference.file)) ?? []),
    difference.file,
  ]);
console.log(`\n${differences.length} of ${files} files differ after changing one tool's text:`);
for (const [kind, list] of [...byKind].sort((a, b) => b[1].length - a[1].length))
  console.log(
    `  ${kind.padEnd(22)} ${String(list.length).padStart(5)}  ${list.slice(0, 6).join(", ")}${list.length > 6 ? ", …" : ""}`,
  );

/**
 * `npm run images:tools`: writes the monogram logo of every tool in the
 * directory data into public/images/tools/ (only files that are missing or out of date), tools
 * with the same letters kept apart by colour or shape (lib/directory/tool-images.ts).
 * Pass --data DIR and --out DIR to generate for another catalogue (the build-scale benchmark).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readCatalogueFiles } from "../lib/data/tools-source";
import { assignMonogramStyles, monogramPath, monogramSvg } from "../lib/directory/tool-images";
import { readCommandLine } from "./lib/command-line";

const { values } = readCommandLine(
  {
    name: "images:tools",
    usage:
      "Usage: npm run images:tools -- [--data data/tools] [--out public]\n\nWrites the monogram logo of every tool into public/images/tools/ (only files missing or out of date).",
  },
  { options: { data: { type: "string" }, out: { type: "string", default: "public" } } },
);
const files = readCatalogueFiles(values.data ? path.resolve(values.data) : undefined);
let written = 0;
let total = 0;

function write(sitePath: string, content: string) {
  const file = path.join(values.out, sitePath);
  total += 1;
  if (existsSync(file) && readFileSync(file, "utf8") === content) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written += 1;
}

const tools: { name: string; slug: string }[] = [];
for (const { data } of files) {
  const items = (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) continue;
  for (const item of items as { name?: unknown; link?: unknown }[]) {
    if (typeof item.name !== "string" || typeof item.link !== "string") continue;
    tools.push({ name: item.name, slug: item.link.replace(/^\/tools\//, "") });
  }
}
// Tools that share letters get different colours or shapes (the whole catalogue is looked at).
const styles = assignMonogramStyles(tools);
for (const { name, slug } of tools) {
  write(monogramPath(slug), monogramSvg(name, slug, styles.get(slug)));
}
console.log(`Tool images: ${written} written, ${total - written} already up to date.`);

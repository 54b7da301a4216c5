/** Writes out/pagefind/ (the site search index) from the validated data. Part of `npm run build`. */
import "./lib/env";
import { siteRecords, writeSearchIndex } from "./lib/search-index";

const outputPath = process.argv[2] ?? "out/pagefind";
const figures = await writeSearchIndex(await siteRecords(), outputPath);
console.log(
  `Search index: ${figures.records} records, ${figures.files} files, ${(figures.bytes / 1024).toFixed(0)} KiB in ${outputPath} (${figures.seconds.toFixed(1)} s).`,
);

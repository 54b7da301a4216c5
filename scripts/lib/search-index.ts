/**
 * Writes the site search's static index: Pagefind's chunked index of every tool, article and
 * prompt record, plus the word list typo correction uses. Run by `npm run build` after
 * `next build`, and by bench/search.ts for a generated catalogue.
 */
import { createHash } from "node:crypto";
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { articleCategoryInfo } from "@/lib/article-categories";
import type { Catalogue } from "@/lib/directory/catalogue";
import { isListed } from "@/lib/directory/on-sale";
import { directoryReportFor, loadDirectory, loadSite, type Site } from "@/lib/data/site";
import { taskPath } from "@/lib/directory/tasks";
import {
  bundleFolder,
  searchBundles,
  vocabularyFile,
  type SearchBundle,
  type SearchKind,
} from "@/lib/search/kinds";
import {
  articleRecord,
  promptRecord,
  taskRecord,
  toolRecord,
  vocabulary,
  type SearchRecord,
} from "@/lib/search/records";

/**
 * The validated tool catalogue the index is built from; throws naming every data error.
 * `toolsDirectory` swaps in other category files (the search benchmark's generated catalogue,
 * whose images a build would draw, so they are not required to exist).
 */
export function indexedCatalogue(toolsDirectory?: string): Catalogue {
  const sources =
    toolsDirectory === undefined ? {} : { toolsDirectory, publicFileExists: () => true };
  return loadDirectory(sources).catalogue;
}

/**
 * Every record of the site, from the validated site (lib/data/site.ts); throws naming every
 * problem. `catalogue` replaces the site's own tools (see indexedCatalogue).
 */
export async function siteRecords(catalogue?: Catalogue): Promise<SearchRecord[]> {
  return searchRecords(
    await loadSite({}, catalogue === undefined ? undefined : directoryReportFor(catalogue)),
  );
}

/** The records of a loaded site: listed tools, shown tasks, articles and prompts. */
export function searchRecords({ catalogue, tasks, articles, prompts }: Site): SearchRecord[] {
  return [
    // An unverified tool keeps its page but leaves search, as it leaves the lists (`listed`,
    // lib/directory/on-sale.ts). An ended tool stays findable by name, its result marked ended.
    ...catalogue.tools.filter(isListed).map(toolRecord),
    ...tasks.tasks.map((task) =>
      taskRecord({
        path: taskPath(task.id),
        name: task.name,
        description: task.description,
        synonyms: task.synonyms,
        categoryName: task.categoryName,
        toolCount: task.tools.length,
      }),
    ),
    ...articles.map((article) =>
      articleRecord({
        path: article.path,
        title: article.title,
        description: article.description,
        kind: article.kind,
        categoryLabel: articleCategoryInfo[article.category].label,
        date: article.date,
        tags: article.tags,
        text: article.text,
      }),
    ),
    ...promptRecords(prompts),
  ];
}

/** Both prompt collections' records, in category order. */
function promptRecords(prompts: Site["prompts"]): SearchRecord[] {
  return [
    ...prompts.chatgpt.flatMap((category) =>
      category.prompts.map((prompt) =>
        promptRecord({
          collection: "chatgpt",
          id: prompt.id,
          title: prompt.title,
          text: prompt.prompt,
          category: category.name,
          categorySlug: category.slug,
          tags: prompt.tags,
        }),
      ),
    ),
    ...prompts.midjourney.flatMap((category) =>
      category.prompts.map((prompt) =>
        promptRecord({
          collection: "midjourney",
          id: prompt.id,
          title: prompt.title,
          text: prompt.prompt,
          summary: prompt.produces,
          category: category.name,
          categorySlug: category.slug,
          tags: prompt.tags,
        }),
      ),
    ),
  ];
}

export type IndexFigures = { records: number; files: number; bytes: number; seconds: number };

function directorySize(directory: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(directory, { recursive: true, encoding: "utf8" })) {
    const info = statSync(path.join(directory, entry));
    if (info.isFile()) {
      files += 1;
      bytes += info.size;
    }
  }
  return { files, bytes };
}

/** Writes one Pagefind bundle of `records` into `bundlePath`. */
async function writeBundle(records: readonly SearchRecord[], bundlePath: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  // Sequential: the service answers one request at a time anyway, and the errors stay in order.
  for (const record of records) {
    const added = await index.addHTMLFile({ url: record.url, content: record.html });
    if (added.errors.length > 0)
      throw new Error(`Pagefind refused ${record.url}: ${added.errors.join("; ")}`);
  }
  const written = await index.writeFiles({ outputPath: bundlePath });
  if (written.errors.length > 0)
    throw new Error(`Pagefind could not write ${bundlePath}: ${written.errors.join("; ")}`);
  // Only the search API is used: drop Pagefind's prebuilt UIs and the highlighter.
  for (const name of readdirSync(bundlePath)) {
    if (/^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/.test(name)) {
      rmSync(path.join(bundlePath, name));
    }
  }
}

/** How Pagefind's loader (pagefind.js, and the same code in its worker) names its WebAssembly. */
const wasmAddress = "${this.basePath}wasm.${language}.pagefind";

/**
 * Makes every bundle load one copy of Pagefind's WebAssembly, under a name that changes with its
 * bytes. Each bundle ships the same files (one Pagefind version, one language) but asks for its
 * own copy by its own address, so a visitor downloaded it once per bundle; and with a name that
 * never changes it could not be cached safely across a Pagefind upgrade. Now the first bundle
 * keeps the files as wasm.{language}.{hash}.pagefind (served as immutable, firebase.json), every
 * bundle's loader asks for those, and the later bundles' copies are removed. Throws, naming the
 * file, when the copies differ or the loader no longer names the file the way this expects
 * (after an upgrade), rather than leave a bundle that cannot load.
 */
export function shareWebAssembly(outputPath: string, bundles: readonly SearchBundle[]): void {
  const [first] = bundles;
  if (!first) return;
  const firstPath = path.join(outputPath, bundleFolder(first));
  const wasmFiles = readdirSync(firstPath)
    .filter((name) => /^wasm\.[a-z-]+\.pagefind$/.test(name))
    .sort();
  // Pointing the loaders at a hash of nothing would leave every bundle unable to load.
  if (wasmFiles.length === 0)
    throw new Error(
      `${firstPath}: no wasm.{language}.pagefind file, which the loaders are to share (a Pagefind upgrade?)`,
    );
  const hash = createHash("sha256");
  for (const name of wasmFiles) hash.update(name).update(readFileSync(path.join(firstPath, name)));
  const version = hash.digest("hex").slice(0, 10);
  const others = bundles.filter((bundle) => bundle !== first);
  for (const bundle of others) {
    for (const name of wasmFiles) {
      const own = path.join(outputPath, bundleFolder(bundle), name);
      if (!readFileSync(own).equals(readFileSync(path.join(firstPath, name))))
        throw new Error(`${own} differs from the ${first} bundle's copy: they cannot share it`);
    }
  }
  // Every loader is checked before any is rewritten, so a failure leaves the bundles whole.
  const loaders = bundles.flatMap((bundle) =>
    ["pagefind.js", "pagefind-worker.js"].map((name) => {
      const file = path.join(outputPath, bundleFolder(bundle), name);
      const code = readFileSync(file, "utf8");
      const found = code.split(wasmAddress).length - 1;
      if (found !== 1)
        throw new Error(
          `${file}: expected Pagefind's loader to name its WebAssembly once as ${wasmAddress}, found it ${found} times (a Pagefind upgrade?)`,
        );
      const folder = bundle === first ? "" : `../${bundleFolder(first)}`;
      return {
        file,
        code: code.replace(
          wasmAddress,
          `\${this.basePath}${folder}wasm.\${language}.${version}.pagefind`,
        ),
      };
    }),
  );
  for (const { file, code } of loaders) writeFileSync(file, code);
  for (const name of wasmFiles) {
    for (const bundle of others) rmSync(path.join(outputPath, bundleFolder(bundle), name));
    renameSync(
      path.join(firstPath, name),
      path.join(firstPath, name.replace(/\.pagefind$/, `.${version}.pagefind`)),
    );
  }
}

/**
 * Replaces `outputPath` with the search: one Pagefind bundle per group of result kinds
 * (lib/search/kinds.ts) and the word list; throws with Pagefind's messages on failure.
 */
export async function writeSearchIndex(
  records: readonly SearchRecord[],
  outputPath: string,
): Promise<IndexFigures> {
  const started = performance.now();
  rmSync(outputPath, { recursive: true, force: true });
  try {
    for (const [bundle, kinds] of Object.entries(searchBundles) as [
      SearchBundle,
      readonly SearchKind[],
    ][]) {
      await writeBundle(
        records.filter((record) => kinds.includes(record.kind)),
        path.join(outputPath, bundleFolder(bundle)),
      );
    }
  } finally {
    await pagefind.close();
  }
  shareWebAssembly(outputPath, Object.keys(searchBundles) as SearchBundle[]);
  mkdirSync(outputPath, { recursive: true });
  writeFileSync(path.join(outputPath, vocabularyFile), vocabulary(records));
  return {
    records: records.length,
    ...directorySize(outputPath),
    seconds: (performance.now() - started) / 1000,
  };
}

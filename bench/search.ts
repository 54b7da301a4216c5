/**
 * bench/search: what the site search costs a visitor, for the real catalogue and for a
 * generated one of 10,000 tools.
 *
 *   npx tsx bench/search.ts                 # real catalogue and 10,000 tools
 *   npx tsx bench/search.ts --tools 20000   # another generated size
 *
 * For each catalogue it writes the Pagefind index (with the real articles and prompts) into
 * a copy of out/, serves it with the production headers, and in Chromium prints:
 *   - JavaScript the search adds before the first query: the search box's own code in every
 *     page (its modules bundled and minified with esbuild, gzip) plus what the browser
 *     fetches when the visitor shows intent (hover and focus on the box);
 *   - bytes fetched to answer the first query, typed one key at a time (from the first key
 *     to the final results painted, every request: Pagefind's script, worker, WebAssembly,
 *     index chunks, fragments and the typo-correction word list), as transferred with gzip;
 *   - milliseconds from a key press to its results painted, once warm (median and p95 over
 *     every letter of several queries).
 * Builds out/ first when it is stale. Nothing here is a test: it prints figures.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { build as esbuild } from "esbuild";
import { chromium, type Page, type Request } from "@playwright/test";
import "../scripts/lib/env";
import { ensureFreshBuild } from "../scripts/lib/build";
import { chromiumLaunchOptions } from "../scripts/lib/chromium";
import {
  indexedCatalogue,
  siteRecords,
  writeSearchIndex,
  type IndexFigures,
} from "../scripts/lib/search-index";
import { emulatorOrigins, startHosting } from "../scripts/lib/hosting-emulator";
import { resolveFirebaseSettings } from "../lib/firebase/config";
import { generateCatalogue } from "./lib/generated-catalogue";
import { monogramPath, monogramSvg } from "../lib/directory/tool-images";

const { values } = parseArgs({
  options: { tools: { type: "string", default: "10000" } },
});

const port = 4190;
const origin = `http://127.0.0.1:${port}`;
const firstQuery = "image generator";
const warmQueries = ["midjourney", "transcribe", "video editor", "seo writing", "notion"];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The header box's code that every page carries: its modules, minified, gzip (React, Next and clsx excluded: every page has them anyway). */
async function boxBytes(): Promise<number> {
  const result = await esbuild({
    entryPoints: ["components/search/site-search.tsx"],
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    tsconfig: "tsconfig.json",
    external: ["react", "react-dom", "react/*", "next", "next/*", "clsx", "./search-popup"],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const output = result.outputFiles[0];
  return output ? gzipSync(output.contents, { level: 9 }).length : NaN;
}

/** Links every entry of `from` into `to` (a new folder), except those named in `skip`. */
function linkEntries(from: string, to: string, skip: readonly string[] = []): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (!skip.includes(entry)) symlinkSync(path.resolve(from, entry), path.join(to, entry));
  }
}

/**
 * A copy of out/ (links, not bytes) whose /pagefind/ is this catalogue's index. For a generated
 * catalogue it also draws each generated tool's monogram tile, as a build of that catalogue
 * would: results show the tile behind a brand logo, and without it the server would answer
 * each one with the 404 page, counted as tens of kilobytes of "logos".
 */
async function siteWithIndex(
  toolsDirectory?: string,
): Promise<{ root: string; index: IndexFigures }> {
  const root = mkdtempSync(path.join(tmpdir(), "aicompass-search-"));
  const catalogue = indexedCatalogue(toolsDirectory);
  if (toolsDirectory === undefined) {
    linkEntries("out", root, ["pagefind"]);
  } else {
    linkEntries("out", root, ["pagefind", "images"]);
    linkEntries(path.join("out", "images"), path.join(root, "images"), ["tools"]);
    linkEntries(path.join("out", "images", "tools"), path.join(root, "images", "tools"));
    for (const { name, slug } of catalogue.tools) {
      const file = path.join(root, monogramPath(slug));
      if (!existsSync(file)) writeFileSync(file, monogramSvg(name, slug));
    }
  }
  const index = await writeSearchIndex(await siteRecords(catalogue), path.join(root, "pagefind"));
  return { root, index };
}

type Transfer = { url: string; type: string; bytes: number };

type Recorder = { transfers: Transfer[]; quiet: () => Promise<void> };

/**
 * Records each finished request's transferred size (body as sent, compressed, plus headers),
 * including those of Pagefind's Web Worker, which a page-level CDP session would miss.
 * `quiet()` waits until nothing has been in flight for half a second.
 */
function recordTransfers(page: Page): Recorder {
  const transfers: Transfer[] = [];
  // Only the site's own requests: the idle Firebase Auth listener talks to the (absent) emulator.
  const ours = (request: Request) => request.url().startsWith(origin);
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on("request", (request) => {
    if (!ours(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on("requestfailed", settle);
  page.on("requestfinished", (request) => {
    if (!ours(request)) return;
    request.sizes().then(
      (sizes) => {
        transfers.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
        settle(request);
      },
      () => settle(request), // the page closed first: not part of any figure
    );
  });
  const quiet = async () => {
    const started = Date.now();
    while ((inFlight.size > 0 || Date.now() - lastChange < 500) && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (inFlight.size > 0) {
      throw new Error(`Still loading after 15 s: ${[...inFlight].map((r) => r.url()).join(", ")}`);
    }
  };
  return { transfers, quiet };
}

/**
 * Arms a watch for the next key press in the box; the returned function resolves with the
 * time from that key press to the results for the box's new text painted.
 */
async function armKeyToPaint(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('input[data-site-search="header"]')!;
    const form = box.closest("form")!;
    const scope = window as unknown as { keyToPaint?: Promise<number> };
    scope.keyToPaint = new Promise<number>((resolve) => {
      box.addEventListener(
        "keydown",
        (event) => {
          const started = event.timeStamp;
          const observer = new MutationObserver(() => {
            const shown = form.querySelector("[data-results-for]");
            if (shown?.getAttribute("data-results-for") !== box.value.trim()) return;
            observer.disconnect();
            // The frame after the DOM change is the one that paints it.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
          });
          observer.observe(form, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
            attributeFilter: ["data-results-for"],
          });
        },
        { once: true },
      );
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { keyToPaint: Promise<number> }).keyToPaint);
}

async function measure(label: string, toolsDirectory?: string) {
  const { root, index } = await siteWithIndex(toolsDirectory);
  const server = await startHosting({
    root,
    port,
    host: "127.0.0.1",
    connectSrcExtra: emulatorOrigins(resolveFirebaseSettings().emulators),
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // Compression as a CDN without brotli would serve it, so figures are gzip like the budget.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      extraHTTPHeaders: { "Accept-Encoding": "gzip" },
    });
    const page = await context.newPage();
    const { transfers, quiet } = recordTransfers(page);
    await page.goto(`${origin}/guides`);
    await quiet();

    const box = page.locator('input[data-site-search="header"]');
    const beforeIntent = transfers.length;
    await box.hover();
    await box.focus();
    await quiet();
    const intentScripts = transfers.slice(beforeIntent).filter((t) => t.type === "script");
    const intentJs = intentScripts.reduce((sum, t) => sum + t.bytes, 0);

    const beforeQuery = transfers.length;
    const started = Date.now();
    await box.pressSequentially(firstQuery);
    await page.waitForFunction(
      (query) => document.querySelector(`[data-results-for="${query}"]`) !== null,
      firstQuery,
    );
    const firstQueryMs = Date.now() - started;
    await quiet();
    const queryTransfers = transfers.slice(beforeQuery);
    const queryBytes = queryTransfers.reduce((sum, t) => sum + t.bytes, 0);
    const byKind = new Map<string, number>();
    for (const t of queryTransfers) {
      const name = new URL(t.url).pathname;
      const kind = /\.wasm|wasm\./.test(name)
        ? "WebAssembly"
        : /pagefind(-worker)?\.js$/.test(name)
          ? "Pagefind JS"
          : /\/fragment\//.test(name)
            ? "fragments"
            : /\/index\/|\/filter\/|pf_meta|entry\.json/.test(name)
              ? "index"
              : /vocabulary/.test(name)
                ? "word list"
                : /^\/images\//.test(name)
                  ? "result logos"
                  : /\.txt$/.test(name)
                    ? "page prefetches"
                    : "our JS and other";
      byKind.set(kind, (byKind.get(kind) ?? 0) + t.bytes);
    }

    const latencies: number[] = [];
    for (const query of warmQueries) {
      await box.fill("");
      for (const [at, key] of [...query].entries()) {
        // A space leaves the query as it was, and one letter is not searched: nothing to time.
        if (key === " " || at === 0) {
          await box.press(key === " " ? "Space" : key);
          continue;
        }
        const latency = await armKeyToPaint(page);
        await box.press(key);
        latencies.push(await latency());
      }
    }

    return {
      label,
      index,
      intentJs,
      intentFiles: intentScripts.length,
      queryBytes,
      queryRequests: queryTransfers.length,
      byKind,
      firstQueryMs,
      latencies,
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

await ensureFreshBuild();
const box = await boxBytes();
const generatedDirectory = generateCatalogue(Number(values.tools));
const runs = [];
try {
  runs.push(await measure("real catalogue"));
  runs.push(
    await measure(`${Number(values.tools).toLocaleString("en-US")} tools`, generatedDirectory),
  );
} finally {
  rmSync(generatedDirectory, { recursive: true, force: true });
}

console.log(`\nSearch benchmark (Chromium, desktop viewport, gzip; 1 KB = 1024 bytes)`);
console.log(`Search box code in every page (esbuild-minified, gzip): ${kb(box)}`);
for (const run of runs) {
  const js = box + run.intentJs;
  console.log(
    `\n${run.label}: ${run.index.records} records, index ${run.index.files} files, ${kb(run.index.bytes)} on disk, written in ${run.index.seconds.toFixed(1)} s`,
  );
  console.log(
    `  JS added before the first query:  ${kb(js)} (box ${kb(box)} + on focus ${kb(run.intentJs)} in ${run.intentFiles} files; target ≤ 20 KB)`,
  );
  console.log(
    `  Bytes fetched for "${firstQuery}" (typed): ${kb(run.queryBytes)} in ${run.queryRequests} requests (target ≤ 300 KB)`,
  );
  console.log(`    ${[...run.byKind].map(([kind, bytes]) => `${kind} ${kb(bytes)}`).join(", ")}`);
  console.log(`  First query, typed, to results (cold, local server): ${run.firstQueryMs} ms`);
  console.log(
    `  Key press to results painted, warm: median ${median(run.latencies).toFixed(1)} ms, p95 ${percentile(run.latencies, 95).toFixed(1)} ms over ${run.latencies.length} keys (target median ≤ 50 ms)`,
  );
}

/**
 * Build step: the open data. Writes the static JSON API under out/api/v1/ (the tool index, one
 * file per tool, categories, tasks, both prompt collections, the news index, the price changes,
 * and a JSON Schema for each shape, generated from the zod schemas), plus out/llms.txt and
 * out/llms-full.txt. Every file is parsed with its schema before it is written; a mismatch stops
 * the build naming the file. Run after `next build` (it writes into out/).
 */
import "./lib/env";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { llmsFullTxt, llmsTxt } from "../lib/api/llms";
import {
  categoriesFile,
  changesFile,
  chatgptPromptsFile,
  midjourneyPromptsFile,
  newsFile,
  tasksFile,
  toolFile,
  toolIndexFile,
  type ApiContext,
} from "../lib/api/records";
import { apiBasePath, apiSchemaPath, apiSchemas, type ApiSchemaName } from "../lib/api/schemas";
import { summarise } from "../lib/content/articles-source";
import { loadSite, SiteDataError } from "../lib/data/site";
import { toolsWithAlternativesPage } from "../lib/directory/alternatives";
import { priceChanges } from "../lib/directory/changes";
import { directoryCounts } from "../lib/directory/counts";
import { site } from "../lib/site";
import { resolveSiteUrl } from "../lib/site-url";

const outDir = path.resolve(process.argv[2] ?? "out");
const started = performance.now();
const origin = resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);
const context: ApiContext = {
  absolute: (sitePath) => new URL(sitePath, `${origin}/`).toString(),
  builtAt: new Date().toISOString(),
};

function fail(message: string): never {
  console.error(`write-api: ${message}`);
  process.exit(1);
}

let files = 0;
let bytes = 0;

/** Writes site path `sitePath` (under out/) from text. */
function writeText(sitePath: string, text: string): void {
  const file = path.join(outDir, sitePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  files += 1;
  bytes += Buffer.byteLength(text);
}

/** Parses the payload with its schema (a mismatch stops the build), then writes it compactly. */
function writeJson(sitePath: string, name: ApiSchemaName, payload: unknown): void {
  const result = apiSchemas[name].safeParse(payload);
  if (!result.success)
    fail(
      `${sitePath} does not match its schema ${name}: ${result.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; ")}`,
    );
  writeText(sitePath, JSON.stringify(payload));
}

const { catalogue, tasks, prompts, articles } = await loadSite().catch((error: unknown) => {
  if (error instanceof SiteDataError) fail(error.message);
  throw error;
});

const taskIdsOf = (slug: string) => (tasks.toolTasks.get(slug) ?? []).map((task) => task.id);
const withAlternatives = new Set(
  toolsWithAlternativesPage(catalogue, tasks).map((tool) => tool.slug),
);

// The JSON Schema of every shape, from its zod schema.
for (const name of Object.keys(apiSchemas) as ApiSchemaName[]) {
  const schema = z.toJSONSchema(apiSchemas[name], { io: "output", unrepresentable: "any" });
  writeText(
    apiSchemaPath(name),
    JSON.stringify({ $id: context.absolute(apiSchemaPath(name)), ...schema }, null, 2),
  );
}

writeJson(
  `${apiBasePath}/tools.json`,
  "tool-index",
  toolIndexFile(catalogue.tools, taskIdsOf, context),
);
for (const tool of catalogue.tools)
  writeJson(
    `${apiBasePath}/tools/${tool.slug}.json`,
    "tool",
    toolFile(tool, taskIdsOf(tool.slug), withAlternatives.has(tool.slug), context),
  );
writeJson(`${apiBasePath}/categories.json`, "categories", categoriesFile(catalogue, context));
writeJson(`${apiBasePath}/tasks.json`, "tasks", tasksFile(tasks, context));
writeJson(
  `${apiBasePath}/prompts/chatgpt.json`,
  "chatgpt-prompts",
  chatgptPromptsFile(prompts, context),
);
writeJson(
  `${apiBasePath}/prompts/midjourney.json`,
  "midjourney-prompts",
  midjourneyPromptsFile(prompts, context),
);
writeJson(`${apiBasePath}/news.json`, "news", newsFile(articles.map(summarise), context));
const general = catalogue.tools.filter((tool) => !tool.adult);
writeJson(`${apiBasePath}/changes.json`, "changes", changesFile(priceChanges(general), context));

const counts = directoryCounts(catalogue.categories);
writeText("/llms.txt", llmsTxt(site, { ...counts, tasks: tasks.tasks.length }, context.absolute));
writeText(
  "/llms-full.txt",
  llmsFullTxt(site, catalogue, (slug) => tasks.toolTasks.get(slug) ?? [], context.absolute),
);

console.log(
  `Open data: ${files} files (${(bytes / 1024 / 1024).toFixed(1)} MB) under ${apiBasePath}/ and llms.txt in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);

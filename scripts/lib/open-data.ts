/**
 * Build step: the open data. Writes the static JSON API under out/api/v1/ (the tool index, one
 * file per tool (with what its alternatives page lists), categories, tasks, both prompt collections, the news index, the price changes,
 * and a JSON Schema for each shape, generated from the zod schemas), plus out/llms.txt and
 * out/llms-full.txt, from the site the build loaded once. Every file is parsed with its schema
 * before it is written; a mismatch stops the build naming the file. Runs after `next build`.
 *
 * `builtAt` stays the same for the same sources, so two builds of one commit write the same
 * bytes and a deploy uploads only what changed: the commit time of the sources
 * (SOURCE_DATE_EPOCH, else git's HEAD, else now) in the files that list the whole site, and in a
 * tool's own file the newest date its facts carry.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { llmsFullTxt, llmsTxt } from "../../lib/api/llms";
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
} from "../../lib/api/records";
import { apiBasePath, apiSchemaPath, apiSchemas, type ApiSchemaName } from "../../lib/api/schemas";
import { summarise } from "../../lib/content/articles-source";
import type { Site } from "../../lib/data/site";
import { alternativesFor, toolsWithAlternativesPage } from "../../lib/directory/alternatives";
import type { DirectoryTool } from "../../lib/directory/catalogue";
import { priceChanges } from "../../lib/directory/changes";
import { directoryCounts } from "../../lib/directory/counts";
import { site } from "../../lib/site";
import { resolveSiteUrl } from "../../lib/site-url";

/**
 * When the sources were committed (ISO 8601, UTC): SOURCE_DATE_EPOCH (seconds) when set, else the
 * committer time of git's HEAD, else (outside a git checkout) `now`. Uncommitted edits do not move
 * it, so two builds of the same working tree write the same bytes.
 */
export function sourceTime(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000).toISOString();
  const head = spawnSync("git", ["log", "-1", "--format=%ct"], { encoding: "utf8" });
  if (head.status === 0 && /^\d+$/.test(head.stdout.trim()))
    return new Date(Number(head.stdout.trim()) * 1000).toISOString();
  return now.toISOString();
}

/** The newest date a tool's facts carry (its sources, price history, lifecycle), as ISO 8601. */
export function toolFactsTime(
  tool: Pick<DirectoryTool, "sources" | "priceHistory" | "statusOn" | "acquiredOn" | "lastSeen">,
  fallback: string,
): string {
  const dates = [
    ...(tool.sources ?? []).map((source) => source.seen),
    ...(tool.priceHistory ?? []).map((entry) => entry.on),
    tool.statusOn,
    tool.acquiredOn,
    tool.lastSeen,
  ].filter((date): date is string => typeof date === "string");
  if (dates.length === 0) return fallback;
  const newest = dates
    .map((date) => (date.length === 7 ? `${date}-01` : date))
    .sort()
    .at(-1)!;
  return `${newest}T00:00:00.000Z`;
}

/** The JSON Schema of every shape, from its zod schema: [site path, text]. */
function jsonSchemaFiles(context: ApiContext): [string, string][] {
  return (Object.keys(apiSchemas) as ApiSchemaName[]).map((name) => {
    const schema = z.toJSONSchema(apiSchemas[name], { io: "output", unrepresentable: "any" });
    return [
      apiSchemaPath(name),
      JSON.stringify({ $id: context.absolute(apiSchemaPath(name)), ...schema }, null, 2),
    ];
  });
}

export class OpenDataError extends Error {
  override name = "OpenDataError";
}

/** Writes the open data into `outDir` from the loaded site; returns the one-line summary. */
export function writeOpenData(loaded: Site, outDir: string, builtAt = sourceTime()): string {
  const origin = resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);
  const context: ApiContext = {
    absolute: (sitePath) => new URL(sitePath, `${origin}/`).toString(),
    builtAt,
  };
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
      throw new OpenDataError(
        `${sitePath} does not match its schema ${name}: ${result.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
          .join("; ")}`,
      );
    writeText(sitePath, JSON.stringify(payload));
  }

  const { catalogue, tasks, prompts, articles } = loaded;
  const taskIdsOf = (slug: string) => (tasks.toolTasks.get(slug) ?? []).map((task) => task.id);
  const withAlternatives = new Set(
    toolsWithAlternativesPage(catalogue, tasks).map((tool) => tool.slug),
  );

  for (const [file, text] of jsonSchemaFiles(context)) writeText(file, text);

  writeJson(
    `${apiBasePath}/tools.json`,
    "tool-index",
    toolIndexFile(catalogue.tools, taskIdsOf, context),
  );
  for (const tool of catalogue.tools)
    writeJson(
      `${apiBasePath}/tools/${tool.slug}.json`,
      "tool",
      toolFile(
        tool,
        taskIdsOf(tool.slug),
        withAlternatives.has(tool.slug),
        { ...context, builtAt: toolFactsTime(tool, builtAt) },
        withAlternatives.has(tool.slug) ? alternativesFor(tool, tasks) : [],
      ),
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
  const tasksOf = (slug: string) => tasks.toolTasks.get(slug) ?? [];
  writeText("/llms.txt", llmsTxt(site, { ...counts, tasks: tasks.tasks.length }, context.absolute));
  writeText("/llms-full.txt", llmsFullTxt(site, catalogue, tasksOf, context.absolute));

  return `${files} files (${(bytes / 1024 / 1024).toFixed(1)} MB) under ${apiBasePath}/ and llms.txt`;
}

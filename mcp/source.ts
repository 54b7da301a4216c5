/**
 * Where the MCP server's answers come from: the static JSON API (/api/v1/), read from the
 * published site (or another deployment) over HTTP, or from a local build folder. Every file
 * is parsed with its zod schema (lib/api/schemas.ts) and kept for the life of the process; a
 * file that is missing, unreachable, not JSON or not of its shape becomes a SourceError whose
 * message says which file and what is wrong, never a crash. A failed read is not kept, so the
 * next call tries again.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { slugPattern } from "@/lib/directory/slug";
import {
  apiBasePath,
  apiCategoriesSchema,
  apiChangesSchema,
  apiChatgptPromptsSchema,
  apiMidjourneyPromptsSchema,
  apiTasksSchema,
  apiToolFileSchema,
  apiToolIndexSchema,
} from "@/lib/api/schemas";

export type ToolIndexEntry = z.infer<typeof apiToolIndexSchema>["tools"][number];
export type ApiTool = z.infer<typeof apiToolFileSchema>["tool"];
export type ApiCategory = z.infer<typeof apiCategoriesSchema>["categories"][number];
export type ApiTask = z.infer<typeof apiTasksSchema>["tasks"][number];
export type ApiChange = z.infer<typeof apiChangesSchema>["changes"][number];
export type ChatgptPromptsFile = z.infer<typeof apiChatgptPromptsSchema>;
export type MidjourneyPromptsFile = z.infer<typeof apiMidjourneyPromptsSchema>;
export type PromptsFile = ChatgptPromptsFile | MidjourneyPromptsFile;

export const promptCollections = ["chatgpt", "midjourney"] as const;
export type PromptCollection = (typeof promptCollections)[number];

/** A file of the API could not be read or is not what the API promises. */
export class SourceError extends Error {
  override name = "SourceError";
}

/** Reads one file of the API by its path under /api/v1/ ("tools.json"): its text. */
export type ApiReader = {
  /** The folder or URL the files come from, as messages name it. */
  where: string;
  /** Where a file is, as messages name it (never an absolute path on this computer). */
  locate: (file: string) => string;
  readText: (file: string) => Promise<string>;
};

/** A JSON file larger than this is not an API file (the tool index is about 0.3 MB). */
export const maxFileBytes = 20 * 1024 * 1024;

/**
 * A folder as messages name it: relative to the working directory when it is inside it, else
 * by its own name. Messages reach the MCP client (and the model behind it), which has no
 * business knowing the operator's user name or folder layout.
 */
export function displayFolder(dir: string, cwd = process.cwd()): string {
  const relative = path.relative(cwd, dir);
  if (relative === "") return ".";
  if (relative.startsWith("..") || path.isAbsolute(relative)) return path.basename(dir);
  return relative;
}

const apiFolderParts = apiBasePath.split("/").filter(Boolean);

/** Where a build folder keeps a file of the API: `out` and "tools.json" → out/api/v1/tools.json. */
export function apiFilePath(dir: string, file: string): string {
  return path.join(dir, ...apiFolderParts, file);
}

/** A build folder such as out/: its api/v1/ holds the files. */
export function folderReader(dir: string): ApiReader {
  const shown = path.join(displayFolder(dir), ...apiFolderParts);
  const locate = (file: string) => path.join(shown, file);
  return {
    where: shown,
    locate,
    async readText(file) {
      try {
        return await readFile(apiFilePath(dir, file), "utf8");
      } catch (error) {
        // Node's own message names the absolute path: only its code is kept.
        const code =
          error instanceof Error && "code" in error && typeof error.code === "string"
            ? error.code
            : "unknown error";
        throw new SourceError(
          code === "ENOENT"
            ? `${locate(file)} does not exist: build the site (npm run build) or point --data at a build folder.`
            : `Could not read ${locate(file)} (${code}).`,
        );
      }
    },
  };
}

/** A deployment of the site, by its origin (https://aicompass.dev). */
export function urlReader(
  baseUrl: string,
  fetchFile: typeof fetch = fetch,
  timeoutMs = 15_000,
): ApiReader {
  const locate = (file: string) => `${baseUrl}${apiBasePath}/${file}`;
  return {
    where: `${baseUrl}${apiBasePath}/`,
    locate,
    async readText(file) {
      const url = locate(file);
      let response: Response;
      try {
        response = await fetchFile(url, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, ENOTFOUND, …).
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
        const reason = cause?.message ?? (error instanceof Error ? error.message : String(error));
        throw new SourceError(`Could not reach ${url} (${reason}).`);
      }
      if (!response.ok)
        throw new SourceError(`${url} answered ${response.status} ${response.statusText}.`.trim());
      const length = Number(response.headers.get("content-length") ?? "0");
      if (length > maxFileBytes)
        throw new SourceError(`${url} is ${length} bytes, more than an API file can be.`);
      return response.text();
    },
  };
}

/** Parses a file's text as JSON and then with its schema. */
export function parseApiFile<T>(
  reader: ApiReader,
  file: string,
  text: string,
  schema: z.ZodType<T>,
): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SourceError(`${reader.locate(file)} is not valid JSON.`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(the file)"}: ${issue.message}`)
    .join("; ");
  throw new SourceError(
    `${reader.locate(file)} is not in the shape of the API (${apiBasePath}): ${problems}.`,
  );
}

export type ApiData = {
  where: string;
  toolIndex: () => Promise<{ tools: ToolIndexEntry[]; bySlug: Map<string, ToolIndexEntry> }>;
  /** The whole file of a tool; call it with a slug from the index. */
  tool: (slug: string) => Promise<ApiTool>;
  categories: () => Promise<ApiCategory[]>;
  tasks: () => Promise<{ tasks: ApiTask[]; byId: Map<string, ApiTask> }>;
  prompts: (collection: PromptCollection) => Promise<PromptsFile>;
  /** The price changes, newest first, as /changes lists them (general tools only). */
  changes: () => Promise<ApiChange[]>;
};

/** The API's files, each read and parsed once per process (in flight calls share the read). */
export function apiData(reader: ApiReader): ApiData {
  const kept = new Map<string, Promise<unknown>>();
  function once<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = kept.get(key) as Promise<T> | undefined;
    if (known) return known;
    const loading = load();
    kept.set(key, loading);
    loading.catch(() => kept.delete(key));
    return loading;
  }
  const file = <T>(name: string, schema: z.ZodType<T>) =>
    once(name, async () => parseApiFile(reader, name, await reader.readText(name), schema));

  return {
    where: reader.where,
    toolIndex: () =>
      once("index", async () => {
        const { tools } = await file("tools.json", apiToolIndexSchema);
        return { tools, bySlug: new Map(tools.map((tool) => [tool.slug, tool])) };
      }),
    tool: async (slug) => {
      // Slugs come from the index; the pattern also keeps a path from leaving the folder.
      if (!slugPattern.test(slug)) throw new SourceError(`"${slug}" is not a tool slug.`);
      return (await file(`tools/${slug}.json`, apiToolFileSchema)).tool;
    },
    categories: async () => (await file("categories.json", apiCategoriesSchema)).categories,
    tasks: () =>
      once("tasks", async () => {
        const { tasks } = await file("tasks.json", apiTasksSchema);
        return { tasks, byId: new Map(tasks.map((task) => [task.id, task])) };
      }),
    prompts: (collection) =>
      collection === "chatgpt"
        ? file("prompts/chatgpt.json", apiChatgptPromptsSchema)
        : file("prompts/midjourney.json", apiMidjourneyPromptsSchema),
    changes: async () => (await file("changes.json", apiChangesSchema)).changes,
  };
}

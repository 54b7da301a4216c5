/**
 * The category files as the logo fetcher reads and edits them: raw JSON (not the checked
 * catalogue, so one broken record elsewhere does not stop an editor), written back as the repo
 * writes data (2-space JSON and a final newline) with `fetchedLogo` placed beside the logo fields.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { saleState } from "@/lib/directory/on-sale";
import { toolStatuses, type FetchedLogo } from "../../../lib/schemas/tool";

export type RawTool = {
  name?: unknown;
  link?: unknown;
  externalLink?: unknown;
  logo?: unknown;
  fetchedLogo?: unknown;
  status?: unknown;
  censored?: unknown;
};

export type DataFile = {
  /** Full path. */
  file: string;
  data: { adult?: unknown; items?: RawTool[] } & Record<string, unknown>;
  /** An adult category: its own flag, or one of the nsfw files. */
  adult: boolean;
};

export type ToolEntry = { slug: string; tool: RawTool; file: DataFile; index: number };

export function readDataFiles(directory: string): DataFile[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = path.join(directory, name);
      const data = JSON.parse(readFileSync(file, "utf8")) as DataFile["data"];
      return { file, data, adult: data.adult === true || /nsfw/i.test(name) };
    });
}

function slugOf(tool: RawTool): string | null {
  return typeof tool.link === "string" ? tool.link.replace(/^\/tools\//, "") : null;
}

export function allTools(files: DataFile[]): ToolEntry[] {
  return files.flatMap((file) =>
    (Array.isArray(file.data.items) ? file.data.items : []).flatMap((tool, index) => {
      const slug = slugOf(tool);
      return slug === null ? [] : [{ slug, tool, file, index }];
    }),
  );
}

export function isAdult(entry: ToolEntry): boolean {
  return entry.file.adult || entry.tool.censored === "true";
}

/** Listed as the site lists it (lib/directory/on-sale.ts); a status it does not know counts as listed. */
function isListed(tool: RawTool): boolean {
  const status = toolStatuses.find((known) => known === tool.status) ?? "active";
  return saleState(status).listed;
}

/**
 * What --missing fetches: listed (not "unverified"), not adult, and with neither a package logo
 * nor a fetched one (fetch a tool again by naming its slug).
 */
export function missingLogos(entries: ToolEntry[]): ToolEntry[] {
  return entries.filter(
    (entry) =>
      isListed(entry.tool) &&
      !isAdult(entry) &&
      entry.tool.logo === undefined &&
      entry.tool.fetchedLogo === undefined,
  );
}

/**
 * The tools that wait for the fetcher (`missingLogos`), by category file in file order, each by
 * name: what `npm run media:fetch -- --list` prints, with no request made.
 */
export function waitingForLogos(files: DataFile[]): { file: string; names: string[] }[] {
  return files
    .map((file) => ({
      file: path.basename(file.file),
      names: missingLogos(allTools([file])).map((entry) =>
        typeof entry.tool.name === "string" ? entry.tool.name : entry.slug,
      ),
    }))
    .filter((group) => group.names.length > 0);
}

/** The tool's site, or why it cannot be fetched (in words naming the tool and the field). */
export function siteOf(entry: ToolEntry, schemes: readonly string[]): URL | string {
  const link = entry.tool.externalLink;
  if (typeof link !== "string" || link.trim() === "")
    return `${entry.slug} has no externalLink in ${path.basename(entry.file.file)}: nothing to fetch`;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return `${entry.slug}'s externalLink "${link}" is not a URL`;
  }
  if (!schemes.includes(url.protocol))
    return `${entry.slug}'s externalLink "${link}" is not https: only https sites are fetched`;
  return url;
}

/** A record with `fetchedLogo` set: in place if it had one, else after `logo`, else `imageUrl`. */
export function withFetchedLogo(tool: RawTool, logo: FetchedLogo): RawTool {
  if ("fetchedLogo" in tool) return { ...tool, fetchedLogo: logo };
  const after = "logo" in tool ? "logo" : "imageUrl" in tool ? "imageUrl" : null;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tool)) {
    result[key] = value;
    if (key === after) result.fetchedLogo = logo;
  }
  if (after === null) result.fetchedLogo = logo;
  return result as RawTool;
}

/** The data file's text as the repo writes it. */
export function dataFileText(data: DataFile["data"]): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

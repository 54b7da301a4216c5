/**
 * The MCP server's command line: where it reads the JSON API from. By default the published
 * site; `--base-url <url>` names another deployment (a preview, or `npm run serve` on
 * localhost); `--data <dir>` reads a local build folder (the `out/` of `npm run build`). Pure.
 */
import path from "node:path";

/**
 * The published site's origin. lib/site.ts's `site.url` is the build's NEXT_PUBLIC_SITE_URL
 * (localhost in development), so the server names the public origin itself, here and only here:
 * the domain of the site's contact address (hello@aicompass.dev).
 */
export const publishedSiteUrl = "https://aicompass.dev";

/** The options that choose where the server reads from (the registry entry offers the same). */
export const sourceOptions = ["--data", "--base-url"] as const;

export type SourceOption = { kind: "url"; baseUrl: string } | { kind: "folder"; dir: string };

export type ServerOptions = { source: SourceOption; help: boolean };

/**
 * How the server is started, as its usage names it: the npm script in this repository, or the
 * packed bin, whose bundle replaces `process.env.AI_COMPASS_MCP_BIN` (scripts/mcp-pack.ts).
 */
const command = process.env.AI_COMPASS_MCP_BIN ?? "npm run mcp --";

export const usage = `Usage: ${command} [--data <dir> | --base-url <url>]

An MCP server (stdio) that answers from AI Compass's JSON API (/api/v1/).
  (no option)        read the published site, ${publishedSiteUrl}
  --data <dir>       read a local build folder, e.g. --data out (its api/v1/ must exist)
  --base-url <url>   read another deployment, e.g. --base-url http://localhost:3000
  --help             show this text`;

/** A command line the server cannot run with; the message says what to change. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** An http(s) origin without a trailing slash, or a UsageError naming the value. */
export function parseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new UsageError(
      `--base-url must be an http(s) URL such as ${publishedSiteUrl}; got "${value}".`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new UsageError(`--base-url must be an http(s) URL; got "${value}".`);
  // A deployment under a path (https://example.org/compass) keeps it.
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** Reads `--name value` and `--name=value`; the value is required. */
function takeValue(args: readonly string[], index: number, name: string): [string, number] {
  const arg = args[index] ?? "";
  if (arg.includes("=")) return [arg.slice(arg.indexOf("=") + 1), index];
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--"))
    throw new UsageError(`${name} needs a value.\n\n${usage}`);
  return [value, index + 1];
}

/** The options of `argv` (without node and the script); relative folders resolve from `cwd`. */
export function parseOptions(args: readonly string[], cwd = process.cwd()): ServerOptions {
  let source: SourceOption = { kind: "url", baseUrl: publishedSiteUrl };
  let chosen: string | null = null;
  let help = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    const name = arg.split("=")[0] ?? arg;
    if (name === "--help" || name === "-h") {
      help = true;
      continue;
    }
    if (!(sourceOptions as readonly string[]).includes(name))
      throw new UsageError(`Unknown option "${arg}".\n\n${usage}`);
    if (chosen !== null && chosen !== name)
      throw new UsageError(`Give --data or --base-url, not both.\n\n${usage}`);
    chosen = name;
    const [value, next] = takeValue(args, index, name);
    index = next;
    source =
      name === "--data"
        ? { kind: "folder", dir: path.resolve(cwd, value) }
        : { kind: "url", baseUrl: parseBaseUrl(value) };
  }
  return { source, help };
}

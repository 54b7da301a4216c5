/** The options of `npm run links:check`, parsed and checked with messages that say what to type. */
import { parseCommandLine, UsageError, type CommandLine, type Script } from "../command-line";
import type { LinkTarget } from "./collect";
import { describeUse } from "./collect";

export type LinksCheckOptions = {
  concurrency: number;
  timeoutMs: number;
  out: string;
  only?: string;
  limit?: number;
  failOnDead: boolean;
};

const usage = `Usage: npm run links:check -- [options]

Checks every outbound URL of data/tools, the published articles and lib/site.ts, and writes
report.md and report.json. Exits 0 even when links are dead: it is a report.

  --concurrency N   requests at a time (1–64, default 8)
  --timeout MS      deadline of each request in milliseconds (100–120000, default 15000)
  --out DIR         where the report goes (default reports/links)
  --only TEXT       only URLs on this domain (openai.com also matches its subdomains), or whose
                    place contains TEXT (a file, a tool's name), or whose URL contains it
  --limit N         check only the first N URLs (after --only)
  --fail-on-dead    exit 1 when a link is dead
  --help            this text`;

export const linksCheckScript: Script = { name: "links:check", usage };

/** The options as the command line takes them (all text: linksCheckOptions checks the numbers). */
export const linksCheckCommand = {
  options: {
    concurrency: { type: "string" },
    timeout: { type: "string" },
    out: { type: "string" },
    only: { type: "string" },
    limit: { type: "string" },
    "fail-on-dead": { type: "boolean", default: false },
  },
} as const;

function wholeNumber(
  name: string,
  raw: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** The parsed command line as the check's options; a UsageError says what is wrong. */
export function linksCheckOptions({
  values,
}: CommandLine<typeof linksCheckCommand>): LinksCheckOptions {
  if (values.out !== undefined && values.out.trim() === "")
    throw new UsageError("--out must name a directory");
  if (values.only !== undefined && values.only.trim() === "")
    throw new UsageError("--only must not be empty");
  const limit = wholeNumber("limit", values.limit, 1, 1_000_000);
  return {
    concurrency: wholeNumber("concurrency", values.concurrency, 1, 64) ?? 8,
    timeoutMs: wholeNumber("timeout", values.timeout, 100, 120_000) ?? 15_000,
    out: values.out ?? "reports/links",
    ...(values.only === undefined ? {} : { only: values.only.trim() }),
    ...(limit === undefined ? {} : { limit }),
    failOnDead: values["fail-on-dead"],
  };
}

/** The options from `args`, as the CLI reads them (without --help, which it answers itself). */
export function parseLinksCheckArgs(args: readonly string[]): LinksCheckOptions {
  return linksCheckOptions(parseCommandLine(linksCheckCommand, args));
}

/**
 * Whether a target is in the subset --only asks for. A domain-like value (letters, digits,
 * dots and hyphens with a dot) matches that host and its subdomains, so x.com does not match
 * netflix.com; any value also matches as case-insensitive text in a place that uses the URL
 * (01-text.json, a tool's name), and a value that is not domain-like as text in the URL.
 */
export function matchesOnly(target: LinkTarget, only: string): boolean {
  const needle = only.toLowerCase();
  const inPlaces = target.uses.some((use) => describeUse(use).toLowerCase().includes(needle));
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(needle)) {
    const host = new URL(target.url).hostname.toLowerCase();
    return host === needle || host.endsWith(`.${needle}`) || inPlaces;
  }
  return target.url.toLowerCase().includes(needle) || inPlaces;
}

export function selectTargets(
  targets: readonly LinkTarget[],
  options: Pick<LinksCheckOptions, "only" | "limit">,
): LinkTarget[] {
  const { only, limit } = options;
  const chosen = only === undefined ? [...targets] : targets.filter((t) => matchesOnly(t, only));
  return limit === undefined ? chosen : chosen.slice(0, limit);
}

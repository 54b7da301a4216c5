/**
 * `npm run media:fetch`: chooses the tools (named slugs, or --missing), fetches each one's logo
 * from its own site, and only when a tool's logo has arrived, converted and validated writes its
 * tile and its `fetchedLogo`; tiles first (each under a temporary name, then renamed), the data
 * files last. A contact sheet lists every tile and every failure for the editor to review.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { fetchedLogoPath } from "../../../lib/directory/fetched-logos";
import { fetchedLogoSchema, type FetchedLogo } from "../../../lib/schemas/tool";
import { contactSheetHtml, type SheetEntry } from "./contact-sheet";
import { defaultLimits, fetchLogo, type FetchLimits } from "./fetch-logo";
import { FetchError, PoliteFetcher, type FetchPolicy } from "./polite-fetch";
import {
  allTools,
  dataFileText,
  isAdult,
  missingLogos,
  readDataFiles,
  siteOf,
  withFetchedLogo,
  type DataFile,
  type ToolEntry,
} from "./tool-records";

/** A mistake in what was asked (an unknown slug, a tool without an https site): nothing fetched. */
export class InputError extends Error {
  override name = "InputError";
}

export type MediaFetchOptions = {
  slugs: readonly string[];
  missing: boolean;
  dataDir: string;
  publicDir: string;
  sheetFile: string;
  /** The day recorded as fetchedOn, YYYY-MM-DD. */
  today: string;
  /** A fresh policy for each tool: its `overall` signal is that tool's time limit. */
  policy: () => FetchPolicy;
  limits?: FetchLimits;
  log: (line: string) => void;
};

export type MediaFetchResult = { fetched: string[]; skipped: string[]; failed: string[] };

type Target = { entry: ToolEntry; site: URL };
type Success = { entry: ToolEntry; logo: FetchedLogo; webp: Buffer; passedOver: string[] };

function nameOf(entry: ToolEntry): string {
  return typeof entry.tool.name === "string" ? entry.tool.name : entry.slug;
}

/**
 * The tools to fetch. A named slug that is unknown or whose site cannot be fetched is an
 * InputError (nothing is fetched); with --missing such a tool is only reported, as a failure.
 */
function chooseTargets(options: MediaFetchOptions, entries: ToolEntry[], schemes: string[]) {
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  const problems: string[] = [];
  const skipped: string[] = [];
  const named: ToolEntry[] = [];
  for (const slug of options.slugs) {
    const entry = bySlug.get(slug);
    if (!entry)
      problems.push(`no tool has the slug "${slug}" (the end of its "link" in data/tools)`);
    else if (isAdult(entry)) {
      options.log(`${slug}: skipped, an adult tool: its logo is not fetched`);
      skipped.push(slug);
    } else named.push(entry);
  }
  const targets: Target[] = [];
  const unfetchable: { entry: ToolEntry; reason: string }[] = [];
  for (const entry of new Set([...named, ...(options.missing ? missingLogos(entries) : [])])) {
    const site = siteOf(entry, schemes);
    if (typeof site !== "string") targets.push({ entry, site });
    else if (named.includes(entry)) problems.push(site);
    else unfetchable.push({ entry, reason: site });
  }
  if (problems.length > 0) throw new InputError(problems.join("\n"));
  return { targets, skipped, unfetchable };
}

/** The provenance record, validated as content:check will validate it. */
function provenance(
  slug: string,
  url: URL,
  kind: FetchedLogo["kind"],
  today: string,
  allowHttp: boolean,
) {
  // The tests' local server is plain http; real runs only ever record https.
  const schema = allowHttp
    ? fetchedLogoSchema.extend({ url: z.url({ protocol: /^https?$/ }) })
    : fetchedLogoSchema;
  return schema.parse({ file: fetchedLogoPath(slug), url: url.href, kind, fetchedOn: today });
}

async function fetchOne(target: Target, options: MediaFetchOptions): Promise<Success> {
  const policy = options.policy();
  const icon = await fetchLogo(
    target.site,
    new PoliteFetcher(policy),
    options.limits ?? defaultLimits,
  );
  const logo = provenance(target.entry.slug, icon.url, icon.kind, options.today, policy.allowHttp);
  return { entry: target.entry, logo, webp: icon.tile.webp, passedOver: icon.passedOver };
}

/** Writes through a temporary file, so a failure never leaves half a file behind. */
function writeWhole(file: string, content: string | Buffer): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  return temporary;
}

function writeAll(successes: Success[], publicDir: string): void {
  const tiles = successes.map((success) => {
    const file = path.join(publicDir, success.logo.file);
    return { file, temporary: writeWhole(file, success.webp) };
  });
  const changed = new Set<DataFile>();
  for (const { entry, logo } of successes) {
    const items = entry.file.data.items!;
    items[entry.index] = withFetchedLogo(items[entry.index]!, logo);
    changed.add(entry.file);
  }
  const data = [...changed].map((file) => ({
    file: file.file,
    temporary: writeWhole(file.file, dataFileText(file.data)),
  }));
  // Every file is on disk under its temporary name: now the tiles, then the records.
  for (const { file, temporary } of [...tiles, ...data]) renameSync(temporary, file);
}

export async function runMediaFetch(options: MediaFetchOptions): Promise<MediaFetchResult> {
  const schemes = options.policy().allowHttp ? ["https:", "http:"] : ["https:"];
  const entries = allTools(readDataFiles(options.dataDir));
  const { targets, skipped, unfetchable } = chooseTargets(options, entries, schemes);
  const successes: Success[] = [];
  const sheet: SheetEntry[] = unfetchable.map(({ entry, reason }) => {
    options.log(`${entry.slug}: no logo: ${reason}`);
    return { slug: entry.slug, name: nameOf(entry), ok: false, reason };
  });
  const failed = unfetchable.map(({ entry }) => entry.slug);
  for (const target of targets) {
    const { slug } = target.entry;
    try {
      const success = await fetchOne(target, options);
      successes.push(success);
      sheet.push({
        slug,
        name: nameOf(target.entry),
        ok: true,
        kind: success.logo.kind,
        url: success.logo.url,
        source: target.site.href,
        webp: success.webp,
        passedOver: success.passedOver,
      });
      options.log(`${slug}: ${success.logo.kind} ${success.logo.url}`);
    } catch (error) {
      if (!(error instanceof FetchError || error instanceof z.ZodError)) throw error;
      failed.push(slug);
      sheet.push({ slug, name: nameOf(target.entry), ok: false, reason: error.message });
      options.log(`${slug}: no logo: ${error.message}`);
    }
  }
  writeAll(successes, options.publicDir);
  if (sheet.length > 0) {
    renameSync(
      writeWhole(options.sheetFile, contactSheetHtml(sheet, options.today)),
      options.sheetFile,
    );
    options.log(`Contact sheet: ${options.sheetFile} (review it before committing).`);
  }
  return { fetched: successes.map((success) => success.entry.slug), skipped, failed };
}

/**
 * `npm run media:fetch -- <slug>…` or `npm run media:fetch -- --missing`: fetches a tool's logo
 * from its own site (https only, public addresses only, robots.txt honoured), converts it to a
 * 128×128 WebP tile in public/images/tools/fetched/ and records where it came from in the tool's
 * `fetchedLogo` in data/tools. Run by an editor with internet; review the contact sheet, then
 * commit. Adult tools are skipped.
 */
import path from "node:path";
import { todayIso } from "../lib/data/tools-source";
import { fail, readCommandLine, UsageError } from "./lib/command-line";
import { defaultPolicy } from "./lib/media/polite-fetch";
import { InputError, runMediaFetch } from "./lib/media/run";
import { readDataFiles, waitingForLogos } from "./lib/media/tool-records";

const script = {
  name: "media:fetch",
  usage: `Usage: npm run media:fetch -- <slug>… | --missing [--data data/tools] [--public public] [--sheet .tmp/logo-contact-sheet.html]
       npm run media:fetch -- --list [--data data/tools]

Fetches each named tool's logo from its own site (or, with --missing, that of every listed,
non-adult tool without a "logo"), writes public/images/tools/fetched/{slug}.webp and the tool's
"fetchedLogo" in data/tools, and a contact sheet to review before committing. --list prints the
tools --missing would fetch, by category file, and fetches nothing.`,
};

/** One tool's whole fetch (page, robots.txt, manifest, icons) must end within this. */
const perToolMs = 60_000;

const options = readCommandLine(
  script,
  {
    allowPositionals: true,
    options: {
      missing: { type: "boolean", default: false },
      list: { type: "boolean", default: false },
      data: { type: "string", default: "data/tools" },
      public: { type: "string", default: "public" },
      sheet: { type: "string", default: ".tmp/logo-contact-sheet.html" },
    },
  },
  ({ values, positionals }) => {
    if (values.list && (values.missing || positionals.length > 0))
      throw new UsageError("--list prints the tools that wait; pass it alone");
    if (values.list) return { ...values, slugs: [] };
    if (!values.missing && positionals.length === 0)
      throw new UsageError("name a tool's slug, or pass --missing");
    if (values.missing && positionals.length > 0)
      throw new UsageError("pass either slugs or --missing, not both");
    return { ...values, slugs: positionals };
  },
);

if (options.list) {
  const groups = waitingForLogos(readDataFiles(path.resolve(options.data)));
  const total = groups.reduce((sum, group) => sum + group.names.length, 0);
  console.log(`${total} listed, non-adult tools wait for a logo (no package has theirs):`);
  for (const { file, names } of groups)
    console.log(`  ${file} (${names.length}): ${names.join(", ")}`);
  process.exit(0);
}

try {
  const result = await runMediaFetch({
    slugs: options.slugs,
    missing: options.missing,
    dataDir: path.resolve(options.data),
    publicDir: path.resolve(options.public),
    sheetFile: path.resolve(options.sheet),
    today: todayIso(),
    policy: () => defaultPolicy(perToolMs),
    log: (line) => console.log(line),
  });
  console.log(
    `Logos: ${result.fetched.length} fetched, ${result.failed.length} failed, ${result.skipped.length} skipped.`,
  );
  if (result.failed.length > 0) process.exitCode = 1;
} catch (error) {
  if (error instanceof InputError) fail(`media:fetch: ${error.message}`);
  throw error;
}

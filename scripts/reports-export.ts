/**
 * `npm run reports:export`: the open "Report a problem" reports, grouped by the tool or prompt
 * they are about (most reported first), as Markdown for an editor (default) or JSON (--json),
 * on stdout or into a file (--out). --close <id> (repeatable) marks reports as dealt with, so
 * the next export leaves them out. The grouping and formats are lib/reports/export.ts; the
 * Firestore connection is scripts/lib/firestore-admin.ts.
 */
import "./lib/env";
import { writeFileSync } from "node:fs";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { loadPromptCollections } from "../lib/data/prompts-source";
import { loadDirectoryReport } from "../lib/data/site";
import { toolPath } from "../lib/directory/slug";
import { promptPath } from "../lib/prompts/paths";
import { DataValidationError } from "../lib/schemas/issues";
import {
  groupReports,
  parseReportDocument,
  reportsCollection,
  reportsJson,
  reportsMarkdown,
  type StoredReport,
} from "../lib/reports/export";
import type { ReportKind } from "../lib/reports/report-fields";
import { site } from "../lib/site";
import { printable, printableJson } from "../lib/terminal-text";
import { readCommandLine } from "./lib/command-line";
import { connectOrExit, targetHelp } from "./lib/firestore-admin";

const usage = `Usage: npm run reports:export -- [--json] [--out <file>] [--close <id>…] [--project <id>]

  --json          JSON instead of Markdown
  --out <file>    write to a file instead of the terminal
  --close <id>    mark a report as dealt with (repeat for each); then export the rest
  --project <id>  Firebase project id

${targetHelp}`;

const { values: flags } = readCommandLine(
  { name: "reports:export", usage },
  {
    options: {
      json: { type: "boolean", default: false },
      out: { type: "string" },
      close: { type: "string", multiple: true },
      project: { type: "string" },
    },
  },
);

/**
 * Each tool's and prompt's page, from the data as it is now, validated as the build validates it
 * (a record the build refuses has no page to link to).
 */
function pagesOfItems(): (kind: ReportKind, itemId: string) => string | null {
  const pages = new Map<string, string>();
  for (const { slug } of loadDirectoryReport().catalogue.catalogue.tools) {
    pages.set(`tool:${slug}`, toolPath(slug));
  }
  const { collections } = loadPromptCollections();
  for (const kind of ["chatgpt", "midjourney"] as const) {
    for (const category of collections[kind]) {
      for (const prompt of category.prompts) {
        pages.set(`${kind}:${prompt.id}`, promptPath(kind, category.slug, prompt.id));
      }
    }
  }
  // A review is read on its tool's page (its id starts with the tool's slug).
  return (kind, itemId) =>
    kind === "review"
      ? (pages.get(`tool:${itemId.split("__")[0]}`) ?? null)
      : (pages.get(`${kind}:${itemId}`) ?? null);
}

async function closeReports(db: Firestore, ids: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const id of ids) {
    const ref = db.collection(reportsCollection).doc(id);
    const snapshot = await ref.get();
    if (!snapshot.exists) {
      problems.push(`No report ${reportsCollection}/${printable(id)}: check the id in the export.`);
      continue;
    }
    if (snapshot.get("status") !== "open") {
      problems.push(
        `${reportsCollection}/${printable(id)} is already ${printableJson(snapshot.get("status"))}.`,
      );
      continue;
    }
    await ref.update({ status: "closed", closedAt: FieldValue.serverTimestamp() });
  }
  return problems;
}

const connection = await connectOrExit(flags.project);
const where = connection.target.description;
let exitCode = 0;
try {
  const { db } = connection;
  const toClose = (flags.close ?? []).map((id) => id.trim()).filter(Boolean);
  if (toClose.length > 0) {
    const problems = await closeReports(db, toClose);
    for (const problem of problems) console.error(`✗ ${problem}`);
    const closed = toClose.length - problems.length;
    console.error(`Closed ${closed} report${closed === 1 ? "" : "s"}.`);
    if (problems.length > 0) exitCode = 1;
  }
  const snapshot = await db.collection(reportsCollection).where("status", "==", "open").get();
  const reports: StoredReport[] = [];
  for (const doc of snapshot.docs) {
    try {
      reports.push(parseReportDocument(doc.id, doc.data()));
    } catch (error) {
      if (!(error instanceof DataValidationError)) throw error;
      // The message may quote the stored document: escaped (lib/terminal-text.ts).
      console.error(`✗ left out: ${printable(error.message, { multiline: true })}`);
      exitCode = 1;
    }
  }
  const groups = groupReports(reports, pagesOfItems());
  const text = flags.json
    ? `${printableJson(reportsJson(groups), 2)}\n`
    : reportsMarkdown(groups, { where, generatedAt: new Date(), siteUrl: site.url });
  if (flags.out) {
    writeFileSync(flags.out, text);
    console.error(
      `Wrote ${reports.length} open reports on ${groups.length} items to ${flags.out}.`,
    );
  } else {
    process.stdout.write(text);
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `Could not export the reports from ${where}: ${printable(message, { multiline: true })}${connection.hint}`,
  );
  exitCode = 1;
} finally {
  await connection.close();
}
process.exit(exitCode);

/**
 * `npm run submissions:export`: reads the pending tool submissions from Firestore and writes
 * each as a draft directory record (data/submissions/<date>-<slug>-<id>.json) with a checklist
 * of what an editor must still do before pasting it into data/tools/. Existing files are never
 * overwritten. The mapping is lib/submissions/to-draft.ts.
 *
 * Which Firestore (the emulator, or a real project with a service account) is decided by
 * scripts/lib/firestore-admin.ts, shared with submissions:review and reports:export.
 * Flags: --out <dir>, --project <id>, --mark-exported, --dry-run
 * --mark-exported sets status "exported" on every pending submission whose file exists after
 * the run (written now or by an earlier run), so the next run no longer lists it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DocumentReference } from "firebase-admin/firestore";
import { z } from "zod";
import { loadDirectoryReport } from "../lib/data/site";
import { todayIso, toolsDataDirectory } from "../lib/data/tools-source";
import { DataValidationError } from "../lib/schemas/issues";
import { printable } from "../lib/terminal-text";
import { directoryIndex } from "../lib/submissions/directory-index";
import { submissionsCollection } from "../lib/submissions/stored-submission";
import { exportSubmission } from "../lib/submissions/to-draft";
import { readCommandLine, UsageError } from "./lib/command-line";
import { connectOrExit, targetHelp } from "./lib/firestore-admin";

const usage = `Usage: npm run submissions:export -- [--out <dir>] [--project <id>] [--mark-exported] [--dry-run]

  --out <dir>        where to write the drafts (default data/submissions)
  --project <id>     Firebase project id
  --mark-exported    set each exported submission's status to "exported"
  --dry-run          print what would be written; write and change nothing

${targetHelp}`;

const toolsDir = toolsDataDirectory();

const values = readCommandLine(
  { name: "submissions:export", usage },
  {
    options: {
      out: { type: "string", default: path.join("data", "submissions") },
      project: { type: "string" },
      "mark-exported": { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
    },
  },
  ({ values }) => {
    const fromTools = path.relative(toolsDir, path.resolve(values.out));
    if (!fromTools.startsWith("..") && !path.isAbsolute(fromTools)) {
      throw new UsageError(
        `--out ${values.out} is inside ${path.relative(process.cwd(), toolsDir) || toolsDir}: the build reads every JSON file there as a category. Choose another folder.`,
      );
    }
    return values;
  },
);

const dryRun = values["dry-run"];
const markExported = values["mark-exported"];
const outDir = path.resolve(values.out);
/** The folder as the summary shows it: relative when inside the project. */
const outLabel = (() => {
  const relative = path.relative(process.cwd(), outDir);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : outDir;
})();

// --- Which Firestore -----------------------------------------------------------------------

const connection = await connectOrExit(values.project);
const target = connection.target;

/** The submission id recorded in an exported file, or null when it is not one of ours. */
function exportedId(file: string): string | null {
  try {
    const parsed = z
      .object({ submission: z.object({ id: z.string() }) })
      .safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data.submission.id : null;
  } catch {
    return null;
  }
}

// --- Export --------------------------------------------------------------------------------

let exitCode = 0;
try {
  const db = connection.db;
  console.log(`Reading pending submissions from ${target.description}…`);
  const snapshot = await db
    .collection(submissionsCollection)
    .where("status", "==", "pending")
    .get();

  // What the directory lists, as the build validates it: a broken file leaves out only itself.
  const index = directoryIndex(
    loadDirectoryReport({ toolsDirectory: toolsDir }).catalogue.catalogue,
  );
  const today = todayIso();
  const exports: { ref: DocumentReference; fileName: string; text: string; sortKey: string }[] = [];
  let failed = 0;
  for (const doc of snapshot.docs) {
    try {
      const { fileName, text, record } = exportSubmission(doc.id, doc.data(), { index, today });
      exports.push({
        ref: doc.ref,
        fileName,
        text,
        sortKey: `${record.submission.submittedAt} ${doc.id}`,
      });
    } catch (error) {
      if (!(error instanceof DataValidationError)) throw error;
      failed += 1;
      // The message may quote the stored document: escaped (lib/terminal-text.ts).
      console.error(`  ✗ not exported: ${printable(error.message, { multiline: true })}`);
    }
  }
  exports.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));

  let written = 0;
  let skipped = 0;
  /** Submissions whose file exists after this run: the ones --mark-exported marks. */
  const done: DocumentReference[] = [];
  /** File name → document id, for the files this run writes (or would write). */
  const planned = new Map<string, string>();
  const skip = (ref: DocumentReference, shown: string) => {
    skipped += 1;
    done.push(ref);
    console.log(`  - skipped ${printable(shown)}: the file exists (already exported)`);
  };
  const clash = (ref: DocumentReference, shown: string, owner: string) => {
    failed += 1;
    console.error(
      `  ✗ not exported: ${submissionsCollection}/${printable(ref.id)}: ${printable(shown)} already holds ${printable(owner)}; not overwritten (move that file away and run again)`,
    );
  };
  for (const { ref, fileName, text } of exports) {
    const file = path.join(outDir, fileName);
    const shown = path.join(outLabel, fileName);
    const plannedFor = planned.get(fileName);
    if (plannedFor !== undefined) {
      clash(ref, shown, `${submissionsCollection}/${plannedFor}`);
      continue;
    }
    if (existsSync(file)) {
      const owner = exportedId(file);
      if (owner === ref.id) skip(ref, shown);
      else clash(ref, shown, owner ? `${submissionsCollection}/${owner}` : "another file");
      continue;
    }
    planned.set(fileName, ref.id);
    if (dryRun) {
      written += 1;
      console.log(`  + would write ${shown}:\n${text}`);
      continue;
    }
    mkdirSync(outDir, { recursive: true });
    try {
      // "wx": fail rather than overwrite a file created since the check above.
      writeFileSync(file, text, { flag: "wx" });
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "EEXIST") {
        clash(ref, shown, "a file written by someone else meanwhile");
        continue;
      }
      throw error;
    }
    written += 1;
    done.push(ref);
    console.log(`  + wrote ${shown}`);
  }

  if (markExported && done.length > 0) {
    if (dryRun) {
      console.log(`Dry run: would mark ${done.length} submissions as exported.`);
    } else {
      // A batch holds at most 500 writes.
      for (let start = 0; start < done.length; start += 500) {
        const batch = db.batch();
        for (const ref of done.slice(start, start + 500)) batch.update(ref, { status: "exported" });
        await batch.commit();
      }
      console.log(`Marked ${done.length} submissions as exported.`);
    }
  }

  const plural = written === 1 ? "" : "s";
  console.log(
    `${dryRun ? "Dry run: would export" : "Exported"} ${written} pending submission${plural} to ${outLabel} (${skipped} skipped: already exported)${dryRun ? "; nothing written" : ""}.`,
  );
  if (failed > 0) {
    console.error(
      `${failed} pending submission${failed === 1 ? " was" : "s were"} not exported (see the reasons above); fix them, then run again.`,
    );
    exitCode = 1;
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `Could not export the submissions from ${target.description}: ${printable(message, { multiline: true })}${connection.hint}`,
  );
  exitCode = 1;
} finally {
  await connection.close();
}
process.exit(exitCode);

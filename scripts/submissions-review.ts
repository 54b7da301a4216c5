/**
 * `npm run submissions:review`: an editor's queue of tool submissions. Lists those waiting for
 * review (status "pending", or "exported" by submissions:export) with what the directory already
 * lists on the same site, and records a decision:
 *   approve: the tool is added to its category file in data/tools (checked by the build's
 *            schemas first, written atomically), its monogram is generated, and the
 *            submission gets status "approved" and the tool's slug;
 *   reject:  status "rejected", a reason from a short list and an optional note, which the
 *            submitter reads on /profile.
 * Interactive by default; --list, --approve and --reject for scripts and tests. The decisions are
 * in lib/submissions/review.ts; the Firestore connection in scripts/lib/firestore-admin.ts.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { loadDirectoryReport } from "../lib/data/site";
import { logoExists } from "../lib/data/tool-logos";
import {
  readCatalogueFiles,
  readTaskFiles,
  todayIso,
  toolsDataDirectory,
} from "../lib/data/tools-source";
import { siteAddress } from "../lib/directory/site-address";
import { toolPath } from "../lib/directory/slug";
import { DataValidationError } from "../lib/schemas/issues";
import { printable, printableJson } from "../lib/terminal-text";
import { directoryIndex, type DirectoryIndex } from "../lib/submissions/directory-index";
import {
  catalogueMatches,
  planApproval,
  planRejection,
  ReviewError,
  type ApprovalChoices,
  type CatalogueMatch,
} from "../lib/submissions/review";
import { awaitingReview, rejectionReasons } from "../lib/submissions/review-outcome";
import {
  parseSubmissionDocument,
  submissionsCollection,
  type StoredSubmission,
} from "../lib/submissions/stored-submission";
import { draftPricing } from "../lib/submissions/to-draft";
import { fail, readCommandLine, UsageError, type CommandLine } from "./lib/command-line";
import { connectOrExit, targetHelp } from "./lib/firestore-admin";
import { applyApproval } from "./lib/review-files";

const reasonList = rejectionReasons.map((reason) => reason.value).join(", ");

const usage = `Usage: npm run submissions:review -- [options]

With no action, asks about each waiting submission in turn (approve, reject, skip or quit).

  --list                       list the submissions waiting for review, and exit
  --approve <id>               approve one: add it to data/tools and mark it approved
      --category <slug>        the category to list it in (default: the submitter's)
      --slug <slug>            its page, /tools/<slug> (default: from the name)
      --genre <text>           default: the genre most tools of the category share
      --about <text>           the paragraph on its page, 50+ characters (default: the description)
      --feature <text>         a feature; repeat for each (at least one is required)
      --keyword <text>         a keyword; repeat for each (default: the name)
      --task <id>              a task it does, an id from data/tasks; repeat for each, its
                               main job first (at least one is required)
      --pricing <text>         the pricing you confirmed on its site today ("Freemium",
                               "price $9.99 /month"); without it the listing states no price
      --price-quote <text>     with --pricing: the words on its site that state that price,
                               copied as they are (shown on the tool's page as the evidence)
  --reject <id>                reject one
      --reason <reason>        one of ${reasonList}
      --note <text>            for the submitter, who sees it (required for "other")
  --json                       with --list, --approve or --reject: print JSON
  --data <dir>                 the category files (default data/tools, or TOOLS_DATA_DIR)
  --public <dir>               where generated images go (default public)
  --project <id>               Firebase project id

${targetHelp}`;

const command = {
  options: {
    list: { type: "boolean", default: false },
    approve: { type: "string" },
    reject: { type: "string" },
    category: { type: "string" },
    slug: { type: "string" },
    genre: { type: "string" },
    about: { type: "string" },
    feature: { type: "string", multiple: true },
    keyword: { type: "string", multiple: true },
    task: { type: "string", multiple: true },
    pricing: { type: "string" },
    "price-quote": { type: "string" },
    reason: { type: "string" },
    note: { type: "string" },
    json: { type: "boolean", default: false },
    data: { type: "string" },
    public: { type: "string", default: "public" },
    project: { type: "string" },
  },
} as const;

/** The options, checked to go together: one action, and each option with its action. */
function checkedFlags({ values }: CommandLine<typeof command>) {
  const actions = [values.list, values.approve !== undefined, values.reject !== undefined];
  if (actions.filter(Boolean).length > 1) {
    throw new UsageError("Choose one of --list, --approve and --reject.");
  }
  const approveOnly = [
    "category",
    "slug",
    "genre",
    "about",
    "feature",
    "keyword",
    "task",
    "pricing",
    "price-quote",
  ] as const;
  for (const name of approveOnly) {
    if (values[name] !== undefined && values.approve === undefined) {
      throw new UsageError(`--${name} goes with --approve <id>.`);
    }
  }
  for (const name of ["reason", "note"] as const) {
    if (values[name] !== undefined && values.reject === undefined) {
      throw new UsageError(`--${name} goes with --reject <id>.`);
    }
  }
  if (values.reject !== undefined && values.reason === undefined) {
    throw new UsageError(`--reject needs --reason, one of ${reasonList}.`);
  }
  if (values.json && !actions.some(Boolean)) {
    throw new UsageError("--json goes with --list, --approve or --reject.");
  }
  for (const name of ["approve", "reject"] as const) {
    if (values[name] !== undefined && values[name].trim() === "") {
      throw new UsageError(`--${name} needs a submission id.`);
    }
  }
  return values;
}

const flags = readCommandLine({ name: "submissions:review", usage }, command, checkedFlags);

const dataDir = path.resolve(flags.data ?? toolsDataDirectory());
const publicDir = path.resolve(flags.public);
if (!existsSync(dataDir) || !readdirSync(dataDir).some((name) => name.endsWith(".json"))) {
  fail(
    `${dataDir} holds no category files (*.json): pass --data with the directory's data folder.`,
  );
}

// --- Reading ---------------------------------------------------------------------------------

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

type Waiting = { submission: StoredSubmission; status: string; matches: CatalogueMatch[] };

/** What the directory lists now, validated as the build validates it. */
function listedNow(): DirectoryIndex {
  return directoryIndex(loadDirectoryReport({ toolsDirectory: dataDir }).catalogue.catalogue);
}

async function loadWaiting(db: Firestore): Promise<{ waiting: Waiting[]; broken: string[] }> {
  const snapshot = await db
    .collection(submissionsCollection)
    .where("status", "in", [...awaitingReview])
    .get();
  const index = listedNow();
  const waiting: Waiting[] = [];
  const broken: string[] = [];
  for (const doc of snapshot.docs) {
    try {
      const submission = parseSubmissionDocument(doc.id, doc.data(), { forReview: true });
      waiting.push({
        submission,
        status: submission.status,
        matches: catalogueMatches(submission.website, index),
      });
    } catch (error) {
      if (!(error instanceof DataValidationError)) throw error;
      broken.push(error.message);
    }
  }
  waiting.sort(
    (a, b) =>
      a.submission.submittedAt.getTime() - b.submission.submittedAt.getTime() ||
      a.submission.id.localeCompare(b.submission.id),
  );
  return { waiting, broken };
}

/** The submission `id`, still waiting for review; a ReviewError says why it cannot be reviewed. */
async function loadReviewable(db: Firestore, id: string, where: string): Promise<DocumentSnapshot> {
  const snapshot = await db.collection(submissionsCollection).doc(id).get();
  if (!snapshot.exists) {
    throw new ReviewError(
      `No submission ${submissionsCollection}/${id} in ${where}: check the id (npm run submissions:review -- --list shows them).`,
    );
  }
  const status: unknown = snapshot.get("status");
  if (!awaitingReview.some((value) => value === status)) {
    const slug: unknown = snapshot.get("slug");
    const reviewedAt: unknown = snapshot.get("reviewedAt");
    const when =
      reviewedAt && typeof reviewedAt === "object" && "toDate" in reviewedAt
        ? ` on ${dateOnly((reviewedAt as { toDate: () => Date }).toDate())}`
        : "";
    throw new ReviewError(
      `${submissionsCollection}/${id} was already reviewed: it is ${JSON.stringify(status)}${
        typeof slug === "string" ? ` (listed as ${toolPath(slug)})` : ""
      }${when}. Nothing changed.`,
    );
  }
  return snapshot;
}

/** Records the decision only if nobody decided meanwhile. */
async function recordDecision(
  db: Firestore,
  id: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const ref = db.collection(submissionsCollection).doc(id);
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    const status: unknown = current.get("status");
    if (!current.exists || !awaitingReview.some((value) => value === status)) {
      throw new ReviewError(
        `${submissionsCollection}/${id} was reviewed by someone else meanwhile (now ${JSON.stringify(status)}).`,
      );
    }
    transaction.update(ref, { ...fields, reviewedAt: FieldValue.serverTimestamp() });
  });
}

// --- Decisions ---------------------------------------------------------------------------------

type Approved = {
  id: string;
  name: string;
  status: "approved";
  slug: string;
  file: string;
  written: string[];
};

async function approve(
  db: Firestore,
  id: string,
  choices: ApprovalChoices,
  where: string,
): Promise<Approved> {
  const snapshot = await loadReviewable(db, id, where);
  let submission: StoredSubmission;
  try {
    submission = parseSubmissionDocument(id, snapshot.data(), { forReview: true });
  } catch (error) {
    if (error instanceof DataValidationError) {
      throw new ReviewError(`${error.message}\nReject it instead, or fix the document.`);
    }
    throw error;
  }
  const plan = planApproval(submission, choices, {
    files: readCatalogueFiles(dataDir),
    taskFiles: readTaskFiles(),
    today: todayIso(),
    publicFileExists: (sitePath) => existsSync(path.join(publicDir, sitePath)),
    logoExists,
  });
  const original = readFileSync(path.join(dataDir, path.basename(plan.file)), "utf8");
  const applied = applyApproval(plan, { dataDir, publicDir, original });
  try {
    await recordDecision(db, id, { status: "approved", slug: plan.slug });
  } catch (error) {
    // Nothing half-done: the directory goes back to how it was.
    applied.undo();
    throw error;
  }
  return {
    id,
    name: submission.name,
    status: "approved",
    slug: plan.slug,
    file: plan.file,
    written: applied.written,
  };
}

type Rejected = { id: string; status: "rejected"; reason: string; reasonNote: string };

async function reject(
  db: Firestore,
  id: string,
  reason: string,
  note: string,
  where: string,
): Promise<Rejected> {
  const rejection = planRejection(reason, note);
  await loadReviewable(db, id, where);
  await recordDecision(db, id, rejection);
  return { id, ...rejection };
}

// --- Output ------------------------------------------------------------------------------------

const relative = (file: string) => path.relative(process.cwd(), file) || file;

/**
 * One submission as the editor reads it. Every stored string goes through printable(): a control
 * or bidi character shows as an escape (`\u001b`), and a single-line field stays on its line, so
 * a name cannot clear the screen, fake a line such as "Approve (a)" or plant a hyperlink. The
 * notes keep their lines, each indented under "Notes:".
 */
function describe({ submission, status, matches }: Waiting): string {
  const show = (text: string) => printable(text);
  const address = siteAddress(submission.website)?.normalised ?? submission.website;
  const lines = [
    `${show(submission.id)}  ${show(submission.name)}  (${show(status)}, sent ${dateOnly(submission.submittedAt)})`,
    `  ${show(submission.website)}`,
    `  Category ${show(submission.category)} · ${submission.pricing}${submission.priceText ? ` (${show(submission.priceText)})` : ""} · ${show(submission.email)}`,
    `  ${show(submission.description)}`,
  ];
  if (submission.notes) {
    const notes = printable(submission.notes, { multiline: true }).split("\n");
    lines.push(`  Notes: ${notes.join("\n         ")}`);
  }
  lines.push(
    matches.length === 0
      ? `  The directory lists nothing on ${show(address)}.`
      : `  Already listed on this site: ${matches
          .map(
            (match) =>
              `${show(match.name)} (${toolPath(match.slug)}, ${match.file}, ${show(match.address)})`,
          )
          .join("; ")}`,
  );
  return lines.join("\n");
}

/** A message that may quote stored text (a ReviewError names the submission): escaped, lines kept. */
const shown = (message: string) => printable(message, { multiline: true });

function printApproved(result: Approved): void {
  console.log(
    `Approved ${printable(result.name)}: added to ${result.file} as ${toolPath(result.slug)}; the submitter now sees "Approved".`,
  );
  for (const file of result.written.slice(1)) console.log(`  + ${relative(file)}`);
  console.log(
    "  The page appears with the next build and deploy. Before that: check the entry (npm run content:check), and replace the generated monogram with the tool's logo if you have one.",
  );
}

function printRejected(result: Rejected): void {
  const label = rejectionReasons.find((reason) => reason.value === result.reason)?.label;
  console.log(
    `Rejected ${submissionsCollection}/${printable(result.id)}: ${printable(label ?? result.reason)}${result.reasonNote ? ` (note: ${printable(result.reasonNote)})` : ""}.`,
  );
}

// --- Interactive -------------------------------------------------------------------------------

/**
 * Questions on stdin, one line per answer. Lines are queued as they come, so answers piped in
 * ahead (a script, a test) are not lost while a decision is being written.
 */
function prompter() {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let closed = false;
  rl.on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  rl.once("close", () => {
    closed = true;
    for (const next of waiting.splice(0)) next(null);
  });
  return {
    /** The trimmed answer, or null when the input has ended. */
    ask(question: string): Promise<string | null> {
      process.stdout.write(question);
      const line = lines.shift();
      if (line !== undefined) return Promise.resolve(line.trim());
      if (closed) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push((next) => resolve(next?.trim() ?? null)));
    },
    close: () => rl.close(),
  };
}

type Prompter = ReturnType<typeof prompter>;

async function askApproval(
  ask: Prompter["ask"],
  submission: StoredSubmission,
): Promise<ApprovalChoices | null> {
  const category =
    (await ask(`  Category [${printable(submission.category)}]: `)) || submission.category;
  const guess = listedNow().categories.get(category)?.usualGenre ?? "";
  const genre = await ask(`  Genre${guess ? ` [${guess}]` : ""}: `);
  const about = await ask(
    submission.description.length >= 50
      ? "  About, the paragraph on its page [the description]: "
      : `  About, the paragraph on its page (at least 50 characters; the description has ${submission.description.length}): `,
  );
  const features = await ask('  Features, separated by ";": ');
  const tasks = await ask(
    '  Tasks it does, ids from data/tasks, its main job first, separated by ";": ',
  );
  const submitted = draftPricing(submission.pricing, submission.priceText);
  const pricing = await ask(
    `  Pricing you confirmed on ${printable(submission.website)} today${submitted ? ` [${printable(submitted)}]` : ""} ("-" for none): `,
  );
  if ([genre, about, features, tasks, pricing].includes(null)) return null;
  const chosenPricing = pricing === "-" ? "" : pricing || submitted;
  const priceQuote = chosenPricing
    ? await ask("  The words on its site that state that price, copied as they are: ")
    : "";
  if (priceQuote === null) return null;
  return {
    category,
    genre: genre || undefined,
    about: about || undefined,
    features: (features ?? "").split(";"),
    tasks: (tasks ?? "").split(";"),
    pricing: chosenPricing,
    priceQuote: priceQuote || undefined,
  };
}

async function askRejection(
  ask: Prompter["ask"],
): Promise<{ reason: string; note: string } | null> {
  rejectionReasons.forEach((reason, index) =>
    console.log(`    ${index + 1}. ${reason.label} (${reason.value})`),
  );
  const picked = await ask(`  Reason (1-${rejectionReasons.length}): `);
  if (picked === null) return null;
  const reason = rejectionReasons[Number(picked) - 1]?.value ?? picked;
  const note = await ask("  Note for the submitter, who sees it (optional): ");
  return note === null ? null : { reason, note };
}

async function interactive(db: Firestore, where: string): Promise<void> {
  const { waiting, broken } = await loadWaiting(db);
  for (const problem of broken)
    console.error(`  ✗ cannot be reviewed as it stands: ${shown(problem)}`);
  if (waiting.length === 0) {
    console.log(`No submissions are waiting for review in ${where}.`);
    return;
  }
  console.log(`${waiting.length} waiting for review in ${where}.\n`);
  const { ask, close } = prompter();
  const tally = { approved: 0, rejected: 0, skipped: 0 };
  try {
    queue: for (const [index, entry] of waiting.entries()) {
      console.log(`[${index + 1}/${waiting.length}] ${describe(entry)}`);
      for (;;) {
        const action = (
          await ask("Approve (a), reject (r), skip (s) or quit (q)? ")
        )?.toLowerCase();
        if (action === undefined || action === "q") break queue;
        if (action === "s") {
          tally.skipped += 1;
          break;
        }
        try {
          if (action === "a") {
            const choices = await askApproval(ask, entry.submission);
            if (!choices) break queue;
            printApproved(await approve(db, entry.submission.id, choices, where));
            tally.approved += 1;
            break;
          }
          if (action === "r") {
            const answer = await askRejection(ask);
            if (!answer) break queue;
            printRejected(await reject(db, entry.submission.id, answer.reason, answer.note, where));
            tally.rejected += 1;
            break;
          }
          console.log("  Type a, r, s or q.");
        } catch (error) {
          if (!(error instanceof ReviewError)) throw error;
          console.log(
            `  ✗ ${shown(error.message)}\n  Nothing was changed; try again, skip or quit.`,
          );
        }
      }
      console.log("");
    }
  } finally {
    close();
  }
  console.log(
    `Approved ${tally.approved}, rejected ${tally.rejected}, skipped ${tally.skipped}; ${
      waiting.length - tally.approved - tally.rejected
    } still waiting.`,
  );
}

// --- Main ------------------------------------------------------------------------------------

const connection = await connectOrExit(flags.project);
const where = connection.target.description;
let exitCode = 0;
try {
  const { db } = connection;
  if (flags.list) {
    const { waiting, broken } = await loadWaiting(db);
    if (flags.json) {
      console.log(
        printableJson(
          waiting.map(({ submission, status, matches }) => ({
            ...submission,
            submittedAt: submission.submittedAt.toISOString(),
            status,
            address: siteAddress(submission.website)?.normalised ?? null,
            matches,
          })),
          2,
        ),
      );
    } else if (waiting.length === 0) {
      console.log(`No submissions are waiting for review in ${where}.`);
    } else {
      console.log(`${waiting.length} waiting for review in ${where}:\n`);
      console.log(waiting.map(describe).join("\n\n"));
    }
    for (const problem of broken)
      console.error(`✗ cannot be reviewed as it stands: ${shown(problem)}`);
    if (broken.length > 0) exitCode = 1;
  } else if (flags.approve !== undefined) {
    const id = flags.approve.trim();
    const result = await approve(
      db,
      id,
      {
        category: flags.category,
        slug: flags.slug,
        genre: flags.genre,
        about: flags.about,
        features: flags.feature,
        keywords: flags.keyword,
        tasks: flags.task,
        pricing: flags.pricing,
        priceQuote: flags["price-quote"],
      },
      where,
    );
    if (flags.json)
      console.log(printableJson({ ...result, written: result.written.map(relative) }));
    else printApproved(result);
  } else if (flags.reject !== undefined) {
    const result = await reject(
      db,
      flags.reject.trim(),
      flags.reason ?? "",
      flags.note ?? "",
      where,
    );
    if (flags.json) console.log(printableJson(result));
    else printRejected(result);
  } else {
    await interactive(db, where);
  }
} catch (error) {
  if (error instanceof ReviewError) {
    console.error(shown(error.message));
  } else {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Could not review submissions in ${where}: ${shown(message)}${connection.hint}`);
  }
  exitCode = 1;
} finally {
  await connection.close();
}
process.exit(exitCode);

/**
 * `npm run reviews:review`: the editors' queue of reviews. Without an action it lists them,
 * reported ones first (with what each report says), then the newest published and the hidden
 * ones. --hide <id> --reason <reason> hides a review (its author sees the reason; it leaves
 * the public list and the next export); --restore <id> publishes it again. Acting on a review
 * closes the open reports about it. The moderation rules are the README's: a review is hidden
 * for what it does (spam, abuse, off-topic, personal data, a conflict of interest, unlawful
 * content), never for being negative.
 */
import "./lib/env";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { storedReviewOf } from "../lib/reviews/aggregate";
import { hideReasons, type HideReason } from "../lib/reviews/review-fields";
import { printable, printableJson } from "../lib/terminal-text";
import { fail, readCommandLine } from "./lib/command-line";
import { connectOrExit, targetHelp } from "./lib/firestore-admin";

const reasonList = hideReasons.map((r) => `${r.value} (${r.label})`).join(", ");
const usage = `Usage: npm run reviews:review -- [--recent <n>] [--json]
       npm run reviews:review -- --hide <review id> --reason <reason>
       npm run reviews:review -- --restore <review id>

  --recent <n>       how many of the newest published reviews to list (default 20)
  --json             the queue as JSON
  --hide <id>        hide a review, with --reason: ${reasonList}
  --restore <id>     publish a hidden review again
  --project <id>     Firebase project id

${targetHelp}`;

const { values: flags } = readCommandLine(
  { name: "reviews:review", usage },
  {
    options: {
      recent: { type: "string", default: "20" },
      json: { type: "boolean", default: false },
      hide: { type: "string" },
      reason: { type: "string" },
      restore: { type: "string" },
      project: { type: "string" },
    },
  },
);

const recent = Number(flags.recent);
if (!Number.isInteger(recent) || recent < 0 || recent > 500)
  fail(`--recent must be a whole number from 0 to 500; got "${printable(flags.recent ?? "")}".`);
if (flags.hide && flags.restore) fail("Choose one: --hide or --restore.");
if (flags.hide && !flags.reason) fail(`--hide needs --reason: one of ${reasonList}.`);
if (flags.reason && !flags.hide) fail("--reason goes with --hide.");
if (flags.reason && !hideReasons.some((r) => r.value === flags.reason))
  fail(`Unknown reason "${printable(flags.reason)}": use one of ${reasonList}.`);

type QueueItem = {
  id: string;
  tool: string;
  username: string;
  rating: number;
  title: string;
  body: string;
  status: string;
  hiddenReason: string | null;
  createdAt: string;
  reports: { problem: string; note: string }[];
};

function itemOf(id: string, data: FirebaseFirestore.DocumentData, reports: QueueItem["reports"]) {
  const { tool, username, rating, title, body, status, createdAt } = storedReviewOf(id, data);
  return {
    id,
    tool,
    username,
    rating,
    title,
    body,
    status,
    hiddenReason: typeof data.hiddenReason === "string" ? data.hiddenReason : null,
    createdAt: createdAt.getTime() === 0 ? "" : createdAt.toISOString(),
    reports,
  } satisfies QueueItem;
}

/** Open reports about reviews, by review id. */
async function openReviewReports(db: Firestore): Promise<Map<string, QueueItem["reports"]>> {
  const snapshot = await db
    .collection("reports")
    .where("kind", "==", "review")
    .where("status", "==", "open")
    .get();
  const byReview = new Map<string, QueueItem["reports"]>();
  for (const doc of snapshot.docs) {
    const id = String(doc.get("itemId"));
    byReview.set(id, [
      ...(byReview.get(id) ?? []),
      { problem: String(doc.get("problem")), note: String(doc.get("note") ?? "") },
    ]);
  }
  return byReview;
}

async function queue(db: Firestore): Promise<QueueItem[]> {
  const reports = await openReviewReports(db);
  const reported = await Promise.all(
    [...reports.keys()].map((id) => db.collection("reviews").doc(id).get()),
  );
  const items: QueueItem[] = reported
    .filter((doc) => doc.exists)
    .map((doc) => itemOf(doc.id, doc.data()!, reports.get(doc.id) ?? []))
    .sort((a, b) => b.reports.length - a.reports.length);
  const seen = new Set(items.map((i) => i.id));
  // Equality filters only (no composite index to deploy); sorted here.
  const published = await db.collection("reviews").where("status", "==", "published").get();
  const hidden = await db.collection("reviews").where("status", "==", "hidden").get();
  const newest = published.docs
    .map((doc) => itemOf(doc.id, doc.data(), []))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, recent);
  for (const item of [...newest, ...hidden.docs.map((doc) => itemOf(doc.id, doc.data(), []))])
    if (!seen.has(item.id)) {
      seen.add(item.id);
      items.push(item);
    }
  return items;
}

function printQueue(items: readonly QueueItem[]): void {
  if (items.length === 0) return console.log("No reviews to look at.");
  for (const item of items) {
    const flag =
      item.reports.length > 0
        ? `REPORTED ${item.reports.length}×`
        : item.status === "hidden"
          ? `hidden (${item.hiddenReason ?? "no reason"})`
          : "published";
    console.log(`\n${printable(item.id)}  [${flag}]`);
    console.log(
      `  ${"★".repeat(item.rating)}${"☆".repeat(Math.max(0, 5 - item.rating))}  ${printable(item.title)}  by ${printable(item.username)}, ${item.createdAt.slice(0, 10)}`,
    );
    console.log(`  ${printable(item.body, { multiline: true }).replace(/\n/g, "\n  ")}`);
    for (const report of item.reports)
      console.log(`  ! ${printable(report.problem)}: ${printable(report.note) || "(no note)"}`);
  }
  console.log(
    `\nHide: npm run reviews:review -- --hide <id> --reason <reason>. Restore: --restore <id>.`,
  );
}

/** Closes the open reports about a review, once an editor has acted on it. */
async function closeReports(db: Firestore, id: string): Promise<number> {
  const open = await db
    .collection("reports")
    .where("kind", "==", "review")
    .where("itemId", "==", id)
    .where("status", "==", "open")
    .get();
  await Promise.all(
    open.docs.map((doc) =>
      doc.ref.update({ status: "closed", closedAt: FieldValue.serverTimestamp() }),
    ),
  );
  return open.size;
}

async function act(db: Firestore, id: string, hide: HideReason | null): Promise<string> {
  const ref = db.collection("reviews").doc(id);
  const snapshot = await ref.get();
  if (!snapshot.exists)
    throw new Error(`No review reviews/${printable(id)}: check the id in the queue.`);
  const status = snapshot.get("status");
  if (hide && status === "hidden") throw new Error(`reviews/${printable(id)} is already hidden.`);
  if (!hide && status !== "hidden")
    throw new Error(
      `reviews/${printable(id)} is ${printableJson(status)}, not hidden: nothing to restore.`,
    );
  await ref.update(
    hide
      ? { status: "hidden", hiddenReason: hide, hiddenAt: FieldValue.serverTimestamp() }
      : {
          status: "published",
          hiddenReason: FieldValue.delete(),
          hiddenAt: FieldValue.delete(),
        },
  );
  const closed = await closeReports(db, id);
  const reports = closed > 0 ? `; closed ${closed} report${closed === 1 ? "" : "s"}` : "";
  return hide
    ? `Hid reviews/${printable(id)} (${hide}): its author sees the reason${reports}.`
    : `Restored reviews/${printable(id)}: it is published again${reports}.`;
}

const connection = await connectOrExit(flags.project);
const where = connection.target.description;
let exitCode = 0;
try {
  const { db } = connection;
  const target = flags.hide ?? flags.restore;
  if (target) {
    console.log(await act(db, target.trim(), (flags.reason as HideReason | undefined) ?? null));
    console.log("The next npm run reviews:export counts it accordingly.");
  } else {
    const items = await queue(db);
    if (flags.json) console.log(printableJson(items, 2));
    else printQueue(items);
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `✗ ${printable(message, { multiline: true })}${message.startsWith("No review") || message.includes("reviews/") ? "" : connection.hint}`,
  );
  console.error(`(${where})`);
  exitCode = 1;
} finally {
  await connection.close();
}
process.exit(exitCode);

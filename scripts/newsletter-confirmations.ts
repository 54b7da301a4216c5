/**
 * `npm run newsletter:confirmations`: the double opt-in's outgoing side. For every address in
 * newsletter_emails that has no confirmation yet, creates newsletter_confirmations/{token}
 * (token: 32 random bytes, base64url; email, createdAt, confirmedAt null) and writes the list
 * of {email, confirmUrl} the mailing tool sends its one confirmation email to. Addresses whose
 * link expired unconfirmed are deleted (subscription and confirmation): their owner never
 * agreed. --pending writes every link still open instead (a lost file), creating nothing.
 * A run with more new addresses than a form filled in by people brings (lib/newsletter-mailing.ts,
 * mailingVolume) stops before changing anything, exit code 3, unless --allow-volume says how many.
 *
 * The pure parts are lib/newsletter-mailing.ts; the Firestore connection is
 * scripts/lib/firestore-admin.ts (emulator or real project, as for submissions:export).
 */
import "./lib/env";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FieldValue, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import {
  confirmationLifetimeDays,
  newsletterConfirmationsCollection,
  newsletterEmailsCollection,
} from "../lib/newsletter-confirmation";
import {
  confirmationUrl,
  formulaLikeAddresses,
  invitationsCsv,
  invitationsJson,
  mailingVolume,
  newConfirmationToken,
  parseConfirmation,
  parseSubscription,
  planConfirmations,
  type Invitation,
  type StoredConfirmation,
  type StoredSubscription,
  volumeRefusal,
} from "../lib/newsletter-mailing";
import { DataValidationError } from "../lib/schemas/issues";
import { site } from "../lib/site";
import { productionSiteUrlProblem } from "../lib/site-url";
import { fail, readCommandLine, UsageError } from "./lib/command-line";
import { connectOrExit, targetHelp } from "./lib/firestore-admin";

const usage = `Usage: npm run newsletter:confirmations -- [--out <file>] [--json] [--pending] [--dry-run] [--allow-volume <n>] [--project <id>]

  Creates a confirmation for each new address and writes {email, confirmUrl} for the mailing
  tool's one confirmation email; deletes addresses whose link expired unconfirmed
  (${confirmationLifetimeDays} days).

  --out <file>    where to write the list (default reports/newsletter/confirmations-<time>.csv)
  --json          JSON instead of CSV
  --pending       write every link still open (not confirmed, not expired); create and delete nothing
  --dry-run       say what would happen; write and change nothing
  --allow-volume <n>
                  send up to n confirmation emails in this run. Without it, a run with more
                  than ${mailingVolume.perRun} new addresses, or more than ${mailingVolume.burst} that signed up within ${mailingVolume.burstMinutes} minutes,
                  stops and changes nothing: that is what a script sending strangers'
                  addresses through the form looks like, so look at them first.
  --project <id>  Firebase project id

${targetHelp}`;

const { values: flags } = readCommandLine(
  { name: "newsletter:confirmations", usage },
  {
    options: {
      out: { type: "string" },
      json: { type: "boolean", default: false },
      pending: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
      "allow-volume": { type: "string" },
      project: { type: "string" },
    },
  },
  (line) => {
    const value = line.values["allow-volume"];
    if (value !== undefined && !/^[1-9]\d{0,6}$/.test(value))
      throw new UsageError(
        `--allow-volume must be the number of confirmation emails to allow, such as 150, not "${value}"`,
      );
    return line;
  },
);
const allowVolume = flags["allow-volume"] === undefined ? null : Number(flags["allow-volume"]);
const dryRun = flags["dry-run"];

/** Reads and checks a whole collection; a bad document is named and left out. */
async function readAll<T>(
  db: Firestore,
  collection: string,
  parse: (id: string, data: unknown, createdAt: Date) => T,
  problems: string[],
): Promise<T[]> {
  const snapshot = await db.collection(collection).get();
  const items: T[] = [];
  for (const doc of snapshot.docs) {
    try {
      items.push(parse(doc.id, doc.data(), doc.createTime.toDate()));
    } catch (error) {
      if (!(error instanceof DataValidationError)) throw error;
      problems.push(`left out: ${error.message}`);
    }
  }
  return items;
}

/** Writes in batches of at most 500 (Firestore's limit per batch). */
async function inBatches<T>(
  db: Firestore,
  items: readonly T[],
  write: (batch: WriteBatch, item: T) => void,
): Promise<void> {
  for (let start = 0; start < items.length; start += 500) {
    const batch = db.batch();
    for (const item of items.slice(start, start + 500)) write(batch, item);
    await batch.commit();
  }
}

function defaultOut(json: boolean): string {
  const time = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replaceAll(":", "");
  return path.join("reports", "newsletter", `confirmations-${time}.${json ? "json" : "csv"}`);
}

const connection = await connectOrExit(flags.project);
const { target } = connection;
if (!target.emulatorHost) {
  // Links in real emails must lead to the public site, not to this computer.
  const problem = productionSiteUrlProblem(process.env.NEXT_PUBLIC_SITE_URL, true);
  if (problem) {
    await connection.close();
    fail(`The confirmation links must lead to the public site. ${problem}`, 2);
  }
}

let exitCode = 0;
try {
  const { db } = connection;
  const problems: string[] = [];
  console.log(`Reading the newsletter from ${target.description}…`);
  const subscriptions: StoredSubscription[] = await readAll(
    db,
    newsletterEmailsCollection,
    parseSubscription,
    problems,
  );
  const confirmations: StoredConfirmation[] = await readAll(
    db,
    newsletterConfirmationsCollection,
    parseConfirmation,
    problems,
  );
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  if (problems.length > 0) exitCode = 1;

  const plan = planConfirmations(subscriptions, confirmations, new Date());
  // Before anything is created or deleted: a refused run leaves everything as it found it.
  const refusal = flags.pending ? null : volumeRefusal(plan.toInvite, allowVolume);
  if (refusal) {
    console.error(refusal);
    await connection.close();
    process.exit(3);
  }
  let invitations: Invitation[];
  if (flags.pending) {
    invitations = [...plan.pending]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((c) => ({ email: c.email, confirmUrl: confirmationUrl(site.url, c.token) }));
  } else {
    const created = plan.toInvite.map((s) => ({ email: s.email, token: newConfirmationToken() }));
    invitations = created.map(({ email, token }) => ({
      email,
      confirmUrl: confirmationUrl(site.url, token),
    }));
    if (!dryRun) {
      // The confirmations first: the file can always be written again (--pending), a link in a
      // sent email that leads nowhere cannot be taken back.
      await inBatches(db, created, (batch, { email, token }) =>
        batch.create(db.collection(newsletterConfirmationsCollection).doc(token), {
          email,
          createdAt: FieldValue.serverTimestamp(),
          confirmedAt: null,
        }),
      );
      await inBatches(db, plan.expired, (batch, { tokens, subscriptionId }) => {
        for (const token of tokens)
          batch.delete(db.collection(newsletterConfirmationsCollection).doc(token));
        if (subscriptionId)
          batch.delete(db.collection(newsletterEmailsCollection).doc(subscriptionId));
      });
    }
    const expired = plan.expired.length;
    console.log(
      `${dryRun ? "Would delete" : "Deleted"} ${expired} address${expired === 1 ? "" : "es"} whose link expired unconfirmed (${confirmationLifetimeDays} days).`,
    );
  }

  const what = flags.pending ? "open link" : "new confirmation";
  const count = `${invitations.length} ${what}${invitations.length === 1 ? "" : "s"}`;
  if (invitations.length === 0) {
    console.log(`${flags.pending ? "No open links" : "No new addresses"}: nothing to send.`);
  } else if (dryRun) {
    console.log(`Dry run: would write ${count}; nothing created or written.`);
  } else {
    const out = flags.out ?? defaultOut(flags.json);
    const text = flags.json ? invitationsJson(invitations) : invitationsCsv(invitations);
    try {
      mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
      // "wx": never overwrite a list that may not have been sent yet.
      writeFileSync(out, text, { flag: "wx" });
    } catch (error) {
      throw new Error(
        `${count} created, but ${out} could not be written (${error instanceof Error ? error.message : String(error)}). Run again with --pending to write every open link.`,
        { cause: error },
      );
    }
    console.log(
      `Wrote ${count} to ${out}: send each address one confirmation email with its confirmUrl.`,
    );
    const odd = flags.json ? [] : formulaLikeAddresses(invitations.map((i) => i.email));
    if (odd.length > 0) {
      console.error(
        `  ! ${odd.length} address${odd.length === 1 ? "" : "es"} start with =, +, - or @ and are written with a leading apostrophe (a spreadsheet would run them as formulas): ${odd.join(", ")}. Remove the apostrophe in the mailing tool if the address is genuine, or use --json.`,
      );
    }
  }
  console.log(
    `${plan.confirmed} confirmed, ${plan.pending.length} waiting for their owner${flags.pending ? "" : " (before this run)"}.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `Could not prepare the confirmations on ${target.description}: ${message}${connection.hint}`,
  );
  exitCode = 1;
} finally {
  await connection.close();
}
process.exit(exitCode);

/**
 * `npm run newsletter:export`: the list to mail. Only addresses whose owner confirmed them (from
 * the link of the confirmation email, see newsletter:confirmations) and that are still in
 * newsletter_emails, with when they subscribed and confirmed (the consent record), as CSV or
 * JSON. Nothing in Firestore changes.
 *
 * The pure parts are lib/newsletter-mailing.ts; the Firestore connection is
 * scripts/lib/firestore-admin.ts.
 */
import "./lib/env";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  newsletterConfirmationsCollection,
  newsletterEmailsCollection,
} from "../lib/newsletter-confirmation";
import {
  confirmedSubscribers,
  formulaLikeAddresses,
  parseConfirmation,
  parseSubscription,
  subscribersCsv,
  subscribersJson,
  type StoredConfirmation,
  type StoredSubscription,
} from "../lib/newsletter-mailing";
import { DataValidationError } from "../lib/schemas/issues";
import { readCommandLine } from "./lib/command-line";
import { connectOrExit, targetHelp } from "./lib/firestore-admin";

const usage = `Usage: npm run newsletter:export -- [--out <file>] [--json] [--project <id>]

  Writes the confirmed subscribers (email, subscribedAt, confirmedAt): the only addresses to mail.

  --out <file>    where to write (default reports/newsletter/subscribers-<time>.csv)
  --json          JSON instead of CSV
  --project <id>  Firebase project id

${targetHelp}`;

const { values: flags } = readCommandLine(
  { name: "newsletter:export", usage },
  {
    options: {
      out: { type: "string" },
      json: { type: "boolean", default: false },
      project: { type: "string" },
    },
  },
);

const connection = await connectOrExit(flags.project);
const { target } = connection;
let exitCode = 0;
try {
  const { db } = connection;
  const problems: string[] = [];
  const check = <T>(parse: (id: string, data: unknown) => T, id: string, data: unknown) => {
    try {
      return [parse(id, data)];
    } catch (error) {
      if (!(error instanceof DataValidationError)) throw error;
      problems.push(error.message);
      return [];
    }
  };
  console.log(`Reading the newsletter from ${target.description}…`);
  const [emails, confirmationDocs] = await Promise.all([
    db.collection(newsletterEmailsCollection).get(),
    db.collection(newsletterConfirmationsCollection).where("confirmedAt", "!=", null).get(),
  ]);
  const subscriptions: StoredSubscription[] = emails.docs.flatMap((doc) =>
    // createTime: the first sign-up, which subscribing again does not move (parseSubscription).
    check((id, data) => parseSubscription(id, data, doc.createTime.toDate()), doc.id, doc.data()),
  );
  const confirmations: StoredConfirmation[] = confirmationDocs.docs.flatMap((doc) =>
    check(parseConfirmation, doc.id, doc.data()),
  );
  for (const problem of problems) console.error(`  ✗ left out: ${problem}`);
  if (problems.length > 0) exitCode = 1;

  const subscribers = confirmedSubscribers(subscriptions, confirmations);
  const time = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replaceAll(":", "");
  const out =
    flags.out ??
    path.join("reports", "newsletter", `subscribers-${time}.${flags.json ? "json" : "csv"}`);
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, flags.json ? subscribersJson(subscribers) : subscribersCsv(subscribers), {
    flag: "wx",
  });
  const unconfirmed = subscriptions.length - subscribers.length;
  console.log(
    `Wrote ${subscribers.length} confirmed subscriber${subscribers.length === 1 ? "" : "s"} to ${out} (${unconfirmed} not confirmed, left out).`,
  );
  const odd = flags.json ? [] : formulaLikeAddresses(subscribers.map((s) => s.email));
  if (odd.length > 0) {
    console.error(
      `  ! ${odd.length} address${odd.length === 1 ? "" : "es"} start with =, +, - or @ and are written with a leading apostrophe (a spreadsheet would run them as formulas): ${odd.join(", ")}. Remove the apostrophe in the mailing tool if the address is genuine, or use --json.`,
    );
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `Could not export the newsletter from ${target.description}: ${message}${connection.hint}`,
  );
  exitCode = 1;
} finally {
  await connection.close();
}
process.exit(exitCode);

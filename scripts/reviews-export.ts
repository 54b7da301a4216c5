/**
 * `npm run reviews:export`: counts the published reviews in Firestore and writes what the static
 * pages show (data/reviews.json, or --out): per tool, the count, the mean, the stars histogram
 * and the three newest, under each author's current username. The file is checked against the
 * schema and the catalogue before it is written; nothing is written when it would not pass.
 * Against the emulators, the file says so ("source": "emulators"), and a production build
 * refuses it (check:production), so demo reviews never ship.
 */
import "./lib/env";
import { writeFileSync, renameSync } from "node:fs";
import path from "node:path";
import { loadDirectoryReport } from "../lib/data/site";
import { isListed } from "../lib/directory/on-sale";
import { applyRatings } from "../lib/directory/ratings";
import { aggregateReviews, storedReviewOf } from "../lib/reviews/aggregate";
import { printable } from "../lib/terminal-text";
import { readCommandLine } from "./lib/command-line";
import { connectOrExit, targetHelp } from "./lib/firestore-admin";

const usage = `Usage: npm run reviews:export -- [--out <file>] [--project <id>]

  --out <file>    where to write (default data/reviews.json)
  --project <id>  Firebase project id

${targetHelp}`;

const { values: flags } = readCommandLine(
  { name: "reviews:export", usage },
  { options: { out: { type: "string" }, project: { type: "string" } } },
);

const out = path.resolve(flags.out ?? "data/reviews.json");
const connection = await connectOrExit(flags.project);
const where = connection.target.description;
let exitCode = 0;
try {
  const { db } = connection;
  const snapshot = await db.collection("reviews").where("status", "==", "published").get();
  const reviews = snapshot.docs.map((doc) => storedReviewOf(doc.id, doc.data()));
  const uids = [...new Set(reviews.map((r) => r.uid).filter(Boolean))];
  const profiles = uids.length
    ? await db.getAll(...uids.map((uid) => db.collection("users").doc(uid)))
    : [];
  const usernames = new Map(
    profiles.flatMap((p) => {
      const name = p.get("username");
      return typeof name === "string" ? [[p.id, name] as const] : [];
    }),
  );
  const { catalogue } = loadDirectoryReport().catalogue;
  const { file, skipped } = aggregateReviews(reviews, {
    reviewable: (slug) => {
      const tool = catalogue.toolsBySlug.get(slug);
      return tool !== undefined && isListed(tool) && !tool.adult;
    },
    usernames,
    exportedAt: new Date(),
    source: connection.target.emulatorHost ? "emulators" : "production",
  });
  for (const line of skipped) console.error(`! left out: ${printable(line)}`);
  // The file is checked as content:check will check it, before anything is written.
  const { errors } = applyRatings(catalogue, {
    file: path.relative(process.cwd(), out),
    data: file,
  });
  if (errors.length > 0) {
    for (const error of errors) console.error(`✗ ${printable(error)}`);
    console.error("Nothing written.");
    exitCode = 1;
  } else {
    const temporary = `${out}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(file, null, 2)}\n`);
    renameSync(temporary, out);
    const tools = Object.keys(file.tools).length;
    console.error(
      `Wrote ${path.relative(process.cwd(), out)}: ${reviews.length - skipped.length} published reviews of ${tools} tool${tools === 1 ? "" : "s"}, from ${where}.`,
    );
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `Could not export the reviews from ${where}: ${printable(message, { multiline: true })}${connection.hint}`,
  );
  exitCode = 1;
} finally {
  await connection.close();
}
process.exit(exitCode);

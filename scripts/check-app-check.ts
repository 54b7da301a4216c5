/**
 * `tsx scripts/check-app-check.ts [--project <id>]`: fails (exit code 1) unless App Check is
 * enforced for Firestore in the project. The deploy workflow runs it with the deploy service
 * account before it deploys anything (scripts/lib/app-check-enforcement.ts says why).
 *
 * Credentials: GOOGLE_APPLICATION_CREDENTIALS (a service account key file), or an OAuth access
 * token in APP_CHECK_ACCESS_TOKEN. APP_CHECK_API_URL points it at another server than Google's
 * (the tests' fake one on 127.0.0.1). APP_CHECK_UNENFORCED_UNTIL=YYYY-MM-DD lets a deploy through
 * without enforcement until that day (at most 30 days ahead): the weeks of watching App Check's
 * metrics before enforcing it.
 */
import "./lib/env";
import { applicationDefault } from "firebase-admin/app";
import { fail, readCommandLine, UsageError } from "./lib/command-line";
import {
  appCheckApiUrl,
  checkFirestoreEnforcement,
  maxWaiverDays,
  withWaiver,
} from "./lib/app-check-enforcement";

const usage = `Usage: tsx scripts/check-app-check.ts [--project <id>]

  Exits 0 when App Check is enforced for Cloud Firestore in the project, 1 when it is not (or
  cannot be read), with a sentence saying which.

  --project <id>  Firebase project id (default: NEXT_PUBLIC_FIREBASE_PROJECT_ID)

  Credentials: GOOGLE_APPLICATION_CREDENTIALS=<service account key file> (it needs the role
  Firebase App Check Viewer), or APP_CHECK_ACCESS_TOKEN=<OAuth access token>.

  APP_CHECK_UNENFORCED_UNTIL=YYYY-MM-DD passes a project that does not enforce yet, with a
  warning, until that day (at most ${maxWaiverDays} days ahead): while its metrics are watched.`;

const projectId = readCommandLine(
  { name: "check-app-check", usage },
  { options: { project: { type: "string" } } },
  (line) => {
    const project = (line.values.project ?? process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID)?.trim();
    if (!project)
      throw new UsageError(
        "Name the Firebase project: --project <id> or NEXT_PUBLIC_FIREBASE_PROJECT_ID",
      );
    return project;
  },
);

async function accessToken(): Promise<string> {
  const given = process.env.APP_CHECK_ACCESS_TOKEN?.trim();
  if (given) return given;
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS?.trim())
    fail(
      "No credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service account key file (or APP_CHECK_ACCESS_TOKEN to an access token) to read App Check's settings.",
    );
  try {
    return (await applicationDefault().getAccessToken()).access_token;
  } catch (error) {
    fail(
      `Could not get an access token from GOOGLE_APPLICATION_CREDENTIALS (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

const check = withWaiver(
  await checkFirestoreEnforcement({
    projectId,
    accessToken: await accessToken(),
    apiUrl: process.env.APP_CHECK_API_URL?.trim() || appCheckApiUrl,
  }),
  process.env.APP_CHECK_UNENFORCED_UNTIL?.trim(),
);
if (!check.ok) fail(check.message);
// On GitHub Actions a waiver shows as a warning on the run's summary.
if (check.waived)
  console.error(`${process.env.GITHUB_ACTIONS ? "::warning::" : ""}${check.message}`);
else console.log(check.message);

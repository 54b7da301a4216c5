/**
 * Is App Check enforced for Firestore in a Firebase project? Asks the App Check REST API
 * (GET projects/{p}/services/firestore.googleapis.com, whose enforcementMode is OFF, UNENFORCED
 * or ENFORCED) and answers with the sentence to print. The deploy workflow runs it
 * (scripts/check-app-check.ts) before anything is deployed: the rules let anyone add an address
 * to the newsletter, and only enforcement keeps scripts from doing so by the thousand; it is a
 * console setting, so nothing else would notice it being off.
 */
import { z } from "zod";

export const appCheckApiUrl = "https://firebaseappcheck.googleapis.com/v1";

/** ok: deploy; message: the sentence to print (on stderr when not ok, or when waived). */
export type EnforcementCheck = { ok: boolean; message: string; waived?: boolean };

const serviceSchema = z.object({
  name: z.string().optional(),
  // Left out of the JSON when OFF (proto3 leaves a default value out).
  enforcementMode: z.enum(["OFF", "UNENFORCED", "ENFORCED"]).optional(),
});

const errorSchema = z.object({ error: z.object({ message: z.string() }) });

const enforceStep =
  'Turn it on (Firebase console, App Check, APIs, Cloud Firestore, "Enforce") and run this check again; README, "App Check", says why.';

/** Reads Firestore's App Check setting for `projectId`; never throws for an answer it gets. */
export async function checkFirestoreEnforcement({
  projectId,
  accessToken,
  apiUrl = appCheckApiUrl,
  fetchImpl = fetch,
  timeoutMs = 15_000,
}: {
  projectId: string;
  accessToken: string;
  apiUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): Promise<EnforcementCheck> {
  const url = `${apiUrl.replace(/\/+$/, "")}/projects/${encodeURIComponent(projectId)}/services/firestore.googleapis.com`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
    const reason = cause?.message ?? (error instanceof Error ? error.message : String(error));
    return {
      ok: false,
      message: `Could not reach the App Check API at ${url} (${reason}), so whether Firestore enforces App Check in ${projectId} is unknown.`,
    };
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: said below.
  }
  if (!response.ok) {
    const detail = errorSchema.safeParse(body);
    const said = detail.success ? `: ${detail.data.error.message}` : "";
    const permission =
      response.status === 403
        ? " Give the deploy service account the role Firebase App Check Viewer (roles/firebaseappcheck.viewer)."
        : "";
    return {
      ok: false,
      message: `The App Check API answered ${response.status} for Firestore in ${projectId}${said}, so whether it enforces App Check is unknown.${permission}`,
    };
  }
  const service = serviceSchema.safeParse(body);
  if (!service.success) {
    return {
      ok: false,
      message: `The App Check API's answer for Firestore in ${projectId} is not the service it describes (${text.slice(0, 200)}).`,
    };
  }
  const mode = service.data.enforcementMode ?? "OFF";
  if (mode === "ENFORCED") {
    return { ok: true, message: `App Check is enforced for Firestore in ${projectId}.` };
  }
  const meaning =
    mode === "UNENFORCED"
      ? "it only counts requests without a valid token, and lets them through"
      : "it is off";
  return {
    ok: false,
    message: `App Check is not enforced for Firestore in ${projectId} (enforcementMode ${mode}: ${meaning}), so a script can add any number of addresses to the newsletter. ${enforceStep}`,
  };
}

/** The longest a waiver may reach: App Check's metrics need days of watching, not months. */
export const maxWaiverDays = 30;

/**
 * A failed check let through until `until` (YYYY-MM-DD, APP_CHECK_UNENFORCED_UNTIL): the days
 * between the first deploy with App Check and enforcing it (README, "App Check", steps 3 to 5).
 * The waiver names its end, at most maxWaiverDays ahead, and stops working by itself.
 */
export function withWaiver(
  check: EnforcementCheck,
  until: string | undefined,
  now: Date = new Date(),
): EnforcementCheck {
  if (check.ok || until === undefined || until === "") return check;
  const end = /^\d{4}-\d{2}-\d{2}$/.test(until) ? new Date(`${until}T23:59:59Z`) : null;
  if (!end || Number.isNaN(end.getTime()))
    return {
      ok: false,
      message: `${check.message} APP_CHECK_UNENFORCED_UNTIL must be a date such as 2026-12-15, not "${until}".`,
    };
  if (end.getTime() < now.getTime())
    return {
      ok: false,
      message: `${check.message} The waiver APP_CHECK_UNENFORCED_UNTIL=${until} has ended.`,
    };
  if (end.getTime() - now.getTime() > maxWaiverDays * 24 * 60 * 60 * 1000)
    return {
      ok: false,
      message: `${check.message} The waiver APP_CHECK_UNENFORCED_UNTIL=${until} is more than ${maxWaiverDays} days away; choose a nearer date.`,
    };
  return {
    ok: true,
    waived: true,
    message: `${check.message} Deploying anyway until ${until} (APP_CHECK_UNENFORCED_UNTIL) while its metrics are watched; enforce before then.`,
  };
}

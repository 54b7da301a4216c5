/**
 * What a check's result means for an editor: dead, refused by the site, parked or for sale,
 * moved to another domain, or a redirect that drops query parameters (referrals). A URL with no
 * finding is ok; a dead or refused one has only that finding.
 */
import { referralParameters } from "@/lib/directory/outbound";
import type { CheckResult } from "./check";
import { registrableDomain } from "./domains";
import type { FailureKind } from "./network";
import { parkedMarker } from "./parked";

export type DeadReason =
  FailureKind | "redirects" | "not-found" | "gone" | "client-error" | "server-error";

export type Finding =
  | { kind: "dead"; reason: DeadReason; detail: string }
  | { kind: "blocked"; status: number }
  | { kind: "parked"; marker: string }
  | { kind: "moved"; from: string; to: string }
  | { kind: "params-lost"; params: string[]; referral: string[] };

export type FindingKind = Finding["kind"];

/**
 * Answers by which a site turns away automated visitors (LinkedIn's 999 included) rather than
 * saying the page is gone: a person has to look before anything is changed.
 */
export const blockedStatuses = new Set([401, 403, 429, 999]);

const referralNames = new Set<string>([
  ...referralParameters,
  "aff",
  "affiliate",
  "partner",
  "referral",
]);

/** Whether a query parameter's name marks a referral (ref, via, fpr, utm_source, utm_*…). */
export function isReferralParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return referralNames.has(lower) || lower.startsWith("utm_");
}

function deadFinding(result: CheckResult): Finding | undefined {
  const { failure, status } = result;
  if (failure) return { kind: "dead", reason: failure.kind, detail: failure.message };
  if (status === undefined || status < 400 || blockedStatuses.has(status)) return undefined;
  if (status === 404) return { kind: "dead", reason: "not-found", detail: "404 Not Found" };
  if (status === 410) return { kind: "dead", reason: "gone", detail: "410 Gone" };
  const reason = status >= 500 ? "server-error" : "client-error";
  return { kind: "dead", reason, detail: `HTTP ${status}` };
}

/** The original URL's query parameters that the final URL no longer has with the same value. */
export function lostParameters(original: string, final: string): string[] {
  if (original === final) return [];
  const before = new URL(original).searchParams;
  const after = new URL(final).searchParams;
  const lost = new Set<string>();
  for (const [name, value] of before) {
    if (!after.getAll(name).includes(value)) lost.add(name);
  }
  return [...lost];
}

export function classify(
  result: CheckResult,
  domainOf: (hostname: string) => string = registrableDomain,
): Finding[] {
  const dead = deadFinding(result);
  if (dead) return [dead];
  if (result.status !== undefined && blockedStatuses.has(result.status)) {
    return [{ kind: "blocked", status: result.status }];
  }
  const findings: Finding[] = [];
  const marker = parkedMarker([result.url, ...result.hops.map((hop) => hop.url)], result.body);
  const from = domainOf(new URL(result.url).hostname);
  const to = domainOf(new URL(result.finalUrl).hostname);
  if (marker) findings.push({ kind: "parked", marker });
  else if (from !== to) findings.push({ kind: "moved", from, to });
  const params = lostParameters(result.url, result.finalUrl);
  if (params.length > 0) {
    findings.push({ kind: "params-lost", params, referral: params.filter(isReferralParameter) });
  }
  return findings;
}

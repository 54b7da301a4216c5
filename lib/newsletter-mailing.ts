/**
 * The editors' side of the newsletter's double opt-in (npm run newsletter:confirmations and
 * npm run newsletter:export): confirmation tokens and links, the stored documents checked, what
 * a run does, and the files for the mailing tool. Pure but for the random bytes; Node only (the
 * scripts), never imported by a page.
 *
 * The mailing tool sends exactly one email to each new address: the confirmation, with its
 * link. Only the addresses whose owner opened that link and pressed "Confirm" are exported
 * for the newsletter itself.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { toCsv, looksLikeFormula } from "@/lib/csv";
import {
  confirmationLifetimeDays,
  newsletterConfirmationsCollection,
  newsletterConfirmPath,
  newsletterEmailsCollection,
} from "@/lib/newsletter-confirmation";
import { parseOrThrow } from "@/lib/schemas/issues";

/** 32 random bytes in base64url (43 characters): a link nobody can guess. */
export function newConfirmationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The link of the confirmation email: `${siteUrl}/newsletter/confirm?token=…`. */
export function confirmationUrl(siteUrl: string, token: string): string {
  const url = new URL(newsletterConfirmPath, siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}

const dayMs = 24 * 60 * 60 * 1000;

/** When a confirmation link stops working (firestore.rules refuses it from then on). */
export function confirmationExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + confirmationLifetimeDays * dayMs);
}

/** A Firestore Timestamp (read through toDate) or a Date. */
const timestamp = z.union([
  z.date(),
  z
    .custom<{ toDate: () => Date }>(
      (value) =>
        typeof value === "object" &&
        value !== null &&
        "toDate" in value &&
        typeof value.toDate === "function",
      { error: "must be a Firestore Timestamp" },
    )
    .transform((value) => value.toDate()),
]);

const subscriptionSchema = z.object({ email: z.string().min(3), subscribedAt: timestamp });
const confirmationSchema = z.object({
  email: z.string().min(3),
  createdAt: timestamp,
  confirmedAt: timestamp.nullable(),
});

export type StoredSubscription = { id: string; email: string; subscribedAt: Date };
export type StoredConfirmation = {
  token: string;
  email: string;
  createdAt: Date;
  confirmedAt: Date | null;
};

/**
 * Checks a newsletter_emails document; a DataValidationError names it and each bad field.
 * `createdAt` is the document's own createTime (the Admin SDK's, which no write changes). The
 * rules let anyone subscribe an address again, so that a refusal cannot tell them it is
 * subscribed; that write moves the stored subscribedAt to its own time. The time of
 * subscription is therefore the earlier of the two: the first sign-up, whatever came after.
 */
export function parseSubscription(id: string, data: unknown, createdAt?: Date): StoredSubscription {
  const stored = parseOrThrow(subscriptionSchema, data, `${newsletterEmailsCollection}/${id}`);
  const subscribedAt =
    createdAt && createdAt.getTime() < stored.subscribedAt.getTime()
      ? createdAt
      : stored.subscribedAt;
  return { id, email: stored.email, subscribedAt };
}

/** Checks a newsletter_confirmations document, as parseSubscription does. */
export function parseConfirmation(token: string, data: unknown): StoredConfirmation {
  return {
    token,
    ...parseOrThrow(confirmationSchema, data, `${newsletterConfirmationsCollection}/${token}`),
  };
}

export type ConfirmationPlan = {
  /** Subscribed addresses with no confirmation yet: each gets one now (oldest first). */
  toInvite: StoredSubscription[];
  /** Links sent and still open: not confirmed, not expired. */
  pending: StoredConfirmation[];
  /**
   * Addresses whose every link expired unconfirmed: the owner never agreed, so the run deletes
   * their confirmations and their subscription (if it is still there), and the address may
   * subscribe again.
   */
  expired: { email: string; tokens: string[]; subscriptionId: string | null }[];
  /** Addresses confirmed (and still subscribed). */
  confirmed: number;
};

/** What one run of newsletter:confirmations does, from everything stored, at `now`. */
export function planConfirmations(
  subscriptions: readonly StoredSubscription[],
  confirmations: readonly StoredConfirmation[],
  now: Date,
): ConfirmationPlan {
  const byEmail = new Map<string, StoredConfirmation[]>();
  for (const confirmation of confirmations) {
    byEmail.set(confirmation.email, [...(byEmail.get(confirmation.email) ?? []), confirmation]);
  }
  const subscriptionOf = new Map(subscriptions.map((s) => [s.email, s]));
  const isOpen = (c: StoredConfirmation) =>
    c.confirmedAt === null && now.getTime() < confirmationExpiry(c.createdAt).getTime();

  const pending: StoredConfirmation[] = [];
  const expired: ConfirmationPlan["expired"] = [];
  // One confirmation per address is the rule; should there be more, a confirmed or open one
  // keeps the address.
  for (const [email, list] of byEmail) {
    pending.push(...list.filter(isOpen));
    if (list.every((c) => c.confirmedAt === null && !isOpen(c))) {
      expired.push({
        email,
        tokens: list.map((c) => c.token),
        subscriptionId: subscriptionOf.get(email)?.id ?? null,
      });
    }
  }
  const toInvite = subscriptions
    .filter((s) => !byEmail.has(s.email))
    .sort(
      (a, b) => a.subscribedAt.getTime() - b.subscribedAt.getTime() || compare(a.email, b.email),
    );
  const confirmed = subscriptions.filter((s) =>
    (byEmail.get(s.email) ?? []).some((c) => c.confirmedAt !== null),
  ).length;
  return { toInvite, pending, expired, confirmed };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * How many new addresses one run of newsletter:confirmations mails without --allow-volume. A
 * form filled in by people brings a few a day; a script that pours a list of strangers'
 * addresses into it (App Check off, or got round) brings hundreds in seconds, and each would
 * get an email from us. Above either number the run stops and an editor looks first.
 */
export const mailingVolume = {
  /** New addresses in one run. */
  perRun: 100,
  /** New addresses that signed up within any `burstMinutes`. */
  burst: 20,
  burstMinutes: 5,
} as const;

/** The most sign-ups within any `minutes`-long window, and when that window starts. */
export function largestBurst(
  times: readonly Date[],
  minutes: number,
): { count: number; from: Date | null } {
  const sorted = times.map((time) => time.getTime()).sort((a, b) => a - b);
  const span = minutes * 60 * 1000;
  let best: { count: number; from: Date | null } = { count: 0, from: null };
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while (sorted[end]! - sorted[start]! >= span) start += 1;
    if (end - start + 1 > best.count)
      best = { count: end - start + 1, from: new Date(sorted[start]!) };
  }
  return best;
}

/**
 * Why this run must not mail `toInvite` (one sentence with the numbers and the flag), or null
 * when it may: at most mailingVolume.perRun new addresses and at most mailingVolume.burst of
 * them within mailingVolume.burstMinutes, or any number up to `allowVolume` (--allow-volume).
 */
export function volumeRefusal(
  toInvite: readonly StoredSubscription[],
  allowVolume: number | null,
  limits: typeof mailingVolume = mailingVolume,
): string | null {
  const count = toInvite.length;
  const emails = `${count} confirmation email${count === 1 ? "" : "s"}`;
  const remedy = `check newsletter_emails and delete what is not genuine, or run again with --allow-volume ${count} to send them all`;
  if (allowVolume !== null) {
    return count <= allowVolume
      ? null
      : `Refusing to send ${emails}: --allow-volume ${allowVolume} allows at most ${allowVolume}; ${remedy}.`;
  }
  if (count > limits.perRun) {
    return `Refusing to send ${emails}: more than ${limits.perRun} new addresses in one run looks like a list of strangers' addresses sent through the form; ${remedy}.`;
  }
  const burst = largestBurst(
    toInvite.map((s) => s.subscribedAt),
    limits.burstMinutes,
  );
  if (burst.count > limits.burst && burst.from) {
    return `Refusing to send ${emails}: ${burst.count} of the new addresses signed up within ${limits.burstMinutes} minutes from ${burst.from.toISOString()}, more than the ${limits.burst} people filling in the form would, which looks like a script; ${remedy}.`;
  }
  return null;
}

export type ConfirmedSubscriber = { email: string; subscribedAt: Date; confirmedAt: Date };

/**
 * The list to mail: addresses still in newsletter_emails whose owner confirmed, in the order
 * they confirmed. An address removed from newsletter_emails (unsubscribed, erased) is left out
 * even if it was confirmed.
 */
export function confirmedSubscribers(
  subscriptions: readonly StoredSubscription[],
  confirmations: readonly StoredConfirmation[],
): ConfirmedSubscriber[] {
  const confirmedAt = new Map<string, Date>();
  for (const c of confirmations) {
    if (c.confirmedAt === null) continue;
    const earlier = confirmedAt.get(c.email);
    if (!earlier || c.confirmedAt < earlier) confirmedAt.set(c.email, c.confirmedAt);
  }
  return subscriptions
    .flatMap((s) => {
      const at = confirmedAt.get(s.email);
      return at ? [{ email: s.email, subscribedAt: s.subscribedAt, confirmedAt: at }] : [];
    })
    .sort((a, b) => a.confirmedAt.getTime() - b.confirmedAt.getTime() || compare(a.email, b.email));
}

export type Invitation = { email: string; confirmUrl: string };

export const invitationColumns = ["email", "confirmUrl"] as const;
export const subscriberColumns = ["email", "subscribedAt", "confirmedAt"] as const;

/** The confirmation emails to send, as CSV (guarded against formulas, see lib/csv.ts). */
export function invitationsCsv(invitations: readonly Invitation[]): string {
  return toCsv(invitations, invitationColumns);
}

/** The confirmed list as CSV, times in ISO 8601 (UTC): the consent record a mailing tool keeps. */
export function subscribersCsv(subscribers: readonly ConfirmedSubscriber[]): string {
  return toCsv(
    subscribers.map((s) => ({
      email: s.email,
      subscribedAt: s.subscribedAt.toISOString(),
      confirmedAt: s.confirmedAt.toISOString(),
    })),
    subscriberColumns,
  );
}

/** The same lists as JSON, for mailing tools that import it (no formula guard needed). */
export function subscribersJson(subscribers: readonly ConfirmedSubscriber[]): string {
  return `${JSON.stringify(
    subscribers.map((s) => ({
      email: s.email,
      subscribedAt: s.subscribedAt.toISOString(),
      confirmedAt: s.confirmedAt.toISOString(),
    })),
    null,
    2,
  )}\n`;
}

export function invitationsJson(invitations: readonly Invitation[]): string {
  return `${JSON.stringify(invitations, null, 2)}\n`;
}

/**
 * Addresses a spreadsheet would read as a formula. The CSV writes them with a leading
 * apostrophe, which a mailing tool would take as part of the address: the scripts name them so
 * an editor can check each (or use --json).
 */
export function formulaLikeAddresses(emails: readonly string[]): string[] {
  return emails.filter(looksLikeFormula);
}

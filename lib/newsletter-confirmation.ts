/**
 * Double opt-in for the newsletter. An address in newsletter_emails is mailed only once its
 * owner has opened the link of the one confirmation email: npm run newsletter:confirmations
 * (Admin SDK) creates newsletter_confirmations/{token} and lists {email, confirmUrl} for the
 * mailing tool; /newsletter/confirm?token=… sets confirmedAt (the only change firestore.rules
 * allows a browser); npm run newsletter:export lists the confirmed addresses. Shared by the
 * confirmation page, the scripts and the rules tests.
 */

import { site } from "./site";

export const newsletterEmailsCollection = "newsletter_emails";
export const newsletterConfirmationsCollection = "newsletter_confirmations";

/** The confirmation page; the token travels in its query string (?token=…). */
export const newsletterConfirmPath = "/newsletter/confirm";

/** How long a confirmation link works (firestore.rules holds the same number of days). */
export const confirmationLifetimeDays = 30;

/** 32 random bytes in base64url without padding: 43 characters. */
export const confirmationTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The token of a confirmation link's query string, or null when there is none of that shape. */
export function readConfirmationToken(search: string): string | null {
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  return confirmationTokenPattern.test(token) ? token : null;
}

/** What the confirmation page says in each state. */
export const confirmationMessages = {
  ready: `Confirm that you want the ${site.name} newsletter at the address this link was sent to.`,
  button: "Confirm my subscription",
  confirming: "Confirming your subscription…",
  confirmedTitle: "Your subscription is confirmed",
  confirmed:
    "Thank you. The newsletter will come to this address from the next issue, and every issue has a link to unsubscribe.",
  usedTitle: "This link has already been used, or it is not valid",
  used: `If you confirmed your address before, you are subscribed and there is nothing more to do. Links stop working ${confirmationLifetimeDays} days after we send them; to subscribe again, use the form at the bottom of any page.`,
  incompleteTitle: "This link is incomplete",
  incomplete:
    "The address is missing its code. Open the link in the confirmation email again, or copy the whole address into your browser.",
  home: `Back to ${site.name}`,
  failed:
    "We could not confirm your subscription: we could not reach the server, or it did not answer. Check your connection and try again.",
  unverified:
    "We could not confirm your subscription: our check that this is a real browser (Google reCAPTCHA) did not run. If you block www.google.com or its scripts, allow them for this page and try again.",
  noscript:
    "Confirming your subscription needs JavaScript, which is turned off in your browser. Turn it on and open the link again.",
} as const;

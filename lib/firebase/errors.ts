/**
 * Firebase errors as sentences a visitor can act on. Pure (no SDK import), so forms can
 * use it before the SDK loads and tests can cover every code.
 */

export const genericAuthMessage = "Something went wrong. Please try again.";
export const networkMessage =
  "We could not reach the server. Check your internet connection and try again.";
/** One sentence for a wrong password and an unknown email, so neither reveals which accounts exist. */
export const wrongCredentialsMessage = "The email or password is incorrect.";

const authMessages: Record<string, string> = {
  "auth/invalid-credential": wrongCredentialsMessage,
  "auth/invalid-login-credentials": wrongCredentialsMessage,
  "auth/wrong-password": wrongCredentialsMessage,
  "auth/user-not-found": wrongCredentialsMessage,
  "auth/invalid-email": "Enter a valid email address, such as name@example.com.",
  "auth/missing-email": "Enter your email address.",
  "auth/missing-password": "Enter your password.",
  "auth/email-already-in-use":
    "An account with this email already exists. Sign in, or reset your password.",
  "auth/weak-password":
    "Choose a stronger password: at least 8 characters, including a letter and a digit.",
  "auth/password-does-not-meet-requirements":
    "Choose a stronger password: at least 8 characters, including a letter and a digit.",
  "auth/user-disabled":
    "This account has been disabled. Contact us if you think this is a mistake.",
  "auth/too-many-requests": "Too many attempts. Please wait a few minutes and try again.",
  "auth/quota-exceeded": "Too many attempts. Please wait a few minutes and try again.",
  "auth/network-request-failed": networkMessage,
  "auth/timeout": networkMessage,
  "auth/internal-error": genericAuthMessage,
  "auth/operation-not-allowed":
    "Email sign-in is not available at the moment. Please try again later.",
  "auth/requires-recent-login": "For your security, please sign in again and retry.",
  "auth/user-mismatch": "That password belongs to a different account.",
  "auth/user-token-expired": "Your session has expired. Please sign in again.",
  "auth/invalid-user-token": "Your session has expired. Please sign in again.",
  "auth/no-current-user": "You are signed out. Please sign in again.",
  "auth/unverified-email": "Please verify your email address first.",
  "auth/missing-continue-uri": genericAuthMessage,
  "auth/invalid-continue-uri": genericAuthMessage,
  "auth/unauthorized-continue-uri": genericAuthMessage,
  "auth/app-deleted": genericAuthMessage,
  "auth/invalid-api-key": "Sign-in is misconfigured on our side. Please try again later.",
  "auth/api-key-not-valid.-please-pass-a-valid-api-key.":
    "Sign-in is misconfigured on our side. Please try again later.",
  "auth/app-not-authorized": "Sign-in is misconfigured on our side. Please try again later.",
  "auth/unauthorized-domain": "Sign-in is misconfigured on our side. Please try again later.",
  "auth/invalid-tenant-id": "Sign-in is misconfigured on our side. Please try again later.",
  "auth/web-storage-unsupported":
    "Your browser is blocking storage this site needs to keep you signed in. Allow site data and try again.",
  "auth/already-initialized": genericAuthMessage,
  "auth/admin-restricted-operation":
    "This can't be done from the site at the moment. Please contact us and we will help.",
  "auth/multi-factor-auth-required":
    "This account uses two-step verification, which this site does not support yet. Please contact us.",
  "auth/invalid-recipient-email":
    "We could not send an email to that address. Check it and try again.",
  "auth/invalid-sender": "We could not send the email. Please try again later.",
  "auth/invalid-message-payload": "We could not send the email. Please try again later.",
  "auth/configuration-not-found": "Sign-in is misconfigured on our side. Please try again later.",
  "auth/api-key-expired.-please-renew-the-api-key.":
    "Sign-in is misconfigured on our side. Please try again later.",
};

// reCAPTCHA Enterprise, if a project turns it on for email sign-in: a failed bot check.
for (const code of [
  "recaptcha-not-enabled",
  "missing-recaptcha-token",
  "invalid-recaptcha-token",
  "invalid-recaptcha-action",
  "missing-client-type",
  "missing-recaptcha-version",
  "invalid-recaptcha-version",
  "invalid-req-type",
]) {
  authMessages[`auth/${code}`] =
    "We could not confirm that you are not a robot. Reload the page and try again.";
}

const reloadMessage = "This page is out of date. Reload it and try again.";
const serverFaultMessage = "Something went wrong on our side. Please try again later.";

/**
 * Every Firestore error code (FirestoreErrorCode), for the reads and writes the site makes. Firestore
 * Lite reports a fetch that never reached the server as "unknown" with the text "Request failed
 * with error: undefined": that is a network failure, and says so.
 */
const firestoreMessages: Record<string, string> = {
  unavailable: networkMessage,
  "deadline-exceeded": networkMessage,
  unknown: networkMessage,
  cancelled: "The request was interrupted. Please try again.",
  "permission-denied": "The server refused this request. Please check the form and try again.",
  unauthenticated: "You are signed out. Please sign in again.",
  "resource-exhausted": "Too many requests. Please wait a minute and try again.",
  "not-found": "That is no longer there: it may have been deleted. Reload the page to see what is.",
  "already-exists": reloadMessage,
  "failed-precondition": reloadMessage,
  aborted: "Another change got there first. Please try again.",
  "invalid-argument": reloadMessage,
  "out-of-range": reloadMessage,
  unimplemented: serverFaultMessage,
  internal: serverFaultMessage,
  "data-loss": serverFaultMessage,
};

export function errorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const { code } = error;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}

/** The sentence to show for an error from Firebase Auth (or Firestore); never the raw code. */
export function messageForError(error: unknown): string {
  const code = errorCode(error);
  if (code && Object.hasOwn(authMessages, code)) return authMessages[code]!;
  if (code && Object.hasOwn(firestoreMessages, code)) return firestoreMessages[code]!;
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return networkMessage;
  if (typeof navigator !== "undefined" && navigator.onLine === false) return networkMessage;
  return genericAuthMessage;
}

export function isNetworkError(error: unknown): boolean {
  return messageForError(error) === networkMessage;
}

import { doc, serverTimestamp, setDoc, updateDoc } from "firebase/firestore/lite";
import {
  newsletterConfirmationsCollection,
  newsletterEmailsCollection,
} from "../newsletter-confirmation";
import { firebaseApp } from "./app";
import { ensureAppCheckToken } from "./app-check";
import { errorCode } from "./errors";
import { firestore } from "./firestore";

/** The document id for an address: its SHA-256 in hex, as firestore.rules requires. */
export async function newsletterDocumentId(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Adds the (already normalised) address to newsletter_emails. Nothing is mailed to it until its
 * owner confirms (lib/newsletter-confirmation.ts). Subscribing an address again is the same
 * write, and firestore.rules accepts it as it accepts the first (refusing it would tell anyone
 * the address is subscribed; see the rules' comment for why it changes nothing). A refusal is
 * still answered as success: the payload is one the rules accept and the App Check token was
 * had before writing, so a refusal can only be rules older than this site (the workflow deploys
 * the site first), which refused the repeat; the visitor is told nothing more either way.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const db = firestore();
  await ensureAppCheckToken(firebaseApp());
  const ref = doc(db, newsletterEmailsCollection, await newsletterDocumentId(email));
  try {
    await setDoc(ref, { email, subscribedAt: serverTimestamp() });
  } catch (error) {
    if (errorCode(error) === "permission-denied") return;
    throw error;
  }
}

/**
 * Confirms the subscription a confirmation link stands for: sets its confirmedAt to the
 * server's time, the one change the rules allow, once, within the link's lifetime. Browsers
 * may not read confirmations, so a refusal cannot tell "already confirmed" from "unknown" or
 * "expired": all three are "used-or-unknown". Other errors (network, App Check) are thrown.
 */
export async function confirmNewsletterSubscription(
  token: string,
): Promise<"confirmed" | "used-or-unknown"> {
  const db = firestore();
  await ensureAppCheckToken(firebaseApp());
  try {
    await updateDoc(doc(db, newsletterConfirmationsCollection, token), {
      confirmedAt: serverTimestamp(),
    });
    return "confirmed";
  } catch (error) {
    const code = errorCode(error);
    if (code === "permission-denied" || code === "not-found") return "used-or-unknown";
    throw error;
  }
}

import { doc, serverTimestamp, setDoc } from "firebase/firestore/lite";
import { firestore } from "./firestore";

/** The document id for an address: its SHA-256 in hex, as firestore.rules requires. */
export async function newsletterDocumentId(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error
    ? String(error.code)
    : undefined;
}

/**
 * Adds the (already normalised) address to newsletter_emails. The rules allow create only,
 * so a second subscription of the same address is refused as an update: the payload is
 * one the rules accept for a new address, so that refusal can only mean "already
 * subscribed", which counts as success and tells the visitor nothing more.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const ref = doc(firestore(), "newsletter_emails", await newsletterDocumentId(email));
  try {
    await setDoc(ref, { email, subscribedAt: serverTimestamp() });
  } catch (error) {
    if (errorCode(error) === "permission-denied") return;
    throw error;
  }
}

/**
 * The documents the rules tests write: for each collection, the valid payload as the site
 * writes it (each test then spoils it one way at a time), and the values its cases are made of.
 */
import { createHash } from "node:crypto";
import { doc, serverTimestamp, setDoc, Timestamp } from "firebase/firestore";
import type { DocumentData, Firestore } from "firebase/firestore";
import { reportFields } from "../support/report-fields";

/** A Timestamp the given number of seconds before now (client time, never request.time). */
export function secondsAgo(seconds: number): Timestamp {
  return Timestamp.fromMillis(Date.now() - seconds * 1000);
}

/** A string of exactly `length` characters made of `unit` repeated (and cut). */
export function text(length: number, unit = "a"): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Copy of `data` without `key` (the SDK rejects undefined values, so keys are removed). */
export function without<T extends Record<string, unknown>>(data: T, key: string): DocumentData {
  const copy: DocumentData = { ...data };
  delete copy[key];
  return copy;
}

// --- newsletter_emails -------------------------------------------------------------------

/** Lower-case hex SHA-256 of the address: the id of its newsletter_emails document. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * A well-formed address of exactly `length` characters (at least 70): a 64-character local
 * part and a domain of labels of at most 63 characters ending in ".com".
 */
export function emailOfLength(length: number): string {
  const local = text(64, "r");
  const labels: string[] = [];
  let remaining = length - local.length - "@".length - ".com".length;
  while (remaining > 0) {
    let size = Math.min(63, remaining);
    if (remaining - size === 1) size -= 1; // never leave room for only a dot
    labels.push(text(size, "d"));
    remaining -= size;
    if (remaining > 0) remaining -= 1; // the dot before the next label
  }
  return `${local}@${labels.join(".")}.com`;
}

export const validSubscriberEmail = "reader@example.com";

/** The document the newsletter form writes for an already normalised address. */
export function newsletterDoc(email: string = validSubscriberEmail): DocumentData {
  return { email, subscribedAt: serverTimestamp() };
}

export function subscribe(
  db: Firestore,
  data: DocumentData = newsletterDoc(),
  id: string = sha256Hex(String(data.email)),
): Promise<void> {
  return setDoc(doc(db, "newsletter_emails", id), data);
}

// --- users -----------------------------------------------------------------------------

export const validUsername = "ada_lovelace";

/** The profile written at registration. */
export function userCreateDoc(username: string = validUsername): DocumentData {
  return { username, createdAt: serverTimestamp() };
}

/** A profile as stored (createdAt fixed in the past), for seeding before update tests. */
export function storedUserDoc(username: string = validUsername): DocumentData {
  return { username, createdAt: secondsAgo(3600) };
}

// --- tool_submissions, reports and their limit documents -------------------------------------

/** The categories firestore.rules accepts (the slugs of data/tools/NN-{slug}.json). */
export { submissionCategories } from "@/lib/submission-fields";

/** A complete, valid submission by `uid` as the submit form writes it. */
export function submissionDoc(uid: string): DocumentData {
  return {
    name: "Compass Writer",
    website: "https://compass-writer.example.com/app?ref=aicompass#start",
    category: "text",
    description: "Writes first drafts of articles from a short outline.",
    pricing: "freemium",
    priceText: "From $10 a month",
    email: "maker@example.com",
    notes: "",
    status: "pending",
    uid,
    submittedAt: serverTimestamp(),
  };
}

/** A complete, valid report by `uid` as the "Report a problem" dialog writes it. */
export function reportDoc(uid: string): DocumentData {
  return {
    ...reportFields,
    note: "The Plus plan costs $25 a month now.",
    uid,
    createdAt: serverTimestamp(),
  };
}

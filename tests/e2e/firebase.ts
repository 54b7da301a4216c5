/**
 * Test helpers that talk to the emulators directly (as the owner, bypassing the rules):
 * create accounts, follow the verification email, read back what the site wrote.
 */
import { createHash, randomBytes } from "node:crypto";
import { emulatorDefaults } from "../../lib/firebase/config";

const { projectId } = emulatorDefaults;
const authHost =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??
  `${emulatorDefaults.host}:${emulatorDefaults.authPort}`;
const firestoreHost =
  process.env.FIRESTORE_EMULATOR_HOST ??
  `${emulatorDefaults.host}:${emulatorDefaults.firestorePort}`;
const owner = { Authorization: "Bearer owner" };
const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;

/** A fresh identity per test, so tests never share accounts or addresses. */
export function uniqueUser(prefix = "user") {
  const tag = randomBytes(4).toString("hex");
  return {
    username: `${prefix}_${tag}`.slice(0, 20),
    email: `${prefix}.${tag}@example.com`,
    password: `pw-${tag}-9x`,
  };
}

/** Creates an account straight in the Auth emulator (faster than the form, for sign-in tests). */
export async function createAccount(user: { username: string; email: string; password: string }) {
  const base = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const signUp = await fetch(`${base}/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
  });
  const body: unknown = await signUp.json();
  const idToken =
    typeof body === "object" && body !== null && "idToken" in body ? String(body.idToken) : "";
  if (!signUp.ok || !idToken) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  const update = await fetch(`${base}/accounts:update?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ idToken, displayName: user.username }),
  });
  if (!update.ok) throw new Error(`update failed: ${await update.text()}`);
}

type OobCode = { email: string; requestType: string; oobLink: string };

async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

/** The emails the Auth emulator "sent" to an address, by kind (VERIFY_EMAIL, PASSWORD_RESET). */
export async function emailsSentTo(email: string, requestType: string): Promise<OobCode[]> {
  return (await oobCodes()).filter(
    (code) => code.email === email && code.requestType === requestType,
  );
}

/** Opens the newest verification link sent to the address, as the user would from their inbox. */
export async function verifyEmail(email: string): Promise<void> {
  const codes = await emailsSentTo(email, "VERIFY_EMAIL");
  const latest = codes.at(-1);
  if (!latest) throw new Error(`No verification email was sent to ${email}`);
  const response = await fetch(latest.oobLink);
  if (!response.ok) throw new Error(`Verification link failed: ${response.status}`);
}

export type StoredDocument = {
  name: string;
  fields: Record<string, Record<string, unknown>>;
  /** When the document was first written (RFC 3339); no later write changes it. */
  createTime?: string;
};

export async function readDocument(path: string): Promise<StoredDocument | null> {
  const response = await fetch(`${documentsUrl}/${path}`, { headers: owner });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`read ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredDocument;
}

export async function listDocuments(collection: string): Promise<StoredDocument[]> {
  const response = await fetch(`${documentsUrl}/${collection}?pageSize=1000`, { headers: owner });
  if (!response.ok) throw new Error(`list ${collection}: ${response.status}`);
  const body = (await response.json()) as { documents?: StoredDocument[] };
  return body.documents ?? [];
}

export function newsletterDocumentPath(email: string): string {
  return `newsletter_emails/${createHash("sha256").update(email).digest("hex")}`;
}

/**
 * Creates an account whose email is already verified (the verification link followed), as a
 * user who can submit tools; returns its uid.
 */
export async function createVerifiedAccount(user: {
  username: string;
  email: string;
  password: string;
}): Promise<string> {
  const base = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  await createAccount(user);
  const signIn = await fetch(`${base}/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
  });
  const body = (await signIn.json()) as { idToken?: string; localId?: string };
  if (!signIn.ok || !body.idToken || !body.localId) {
    throw new Error(`signIn failed: ${JSON.stringify(body)}`);
  }
  const send = await fetch(`${base}/accounts:sendOobCode?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ requestType: "VERIFY_EMAIL", idToken: body.idToken }),
  });
  if (!send.ok) throw new Error(`sendOobCode failed: ${await send.text()}`);
  await verifyEmail(user.email);
  return body.localId;
}

/** A value in Firestore's REST form: text, a whole number, or a point in time. */
function restValue(value: string | number | Date): Record<string, unknown> {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === "number") return { integerValue: String(value) };
  return { stringValue: value };
}

/** Writes a document as the owner (the rules do not apply), as an editor's script would. */
export async function writeDocument(
  path: string,
  fields: Record<string, string | number | Date>,
): Promise<void> {
  const response = await fetch(`${documentsUrl}/${path}`, {
    method: "PATCH",
    headers: { ...owner, "Content-Type": "application/json" },
    body: JSON.stringify({
      fields: Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, restValue(value)]),
      ),
    }),
  });
  if (!response.ok) throw new Error(`write ${path}: ${response.status} ${await response.text()}`);
}

/** The document id at the end of a stored document's name. */
export function documentId(document: StoredDocument): string {
  return document.name.split("/").pop() ?? "";
}

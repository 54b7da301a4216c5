/**
 * A strict script policy for each exported page. The header policy in firebase.json is the same
 * for every page, so it cannot name the inline scripts a page carries (Next's page data, the
 * auth hint); it allows inline scripts. Each page therefore also gets a
 * `<meta http-equiv="Content-Security-Policy">` whose script-src lists the SHA-256 of exactly its
 * own inline scripts and no 'unsafe-inline'. A browser enforces both policies, so an inline script
 * runs only when its hash is in its page's meta policy: an injected one never does. Everything a
 * meta policy cannot carry (frame-ancestors) and every other directive stay in the header.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Script types that are data, not code: a policy does not govern them (JSON-LD, import maps aside). */
const dataTypes = /^(?:application\/(?:ld\+)?json)$/i;

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The text of every inline script a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(scriptPattern)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim();
    if (type !== undefined && type !== "" && dataTypes.test(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** 'sha256-…' for a script's exact text, as CSP compares it (UTF-8, base64). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** The sources of one directive of a policy ("script-src 'self' …" → ["'self'", …]). */
export function directiveSources(policy: string, directive: string): string[] {
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name?.toLowerCase() === directive) return sources;
  }
  return [];
}

/**
 * The page's script-src: the header's sources without 'unsafe-inline' (hashes make a browser
 * ignore it anyway), plus one hash for each distinct inline script.
 */
export function pageScriptPolicy(headerPolicy: string, html: string): string {
  const base = directiveSources(headerPolicy, "script-src").filter(
    (source) => source !== "'unsafe-inline'",
  );
  const hashes = [...new Set(inlineScripts(html).map(scriptHashSource))];
  return `script-src ${[...base, ...hashes].join(" ")}`;
}

const charsetMeta = /<meta charSet="utf-8"\s*\/?>/i;
const existingPolicy = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/**
 * The page with its policy as the first element after <meta charset> (a meta policy governs only
 * what follows it, and the charset must stay in the first bytes). Run again on a page that has
 * one, it replaces it. Throws when the page has no <meta charset> to anchor on.
 */
export function withScriptPolicy(html: string, headerPolicy: string): string {
  const page = html.replace(existingPolicy, "");
  const anchor = charsetMeta.exec(page);
  if (!anchor) throw new Error('no <meta charSet="utf-8"/> to place the script policy after');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(headerPolicy, page)}"/>`;
  const at = anchor.index + anchor[0].length;
  return `${page.slice(0, at)}${meta}${page.slice(at)}`;
}

/** The Content-Security-Policy header firebase.json sets on every page. */
export function headerPolicyOf(firebaseJson: unknown): string {
  const rules =
    (
      firebaseJson as {
        hosting?: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
      }
    ).hosting?.headers ?? [];
  const policy = rules
    .find((rule) => rule.source === "**")
    ?.headers.find((header) => header.key.toLowerCase() === "content-security-policy")?.value;
  if (policy === undefined)
    throw new Error('firebase.json sets no Content-Security-Policy header on "**"');
  return policy;
}

/**
 * Build step: gives every exported page under `outDir` its strict script policy, next to the
 * header policy in `firebaseJson`. Idempotent. Returns the one-line summary; throws naming the
 * page it could not give one.
 */
export function applyScriptPolicies(outDir: string, firebaseJson = "firebase.json"): string {
  const headerPolicy = headerPolicyOf(JSON.parse(readFileSync(firebaseJson, "utf8")));
  let pages = 0;
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      writeFileSync(file, withScriptPolicy(readFileSync(file, "utf8"), headerPolicy));
    } catch (error) {
      throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
    }
    pages += 1;
  }
  return `${pages} pages hashed`;
}

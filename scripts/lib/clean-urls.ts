import path from "node:path";

/**
 * The files (relative to the site root, in order of preference) that may answer a URL path
 * under Firebase Hosting's clean-URL rules, or null for a path that must never reach the file
 * system. The output checks (scripts/lib/output-checks/) and the Lighthouse bench resolve
 * links with it as the host does.
 */
export function cleanUrlCandidates(urlPath: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const normalised = path.posix.normalize(decoded);
  if (normalised.includes("\0") || normalised.split("/").includes("..")) return null;
  const base = normalised.replace(/^\/+/, "");
  const candidates = normalised.endsWith("/")
    ? [`${base}index.html`]
    : [base, `${base}.html`, `${base}/index.html`];
  return candidates.filter((candidate) => candidate !== "");
}

/**
 * Where to go after signing in: the `next` parameter when it is a path on this site,
 * otherwise the given fallback. Rejects other origins ("//evil.example", "https://…",
 * "/\\evil") so the sign-in page cannot be used as an open redirect.
 */
export function safeReturnPath(
  candidate: string | null | undefined,
  fallback = "/profile",
): string {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//")) return fallback;
  if (/[\\\s]/.test(candidate) || /^\/(login|register)(?:[/?#]|$)/.test(candidate)) return fallback;
  try {
    const url = new URL(candidate, "https://site.invalid");
    if (url.origin !== "https://site.invalid") return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments resolve after the checks above ("/.//evil.com" → "//evil.com"): check again.
    if (path.startsWith("//") || /^\/(login|register)(?:[/?#]|$)/.test(path)) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** A link to the sign-in (or register) page that comes back to `path` afterwards. */
export function withReturn(page: "/login" | "/register", path: string): string {
  const back = safeReturnPath(path, "");
  return back ? `${page}?next=${encodeURIComponent(back)}` : page;
}

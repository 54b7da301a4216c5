/** Where files live: the URL path of an exported page, and the file that answers a URL path. */
import { cleanUrlCandidates } from "../clean-urls";

/** The clean URL path of an exported page: tools.html → /tools, index.html → /, a/index.html → /a. */
export function urlPathForFile(file: string): string {
  const withoutExtension = file.replace(/\.html$/, "");
  if (withoutExtension === "index") return "/";
  return `/${withoutExtension.replace(/\/index$/, "")}`;
}

/**
 * The file in out/ that answers a URL path, following Firebase Hosting's rules with cleanUrls
 * (as `npm start` and the browser tests serve it, with the Hosting emulator): the file itself,
 * then `path.html`, then `path/index.html`; a trailing slash means `path/index.html`.
 * Returns the out/-relative file, or null when nothing answers.
 */
export function resolveSitePath(urlPath: string, files: ReadonlySet<string>): string | null {
  return cleanUrlCandidates(urlPath)?.find((candidate) => files.has(candidate)) ?? null;
}

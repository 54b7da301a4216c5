/**
 * Repository files cited as sources must be pinned: a URL naming a branch (main, master, HEAD…)
 * shows whatever the branch holds today, not the words we cited. No imports: the article
 * schema uses it from scripts that run without the "@/" path alias.
 */

/** A GitHub page or raw file on a branch rather than a commit. */
const branchUrl =
  /^https:\/\/(?:github\.com\/[^/]+\/[^/]+\/(?:blob|tree|raw)\/(?!(?:[0-9a-f]{40})(?:\/|$))[^/]+\/|raw\.githubusercontent\.com\/[^/]+\/[^/]+\/(?!(?:[0-9a-f]{40})\/)(?:refs\/heads\/)?[^/]+\/)/i;

/** True when the URL names a repository file by branch, so its words can change after we cite them. */
export function isUnpinnedRepositoryUrl(url: string): boolean {
  return branchUrl.test(url);
}

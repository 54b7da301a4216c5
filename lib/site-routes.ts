import { categoryPath, toolPath } from "@/lib/directory/slug";

/**
 * Every fixed route of the site (dynamic ones come from data: tools, categories, articles).
 * Used by the sitemap and by the article link check.
 */
export const staticRoutes = [
  "/",
  "/tools",
  "/prompt-builder",
  "/chatgpt-prompts",
  "/midjourney-prompts",
  "/prompts",
  "/guides",
  "/news",
  "/tech",
  "/design",
  "/marketing",
  "/career",
  "/write-for-us",
  "/privacy-policy",
  "/terms-and-conditions",
  "/submit-ai-tool",
  "/register",
  "/login",
  "/profile",
] as const;

/** Routes that exist but are personal or transactional: left out of the sitemap. */
export const unlistedRoutes: readonly string[] = ["/profile", "/login"];

/** A check for "is this site-relative path a page?" over the fixed routes and the directory. */
export function sitePathChecker(catalogue: {
  tools: readonly { slug: string }[];
  categories: readonly { slug: string }[];
}): (pathname: string) => boolean {
  const known = new Set<string>(staticRoutes);
  for (const tool of catalogue.tools) known.add(toolPath(tool.slug));
  for (const category of catalogue.categories) known.add(categoryPath(category.slug));
  return (pathname) =>
    known.has(pathname.replace(/\/$/, "") || "/") || /^\/guides\/page\/\d+$/.test(pathname);
}

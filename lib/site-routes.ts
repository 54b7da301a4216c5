import { categoryPath, toolPath } from "@/lib/directory/slug";
import { promptCategoryPath, type CollectionId } from "@/lib/prompts/paths";

/** The sections of the site: the start of each part, ranked just below home in the sitemap. */
export const sectionRoutes = [
  "/tools",
  "/prompt-builder",
  "/chatgpt-prompts",
  "/midjourney-prompts",
  "/prompts",
  "/guides",
  "/news",
] as const;

/**
 * Every fixed route of the site (dynamic ones come from data: tools, categories, articles).
 * Used by the sitemap and by the article link check.
 */
export const staticRoutes = [
  "/",
  ...sectionRoutes,
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
  "/saved",
  "/compare",
  "/lists/view",
  "/newsletter/confirm",
  "/graveyard",
  "/tasks",
  "/how-we-rank",
  "/changes",
  "/developers",
] as const;

/** Routes that exist but are personal or transactional: left out of the sitemap. */
export const unlistedRoutes: readonly string[] = [
  "/profile",
  "/login",
  "/saved",
  "/lists/view",
  "/newsletter/confirm",
];

/**
 * A check for "is this site-relative path a page?" over the fixed routes, the directory, the
 * prompt collections' category pages and the comparison pages. Numbered list pages (/guides/page/2,
 * /categories/x/page/2) are accepted by their form.
 */
export function sitePathChecker(
  catalogue: {
    tools: readonly { slug: string }[];
    categories: readonly { slug: string }[];
  },
  promptCategories: readonly { collection: CollectionId; slug: string }[] = [],
  comparePages: readonly string[] = [],
): (pathname: string) => boolean {
  const known = new Set<string>([...staticRoutes, ...comparePages]);
  for (const tool of catalogue.tools) known.add(toolPath(tool.slug));
  for (const category of catalogue.categories) known.add(categoryPath(category.slug));
  for (const { collection, slug } of promptCategories)
    known.add(promptCategoryPath(collection, slug));
  return (pathname) => {
    const path = pathname.replace(/\/$/, "") || "/";
    const list = /^(.*)\/page\/\d+$/.exec(path);
    return known.has(path) || (list !== null && (list[1] === "/guides" || known.has(list[1]!)));
  };
}

/** The prompt categories of both collections, as sitePathChecker takes them. */
export function promptCategoriesOf(collections: {
  chatgpt: readonly { slug: string }[];
  midjourney: readonly { slug: string }[];
}): { collection: CollectionId; slug: string }[] {
  return (["chatgpt", "midjourney"] as const).flatMap((collection) =>
    collections[collection].map((category) => ({ collection, slug: category.slug })),
  );
}

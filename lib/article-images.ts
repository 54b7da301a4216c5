/** Where each article's generated social card lives in out/ (made by scripts/lib/article-images.tsx). */
export function articleImagePath(slug: string): string {
  return `/og/guides/${slug}.png`;
}

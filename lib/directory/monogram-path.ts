/**
 * Where a tool's monogram tile is (lib/directory/tool-images.ts draws it): a module of its own,
 * so a logo in the browser imports this line and not the monograms' palette and shapes.
 */
export function monogramPath(slug: string): string {
  return `/images/tools/${slug}.svg`;
}

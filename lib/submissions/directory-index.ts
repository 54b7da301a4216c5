/**
 * What the directory already lists, as the editors' tools ask it: each category with its file and
 * its usual genre, and each tool by slug with where it is listed and its site. Built from the
 * validated catalogue (lib/directory/catalogue.ts), so a record the build refuses is not
 * "listed", and a broken file leaves out only itself. "The same site" is sameSite
 * (lib/directory/site-address.ts), as on the submit form. Pure.
 */
import { toolLabel } from "@/lib/data/directory-check";
import type { Catalogue } from "@/lib/directory/catalogue";
import { prevailingGenre } from "@/lib/directory/genre";
import { sameSite, siteAddress, type SiteAddress } from "@/lib/directory/site-address";

export type IndexedCategory = {
  slug: string;
  name: string;
  /** The category file, e.g. data/tools/01-text.json. */
  file: string;
  adult: boolean;
  /** The genre most of its tools share, the guess for a submitted tool; "" when none prevails. */
  usualGenre: string;
};

export type IndexedTool = {
  slug: string;
  name: string;
  /** The category file it is listed in. */
  file: string;
  /** How messages name it: `data/tools/01-text.json › "ChatGPT"`. */
  label: string;
  /** Its website as compared; null for an address that is not a web address. */
  site: SiteAddress | null;
};

export type DirectoryIndex = {
  /** By slug, in the catalogue's order. */
  categories: ReadonlyMap<string, IndexedCategory>;
  /** Every tool with a page (ended and unverified ones too), by slug. */
  tools: ReadonlyMap<string, IndexedTool>;
};

export const emptyDirectoryIndex: DirectoryIndex = { categories: new Map(), tools: new Map() };

export function directoryIndex(catalogue: Pick<Catalogue, "categories" | "tools">): DirectoryIndex {
  const tools = new Map<string, IndexedTool>();
  const byCategory = new Map<string, { file: string; genres: string[] }>();
  for (const tool of catalogue.tools) {
    tools.set(tool.slug, {
      slug: tool.slug,
      name: tool.name,
      file: tool.dataFile,
      label: toolLabel(tool),
      site: siteAddress(tool.externalLink),
    });
    const category = byCategory.get(tool.categorySlug) ?? { file: tool.dataFile, genres: [] };
    category.genres.push(tool.genre);
    byCategory.set(tool.categorySlug, category);
  }
  const categories = new Map<string, IndexedCategory>();
  for (const { slug, name, adult } of catalogue.categories) {
    // A category's file is known through its tools: one whose every record the build refuses
    // has none to be listed in (content:check names its problems).
    const tools = byCategory.get(slug);
    if (!tools) continue;
    categories.set(slug, {
      slug,
      name,
      file: tools.file,
      adult,
      usualGenre: prevailingGenre(tools.genres),
    });
  }
  return { categories, tools };
}

/** A listed tool on a given site. */
export type ToolOnSite = IndexedTool & { site: SiteAddress };

/** The listed tools on the same site as `website`, in the catalogue's order. */
export function toolsOnSameSite(index: DirectoryIndex, website: string): ToolOnSite[] {
  const address = siteAddress(website);
  if (!address) return [];
  return [...index.tools.values()].filter(
    (tool): tool is ToolOnSite => tool.site !== null && sameSite(address, tool.site),
  );
}

import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pageFrontmatterSchema, type PageFrontmatter } from "@/lib/schemas/page";
import { parseOrThrow } from "@/lib/schemas/issues";
import { site } from "@/lib/site";
import { parseFrontmatter } from "./frontmatter";
import { renderMarkdown } from "./markdown";

export const pagesDirectory = path.join(process.cwd(), "content", "pages");

export type ContentPage = PageFrontmatter & { slug: string; html: string };

/** Values a page may name as {{key}}, so legal text follows the site's configuration. */
export const pagePlaceholders: Record<string, string> = {
  siteName: site.name,
  siteUrl: site.url,
  contactEmail: site.contactEmail,
  location: site.location,
};

export function fillPlaceholders(text: string, source: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => {
    const value = pagePlaceholders[key];
    if (value === undefined) {
      throw new Error(
        `${source}: unknown placeholder ${match}; known: ${Object.keys(pagePlaceholders).join(", ")}`,
      );
    }
    return value;
  });
}

const loaded = new Map<string, Promise<ContentPage>>();

/**
 * Reads, validates and renders content/pages/{slug}.md once per build process (a route asks
 * twice: for its metadata and for the page). Throws naming the file on bad input.
 */
export function getContentPage(slug: string): Promise<ContentPage> {
  let page = loaded.get(slug);
  if (!page) {
    page = loadContentPage(path.join(pagesDirectory, `${slug}.md`), slug);
    loaded.set(slug, page);
  }
  return page;
}

export async function loadContentPage(file: string, slug: string): Promise<ContentPage> {
  const source = path.relative(process.cwd(), file);
  const raw = fillPlaceholders(await readFile(file, "utf8"), source);
  const { data, content } = parseFrontmatter(raw);
  const frontmatter = parseOrThrow(pageFrontmatterSchema, data, source);
  return { ...frontmatter, slug, html: await renderMarkdown(content) };
}

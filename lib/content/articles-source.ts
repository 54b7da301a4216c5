/**
 * Reads, validates and renders every article under content/guides and content/news. Shared
 * by the build (lib/content/articles.ts) and `npm run content:check`: no server-only import.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { articlePath } from "@/lib/article-categories";
import {
  articleFrontmatterSchema,
  reservedArticleSlugs,
  type ArticleFrontmatter,
} from "@/lib/schemas/article";
import { describeIssues } from "@/lib/schemas/issues";
import { slugPattern } from "@/lib/directory/slug";
import { renderArticleMarkdown, type TocEntry } from "./article-markdown";
import { parseFrontmatter } from "./frontmatter";

export type Article = ArticleFrontmatter & {
  slug: string;
  /** The file, relative to the project ("content/guides/x.md"). */
  source: string;
  path: string;
  html: string;
  toc: TocEntry[];
  /** The body as plain text, for the search index. */
  text: string;
  words: number;
  readingMinutes: number;
};

/** What lists and cards need: no body. */
export type ArticleSummary = Omit<Article, "html" | "toc" | "text">;

export type ArticlesReport = {
  /** Published articles, newest first (drafts left out). */
  articles: Article[];
  drafts: string[];
  errors: string[];
  warnings: string[];
};

export const articleDirectories = [
  { directory: path.join("content", "guides"), kind: "guide" },
  { directory: path.join("content", "news"), kind: "news" },
] as const;

/** Newest first; on the same day, by title, so the order never depends on the file system. */
export function compareArticles(a: ArticleFrontmatter, b: ArticleFrontmatter): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

export type LoadOptions = {
  root?: string;
  publicDirectory?: string;
  /** Whether a site-relative link (other than /guides/…) leads to a page; unknown → error. */
  isKnownPath?: (pathname: string) => boolean;
  /** Articles dated after this day (YYYY-MM-DD) are warned about; default today. */
  today?: string;
};

export async function loadArticles(options: LoadOptions = {}): Promise<ArticlesReport> {
  const root = options.root ?? process.cwd();
  const publicDirectory = options.publicDirectory ?? path.join(root, "public");
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const errors: string[] = [];
  const warnings: string[] = [];
  const drafts: string[] = [];
  const parsed: (Article & { internalLinks: string[] })[] = [];
  const seen = new Map<string, string>();

  for (const { directory, kind } of articleDirectories) {
    const absolute = path.join(root, directory);
    if (!existsSync(absolute)) continue;
    for (const name of readdirSync(absolute).sort()) {
      if (!name.endsWith(".md")) continue;
      const source = path.join(directory, name);
      const slug = name.slice(0, -".md".length);
      const fail = (problem: string) => errors.push(`${source}: ${problem}`);
      if (!slugPattern.test(slug)) {
        fail(`file name: must be lower-case words joined by hyphens (it becomes the URL), got "${slug}"`);
        continue;
      }
      if ((reservedArticleSlugs as readonly string[]).includes(slug)) {
        fail(`file name: "${slug}" is reserved for a route under /guides; choose another name`);
        continue;
      }
      const clash = seen.get(slug);
      if (clash) {
        fail(`file name: the slug "${slug}" is already used by ${clash}`);
        continue;
      }
      seen.set(slug, source);

      let data: unknown;
      let content: string;
      try {
        ({ data, content } = parseFrontmatter(readFileSync(path.join(absolute, name), "utf8")));
      } catch (error) {
        fail(`frontmatter: not valid YAML (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
        continue;
      }
      const result = articleFrontmatterSchema.safeParse(data);
      if (!result.success) {
        for (const problem of describeIssues(result.error)) fail(problem);
        continue;
      }
      const frontmatter = result.data;
      if (frontmatter.kind !== kind) {
        fail(`kind: must be "${kind}" for a file in ${directory}, got "${frontmatter.kind}"`);
        continue;
      }
      if (frontmatter.cover && !existsSync(path.join(publicDirectory, frontmatter.cover.src))) {
        fail(`cover.src: ${frontmatter.cover.src} does not exist under public/`);
        continue;
      }
      if (frontmatter.draft) {
        drafts.push(source);
        continue;
      }
      if (/\bTODO\b/.test(`${frontmatter.title}\n${frontmatter.description}\n${content}`)) {
        fail("still contains TODO from the template; finish it, or keep draft: true");
        continue;
      }
      if (frontmatter.date > today) {
        warnings.push(`${source}: date: ${frontmatter.date} is in the future; the article is published anyway`);
      }
      const rendered = await renderArticleMarkdown(content, { publicDirectory });
      if (rendered.problems.length > 0) {
        for (const problem of rendered.problems) fail(`body: ${problem}`);
        continue;
      }
      const { problems: _problems, ...body } = rendered;
      parsed.push({ ...frontmatter, ...body, slug, source, path: articlePath(slug) });
    }
  }

  // Links between articles, and to the rest of the site, must lead somewhere.
  const published = new Map(parsed.map((article) => [article.path, article]));
  for (const article of parsed) {
    for (const link of new Set(article.internalLinks)) {
      const pathname = link.split(/[?#]/)[0] ?? link;
      if (pathname.startsWith("/guides/") && !/^\/guides\/page\/\d+$/.test(pathname)) {
        const target = published.get(pathname);
        if (!target) {
          errors.push(`${article.source}: body: links to ${link}, which is not a published article`);
        } else if (target.date > (article.updated ?? article.date)) {
          warnings.push(
            `${article.source}: body: links to ${link}, published ${target.date}, after this article (${article.updated ?? article.date}); set updated or drop the link`,
          );
        }
      } else if (options.isKnownPath && !options.isKnownPath(pathname)) {
        errors.push(`${article.source}: body: links to ${link}, which is not a page of the site`);
      }
    }
  }

  const articles = parsed
    .map(({ internalLinks: _links, ...article }) => article)
    .sort(compareArticles);
  return { articles, drafts, errors, warnings };
}

export function summarise(article: Article): ArticleSummary {
  const { html: _html, toc: _toc, text: _text, ...summary } = article;
  return summary;
}

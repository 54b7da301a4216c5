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

/** A Markdown file under one of the article directories, before it is read. */
type ArticleFile = {
  /** Relative to the project, for messages ("content/guides/x.md"). */
  source: string;
  absolute: string;
  slug: string;
  directory: string;
  kind: (typeof articleDirectories)[number]["kind"];
};

/** A file whose name cannot be an article's slug, with why. */
type RefusedFile = { source: string; problem: string };

type ParsedArticle = Article & { internalLinks: string[] };

/** What reading one file came to: an article, a draft left out, or the problems that stop it. */
type ArticleOutcome =
  | { kind: "article"; article: ParsedArticle; warnings: string[] }
  | { kind: "draft" }
  | { kind: "invalid"; problems: string[] };

const invalid = (...problems: string[]): ArticleOutcome => ({ kind: "invalid", problems });

export async function loadArticles(options: LoadOptions = {}): Promise<ArticlesReport> {
  const root = options.root ?? process.cwd();
  const publicDirectory = options.publicDirectory ?? path.join(root, "public");
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const errors: string[] = [];
  const warnings: string[] = [];
  const drafts: string[] = [];
  const parsed: ParsedArticle[] = [];

  for (const file of articleFiles(root)) {
    const outcome =
      "problem" in file
        ? invalid(`file name: ${file.problem}`)
        : await readArticle(file, publicDirectory, today);
    if (outcome.kind === "invalid") {
      for (const problem of outcome.problems) errors.push(`${file.source}: ${problem}`);
    } else if (outcome.kind === "draft") {
      drafts.push(file.source);
    } else {
      parsed.push(outcome.article);
      for (const warning of outcome.warnings) warnings.push(`${file.source}: ${warning}`);
    }
  }

  const links = linkProblems(parsed, options.isKnownPath);
  errors.push(...links.errors);
  warnings.push(...links.warnings);
  const articles = parsed
    .map(({ internalLinks: _links, ...article }) => article)
    .sort(compareArticles);
  return { articles, drafts, errors, warnings };
}

/**
 * Every .md file of the article directories, in name order. A file's name is its slug, so it
 * must be URL-shaped, not reserved for a route under /guides and not taken by an earlier file;
 * one that breaks a rule comes back refused, with why.
 */
function articleFiles(root: string): (ArticleFile | RefusedFile)[] {
  const files: (ArticleFile | RefusedFile)[] = [];
  const seen = new Map<string, string>();
  for (const { directory, kind } of articleDirectories) {
    const absoluteDirectory = path.join(root, directory);
    if (!existsSync(absoluteDirectory)) continue;
    for (const name of readdirSync(absoluteDirectory).sort()) {
      if (!name.endsWith(".md")) continue;
      const source = path.join(directory, name);
      const slug = name.slice(0, -".md".length);
      const problem = slugProblem(slug, seen.get(slug));
      if (problem) {
        files.push({ source, problem });
        continue;
      }
      seen.set(slug, source);
      files.push({ source, absolute: path.join(absoluteDirectory, name), slug, directory, kind });
    }
  }
  return files;
}

function slugProblem(slug: string, clash: string | undefined): string | null {
  if (!slugPattern.test(slug))
    return `must be lower-case words joined by hyphens (it becomes the URL), got "${slug}"`;
  if ((reservedArticleSlugs as readonly string[]).includes(slug))
    return `"${slug}" is reserved for a route under /guides; choose another name`;
  if (clash) return `the slug "${slug}" is already used by ${clash}`;
  return null;
}

/** Reads one file: frontmatter, its rules, then the rendered body with its own checks. */
async function readArticle(
  file: ArticleFile,
  publicDirectory: string,
  today: string,
): Promise<ArticleOutcome> {
  let data: unknown;
  let content: string;
  try {
    ({ data, content } = parseFrontmatter(readFileSync(file.absolute, "utf8")));
  } catch (error) {
    return invalid(
      `frontmatter: not valid YAML (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`,
    );
  }
  const result = articleFrontmatterSchema.safeParse(data);
  if (!result.success) return invalid(...describeIssues(result.error));
  const frontmatter = result.data;
  if (frontmatter.kind !== file.kind)
    return invalid(
      `kind: must be "${file.kind}" for a file in ${file.directory}, got "${frontmatter.kind}"`,
    );
  if (frontmatter.cover && !existsSync(path.join(publicDirectory, frontmatter.cover.src)))
    return invalid(`cover.src: ${frontmatter.cover.src} does not exist under public/`);
  if (frontmatter.draft) return { kind: "draft" };
  if (/\bTODO\b/.test(`${frontmatter.title}\n${frontmatter.description}\n${content}`))
    return invalid("still contains TODO from the template; finish it, or keep draft: true");

  const warnings =
    frontmatter.date > today
      ? [`date: ${frontmatter.date} is in the future; the article is published anyway`]
      : [];
  const rendered = await renderArticleMarkdown(content, { publicDirectory });
  if (rendered.problems.length > 0)
    return invalid(...rendered.problems.map((problem) => `body: ${problem}`));
  const { problems: _problems, ...body } = rendered;
  const article = {
    ...frontmatter,
    ...body,
    slug: file.slug,
    source: file.source,
    path: articlePath(file.slug),
  };
  return { kind: "article", article, warnings };
}

/**
 * Links between articles, and to the rest of the site, must lead somewhere; a link to an
 * article published after the one linking is a warning (the older page could not have known it).
 */
function linkProblems(
  parsed: readonly ParsedArticle[],
  isKnownPath: LoadOptions["isKnownPath"],
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const published = new Map(parsed.map((article) => [article.path, article]));
  for (const article of parsed) {
    for (const link of new Set(article.internalLinks)) {
      const pathname = link.split(/[?#]/)[0] ?? link;
      if (pathname.startsWith("/guides/") && !/^\/guides\/page\/\d+$/.test(pathname)) {
        const target = published.get(pathname);
        if (!target) {
          errors.push(
            `${article.source}: body: links to ${link}, which is not a published article`,
          );
        } else if (target.date > (article.updated ?? article.date)) {
          warnings.push(
            `${article.source}: body: links to ${link}, published ${target.date}, after this article (${article.updated ?? article.date}); set updated or drop the link`,
          );
        }
      } else if (isKnownPath && !isKnownPath(pathname)) {
        errors.push(`${article.source}: body: links to ${link}, which is not a page of the site`);
      }
    }
  }
  return { errors, warnings };
}

export function summarise(article: Article): ArticleSummary {
  const { html: _html, toc: _toc, text: _text, ...summary } = article;
  return summary;
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { imageSize } from "image-size";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeHighlight from "rehype-highlight";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { rehypeExternalLinks } from "./markdown";

export type TocEntry = { id: string; text: string; depth: 2 | 3 };

export type RenderedArticle = {
  html: string;
  toc: TocEntry[];
  /** The body as plain text (what is counted for the reading time, and what search indexes). */
  text: string;
  words: number;
  readingMinutes: number;
  /** Site-relative link targets ("/guides/x", "/tools"), for the build's link check. */
  internalLinks: string[];
  /** Problems that must stop the build: a missing image, an image without alt text… */
  problems: string[];
};

/** Words a reader gets through in a minute of careful reading of non-fiction. */
export const wordsPerMinute = 230;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

type Collected = Omit<RenderedArticle, "html">;

/**
 * Reads the tree once the HTML is final: headings for the table of contents, the plain text
 * and its words for the reading time, links for the link check, and images, which get their real width and height
 * (no layout shift) and lazy loading. Images must be local files under public/.
 */
function rehypeCollect(publicDirectory: string, into: Collected) {
  return () => (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (
        (node.tagName === "h2" || node.tagName === "h3") &&
        typeof node.properties.id === "string"
      ) {
        into.toc.push({
          id: node.properties.id,
          text: toString(node).trim(),
          depth: node.tagName === "h2" ? 2 : 3,
        });
      }
      if (node.tagName === "h1") {
        into.problems.push(
          `uses a level-1 heading ("# ${toString(node).trim()}"): the title is the page's only h1; start sections at ##`,
        );
      }
      const href = node.tagName === "a" ? node.properties.href : undefined;
      if (typeof href === "string" && href.startsWith("/") && !href.startsWith("//")) {
        into.internalLinks.push(href);
      }
      if (node.tagName === "img") collectImage(node, publicDirectory, into);
      // A long code line scrolls sideways: keyboard users need to be able to focus it to scroll.
      if (node.tagName === "pre") node.properties.tabIndex = 0;
    });
    into.text = toString(tree);
    into.words = countWords(into.text);
    into.readingMinutes = Math.max(1, Math.round(into.words / wordsPerMinute));
  };
}

function collectImage(node: Element, publicDirectory: string, into: Collected): void {
  const src = typeof node.properties.src === "string" ? node.properties.src : "";
  const alt = typeof node.properties.alt === "string" ? node.properties.alt.trim() : "";
  if (!alt)
    into.problems.push(
      `image ${src || "(no src)"} has no alt text: write ![what it shows](${src})`,
    );
  if (!src.startsWith("/")) {
    into.problems.push(
      `image "${src}" is not a local file: put it under public/images/articles/ and link it as /images/articles/…`,
    );
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURI(src);
  } catch {
    into.problems.push(`image ${src} has a malformed %-escape in its path`);
    return;
  }
  const file = path.join(publicDirectory, decoded);
  if (!file.startsWith(path.join(publicDirectory, path.sep))) {
    into.problems.push(`image ${src} points outside public/`);
    return;
  }
  if (!existsSync(file)) {
    into.problems.push(
      `image ${src} does not exist (looked for ${path.relative(process.cwd(), file)})`,
    );
    return;
  }
  let size: { width: number; height: number };
  try {
    size = imageSize(readFileSync(file));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    into.problems.push(`image ${src} cannot be read as an image (${reason})`);
    return;
  }
  const { width, height } = size;
  node.properties.width = width;
  node.properties.height = height;
  node.properties.loading = "lazy";
  node.properties.decoding = "async";
}

function containsLink(node: Element): boolean {
  let found = false;
  visit(node, "element", (child: Element) => {
    if (child.tagName === "a") found = true;
  });
  return found;
}

/**
 * An article's Markdown → HTML: GitHub-flavoured Markdown, heading ids wrapped in links to
 * themselves, highlighted code blocks (at build time: no highlighter ships to the browser),
 * external links that open safely, and no raw HTML (remark-rehype drops it).
 */
export async function renderArticleMarkdown(
  markdown: string,
  { publicDirectory = path.join(process.cwd(), "public") }: { publicDirectory?: string } = {},
): Promise<RenderedArticle> {
  const collected: Collected = {
    toc: [],
    text: "",
    words: 0,
    readingMinutes: 1,
    internalLinks: [],
    problems: [],
  };
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, {
      behavior: "wrap",
      // A heading that already holds a link keeps its id but is not wrapped (no nested links).
      test: (node: Element) =>
        (node.tagName === "h2" || node.tagName === "h3") && !containsLink(node),
      // The whole heading links to its own section; CSS shows a "#" on hover and focus.
      properties: { className: ["heading-anchor"] },
    })
    .use(rehypeHighlight, { detect: false })
    .use(rehypeExternalLinks)
    .use(rehypeCollect(publicDirectory, collected))
    .use(rehypeStringify)
    .process(markdown);
  for (const message of file.messages) collected.problems.push(message.reason);
  return { html: String(file), ...collected };
}

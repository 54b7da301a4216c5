import type { Element, Root } from "hast";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

/** Link targets a Markdown author may use: web, mail, site-relative and in-page. */
const safeHref = /^(?:https?:\/\/|mailto:|\/|#|\.{0,2}\/)/i;

/**
 * Links that leave the site open in a new tab and give the target no handle on this page;
 * a link to anything else than the web, mail or this site (javascript:, data:…) loses its
 * href, so Markdown can never carry a script.
 */
export function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "a") return;
      const href = node.properties.href;
      if (typeof href !== "string") return;
      if (!safeHref.test(href.trim())) {
        delete node.properties.href;
        return;
      }
      if (/^(?:https?:)?\/\//i.test(href)) {
        node.properties.target = "_blank";
        node.properties.rel = ["noopener", "noreferrer"];
      }
    });
  };
}

/** A long code line scrolls sideways: keyboard users need to be able to focus the block to scroll it. */
export function rehypeFocusableCode() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "pre") node.properties.tabIndex = 0;
    });
  };
}

// remark-rehype drops raw HTML unless told otherwise, so Markdown sources cannot inject markup.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeExternalLinks)
  .use(rehypeFocusableCode)
  .use(rehypeStringify);

/** Markdown (GitHub-flavoured) to HTML, with heading ids and safe external links. */
export async function renderMarkdown(markdown: string): Promise<string> {
  return String(await processor.process(markdown));
}

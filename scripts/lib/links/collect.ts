/**
 * Every outbound URL of the site's data, with every place that uses it: the tools' sites,
 * affiliate links, social and documentation links, remote logos and sources; the articles'
 * sources and the links in their bodies; the site's own social profiles. Pure: it reads what
 * the project's loaders have already validated (see load.ts).
 */
import { parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import type { Article } from "@/lib/content/articles-source";
import type { Catalogue, DirectoryTool } from "@/lib/directory/catalogue";
import { hasEnded } from "@/lib/directory/on-sale";

/** Where a URL is written: the file, the record in it (tool or article), and the field. */
export type LinkUse = { file: string; owner: string; field: string; note?: string };

/** One distinct URL and all the places that use it. */
export type LinkTarget = { url: string; uses: LinkUse[] };

export type UrlUse = { url: string; use: LinkUse };

export function describeUse(use: LinkUse): string {
  return `${use.file} › ${use.owner} › ${use.field}${use.note ? ` (${use.note})` : ""}`;
}

/** The URLs of one tool, each named by its category file as the catalogue's messages name it. */
export function toolUrls(tool: DirectoryTool): UrlUse[] {
  const place = (field: string): LinkUse => ({
    file: tool.dataFile,
    owner: tool.name,
    field,
    ...(hasEnded(tool.status) ? { note: `tool marked ${tool.status}` } : {}),
  });
  const urls: UrlUse[] = [{ url: tool.externalLink, use: place("externalLink") }];
  if (tool.affiliateLink) urls.push({ url: tool.affiliateLink, use: place("affiliateLink") });
  tool.links?.forEach((url, index) => urls.push({ url, use: place(`links[${index}]`) }));
  if (/^https:\/\//.test(tool.imageUrl)) urls.push({ url: tool.imageUrl, use: place("imageUrl") });
  tool.sources?.forEach((source, index) =>
    urls.push({ url: source.url, use: place(`sources[${index}].url`) }),
  );
  return urls;
}

type Node = DefaultTreeAdapterTypes.ChildNode;

/** The http(s) targets of the links in rendered HTML, in document order. */
export function externalHrefs(html: string): string[] {
  const hrefs: string[] = [];
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!("tagName" in node)) continue;
      const href = node.attrs.find((attr) => attr.name === "href")?.value;
      if (node.tagName === "a" && href && /^https?:\/\//i.test(href)) hrefs.push(href);
      visit(node.tagName === "template" ? [] : node.childNodes);
    }
  };
  visit(parseFragment(html).childNodes);
  return hrefs;
}

/** An article's sources (frontmatter) and the links in its body. */
export function articleUrls(
  article: Pick<Article, "source" | "title" | "sources" | "html">,
): UrlUse[] {
  const place = (field: string): LinkUse => ({ file: article.source, owner: article.title, field });
  const urls: UrlUse[] = (article.sources ?? []).map((source, index) => ({
    url: source.url,
    use: place(`sources[${index}].url`),
  }));
  for (const href of externalHrefs(article.html)) urls.push({ url: href, use: place("body") });
  return urls;
}

/** The site's own profiles (lib/site.ts), shown in the footer. */
export function siteUrls(socials: readonly { name: string; href: string }[]): UrlUse[] {
  return socials.map((social) => ({
    url: social.href,
    use: { file: "lib/site.ts", owner: "site", field: `socials › ${social.name}` },
  }));
}

/** One target per distinct URL (compared in its parsed form), in order of first use. */
export function dedupeUrls(urls: readonly UrlUse[]): LinkTarget[] {
  const targets = new Map<string, LinkTarget>();
  for (const { url, use } of urls) {
    let key: string;
    try {
      key = new URL(url).href;
    } catch {
      continue;
    }
    const target = targets.get(key) ?? { url: key, uses: [] };
    const seen = target.uses.some((other) => describeUse(other) === describeUse(use));
    if (!seen) target.uses.push(use);
    targets.set(key, target);
  }
  return [...targets.values()];
}

/**
 * Every tool's URLs (every tool with a page, the ended and unverified ones included), each named
 * by its category file.
 */
export function catalogueUrls(catalogue: Pick<Catalogue, "tools">): UrlUse[] {
  return catalogue.tools.flatMap(toolUrls);
}

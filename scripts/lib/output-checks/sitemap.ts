/** The URLs of the site's other files: sitemap.xml, feed.xml and robots.txt. */
import { createRequire } from "node:module";
import type { Reference } from "./types";

type XmlDocument = { documentElement: XmlElement | null };
type XmlElement = {
  localName: string;
  textContent: string | null;
  attributes: ArrayLike<{ name: string; value: string }>;
  getAttribute(name: string): string | null;
  children: ArrayLike<XmlElement>;
};
type JsdomModule = {
  JSDOM: new (
    text: string,
    options: { contentType: string },
  ) => { window: { document: XmlDocument } };
};

let jsdom: JsdomModule | undefined;

/**
 * Every absolute http(s) URL in an XML file (sitemap.xml, feed.xml): element texts such as
 * <loc> and <link>, and attributes such as <atom:link href>. Parsed with jsdom's XML parser
 * (jsdom ships no types, hence the narrow local ones). Throws when the XML is not well formed.
 */
export function xmlUrls(file: string, xml: string): Reference[] {
  jsdom ??= createRequire(import.meta.url)("jsdom") as JsdomModule;
  let document: XmlDocument;
  try {
    document = new jsdom.JSDOM(xml, { contentType: "application/xml" }).window.document;
  } catch (error) {
    throw new Error(`${file} is not well-formed XML: ${(error as Error).message}`);
  }
  if (!document.documentElement) throw new Error(`${file} is not well-formed XML: no root element`);
  const references: Reference[] = [];
  const visit = (element: XmlElement) => {
    const children = Array.from(element.children);
    const text = element.textContent?.trim() ?? "";
    // A guid that says it is not a permalink is only an identifier.
    const identifierOnly =
      element.localName === "guid" && element.getAttribute("isPermaLink") === "false";
    if (children.length === 0 && !identifierOnly && /^https?:\/\/\S+$/i.test(text)) {
      references.push({ source: `<${element.localName}>`, url: text });
    }
    for (const attr of Array.from(element.attributes)) {
      if (attr.name === "xmlns" || attr.name.startsWith("xmlns:")) continue;
      if (/^https?:\/\/\S+$/i.test(attr.value.trim())) {
        references.push({
          source: `<${element.localName} ${attr.name}>`,
          url: attr.value.trim(),
        });
      }
    }
    children.forEach(visit);
  };
  visit(document.documentElement);
  return references;
}

/** The Sitemap: lines of robots.txt. */
export function robotsUrls(text: string): Reference[] {
  return text.split(/\r?\n/).flatMap((line, index) => {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    return match?.[1] ? [{ source: "robots.txt Sitemap", url: match[1], line: index + 1 }] : [];
  });
}

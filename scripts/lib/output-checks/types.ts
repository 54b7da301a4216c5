/** The shapes the output checks share: a problem found, a URL found, a parsed page. */

/** One problem: the file (relative to out/), where in it when known, and what is wrong. */
export type Problem = {
  file: string;
  line?: number;
  column?: number;
  /** Groups problems in the report: an html-validate rule id, "broken-link", "rel"… */
  kind: string;
  message: string;
  /** Shown with the location, not part of the grouping: e.g. the element's selector. */
  detail?: string;
};

/** A URL found in a page or feed, with the element that carries it. */
export type Reference = {
  /** e.g. "a[href]", "img[srcset]", "meta[content]", "JSON-LD", "sitemap". */
  source: string;
  url: string;
  line?: number;
  column?: number;
  /** Only for <a> and <area>. */
  rel?: string | null;
  target?: string | null;
  /** True for a tool's call-to-action (`data-outbound`). */
  outbound?: boolean;
};

export type ParsedPage = {
  /** Path relative to out/, with forward slashes: "tools/chatgpt.html". */
  file: string;
  /** The URL path the host serves it under: "/tools/chatgpt". */
  urlPath: string;
  /** Targets a #fragment can name: every id, and the name of every <a name>. */
  anchors: Set<string>;
  references: Reference[];
  /** What the page's script policy is checked against, in document order. */
  scripts: ScriptElement[];
};

/** A <script> (src or inline: text holds an inline one's exact text) or a <meta> CSP. */
export type ScriptElement =
  | { kind: "script"; inline: boolean; type: string | null; text: string; line?: number }
  | { kind: "policy"; content: string; line?: number };

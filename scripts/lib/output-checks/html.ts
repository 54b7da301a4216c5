/**
 * HTML validity: why .htmlvalidate.json changes each rule it changes, and the W3C Nu HTML
 * checker's report read as problems.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Problem } from "./types";

/**
 * Why .htmlvalidate.json turns off or re-configures each rule of html-validate's recommended
 * and document presets (JSON has no comments). Only what Next, React or the Markdown pipeline
 * emit by design; check:output fails if a rule is changed there without a reason here.
 */
export const htmlValidateRuleReasons: Readonly<Record<string, string>> = {
  "attr-case":
    "React writes some attribute names in camelCase (charSet, fetchPriority, autoComplete, maxLength); HTML names are case-insensitive. Other casings stay errors.",
  "attribute-boolean-style":
    'React writes boolean attributes with an empty value (async=""), which is valid HTML.',
  "attribute-empty-style":
    'React writes attributes such as hidden="" with an empty value, which is valid HTML.',
  "long-title":
    "Title length is content policy: lib/schemas caps source titles at 90 characters (content:check) and the layout appends ' | AI Compass' (13), hence 103; 70 is an SEO rule of thumb, not validity.",
  "no-inline-style":
    "Components set per-item values (logo sizes, background images, CSS custom properties) through React style props; no Content-Security-Policy forbids inline styles.",
  "no-raw-characters":
    "The Markdown pipeline (hast-util-to-html) leaves '>' unescaped in text, which is valid HTML; a '<' that starts a tag is caught by the parser rules.",
  "require-sri":
    "Cross-origin only: Next does not add integrity to its own hashed same-origin chunks, and SRI guards against third-party hosts; a script or stylesheet from another origin still needs it.",
  "valid-id":
    "Relaxed: React's useId() makes ids such as _R_12tb_, valid HTML but not starting with a letter; empty ids and ids with spaces are still errors.",
  "void-style": "React writes void elements as <meta/>; both forms are valid HTML.",
};

/**
 * The rules set in .htmlvalidate.json without a reason in `reasons`, and reasons for rules the
 * config no longer sets. JSON has no comments and html-validate rejects unknown keys, so the
 * reasons live in htmlValidateRuleReasons.
 */
export function undocumentedRuleChanges(
  configRules: Readonly<Record<string, unknown>>,
  reasons: Readonly<Record<string, string>>,
): string[] {
  const messages: string[] = [];
  for (const rule of Object.keys(configRules)) {
    if (!reasons[rule]?.trim()) {
      messages.push(
        `.htmlvalidate.json changes rule "${rule}" without a reason in htmlValidateRuleReasons (scripts/lib/output-checks/html.ts)`,
      );
    }
  }
  for (const rule of Object.keys(reasons)) {
    if (!(rule in configRules)) {
      messages.push(
        `htmlValidateRuleReasons gives a reason for rule "${rule}", which .htmlvalidate.json does not change`,
      );
    }
  }
  return messages;
}

/** One message of the Nu HTML checker's report (`--format json`); fields it may leave out are optional. */
type NuMessage = {
  type?: string;
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  message?: string;
  extract?: string;
};

/** What a problem shows of the markup around an error: one line, at most this many characters. */
const extractLength = 100;

function nuFile(url: string | undefined, outDir: string): string {
  if (!url?.startsWith("file:")) return url ?? "(no file)";
  const relative = path.relative(outDir, fileURLToPath(url));
  return relative.split(path.sep).join("/");
}

/**
 * The errors of a Nu HTML checker report as problems: the file relative to `outDir`, line,
 * column and message, with the markup around it as the detail. Errors only: a "fatal" parse
 * error and a file the checker could not read ("non-document-error") are kinds of their own,
 * and info messages (the checker's warnings) are not problems. Throws when the report is not JSON.
 */
export function nuProblems(report: string, outDir: string): Problem[] {
  let messages: NuMessage[];
  try {
    messages = (JSON.parse(report) as { messages?: NuMessage[] }).messages ?? [];
  } catch {
    throw new Error(`the Nu HTML checker's report is not JSON: ${report.slice(0, 200)}`);
  }
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map((message) => {
      const extract = message.extract?.replace(/\s+/g, " ").trim() ?? "";
      const line = message.firstLine ?? message.lastLine;
      return {
        file: nuFile(message.url, outDir),
        ...(line === undefined ? {} : { line, column: message.firstColumn }),
        kind:
          message.type === "non-document-error"
            ? "nu-unread"
            : message.subType === "fatal"
              ? "nu-fatal"
              : "nu",
        message: message.message ?? "(no message)",
        ...(extract
          ? {
              detail:
                extract.length > extractLength ? `${extract.slice(0, extractLength)}…` : extract,
            }
          : {}),
      };
    });
}

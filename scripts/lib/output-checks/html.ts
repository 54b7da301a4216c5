/** HTML validity: why .htmlvalidate.json changes each rule it changes. */

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

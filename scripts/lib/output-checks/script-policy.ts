/**
 * Every page's strict script policy, checked on the parsed page (parse5, the HTML standard's
 * parser, not the build's own reading): one <meta> Content-Security-Policy before any script,
 * a script-src without 'unsafe-inline', and the SHA-256 of every inline script the browser would
 * run listed in it, so no page depends on a script its policy would block.
 */
import { createHash } from "node:crypto";
import type { ParsedPage, Problem } from "./types";

const dataTypes = new Set(["application/ld+json", "application/json"]);

function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export function checkScriptPolicies(pages: readonly ParsedPage[]): {
  problems: Problem[];
  inlineScripts: number;
} {
  const problems: Problem[] = [];
  let inlineScripts = 0;
  for (const page of pages) {
    const problem = (message: string, line?: number): void => {
      problems.push({ file: page.file, kind: "script-policy", message, ...(line ? { line } : {}) });
    };
    const policies = page.scripts.filter((item) => item.kind === "policy");
    const firstScript = page.scripts.findIndex((item) => item.kind === "script");
    const policyAt = page.scripts.findIndex((item) => item.kind === "policy");
    if (policies.length !== 1) {
      problem(`has ${policies.length} <meta> script policies, expected exactly 1`);
      continue;
    }
    const policy = policies[0]!;
    if (policy.kind !== "policy") continue;
    if (firstScript !== -1 && firstScript < policyAt)
      problem(
        "a <script> comes before the <meta> script policy, which governs only what follows it",
        policy.line,
      );
    const scriptSrc =
      policy.content
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .find(([name]) => name === "script-src") ?? [];
    if (scriptSrc.length === 0) problem("the <meta> policy has no script-src", policy.line);
    if (scriptSrc.includes("'unsafe-inline'"))
      problem("the <meta> policy's script-src allows 'unsafe-inline'", policy.line);
    const allowed = new Set(scriptSrc.slice(1));
    for (const item of page.scripts) {
      if (item.kind !== "script" || !item.inline) continue;
      if (item.type !== null && dataTypes.has(item.type.trim().toLowerCase())) continue;
      inlineScripts += 1;
      const hash = hashSource(item.text);
      if (!allowed.has(hash))
        problem(
          `an inline script is not covered by the page's script policy (${hash} missing): ${JSON.stringify(item.text.slice(0, 60))}…`,
          item.line,
        );
    }
  }
  return { problems, inlineScripts };
}

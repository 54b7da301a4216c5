import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkScriptPolicies, parsePage } from "../../scripts/lib/output-checks";
import {
  headerPolicyOf,
  inlineScripts,
  pageScriptPolicy,
  withScriptPolicy,
} from "../../scripts/lib/script-policy";

const header =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; frame-ancestors 'none'";
const hash = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const nextPage = page(
  `<script src="/_next/static/chunks/a.js" async=""></script><script>try{document.documentElement.dataset.auth="1"}catch(e){}</script>`,
  `<script type="application/ld+json">{"@type":"Thing"}</script><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"é \\u003c/script"])</script>`,
);

describe("each page's script policy (build step)", () => {
  it("finds the inline scripts a browser runs: not src scripts, not JSON-LD", () => {
    expect(inlineScripts(nextPage)).toEqual([
      'try{document.documentElement.dataset.auth="1"}catch(e){}',
      "(self.__next_f=self.__next_f||[]).push([0])",
      'self.__next_f.push([1,"é \\u003c/script"])',
    ]);
  });

  it("lists the header's script sources without 'unsafe-inline', plus each script's hash once", () => {
    const twice = page("<script>a()</script>", "<script>a()</script>");
    expect(pageScriptPolicy(header, twice)).toBe(
      `script-src 'self' 'wasm-unsafe-eval' ${hash("a()")}`,
    );
  });

  it("puts the policy right after <meta charset>, before every script, and replaces it when run again", () => {
    const once = withScriptPolicy(nextPage, header);
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      once.indexOf("<script"),
    );
    expect(
      once.startsWith(
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv',
      ),
    ).toBe(true);
    expect(withScriptPolicy(once, header)).toBe(once);
  });

  it("refuses a page without <meta charset>, and a firebase.json without a policy", () => {
    expect(() => withScriptPolicy("<html><head></head></html>", header)).toThrow(/meta charSet/);
    expect(() => headerPolicyOf({ hosting: { headers: [] } })).toThrow(
      /sets no Content-Security-Policy/,
    );
  });
});

describe("check:output's script policy check (parse5's reading of the page)", () => {
  const check = (html: string) => checkScriptPolicies([parsePage("x.html", html)]).problems;

  it("accepts a page the build step wrote", () => {
    const result = checkScriptPolicies([parsePage("x.html", withScriptPolicy(nextPage, header))]);
    expect(result.problems).toEqual([]);
    expect(result.inlineScripts).toBe(3);
  });

  it.each<[string, string, RegExp]>([
    ["no policy at all", nextPage, /has 0 <meta> script policies/],
    [
      "a script added after the hashes were taken",
      withScriptPolicy(nextPage, header).replace("</body>", "<script>evil()</script></body>"),
      /inline script is not covered .*"evil\(\)"/,
    ],
    [
      "'unsafe-inline' in the page's policy",
      withScriptPolicy(nextPage, header).replace(
        "script-src 'self'",
        "script-src 'self' 'unsafe-inline'",
      ),
      /allows 'unsafe-inline'/,
    ],
    [
      "the policy after a script",
      page(
        `<script>a()</script><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hash("a()")}"/>`,
      ),
      /comes before the <meta> script policy/,
    ],
  ])("names the page and the problem: %s", (_name, html, message) => {
    const problems = check(html);
    expect(problems.map((p) => p.message).join("\n")).toMatch(message);
    expect(problems.every((p) => p.file === "x.html" && p.kind === "script-policy")).toBe(true);
  });
});

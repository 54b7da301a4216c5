/**
 * Prints the JavaScript each page of out/ loads before interaction (gzip), as the browser
 * would fetch it: every <script src> of the exported HTML, except the nomodule polyfills
 * modern browsers skip. Usage: npx tsx bench/page-weight.ts [page.html …]
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const pages = process.argv.slice(2);
const targets =
  pages.length > 0
    ? pages
    : [
        "index.html",
        "tools.html",
        "tools/chatgpt.html",
        "register.html",
        "login.html",
        "profile.html",
        "submit-ai-tool.html",
        "privacy-policy.html",
      ];

for (const page of targets) {
  const html = readFileSync(`out/${page}`, "utf8");
  let total = 0;
  let firebase = false;
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)];
  for (const [, attributes = ""] of scripts) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (!src || /\bnoModule\b|\bnomodule\b/.test(attributes)) continue;
    const body = readFileSync(`out${src}`);
    total += gzipSync(body).length;
    if (/identitytoolkit|firestore\.googleapis|@firebase\//.test(body.toString())) firebase = true;
  }
  console.log(
    `${page.padEnd(28)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip${firebase ? "  (includes Firebase!)" : ""}`,
  );
}

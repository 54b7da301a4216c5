/**
 * The page an editor looks at before committing fetched logos: each tile on the site's dark card
 * colour and on white, at the sizes the site uses, with where it came from and what was passed
 * over; then the tools that got none, and why. Tiles are inlined, so the file opens anywhere.
 */
import { escapeMarkup } from "../../../lib/escape-markup";

export type SheetEntry =
  | {
      slug: string;
      name: string;
      ok: true;
      kind: string;
      url: string;
      source: string;
      webp: Buffer;
      passedOver: string[];
    }
  | { slug: string; name: string; ok: false; reason: string };

function tileCell(entry: Extract<SheetEntry, { ok: true }>): string {
  const src = `data:image/webp;base64,${entry.webp.toString("base64")}`;
  const images = [72, 48, 36]
    .map((size) => `<img src="${src}" width="${size}" height="${size}" alt="">`)
    .join("");
  const notes = entry.passedOver.length
    ? `<details><summary>Passed over ${entry.passedOver.length}</summary><ul>${entry.passedOver
        .map((line) => `<li>${escapeMarkup(line)}</li>`)
        .join("")}</ul></details>`
    : "";
  return `<li><div class="dark">${images}</div><div class="light">${images}</div><p><strong>${escapeMarkup(entry.name)}</strong> <code>${escapeMarkup(entry.slug)}</code><br>${escapeMarkup(entry.kind)} · ${escapeMarkup(entry.source)}<br><a href="${escapeMarkup(entry.url)}">${escapeMarkup(entry.url)}</a></p>${notes}</li>`;
}

export function contactSheetHtml(entries: SheetEntry[], fetchedOn: string): string {
  const fetched = entries.filter((entry): entry is Extract<SheetEntry, { ok: true }> => entry.ok);
  const failed = entries.filter((entry): entry is Extract<SheetEntry, { ok: false }> => !entry.ok);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fetched logos ${fetchedOn}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#111}
ul.tiles{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(22rem,1fr));gap:1rem}
ul.tiles>li{border:1px solid #ccc;border-radius:8px;padding:.75rem}
.dark,.light{display:flex;gap:12px;align-items:center;padding:8px;border-radius:6px}
.dark{background:#111827}.light{background:#f3f4f6;margin-top:4px}
img{border-radius:12px}a{word-break:break-all}pre{white-space:pre-wrap}
</style></head><body>
<h1>Fetched logos, ${fetchedOn}</h1>
<p>${fetched.length} fetched, ${failed.length} without a logo. Check each tile before committing public/images/tools/fetched/ and data/tools; to drop one, delete its file and its <code>fetchedLogo</code>.</p>
<ul class="tiles">${fetched.map(tileCell).join("\n")}</ul>
${failed.length ? `<h2>No logo</h2><ul>${failed.map((entry) => `<li><strong>${escapeMarkup(entry.name)}</strong> <code>${escapeMarkup(entry.slug)}</code><pre>${escapeMarkup(entry.reason)}</pre></li>`).join("\n")}</ul>` : ""}
</body></html>
`;
}

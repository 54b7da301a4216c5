/**
 * Generated artwork for tools without their own: a monogram logo and a background banner.
 * Deterministic (the same slug always gives the same colours), so regenerating changes nothing.
 */
import { escapeMarkup } from "@/lib/escape-markup";

/** FNV-1a: a small, stable string hash. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One or two letters: the initials of the first two words, or the first two letters of one. */
export function monogramLetters(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  const letters =
    words.length === 1 ? words[0]!.slice(0, 2) : `${words[0]!.charAt(0)}${words[1]!.charAt(0)}`;
  return letters.charAt(0).toUpperCase() + letters.slice(1).toLowerCase();
}

/** Hue 0–359 for a slug; saturation and lightness are fixed so white text always has contrast. */
export function hueFor(slug: string): number {
  return hashString(slug) % 360;
}

export function monogramSvg(name: string, slug: string): string {
  const hue = hueFor(slug);
  const letters = escapeMarkup(monogramLetters(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 26%)"/></linearGradient></defs><rect width="96" height="96" rx="22" fill="url(#g)"/><text x="48" y="50" dominant-baseline="central" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="${letters.length > 1 ? 38 : 46}" font-weight="700" fill="#fff">${letters}</text></svg>\n`;
}

/** Site paths of a tool's generated artwork. */
export function monogramPath(slug: string): string {
  return `/images/tools/${slug}.svg`;
}

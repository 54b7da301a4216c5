/**
 * Generated artwork for tools without a brand logo: a monogram tile. Each tile has one of
 * twelve colours and one of eight shapes drawn over it, both chosen from the slug by a stable
 * hash, so two tools with the same letters (three "Ra", two "Fa") still look different; where
 * the hash gives two of them the same colour and shape, `assignMonogramStyles` moves the later
 * one (by slug) to the next free style. Deterministic: the same catalogue always gives the same
 * files, so regenerating changes nothing.
 *
 * Readable by construction: every colour carries white letters at 4.5:1 or more (WCAG AA for
 * text), and the shapes only darken the tile (black at low opacity), which raises that contrast.
 */
import { escapeMarkup } from "@/lib/escape-markup";
import { contrastRatio } from "./logos";

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

/** The letters' colour. */
export const monogramInk = "#ffffff";

/**
 * Tile colours, far apart in hue and each dark enough for white letters at 4.5:1 or more
 * (tests/unit/directory/tool-images.test.ts checks every one, with the shapes' shade over it).
 */
export const monogramPalette = [
  "#1d4ed8", // blue
  "#b91c1c", // red
  "#047857", // emerald
  "#6d28d9", // violet
  "#c2410c", // orange
  "#0e7490", // cyan
  "#be185d", // pink
  "#4d7c0f", // olive
  "#4338ca", // indigo
  "#a21caf", // magenta
  "#92400e", // brown
  "#334155", // slate
] as const;

/** The shapes' shade: black at this opacity over the tile (it only darkens). */
export const shapeOpacities = [0.22, 0.4] as const;

/**
 * Shapes over the tile, in a 96×96 box clipped to the tile's rounded square. `a` is drawn in
 * the light shade, `b` (when there is one) in the strong one.
 */
export const monogramShapes = [
  { name: "orb", a: '<circle cx="84" cy="84" r="44"/>', b: '<circle cx="84" cy="84" r="22"/>' },
  { name: "band", a: '<path d="M0 58 58 0h30L0 88z"/>' },
  { name: "split", a: '<path d="M96 0v96H0z"/>' },
  { name: "ring", a: '<circle cx="96" cy="0" r="50"/>', b: '<circle cx="96" cy="0" r="28"/>' },
  { name: "steps", a: '<path d="M0 72h32V56h32V40h32v56H0z"/>' },
  { name: "wave", a: '<path d="M0 66q24-18 48 0t48 0v30H0z"/>' },
  {
    name: "arch",
    a: '<path d="M12 96a36 36 0 0 1 72 0z"/>',
    b: '<path d="M32 96a16 16 0 0 1 32 0z"/>',
  },
  { name: "bars", a: '<path d="M0 0h16v96H0zm80 0h16v96H80z"/>' },
] as const;

/** How many distinct looks there are: a colour and a shape. */
export const monogramStyleCount = monogramPalette.length * monogramShapes.length;

export type MonogramStyle = { colour: string; shape: (typeof monogramShapes)[number]["name"] };

/** A style number's colour and shape (number mod the count). */
export function monogramStyle(index: number): MonogramStyle {
  const at = ((index % monogramStyleCount) + monogramStyleCount) % monogramStyleCount;
  return {
    colour: monogramPalette[at % monogramPalette.length]!,
    shape: monogramShapes[Math.floor(at / monogramPalette.length)]!.name,
  };
}

/** The style a slug gets on its own: its hash, mod the number of styles. */
export function styleIndexFor(slug: string): number {
  return hashString(slug) % monogramStyleCount;
}

/**
 * Every tool's style, with tools that share letters kept apart: in each group of the same
 * letters (in slug order), a tool whose style's colour or shape is taken moves on by a step
 * that changes both, first to a style whose colour and shape are both free in the group, else
 * whose colour is free, else any style not taken. Deterministic for a given catalogue.
 */
export function assignMonogramStyles(
  tools: readonly { name: string; slug: string }[],
): Map<string, number> {
  const groups = new Map<string, string[]>();
  for (const tool of tools) {
    const letters = monogramLetters(tool.name).toLowerCase();
    groups.set(letters, [...(groups.get(letters) ?? []), tool.slug]);
  }
  // 13 is coprime with 96 (every style is visited) and moves colour and shape at once.
  const step = monogramPalette.length + 1;
  const result = new Map<string, number>();
  for (const slugs of groups.values()) {
    const taken: number[] = [];
    for (const slug of [...new Set(slugs)].sort()) {
      const start = styleIndexFor(slug);
      const tries = Array.from(
        { length: monogramStyleCount },
        (_, i) => (start + i * step) % monogramStyleCount,
      );
      const colours = new Set(taken.map((i) => monogramStyle(i).colour));
      const shapes = new Set(taken.map((i) => monogramStyle(i).shape));
      const pick =
        tries.find(
          (i) => !colours.has(monogramStyle(i).colour) && !shapes.has(monogramStyle(i).shape),
        ) ??
        tries.find((i) => !colours.has(monogramStyle(i).colour)) ??
        tries.find((i) => !taken.includes(i)) ??
        start;
      taken.push(pick);
      result.set(slug, pick);
    }
  }
  return result;
}

/** The colour of black at `opacity` over `hex` (#rrggbb). */
export function shaded(hex: string, opacity: number): string {
  const channel = (at: number) =>
    Math.round(Number.parseInt(hex.slice(at, at + 2), 16) * (1 - opacity))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** The lowest contrast of the letters over a colour, on the bare tile or under either shade. */
export function worstLetterContrast(colour: string): number {
  return Math.min(
    contrastRatio(monogramInk, colour),
    ...shapeOpacities.map((o) => contrastRatio(monogramInk, shaded(colour, o))),
  );
}

/** A 96×96 tile (rounded 22) with the tool's letters; `style` defaults to the slug's own. */
export function monogramSvg(name: string, slug: string, style = styleIndexFor(slug)): string {
  const { colour, shape } = monogramStyle(style);
  const drawing = monogramShapes.find((s) => s.name === shape)!;
  const letters = escapeMarkup(monogramLetters(name));
  const strong = "b" in drawing ? `<g fill-opacity="${shapeOpacities[1]}">${drawing.b}</g>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><clipPath id="c"><rect width="96" height="96" rx="22"/></clipPath><g clip-path="url(#c)"><rect width="96" height="96" fill="${colour}"/><g fill-opacity="${shapeOpacities[0]}">${drawing.a}</g>${strong}</g><text x="48" y="50" dominant-baseline="central" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="${letters.length > 1 ? 38 : 46}" font-weight="700" fill="${monogramInk}">${letters}</text></svg>\n`;
}

/** Site paths of a tool's generated artwork. */
export { monogramPath } from "./monogram-path";

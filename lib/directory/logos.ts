/**
 * Brand logos from five npm packages, mapped to tools in the data (`"logo": "simple-icons:notion"`,
 * `"logo": "lobehub:claude-color"`, `"logo": "logos:airtable"`, `"logo": "token-branded:bitget"`
 * or `"logo": "thesvg:canva"`) and copied into the site at build time as a tile of fixed size: no
 * request leaves the site, and no guessing at run time. Pure: the icon's SVG text and colour are
 * passed in (lib/data/tool-logos.ts reads the packages).
 *
 * Licences: each package's licence covers the collection (the drawing and its packaging); the
 * logos stay their owners' trademarks, shown only to identify the product the page is about
 * (nominative use), as the packages themselves say. Not used: svgl (svgl.app), which ships no
 * package of its SVGs on npm (only third-party React/Svelte ports) and whose logos carry no
 * licence of their own, only "property of their owners"; and any theSVG icon whose own licence
 * field is not an open licence (see `thesvgOpenLicences`).
 */
import { escapeMarkup } from "@/lib/escape-markup";

export const logoPacks = {
  /** simple-icons: 3,400+ brands, CC0, one-colour icons with the brand's colour in its data. */
  "simple-icons": { packageName: "simple-icons", folder: "icons" },
  /** Lobe Icons (@lobehub/icons-static-svg): AI and model brands, MIT; "-color" files keep their colours. */
  lobehub: { packageName: "@lobehub/icons-static-svg", folder: "icons" },
  /**
   * The "logos" set of Iconify (@iconify-json/logos, Gil Barbara's SVG logos): 2,300 full-colour
   * brand logos, CC0, in one JSON file (icons.json: each icon's SVG body and size).
   */
  logos: { packageName: "@iconify-json/logos", folder: "icons.json" },
  /**
   * Web3 Icons, branded (@iconify-json/token-branded, by 0xa3k5): 4,000 full-colour crypto
   * token, network, wallet and exchange marks, MIT, in one Iconify JSON file like "logos". Names
   * are ticker symbols or exchange names: check the mark is the company's, not a namesake token.
   */
  "token-branded": { packageName: "@iconify-json/token-branded", folder: "icons.json" },
  /**
   * theSVG (@thesvg/icons, thesvg.org): 6,500+ brand icons, the package MIT; one ES module per
   * icon (dist/{icon}.js) with its SVG, brand colour and its own licence field. Only icons whose
   * licence field is one of `thesvgOpenLicences` are used; the build refuses the others.
   */
  thesvg: { packageName: "@thesvg/icons", folder: "dist" },
} as const;

/**
 * theSVG icon licences we accept: open licences that allow redistribution. Its other values
 * ("brand-use", "Trademark", "Fair Use", "Proprietary", "Unknown", NC/ND Creative Commons…) are
 * no clear grant, so those icons are not used.
 */
export const thesvgOpenLicences = ["CC0-1.0", "MIT", "Apache-2.0", "Unlicense"] as const;

export type LogoPack = keyof typeof logoPacks;
export type LogoRef = { pack: LogoPack; icon: string };

const refPattern = /^(simple-icons|lobehub|logos|token-branded|thesvg):([a-z0-9][a-z0-9-]*)$/;

/** "simple-icons:notion" → { pack: "simple-icons", icon: "notion" }; null for anything else. */
export function parseLogoRef(ref: string): LogoRef | null {
  const match = refPattern.exec(ref);
  if (!match) return null;
  return { pack: match[1] as LogoPack, icon: match[2]! };
}

export const logoRefHint =
  'must be "simple-icons:{icon}", "lobehub:{icon}", "logos:{icon}", "token-branded:{icon}" or "thesvg:{icon}", naming an icon of that package (e.g. "simple-icons:notion", "lobehub:claude-color", "logos:airtable", "token-branded:bitget", "thesvg:canva")';

/** Site path of a tool's brand logo tile. */
export function logoPath(slug: string): string {
  return `/images/tools/logos/${slug}.svg`;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The neutral tile behind a one-colour icon whose brand colour is too light for a light fill. */
export const neutralTile = "#1e2638";
/** The fill of a one-colour icon. */
export const lightFill = "#ffffff";
/** The tile behind a full-colour icon: brand artwork is drawn for light backgrounds. */
export const colourTile = "#ffffff";

/** Which tile and fill a logo gets: readable on the site's dark cards whatever the brand. */
export function tileColours(options: { colourful: boolean; brandHex?: string | undefined }): {
  tile: string;
  fill: string | null;
} {
  if (options.colourful) return { tile: colourTile, fill: null };
  const brand = options.brandHex ? `#${options.brandHex.replace(/^#/, "").toLowerCase()}` : null;
  // A light icon on the brand's colour where that reads (3:1, the bar for graphics), else neutral.
  if (brand && /^#[0-9a-f]{6}$/.test(brand) && contrastRatio(lightFill, brand) >= 3) {
    return { tile: brand, fill: lightFill };
  }
  return { tile: neutralTile, fill: lightFill };
}

type ParsedIcon = { viewBox: string; inner: string; rootAttributes: string };

/** The parts of an icon file we keep: its viewBox, its fill rules and its drawing (no title). */
export function parseIconSvg(svg: string): ParsedIcon | null {
  const open = /<svg\b([^>]*)>/i.exec(svg);
  const close = svg.lastIndexOf("</svg>");
  if (!open || close < 0) return null;
  const attributes = open[1] ?? "";
  const viewBox = /\bviewBox="([^"]+)"/.exec(attributes)?.[1];
  if (!viewBox) return null;
  const kept = ["fill-rule", "clip-rule"]
    .map((name) => new RegExp(`\\b${name}="([^"]+)"`).exec(attributes))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => m[0])
    .join(" ");
  const inner = svg
    .slice(open.index + open[0].length, close)
    .replace(/<title>[\s\S]*?<\/title>/gi, "")
    .trim();
  return { viewBox, inner, rootAttributes: kept };
}

/**
 * A 96×96 tile with the icon centred at 60% of its size. The tile is square: the logo's
 * container rounds its corners, as it does for the monogram.
 */
export function logoTileSvg(options: {
  iconSvg: string;
  name: string;
  colourful: boolean;
  brandHex?: string | undefined;
}): string | null {
  const icon = parseIconSvg(options.iconSvg);
  if (!icon) return null;
  const { tile, fill } = tileColours(options);
  const size = 58;
  const offset = (96 - size) / 2;
  const fillAttribute = fill ? ` fill="${fill}"` : "";
  const root = icon.rootAttributes ? ` ${icon.rootAttributes}` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"><title>${escapeMarkup(options.name)}</title><rect width="96" height="96" fill="${tile}"/><svg x="${offset}" y="${offset}" width="${size}" height="${size}" viewBox="${icon.viewBox}"${fillAttribute}${root}>${icon.inner}</svg></svg>\n`;
}

/**
 * Copies the brand logo of every tool that names one (`"logo"` in data/tools) from its icon
 * package into public/images/tools/logos/ as a fixed-size tile (lib/directory/logos.ts). Run by
 * `npm run build` and `npm run dev`; the folder is generated, not committed.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  logoPacks,
  logoPath,
  logoTileSvg,
  parseLogoRef,
  thesvgOpenLicences,
  type LogoRef,
} from "@/lib/directory/logos";

/** Where an installed package's files are (the packages' exports do not list their icon files). */
function packageRoot(packageName: string): string {
  return path.join(process.cwd(), "node_modules", packageName);
}

type IconifySet = {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
};

const iconifySets = new Map<string, IconifySet>();

/** An Iconify set ("logos", "token-branded"), read once from its package. */
function iconifySet(pack: "logos" | "token-branded"): IconifySet {
  let set = iconifySets.get(pack);
  if (!set) {
    const { packageName, folder } = logoPacks[pack];
    set = JSON.parse(
      readFileSync(path.join(packageRoot(packageName), folder), "utf8"),
    ) as IconifySet;
    iconifySets.set(pack, set);
  }
  return set;
}

/** An icon of an Iconify set as an SVG document (its body in a viewBox of its size). */
function iconifySvg(pack: "logos" | "token-branded", icon: string): string | null {
  const set = iconifySet(pack);
  const name = set.icons[icon] ? icon : set.aliases?.[icon]?.parent;
  const entry = name === undefined ? undefined : set.icons[name];
  if (!entry) return null;
  const width = entry.width ?? set.width ?? 16;
  const height = entry.height ?? set.height ?? 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${entry.body}</svg>`;
}

type ThesvgIcon = { svg: string; hex: string | undefined; license: string | undefined };

/**
 * A theSVG icon, read from its module's text (dist/{icon}.js: `export const svg = \`…\`;`,
 * `hex` and `license` beside it) without running it. Null when there is no such icon, or its
 * licence field is not an open licence.
 */
export function thesvgIcon(icon: string): ThesvgIcon | null {
  const { packageName, folder } = logoPacks.thesvg;
  const file = path.join(packageRoot(packageName), folder, `${icon}.js`);
  if (!existsSync(file)) return null;
  const text = readFileSync(file, "utf8");
  const svg = /^export const svg = `([^`]*)`;$/m.exec(text)?.[1];
  const license = /^export const license = "([^"]*)";$/m.exec(text)?.[1];
  const hex = /^export const hex = "([0-9a-fA-F]{3}|[0-9a-fA-F]{6})";$/m.exec(text)?.[1];
  if (!svg || !(thesvgOpenLicences as readonly string[]).includes(license ?? "")) return null;
  return { svg, hex, license };
}

/** A logo reference's icon as SVG text, or null when the reference or the icon does not exist. */
export function iconSvg(ref: string): string | null {
  const parsed = parseLogoRef(ref);
  if (!parsed) return null;
  if (parsed.pack === "logos" || parsed.pack === "token-branded") {
    return iconifySvg(parsed.pack, parsed.icon);
  }
  if (parsed.pack === "thesvg") return thesvgIcon(parsed.icon)?.svg ?? null;
  const pack = logoPacks[parsed.pack];
  const file = path.join(packageRoot(pack.packageName), pack.folder, `${parsed.icon}.svg`);
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

export function logoExists(ref: string): boolean {
  return iconSvg(ref) !== null;
}

let brandColours: Map<string, string> | undefined;

/** simple-icons' brand colour (hex without #) of one icon. */
function simpleIconsHex(icon: string): string | undefined {
  if (!brandColours) {
    const data = JSON.parse(
      readFileSync(path.join(packageRoot("simple-icons"), "data", "simple-icons.json"), "utf8"),
    ) as { slug?: string; title: string; hex: string }[];
    brandColours = new Map(data.map((entry) => [entry.slug ?? entry.title, entry.hex]));
  }
  return brandColours.get(icon);
}

/** A theSVG icon drawn in one colour ("currentColor"), which its tile fills. */
function isOneColour(svg: string): boolean {
  return /currentColor/i.test(svg);
}

function tileFor(ref: LogoRef, name: string, svg: string): string | null {
  if (ref.pack === "thesvg") {
    // One-colour icons (currentColor) take the white-on-brand-colour tile; the others are full
    // colour, on white.
    const colourful = !isOneColour(svg);
    const hex = thesvgIcon(ref.icon)?.hex;
    const brandHex = hex?.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
    return logoTileSvg({
      iconSvg: colourful ? svg : svg.replace(/currentColor/gi, "#ffffff"),
      name,
      colourful,
      brandHex,
    });
  }
  // The Iconify sets are drawn in the brands' own colours, as Lobe's "-color" files are.
  const colourful =
    ref.pack === "logos" ||
    ref.pack === "token-branded" ||
    (ref.pack === "lobehub" && ref.icon.endsWith("-color"));
  return logoTileSvg({
    iconSvg: svg,
    name,
    colourful,
    brandHex: ref.pack === "simple-icons" ? simpleIconsHex(ref.icon) : undefined,
  });
}

/**
 * Writes one tile per tool with a logo (only files whose content changed, so the build's input
 * fingerprint stays stable) and removes tiles no tool names any more. Returns what it did.
 */
export function writeToolLogos(
  tools: readonly { slug: string; name: string; logo?: string | undefined }[],
  publicDir = "public",
): { written: number; unchanged: number; removed: number; problems: string[] } {
  const folder = path.join(publicDir, path.dirname(logoPath("x")));
  mkdirSync(folder, { recursive: true });
  const wanted = new Set<string>();
  const result = { written: 0, unchanged: 0, removed: 0, problems: [] as string[] };
  for (const tool of tools) {
    if (tool.logo === undefined) continue;
    const ref = parseLogoRef(tool.logo);
    const icon = iconSvg(tool.logo);
    if (!ref || icon === null) {
      result.problems.push(`${tool.slug}: no icon "${tool.logo}"`);
      continue;
    }
    const svg = tileFor(ref, tool.name, icon);
    if (!svg) {
      result.problems.push(`${tool.slug}: "${tool.logo}" is not an SVG with a viewBox`);
      continue;
    }
    const target = path.join(publicDir, logoPath(tool.slug));
    wanted.add(path.basename(target));
    if (existsSync(target) && readFileSync(target, "utf8") === svg) {
      result.unchanged += 1;
      continue;
    }
    writeFileSync(target, svg);
    result.written += 1;
  }
  for (const name of readdirSync(folder)) {
    if (!wanted.has(name)) {
      rmSync(path.join(folder, name));
      result.removed += 1;
    }
  }
  return result;
}

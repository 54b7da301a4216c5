/**
 * Turns a fetched icon into the site's tile: a 128×128 WebP with the icon centred on a padded
 * white square (brand artwork is drawn for light backgrounds; the site's cards are dark). A
 * third-party SVG is never shipped as it is: it is rasterised here, and one that carries a
 * script, an event handler, foreign content or a reference to anything outside itself is refused
 * rather than cleaned (a cleaner has to be right about every trick; a refusal only about these).
 * ICO files are decoded by decode-ico, since sharp cannot read them.
 */
import decodeIco from "decode-ico";
import sharp, { type Sharp } from "sharp";

export const tileSize = 128;
const padding = 12;
/** Larger images than this are refused before decoding (a small file can claim a huge size). */
const maxInputPixels = 4096 * 4096;

export type ImageFormat = "png" | "jpeg" | "gif" | "webp" | "avif" | "ico" | "svg";

export class IconError extends Error {
  override name = "IconError";
}

/** The format the bytes are in, whatever the server said; null for anything else. */
export function sniffFormat(body: Buffer): ImageFormat | null {
  const hex = body.subarray(0, 12).toString("hex");
  if (hex.startsWith("89504e470d0a1a0a")) return "png";
  if (hex.startsWith("ffd8ff")) return "jpeg";
  if (body.subarray(0, 4).toString("latin1") === "GIF8") return "gif";
  if (
    body.subarray(0, 4).toString("latin1") === "RIFF" &&
    body.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  if (body.subarray(4, 12).toString("latin1").startsWith("ftypavi")) return "avif";
  if (hex.startsWith("00000100")) return "ico";
  const text = body
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  // An SVG starts with its root, possibly after an XML declaration, comments and a doctype.
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*>\s*)*<svg[\s>]/i.test(text))
    return "svg";
  return null;
}

/** Why an SVG may not be rendered, or null when it draws only itself. */
export function svgProblem(svg: string): string | null {
  if (/<(?:[\w-]+:)?script[\s>/]/i.test(svg)) return "it contains a <script>";
  if (/<(?:[\w-]+:)?foreignObject[\s>/]/i.test(svg)) return "it contains a <foreignObject>";
  if (/<!ENTITY/i.test(svg)) return "it declares XML entities";
  if (/\son[a-z]+\s*=/i.test(svg)) return "it has an event handler attribute (on…=)";
  if (/@import/i.test(svg)) return "its style imports another file";
  for (const match of svg.matchAll(/\s(?:[\w-]+:)?(?:href|src)\s*=\s*(["'])(.*?)\1/gi)) {
    if (!isInternalReference(match[2]!))
      return `it refers to ${JSON.stringify(match[2]!.slice(0, 80))}`;
  }
  for (const match of svg.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gi)) {
    if (!match[2]!.startsWith("#")) return `it refers to url(${match[2]!.slice(0, 80)})`;
  }
  return null;
}

/** A fragment of the same file, or a raster image written into it. */
function isInternalReference(href: string): boolean {
  return href.startsWith("#") || /^data:image\/(?:png|jpeg|gif|webp);base64,/i.test(href.trim());
}

/** The image sharp will read, from whatever format the icon came in. */
async function readable(body: Buffer, format: ImageFormat): Promise<Sharp> {
  const options = { limitInputPixels: maxInputPixels, failOn: "error" as const };
  if (format === "ico") return largestIcoImage(body);
  if (format !== "svg") return sharp(body, options);
  const problem = svgProblem(body.toString("utf8"));
  if (problem) throw new IconError(`SVG refused: ${problem}`);
  // Render at a density that gives at least twice the tile, whatever size the SVG states.
  const { width = 0, height = 0 } = await sharp(body, options).metadata();
  const density = Math.min(2400, Math.max(72, (72 * tileSize * 2) / Math.max(width, height, 1)));
  return sharp(body, { ...options, density });
}

function largestIcoImage(body: Buffer): Sharp {
  let images: ReturnType<typeof decodeIco>;
  try {
    images = decodeIco(body);
  } catch (error) {
    throw new IconError(`ICO could not be read: ${(error as Error).message}`);
  }
  const best = [...images].sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!best) throw new IconError("ICO holds no image");
  if (best.width * best.height > maxInputPixels) throw new IconError("ICO image too large");
  if (best.type === "png")
    return sharp(Buffer.from(best.data), { limitInputPixels: maxInputPixels });
  return sharp(Buffer.from(best.data), {
    raw: { width: best.width, height: best.height, channels: 4 },
  });
}

export type Tile = { webp: Buffer; format: ImageFormat; width: number; height: number };

/** The site's tile for an icon's bytes; an IconError says why it cannot be one. */
export async function makeTile(body: Buffer): Promise<Tile> {
  const format = sniffFormat(body);
  if (format === null)
    throw new IconError("not an image this fetcher reads (PNG, JPEG, GIF, WebP, AVIF, ICO or SVG)");
  try {
    const image = await readable(body, format);
    const source = await image.metadata();
    const fitted = await image
      .resize(tileSize - 2 * padding, tileSize - 2 * padding, {
        fit: "contain",
        background: { r: 255, g: 255, b: 255, alpha: 0 },
      })
      .png()
      .toBuffer();
    // A second pass: sharp flattens before it resizes, which would leave the letterbox clear.
    const webp = await sharp(fitted)
      .extend({
        top: padding,
        bottom: padding,
        left: padding,
        right: padding,
        background: "#ffffff",
      })
      .flatten({ background: "#ffffff" })
      .webp({ quality: 90 })
      .toBuffer();
    return { webp, format, width: source.width ?? 0, height: source.height ?? 0 };
  } catch (error) {
    if (error instanceof IconError) throw error;
    throw new IconError(
      `the ${format.toUpperCase()} could not be converted: ${(error as Error).message}`,
    );
  }
}

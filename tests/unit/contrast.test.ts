import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The colour tokens as declared in app/globals.css. */
const css = readFileSync("app/globals.css", "utf8");
const tokens = Object.fromEntries(
  Array.from(css.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6});/gi), (m) => [m[1]!, m[2]!]),
);

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const token = (name: string): string => {
  const value = tokens[name];
  if (!value) throw new Error(`--${name} is not declared in app/globals.css`);
  return value;
};

describe("colour contrast (WCAG AA, 4.5:1 for text)", () => {
  const surfaces = ["background", "surface", "card", "muted"];
  const texts = ["foreground", "muted-foreground", "accent", "danger", "success", "featured"];
  for (const surface of surfaces) {
    for (const text of texts) {
      it(`${text} on ${surface}`, () => {
        expect(contrast(token(text), token(surface))).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it("button text on the primary colour", () => {
    expect(contrast(token("primary-foreground"), token("primary"))).toBeGreaterThanOrEqual(4.5);
  });

  it("text on the accent colour", () => {
    expect(contrast(token("accent-foreground"), token("accent"))).toBeGreaterThanOrEqual(4.5);
  });

  it("the focus ring stands out from every surface (3:1 for non-text)", () => {
    for (const surface of surfaces)
      expect(contrast(token("ring"), token(surface))).toBeGreaterThanOrEqual(3);
  });

  it("every syntax-highlighting colour on the code block background", () => {
    const hljsColours = [...css.matchAll(/\.hljs-[\s\S]*?color:\s*(#[0-9a-f]{6})/gi)].map(
      (match) => match[1]!,
    );
    expect(hljsColours.length).toBeGreaterThanOrEqual(5);
    for (const colour of hljsColours) {
      expect(contrast(colour, token("surface"))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/lib/directory/logos";
import {
  assignMonogramStyles,
  monogramInk,
  monogramLetters,
  monogramPalette,
  monogramPath,
  monogramShapes,
  monogramStyle,
  monogramStyleCount,
  monogramSvg,
  shaded,
  shapeOpacities,
  styleIndexFor,
  worstLetterContrast,
} from "@/lib/directory/tool-images";

/** Every tool of the data, as the generator reads it. */
function catalogue(): { name: string; slug: string }[] {
  const folder = path.join(process.cwd(), "data", "tools");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => {
      const data = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as {
        items: { name: string; link: string }[];
      };
      return data.items.map((item) => ({
        name: item.name,
        slug: item.link.replace(/^\/tools\//, ""),
      }));
    });
}

function styleOf(svg: string): { colour: string; shape: string } {
  const colour = /<rect width="96" height="96" fill="(#[0-9a-f]{6})"\/>/.exec(svg)?.[1];
  const shape = monogramShapes.find((s) => svg.includes(s.a))?.name;
  return { colour: colour ?? "", shape: shape ?? "" };
}

describe("monogram letters", () => {
  it("takes two initials or the first two letters", () => {
    expect(monogramLetters("Quick, Draw!")).toBe("Qd");
    expect(monogramLetters("Rask")).toBe("Ra");
    expect(monogramLetters("LALAL.AI")).toBe("La");
    expect(monogramLetters("!!!")).toBe("?");
  });
});

describe("monogram palette and shapes", () => {
  it("gives white letters at least 4.5:1 on every colour, bare or under either shade", () => {
    for (const colour of monogramPalette) {
      expect(contrastRatio(monogramInk, colour), colour).toBeGreaterThanOrEqual(4.5);
      for (const opacity of shapeOpacities) {
        expect(contrastRatio(monogramInk, shaded(colour, opacity)), colour).toBeGreaterThanOrEqual(
          4.5,
        );
      }
      expect(worstLetterContrast(colour)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("has distinct colours and shapes, and a style number for each pair", () => {
    expect(new Set(monogramPalette).size).toBe(monogramPalette.length);
    expect(new Set(monogramShapes.map((s) => s.a)).size).toBe(monogramShapes.length);
    const pairs = new Set(
      Array.from({ length: monogramStyleCount }, (_, i) => JSON.stringify(monogramStyle(i))),
    );
    expect(pairs.size).toBe(monogramStyleCount);
  });

  it("only darkens the tile: the shapes are black at an opacity", () => {
    expect(shaded("#ffffff", 0.5)).toBe("#808080");
    for (let style = 0; style < monogramStyleCount; style += 1) {
      const svg = monogramSvg("Rask", "rask", style);
      // White is only the letters'; every shape is in a group of black at a shade's opacity.
      expect(svg.split(monogramInk).length - 1).toBe(1);
      expect(svg).toMatch(new RegExp(`<text [^>]*fill="${monogramInk}">Ra</text>`));
      expect(svg.match(/fill-opacity="([\d.]+)"/g)!.length).toBeGreaterThan(0);
      for (const [, opacity] of svg.matchAll(/fill-opacity="([\d.]+)"/g)) {
        expect(shapeOpacities).toContain(Number(opacity));
      }
    }
  });
});

describe("monogram tiles", () => {
  it("are deterministic and small", () => {
    expect(monogramSvg("Rask", "rask")).toBe(monogramSvg("Rask", "rask"));
    expect(styleIndexFor("rask")).toBe(styleIndexFor("rask"));
    for (let style = 0; style < monogramStyleCount; style += 1) {
      expect(Buffer.byteLength(monogramSvg("Wm", "x", style))).toBeLessThan(600);
    }
    expect(monogramSvg("A&B <x>", "a-b")).toContain(">Ab</text>");
    expect(monogramPath("rask")).toBe("/images/tools/rask.svg");
  });

  it("draw the style they are given", () => {
    for (const style of [0, 13, 95]) {
      expect(styleOf(monogramSvg("Rask", "rask", style))).toEqual(monogramStyle(style));
    }
  });
});

describe("tools that share letters", () => {
  it("get different colours or shapes, whatever their hashes", () => {
    // Many slugs with the same letters: more than the palette has colours.
    const tools = Array.from({ length: 30 }, (_, i) => ({ name: `Ra${i}`, slug: `ra-${i}` }));
    const styles = assignMonogramStyles(tools);
    const seen = new Set<string>();
    for (const { slug } of tools) {
      const style = JSON.stringify(monogramStyle(styles.get(slug)!));
      expect(seen.has(style), slug).toBe(false);
      seen.add(style);
    }
    // The first twelve (in slug order) all differ in colour.
    const first = tools
      .map((t) => t.slug)
      .sort()
      .slice(0, 12)
      .map((slug) => monogramStyle(styles.get(slug)!).colour);
    expect(new Set(first).size).toBe(12);
  });

  it("keep the slug's own style when nothing clashes, and do not depend on the order", () => {
    const tools = [
      { name: "Rask", slug: "rask" },
      { name: "Rally", slug: "rally" },
      { name: "Notion", slug: "notion" },
    ];
    const styles = assignMonogramStyles(tools);
    expect(styles.get("notion")).toBe(styleIndexFor("notion"));
    expect(assignMonogramStyles([...tools].reverse())).toEqual(styles);
  });

  it("differ in the catalogue: every pair with the same letters differs in colour or shape", () => {
    const tools = catalogue();
    const styles = assignMonogramStyles(tools);
    const byLetters = new Map<string, string[]>();
    for (const tool of tools) {
      const letters = monogramLetters(tool.name).toLowerCase();
      byLetters.set(letters, [...(byLetters.get(letters) ?? []), tool.slug]);
    }
    for (const [letters, slugs] of byLetters) {
      const looks = slugs.map((slug) => JSON.stringify(monogramStyle(styles.get(slug)!)));
      expect(new Set(looks).size, letters).toBe(slugs.length);
    }
  });
});

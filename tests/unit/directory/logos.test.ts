import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { logoExists, thesvgIcon, writeToolLogos } from "@/lib/data/tool-logos";
import {
  contrastRatio,
  logoPath,
  logoTileSvg,
  neutralTile,
  parseLogoRef,
  thesvgOpenLicences,
  tileColours,
} from "@/lib/directory/logos";

describe("logo references", () => {
  it("reads the package and the icon, and nothing else", () => {
    expect(parseLogoRef("simple-icons:notion")).toEqual({ pack: "simple-icons", icon: "notion" });
    expect(parseLogoRef("lobehub:claude-color")).toEqual({ pack: "lobehub", icon: "claude-color" });
    expect(parseLogoRef("logos:tableau-icon")).toEqual({ pack: "logos", icon: "tableau-icon" });
    expect(parseLogoRef("token-branded:bitget")).toEqual({ pack: "token-branded", icon: "bitget" });
    expect(parseLogoRef("thesvg:canva")).toEqual({ pack: "thesvg", icon: "canva" });
    for (const bad of [
      "notion",
      "lobehub:",
      "fontawesome:x",
      "simple-icons:../../etc",
      "lobehub:A",
    ]) {
      expect(parseLogoRef(bad)).toBeNull();
    }
  });

  it("knows which icons the installed packages hold", () => {
    expect(logoExists("simple-icons:notion")).toBe(true);
    expect(logoExists("lobehub:claude-color")).toBe(true);
    expect(logoExists("logos:tableau-icon")).toBe(true);
    expect(logoExists("simple-icons:no-such-brand-here")).toBe(false);
    expect(logoExists("logos:no-such-brand-here")).toBe(false);
    expect(logoExists("token-branded:bitget")).toBe(true);
    expect(logoExists("token-branded:no-such-token-here")).toBe(false);
    expect(logoExists("thesvg:canva")).toBe(true);
    expect(logoExists("thesvg:no-such-brand-here")).toBe(false);
    expect(logoExists("nonsense")).toBe(false);
  });

  it("takes a theSVG icon only when its own licence field is an open licence", () => {
    expect(thesvgIcon("canva")).toMatchObject({ license: "MIT", hex: "00C4CC" });
    expect(thesvgIcon("beehiiv")?.license).toBe("Unlicense");
    // Granola's icon says "brand-use", Gong's "Trademark": no clear grant, so not used.
    expect(thesvgIcon("granola")).toBeNull();
    expect(logoExists("thesvg:gong")).toBe(false);
    expect(thesvgOpenLicences).toEqual(["CC0-1.0", "MIT", "Apache-2.0", "Unlicense"]);
  });
});

describe("tiles readable on the dark cards", () => {
  it("puts a one-colour icon in white on its brand colour when that has 3:1 contrast", () => {
    expect(tileColours({ colourful: false, brandHex: "0052FF" })).toEqual({
      tile: "#0052ff",
      fill: "#ffffff",
    });
  });

  it("falls back to a neutral tile for a light brand colour or none", () => {
    // Hugging Face's yellow: white on it would be unreadable.
    expect(contrastRatio("#ffffff", "#ffd21e")).toBeLessThan(3);
    expect(tileColours({ colourful: false, brandHex: "FFD21E" }).tile).toBe(neutralTile);
    expect(tileColours({ colourful: false }).tile).toBe(neutralTile);
    expect(contrastRatio("#ffffff", neutralTile)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps a full-colour icon's own colours on a white tile", () => {
    expect(tileColours({ colourful: true, brandHex: "000000" })).toEqual({
      tile: "#ffffff",
      fill: null,
    });
  });

  it("wraps the icon's drawing, without its title, in a fixed-size tile named after the tool", () => {
    const svg = logoTileSvg({
      iconSvg:
        '<svg fill="currentColor" fill-rule="evenodd" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><title>Brand</title><path d="M0 0h24v24H0z"/></svg>',
      name: "Tool & Co",
      colourful: false,
      brandHex: "0052FF",
    });
    expect(svg).toContain('width="96" height="96"');
    expect(svg).toContain("<title>Tool &#38; Co</title>");
    expect(svg).toContain('<rect width="96" height="96" fill="#0052ff"/>');
    expect(svg).toContain(
      '<svg x="19" y="19" width="58" height="58" viewBox="0 0 24 24" fill="#ffffff" fill-rule="evenodd"><path d="M0 0h24v24H0z"/></svg>',
    );
    expect(svg).not.toContain("Brand");
    expect(logoTileSvg({ iconSvg: "<svg><path/></svg>", name: "x", colourful: false })).toBeNull();
  });
});

describe("writing the tiles at build time", () => {
  it("draws an icon of the Iconify logos set in its own colours on a white tile", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "logos-"));
    expect(
      writeToolLogos([{ slug: "tableau", name: "Tableau", logo: "logos:tableau-icon" }], dir),
    ).toMatchObject({ written: 1, problems: [] });
    const tile = readFileSync(path.join(dir, logoPath("tableau")), "utf8");
    const set = JSON.parse(
      readFileSync(path.join("node_modules", "@iconify-json", "logos", "icons.json"), "utf8"),
    ) as { icons: Record<string, { body: string }> };
    expect(tile).toContain('<rect width="96" height="96" fill="#ffffff"/>');
    expect(tile).toContain(set.icons["tableau-icon"]!.body);
  });

  it("draws Web3 Icons in their colours on white, and a one-colour theSVG icon in white", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "logos-"));
    const tools = [
      { slug: "bitget-getagent", name: "Bitget GetAgent", logo: "token-branded:bitget" },
      { slug: "beehiiv", name: "Beehiiv", logo: "thesvg:beehiiv" },
      { slug: "canva", name: "Canva", logo: "thesvg:canva" },
    ];
    expect(writeToolLogos(tools, dir)).toMatchObject({ written: 3, problems: [] });
    const read = (slug: string) => readFileSync(path.join(dir, logoPath(slug)), "utf8");
    expect(read("bitget-getagent")).toContain('<rect width="96" height="96" fill="#ffffff"/>');
    // Beehiiv is drawn in currentColor with a black brand colour: white on black, no
    // currentColor left (an <img> would draw it black on black).
    expect(read("beehiiv")).toContain('<rect width="96" height="96" fill="#000000"/>');
    expect(read("beehiiv")).not.toMatch(/currentColor/i);
    expect(read("canva")).toContain('<rect width="96" height="96" fill="#ffffff"/>');
  });

  it("writes one file per mapped tool, leaves unchanged files alone and removes stale ones", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "logos-"));
    const tools = [
      { slug: "notion-ai", name: "Notion AI", logo: "simple-icons:notion" },
      { slug: "claude", name: "Claude", logo: "lobehub:claude-color" },
      { slug: "plain", name: "Plain" },
    ];
    expect(writeToolLogos(tools, dir)).toEqual({
      written: 2,
      unchanged: 0,
      removed: 0,
      problems: [],
    });
    const folder = path.join(dir, path.dirname(logoPath("x")));
    expect(readdirSync(folder).sort()).toEqual(["claude.svg", "notion-ai.svg"]);
    const notion = readFileSync(path.join(dir, logoPath("notion-ai")), "utf8");
    expect(notion).toContain("<title>Notion AI</title>");
    // The package's own path data is inside the tile.
    const packageIcon = readFileSync(
      path.join("node_modules", "simple-icons", "icons", "notion.svg"),
      "utf8",
    );
    expect(notion).toContain(/ d="([^"]+)"/.exec(packageIcon)![1]);

    writeFileSync(path.join(folder, "gone.svg"), "<svg/>");
    expect(writeToolLogos([...tools, { slug: "x", name: "X", logo: "lobehub:nope" }], dir)).toEqual(
      {
        written: 0,
        unchanged: 2,
        removed: 1,
        problems: ['x: no icon "lobehub:nope"'],
      },
    );
  });
});

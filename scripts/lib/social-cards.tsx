/**
 * Build step: writes each published article's social card to out/og/guides/{slug}.png
 * (1200×630): the title on the site's branded background. Runs after `next build`; uses next/og
 * (satori + resvg, bundled with Next), so it needs no browser and no network.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { articleCategoryInfo } from "../../lib/article-categories";
import { articleImagePath } from "../../lib/article-images";
import type { Article } from "../../lib/content/articles-source";
import { site } from "../../lib/site";

// Inter from @fontsource (satori reads .woff, not .woff2): the typeface of the social images, offline.
const inter = (weight: 400 | 700) =>
  readFileSync(`node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const fonts = [
  { name: "Inter", data: inter(400), weight: 400 as const, style: "normal" as const },
  { name: "Inter", data: inter(700), weight: 700 as const, style: "normal" as const },
];

function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 60) return 64;
  return 54;
}

/** Draws every article's card into `outDirectory`; returns the one-line summary. */
export async function writeSocialCards(
  articles: readonly Article[],
  outDirectory: string,
): Promise<string> {
  for (const article of articles) {
    const file = path.join(outDirectory, articleImagePath(article.slug));
    const category = articleCategoryInfo[article.category];
    const image = new ImageResponse(
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: 80,
          color: "#e8ebf4",
          backgroundColor: "#0b0f19",
          backgroundImage:
            "radial-gradient(circle at 85% 15%, #312e81 0, transparent 45%), radial-gradient(circle at 10% 110%, #1e3a8a 0, transparent 40%)",
        }}
      >
        <div
          style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 36, fontWeight: 700 }}
        >
          <svg
            width="56"
            height="56"
            viewBox="0 0 24 24"
            fill="none"
            stroke="#a5b4fc"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36 6.36-2.12z" />
          </svg>
          {site.name}
        </div>
        <div
          style={{
            display: "flex",
            fontSize: titleSize(article.title),
            fontWeight: 700,
            lineHeight: 1.1,
            maxWidth: 1000,
          }}
        >
          {article.title}
        </div>
        <div style={{ display: "flex", gap: 16, fontSize: 28, color: "#a5b4fc" }}>
          <span>{article.kind === "news" ? "AI News" : "Guide"}</span>
          <span style={{ color: "#a9b2c8" }}>·</span>
          <span>{category.label}</span>
        </div>
      </div>,
      { width: 1200, height: 630, fonts },
    );
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  }
  return `${articles.length} drawn`;
}

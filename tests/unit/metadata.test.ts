import { describe, expect, it } from "vitest";
import { absoluteUrl, fittingTitle, pageMetadata, pageTitleMaxLength } from "@/lib/metadata";
import { site } from "@/lib/site";

describe("pageMetadata", () => {
  const metadata = pageMetadata({
    title: "Privacy Policy",
    description: "What we store and why.",
    path: "/privacy-policy",
  });

  it("sets the title, description and canonical URL from the site URL", () => {
    expect(metadata.title).toBe("Privacy Policy");
    expect(metadata.description).toBe("What we store and why.");
    expect(metadata.alternates?.canonical).toBe(`${site.url}/privacy-policy`);
  });

  it("fills Open Graph with absolute image URLs, and names the large-image card for X", () => {
    expect(metadata.openGraph).toMatchObject({
      url: `${site.url}/privacy-policy`,
      siteName: site.name,
      title: "Privacy Policy",
      type: "website",
    });
    const images = metadata.openGraph?.images;
    expect(images).toEqual([
      expect.objectContaining({ url: `${site.url}/opengraph-image.png`, width: 1200, height: 630 }),
    ]);
    // X falls back to the Open Graph title, description and image: only the card kind is its own.
    expect(metadata.twitter).toEqual({ card: "summary_large_image" });
  });

  it("passes article type, a custom image, extra meta and noindex through", () => {
    const custom = pageMetadata({
      title: "T",
      description: "D",
      path: "/tools/x",
      type: "article",
      image: { url: "/og/x.png", alt: "X" },
      other: { rating: "adult" },
      noindex: true,
    });
    expect(custom.openGraph).toMatchObject({
      type: "article",
      images: [{ url: `${site.url}/og/x.png`, alt: "X" }],
    });
    expect(custom.other).toEqual({ rating: "adult" });
    expect(custom.robots).toEqual({ index: false, follow: true });
  });
});

describe("absoluteUrl", () => {
  it("joins site-relative paths onto the site URL and keeps absolute URLs", () => {
    expect(absoluteUrl("/a/b")).toBe(`${site.url}/a/b`);
    expect(absoluteUrl("https://cdn.example.org/i.png")).toBe("https://cdn.example.org/i.png");
  });
});

describe("fittingTitle", () => {
  it("takes the first title within the cap, else the last", () => {
    const long = "x".repeat(pageTitleMaxLength + 1);
    const fits = "y".repeat(pageTitleMaxLength);
    expect(fittingTitle("Short", fits)).toBe("Short");
    expect(fittingTitle(long, fits, "z")).toBe(fits);
    expect(fittingTitle(long, long + "!")).toBe(long + "!");
  });
});

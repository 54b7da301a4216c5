import { describe, expect, it } from "vitest";
import { normaliseGenre, prevailingGenre } from "@/lib/directory/genre";
import { outboundLink, referralParameters } from "@/lib/directory/outbound";
import { slugify } from "@/lib/directory/slug";

describe("normaliseGenre", () => {
  it("makes the source's casing variants one label", () => {
    expect(normaliseGenre("music")).toBe("Music");
    expect(normaliseGenre("Music")).toBe("Music");
    expect(normaliseGenre("video")).toBe(normaliseGenre("Video"));
    expect(normaliseGenre("Image Generation")).toBe("Image generation");
    expect(normaliseGenre("  image   generation ")).toBe("Image generation");
  });

  it("treats chatbot, Chat and Chatbot as one genre", () => {
    expect(
      new Set(["chatbot", "Chat", "Chatbot", "CHATBOT", "chat bot"].map(normaliseGenre)),
    ).toEqual(new Set(["Chatbot"]));
  });

  it("keeps acronyms and brand capitals", () => {
    expect(normaliseGenre("SEO suite")).toBe("SEO suite");
    expect(normaliseGenre("WordPress SEO")).toBe("WordPress SEO");
    expect(normaliseGenre("NSFW")).toBe("NSFW");
    expect(normaliseGenre("Companion")).toBe("Companion");
  });
});

describe("prevailingGenre", () => {
  it("gives the label at least half of the tools share, counting spellings as one", () => {
    expect(prevailingGenre(["Chatbot", "chatbot", "Chat", "Companion", "Roleplay"])).toBe(
      "Chatbot",
    );
    expect(prevailingGenre(["Image generation", "Upscaling", "image generation", ""])).toBe(
      "Image generation",
    );
  });

  it("gives nothing when no genre is shared by half the tools, or by two", () => {
    expect(prevailingGenre(["Notes", "Notes", "Forms", "Finance", "Evaluation"])).toBe("");
    expect(prevailingGenre(["Companion"])).toBe("");
    expect(prevailingGenre(["", "", "Music", "Music", "Podcasts"])).toBe("");
    expect(prevailingGenre([])).toBe("");
  });
});

describe("outboundLink", () => {
  it("keeps the URL exactly and marks referral links sponsored", () => {
    for (const name of referralParameters) {
      const href = `https://example.com/path/?${name}=aicompass&x=%20y`;
      expect(outboundLink({ externalLink: href })).toEqual({
        href,
        rel: "noopener noreferrer sponsored",
        sponsored: true,
      });
    }
  });

  it("uses a plain rel for links without a referral parameter", () => {
    expect(outboundLink({ externalLink: "https://example.com/?utm_medium=x" })).toEqual({
      href: "https://example.com/?utm_medium=x",
      rel: "noopener noreferrer",
      sponsored: false,
    });
  });

  it("prefers a set affiliate link, which is always sponsored", () => {
    const link = outboundLink({
      externalLink: "https://a.example",
      affiliateLink: "https://partner.example/a?id=7",
    });
    expect(link).toEqual({
      href: "https://partner.example/a?id=7",
      rel: "noopener noreferrer sponsored",
      sponsored: true,
    });
    expect(outboundLink({ externalLink: "https://a.example", affiliateLink: "" }).href).toBe(
      "https://a.example",
    );
  });

  it("adds nofollow when the tool's rel says so", () => {
    expect(outboundLink({ externalLink: "https://a.example", rel: "nofollow noopener" }).rel).toBe(
      "noopener noreferrer nofollow",
    );
    expect(
      outboundLink({ externalLink: "https://a.example/?ref=x", rel: "nofollow noopener" }).rel,
    ).toBe("noopener noreferrer sponsored nofollow");
  });
});

describe("slugify", () => {
  it.each([
    ["Notion AI", "notion-ai"],
    ["Tickles.ai", "tickles-ai"],
    ["D-ID", "d-id"],
    ["  Café  Déjà ", "cafe-deja"],
    ["GPTGirlfriend Online", "gptgirlfriend-online"],
  ])("%j → %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

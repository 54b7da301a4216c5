import { describe, expect, it } from "vitest";
import { sitemapEntries, sitemapPriority } from "@/lib/sitemap-entries";

const input = {
  articles: [
    { path: "/guides/b", date: "2026-10-01", updated: "2026-11-02" },
    { path: "/guides/a", date: "2026-01-01" },
  ],
  articleListPages: 2,
  categories: [
    { slug: "text", adult: false },
    { slug: "nsfw", adult: true },
  ],
  tools: [
    { slug: "live", adult: false, status: "active" as const, checkedAt: "2026-10-01" },
    { slug: "closed", adult: false, status: "discontinued" as const, checkedAt: "2025-06-01" },
    { slug: "new", adult: false, status: "active" as const, checkedAt: undefined },
    { slug: "adult", adult: true, status: "active" as const, checkedAt: "2026-01" },
  ],
};

describe("sitemap entries", () => {
  it("lists task pages (later pages lower) and alternatives pages", () => {
    const byPath = new Map(
      sitemapEntries({
        ...input,
        taskPages: ["/tasks/in/text", "/tasks/draft-an-email", "/tasks/draft-an-email/page/2"],
        alternativesPages: ["/tools/live/alternatives"],
      }).map((e) => [e.path, e.priority]),
    );
    expect(byPath.get("/tasks/in/text")).toBe(sitemapPriority.category);
    expect(byPath.get("/tasks/draft-an-email")).toBe(sitemapPriority.category);
    expect(byPath.get("/tasks/draft-an-email/page/2")).toBe(sitemapPriority.listPage);
    expect(byPath.get("/tools/live/alternatives")).toBe(sitemapPriority.comparison);
  });

  const entries = sitemapEntries(input);
  const byPath = new Map(entries.map((e) => [e.path, e]));

  it("keeps a discontinued tool's page listed, at the bottom of the priority list", () => {
    expect(byPath.get("/tools/closed")?.priority).toBe(sitemapPriority.discontinuedTool);
    expect(byPath.get("/tools/live")?.priority).toBe(sitemapPriority.tool);
    const lowest = Math.min(...entries.map((e) => e.priority));
    expect(entries.filter((e) => e.priority === lowest).map((e) => e.path)).toEqual([
      "/tools/closed",
    ]);
  });

  it("dates tools by their confirmation and articles by their last revision", () => {
    expect(byPath.get("/tools/live")?.lastModified).toBe("2026-10-01");
    expect(byPath.get("/tools/new")).toEqual({
      path: "/tools/new",
      priority: sitemapPriority.tool,
    });
    expect(byPath.get("/guides/b")?.lastModified).toBe("2026-11-02");
    expect(byPath.get("/guides/page/2")?.lastModified).toBe("2026-11-02");
  });

  it("leaves out adult pages and personal routes, and puts the home page first", () => {
    expect(byPath.has("/tools/adult")).toBe(false);
    expect(byPath.has("/categories/nsfw")).toBe(false);
    expect(byPath.has("/profile")).toBe(false);
    expect(entries[0]).toEqual({ path: "/", priority: 1 });
  });
});

import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  fillPlaceholders,
  getContentPage,
  loadContentPage,
  pagesDirectory,
} from "@/lib/content/pages";
import { site } from "@/lib/site";

async function pageFile(text: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "pages-"));
  const file = path.join(dir, "broken-page.md");
  await writeFile(file, text);
  return file;
}

describe("content pages", () => {
  it("every page under content/pages loads, with its placeholders filled", async () => {
    const slugs = (await readdir(pagesDirectory))
      .filter((f) => f.endsWith(".md"))
      .map((f) => f.slice(0, -3));
    expect(slugs.sort()).toEqual([
      "developers",
      "how-we-rank",
      "privacy-policy",
      "terms-and-conditions",
      "write-for-us",
    ]);
    for (const slug of slugs) {
      const page = await getContentPage(slug);
      expect(page.html).not.toContain("{{");
      expect(page.html.length).toBeGreaterThan(2000);
    }
    const privacy = await getContentPage("privacy-policy");
    expect(privacy.html).toContain(site.name);
    expect(privacy.html).toContain(`mailto:${site.contactEmail}`);
  });

  it("names the file and the unknown placeholder", () => {
    expect(() => fillPlaceholders("Hi {{siteNmae}}", "content/pages/x.md")).toThrow(
      /content\/pages\/x\.md: unknown placeholder \{\{siteNmae\}\}/,
    );
  });

  it("names the file and each bad frontmatter field", async () => {
    const file = await pageFile(
      '---\ntitle: ""\ndescription: "too short"\nupdated: 2026-02-30\nextra: 1\n---\nBody',
    );
    const error = await loadContentPage(file, "broken-page").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain("broken-page.md");
    expect(message).toMatch(/title: must not be empty/);
    expect(message).toMatch(/description: must be at least 50 characters/);
    expect(message).toMatch(/updated: must be a real date written YYYY-MM-DD, got "2026-02-30"/);
    expect(message).toMatch(/extra/);
  });

  it("reports a missing field by name", async () => {
    const file = await pageFile("---\ntitle: Fine\n---\nBody");
    await expect(loadContentPage(file, "broken-page")).rejects.toThrow(/description: .*|updated: /);
  });
});

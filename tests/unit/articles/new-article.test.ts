import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadArticles } from "@/lib/content/articles-source";
import { parseFrontmatter } from "@/lib/content/frontmatter";
import { articleCategories, articleFrontmatterSchema } from "@/lib/schemas/article";
import { makeTempDir } from "./helpers";

const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));
const script = path.join(projectRoot, "scripts", "new-article.ts");
// The project's own tsx: `npx tsx` in a temp folder would look for (or download) another one.
const tsx = path.join(projectRoot, "node_modules", ".bin", "tsx");

let cwd: string;
let cleanup: () => void;

beforeEach(() => {
  const temp = makeTempDir("new-article");
  cwd = temp.dir;
  cleanup = temp.cleanup;
  mkdirSync(path.join(cwd, "content", "guides"), { recursive: true });
  mkdirSync(path.join(cwd, "content", "news"), { recursive: true });
});
afterEach(() => cleanup());

function newArticle(...args: string[]) {
  const result = spawnSync(tsx, [script, ...args], { cwd, encoding: "utf8", timeout: 30_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function files(): string[] {
  return ["guides", "news"].flatMap((folder) =>
    readdirSync(path.join(cwd, "content", folder)).map((name) => `${folder}/${name}`),
  );
}

function parsedFile(relative: string) {
  const { data, content } = parseFrontmatter(readFileSync(path.join(cwd, relative), "utf8"));
  const result = articleFrontmatterSchema.safeParse(data);
  if (!result.success) throw new Error(result.error.message);
  return { frontmatter: result.data, content };
}

describe("scripts/new-article.ts", { timeout: 60_000 }, () => {
  it("writes a draft guide with valid frontmatter, named after the title", () => {
    const run = newArticle("My First Guide: Prompts & Tips");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(files()).toEqual(["guides/my-first-guide-prompts-tips.md"]);
    expect(run.stdout).toContain("/guides/my-first-guide-prompts-tips");
    const { frontmatter, content } = parsedFile("content/guides/my-first-guide-prompts-tips.md");
    expect(frontmatter).toMatchObject({
      title: "My First Guide: Prompts & Tips",
      category: "prompts",
      kind: "guide",
      author: "AI Compass Editorial",
      tags: ["ai"],
      draft: true,
    });
    expect(frontmatter.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(frontmatter.description).toMatch(/^TODO/);
    expect(content).toContain("## First section");
  });

  it("writes a news draft with --news, in tech unless told otherwise", () => {
    expect(newArticle("Model released", "--news").status).toBe(0);
    expect(
      newArticle("Design news", "--news", "--category", "design", "--author", "Ann").status,
    ).toBe(0);
    expect(files().sort()).toEqual(["news/design-news.md", "news/model-released.md"]);
    expect(parsedFile("content/news/model-released.md").frontmatter).toMatchObject({
      kind: "news",
      category: "tech",
      draft: true,
    });
    expect(parsedFile("content/news/design-news.md").frontmatter).toMatchObject({
      kind: "news",
      category: "design",
      author: "Ann",
    });
  });

  it("makes a draft the loader lists, and that cannot be published with its TODO", async () => {
    expect(newArticle("Loader check").status).toBe(0);
    const options = { root: cwd, isKnownPath: () => true };
    const report = await loadArticles(options);
    expect(report).toMatchObject({
      articles: [],
      errors: [],
      drafts: [path.join("content", "guides", "loader-check.md")],
    });
    const file = path.join(cwd, "content", "guides", "loader-check.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("draft: true", "draft: false"));
    const published = await loadArticles(options);
    expect(published.errors).toEqual([
      `${path.join("content", "guides", "loader-check.md")}: still contains TODO from the template; finish it, or keep draft: true`,
    ]);
  });

  it("keeps a title with quotes and a colon intact", () => {
    const title = 'Say "no": a guide';
    expect(newArticle(title).status).toBe(0);
    expect(parsedFile("content/guides/say-no-a-guide.md").frontmatter.title).toBe(title);
  });

  it("refuses to overwrite an existing article", () => {
    expect(newArticle("Same title").status).toBe(0);
    const file = path.join(cwd, "content", "guides", "same-title.md");
    writeFileSync(file, "edited by hand");
    const again = newArticle("Same title");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");
    expect(readFileSync(file, "utf8")).toBe("edited by hand");
  });

  it("rejects an unknown category, naming the categories", () => {
    const run = newArticle("Some title", "--category", "ai");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("category: must be one of");
    expect(run.stderr).toContain(`(categories: ${articleCategories.join(", ")})`);
    expect(files()).toEqual([]);
  });

  it("rejects a title longer than 90 characters", () => {
    const run = newArticle("word ".repeat(20));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("title: must be at most 90 characters");
    expect(files()).toEqual([]);
  });

  it.each(["Feed", "Page", "!!!"])(
    "rejects the title %s, which gives no usable file name",
    (title) => {
      const run = newArticle(title);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("Cannot make a file name");
      expect(files()).toEqual([]);
    },
  );

  it("prints its usage and exits 2 without a title", () => {
    const run = newArticle();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Usage:");
    expect(existsSync(path.join(cwd, "content", "guides"))).toBe(true);
    expect(files()).toEqual([]);
  });
});

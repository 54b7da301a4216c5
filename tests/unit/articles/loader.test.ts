import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadArticles, summarise, type LoadOptions } from "@/lib/content/articles-source";
import {
  articleFile,
  makeTempDir,
  pngThreeByTwo,
  validFrontmatter,
  writeTree,
  type FrontmatterFields,
} from "./helpers";

let root: string;
let cleanup: () => void;

beforeEach(() => {
  const temp = makeTempDir("articles-source");
  root = temp.dir;
  cleanup = temp.cleanup;
});
afterEach(() => cleanup());

const guide = (name: string) => path.join("content", "guides", `${name}.md`);
const news = (name: string) => path.join("content", "news", `${name}.md`);

const knownPaths = new Set(["/", "/tools", "/guides", "/tech", "/guides/page/2"]);

function load(options: Partial<LoadOptions> = {}) {
  return loadArticles({
    root,
    publicDirectory: path.join(root, "public"),
    isKnownPath: (pathname) => knownPaths.has(pathname),
    today: "2026-06-01",
    ...options,
  });
}

function writeArticle(file: string, overrides: FrontmatterFields = {}, body?: string): void {
  const fields = validFrontmatter({
    kind: file.includes(`${path.sep}news${path.sep}`) ? "news" : "guide",
    ...overrides,
  });
  writeTree(root, { [file]: articleFile(fields, body) });
}

/**
 * Loads a tree that should hold exactly one error, about `file`, and returns that error without
 * the file name. A file that fails its own checks is left out of the articles; one with a broken
 * link is still rendered (the errors stop the build either way).
 */
async function onlyError(file: string, { leftOut = true } = {}): Promise<string> {
  const report = await load();
  expect(report.errors, JSON.stringify(report.errors)).toHaveLength(1);
  const [error = ""] = report.errors;
  expect(error.startsWith(`${file}: `), error).toBe(true);
  const sources = report.articles.map((article) => article.source);
  if (leftOut) expect(sources).not.toContain(file);
  return error.slice(file.length + 2);
}

describe("loadArticles: the happy path", () => {
  beforeEach(() => {
    writeTree(root, { "public/images/articles/chart.png": pngThreeByTwo });
    writeArticle(
      guide("prompt-basics"),
      { title: "Prompt basics", date: "2026-03-01", tags: ["prompts"] },
      "Intro text here.\n\n## First steps\n\nSee [the tools](/tools).\n\n### Detail\n\n![A chart](/images/articles/chart.png)",
    );
    writeArticle(
      guide("design-with-ai"),
      {
        title: "Design with AI",
        date: "2026-04-15",
        category: "design",
        cover: { src: "/images/articles/chart.png", alt: "A chart" },
      },
      "Read [prompt basics](/guides/prompt-basics#first-steps) first.",
    );
    writeArticle(
      news("model-release"),
      { title: "A new model is out", date: "2026-05-20", category: "tech" },
      "News body.",
    );
    writeArticle(
      guide("unfinished"),
      { title: "TODO title", description: `TODO ${"x".repeat(60)}`, draft: true },
      "TODO: write it. Links to [nowhere](/nowhere).",
    );
    writeTree(root, { "content/guides/notes.txt": "not an article", "content/news/.keep": "" });
  });

  it("returns the published articles newest first, lists the draft, and has no errors", async () => {
    const report = await load();
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.articles.map((article) => article.slug)).toEqual([
      "model-release",
      "design-with-ai",
      "prompt-basics",
    ]);
    expect(report.drafts).toEqual([guide("unfinished")]);
  });

  it("fills in slug, source, path, kind and the rendered body", async () => {
    const { articles } = await load();
    const basics = articles.find((article) => article.slug === "prompt-basics");
    expect(basics).toMatchObject({
      slug: "prompt-basics",
      source: guide("prompt-basics"),
      path: "/guides/prompt-basics",
      kind: "guide",
      title: "Prompt basics",
      date: "2026-03-01",
      tags: ["prompts"],
      draft: false,
      readingMinutes: 1,
      toc: [
        { id: "first-steps", text: "First steps", depth: 2 },
        { id: "detail", text: "Detail", depth: 3 },
      ],
    });
    // Intro text here (3), First steps (2), See the tools (3), Detail (1); not the alt text.
    expect(basics?.words).toBe(9);
    expect(basics?.html).toContain('width="3" height="2" loading="lazy"');
    expect(basics).not.toHaveProperty("internalLinks");
    expect(basics).not.toHaveProperty("problems");
    const release = articles.find((article) => article.slug === "model-release");
    expect(release).toMatchObject({ kind: "news", path: "/guides/model-release" });
  });

  it("summarise drops the body (HTML and plain text) and table of contents and keeps the rest", async () => {
    const { articles } = await load();
    const [first] = articles;
    expect(first).toBeDefined();
    if (!first) return;
    const summary = summarise(first);
    expect(summary).not.toHaveProperty("html");
    expect(summary).not.toHaveProperty("toc");
    expect(summary).not.toHaveProperty("text");
    const { html: _html, toc: _toc, text: _text, ...rest } = first;
    expect(summary).toEqual(rest);
    expect(first.html.length).toBeGreaterThan(0);
  });

  it("orders articles of the same day by title", async () => {
    writeArticle(guide("zebra"), { title: "Zebra guide", date: "2026-05-20" });
    writeArticle(guide("apple"), { title: "Apple guide", date: "2026-05-20" });
    const { articles } = await load();
    expect(articles.map((article) => article.title).slice(0, 3)).toEqual([
      "A new model is out",
      "Apple guide",
      "Zebra guide",
    ]);
  });

  it("reads nothing, without failing, when the content folders are missing", async () => {
    cleanup();
    const empty = makeTempDir("articles-empty");
    cleanup = empty.cleanup;
    root = empty.dir;
    expect(await load()).toEqual({ articles: [], drafts: [], errors: [], warnings: [] });
  });
});

describe("loadArticles: errors name the file and the field", () => {
  it("reports an invalid frontmatter field", async () => {
    writeArticle(guide("short"), { description: "Too short." });
    expect(await onlyError(guide("short"))).toMatch(/^description: must be at least 50 characters/);
  });

  it("reports an impossible unquoted date", async () => {
    writeTree(root, {
      [guide("bad-date")]: articleFile(validFrontmatter()).replace(
        'date: "2026-03-10"',
        "date: 2026-02-30",
      ),
    });
    expect(await onlyError(guide("bad-date"))).toBe(
      'date: must be a real date written YYYY-MM-DD, got "2026-02-30"',
    );
  });

  it("reports a misspelt key", async () => {
    writeArticle(guide("typo"), { updatd: "2026-03-12" });
    expect(await onlyError(guide("typo"))).toMatch(/updatd/);
  });

  it("reports every problem of one file", async () => {
    writeArticle(guide("many"), { title: "", category: "ai" });
    const { errors } = await load();
    expect(errors).toHaveLength(2);
    expect(errors).toContain(`${guide("many")}: title: must not be empty`);
    expect(errors.some((error) => error.startsWith(`${guide("many")}: category: `))).toBe(true);
  });

  it("reports frontmatter that is not YAML", async () => {
    writeTree(root, { [guide("broken")]: "---\ntitle: [unclosed\n---\n\nBody.\n" });
    expect(await onlyError(guide("broken"))).toMatch(/^frontmatter: not valid YAML/);
  });

  it("reports a news article in the guides folder", async () => {
    writeArticle(guide("misfiled"), { kind: "news" });
    expect(await onlyError(guide("misfiled"))).toBe(
      `kind: must be "guide" for a file in ${path.join("content", "guides")}, got "news"`,
    );
  });

  it("reports a guide in the news folder", async () => {
    writeArticle(news("misfiled-news"), { kind: "guide" });
    expect(await onlyError(news("misfiled-news"))).toMatch(/^kind: must be "news"/);
  });

  it("reports a draft filed in the wrong folder too", async () => {
    writeArticle(news("draft-misfiled"), { kind: "guide", draft: true });
    expect(await onlyError(news("draft-misfiled"))).toMatch(/^kind: /);
  });

  it("reports a slug used in both folders", async () => {
    writeArticle(guide("same-name"));
    writeArticle(news("same-name"), { title: "Other" });
    expect(await onlyError(news("same-name"))).toBe(
      `file name: the slug "same-name" is already used by ${guide("same-name")}`,
    );
  });

  it.each(["page", "feed"])("reports the reserved slug %s", async (slug) => {
    writeArticle(guide(slug));
    expect(await onlyError(guide(slug))).toMatch(/^file name: "[a-z]+" is reserved/);
  });

  it.each(["Capital", "under_score", "double--hyphen", "-leading", "café"])(
    "reports the invalid file name %s.md",
    async (slug) => {
      writeArticle(guide(slug));
      expect(await onlyError(guide(slug))).toBe(
        `file name: must be lower-case words joined by hyphens (it becomes the URL), got "${slug}"`,
      );
    },
  );

  it("reports a cover image missing from public/", async () => {
    writeArticle(guide("no-cover"), { cover: { src: "/images/articles/none.png", alt: "None" } });
    expect(await onlyError(guide("no-cover"))).toMatch(
      /^cover\.src: \/images\/articles\/none\.png does not exist/,
    );
  });

  it.each([
    ["the title", { title: "TODO: a title" }, "Body."],
    ["the description", { description: `Something TODO ${"x".repeat(50)}` }, "Body."],
    ["the body", {}, "First part.\n\nTODO finish this."],
  ])("reports a TODO left in %s of a published article", async (_where, overrides, body) => {
    writeArticle(guide("unfinished"), overrides, body);
    expect(await onlyError(guide("unfinished"))).toMatch(/still contains TODO/);
  });

  it("accepts TODO inside a longer word", async () => {
    writeArticle(guide("todos"), {}, "Our TODOS list and the MASTODON account.");
    const report = await load();
    expect(report.errors).toEqual([]);
    expect(report.articles).toHaveLength(1);
  });

  it("reports body problems: a missing image, a remote image and an h1", async () => {
    writeArticle(
      guide("bad-body"),
      {},
      "# Title\n\n![Gone](/images/articles/gone.png)\n\n![Far](https://example.com/x.png)",
    );
    const { errors, articles } = await load();
    expect(articles).toEqual([]);
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error.startsWith(`${guide("bad-body")}: body: `)).toBe(true);
  });

  it("reports a body that cannot be rendered as an error of that file, and loads the rest", async () => {
    writeTree(root, { "public/images/articles/broken.png": "not a PNG" });
    writeArticle(guide("fine"));
    writeArticle(guide("broken-image"), {}, "![Broken](/images/articles/broken.png)");
    const report = await load().catch((error: unknown) => error);
    expect(report).not.toBeInstanceOf(Error);
    const { errors, articles } = report as Awaited<ReturnType<typeof load>>;
    expect(articles.map((article) => article.slug)).toEqual(["fine"]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.startsWith(`${guide("broken-image")}: `)).toBe(true);
  });
});

describe("loadArticles: links", () => {
  it("reports a link to an article that does not exist", async () => {
    writeArticle(guide("linker"), {}, "See [this](/guides/missing-guide).");
    expect(await onlyError(guide("linker"), { leftOut: false })).toBe(
      "body: links to /guides/missing-guide, which is not a published article",
    );
  });

  it("reports a link to a draft", async () => {
    writeArticle(guide("linker"), {}, "See [this](/guides/secret#part).");
    writeArticle(guide("secret"), { draft: true });
    expect(await onlyError(guide("linker"), { leftOut: false })).toBe(
      "body: links to /guides/secret#part, which is not a published article",
    );
  });

  it("reports a site link that isKnownPath rejects, ignoring query and fragment", async () => {
    writeArticle(guide("linker"), {}, "[ok](/tools?x=1#top) [list](/guides/page/2) [bad](/toolz)");
    expect(await onlyError(guide("linker"), { leftOut: false })).toBe(
      "body: links to /toolz, which is not a page of the site",
    );
  });

  it("reports a repeated broken link once", async () => {
    writeArticle(guide("linker"), {}, "[a](/nope) and again [b](/nope)");
    expect(await onlyError(guide("linker"), { leftOut: false })).toBe(
      "body: links to /nope, which is not a page of the site",
    );
  });

  it("accepts any other site link when no isKnownPath is given", async () => {
    writeArticle(guide("linker"), {}, "[a](/anything)");
    const report = await load({ isKnownPath: undefined });
    expect(report.errors).toEqual([]);
  });

  it("warns about a link to an article published later, and not when updated covers it", async () => {
    writeArticle(guide("older"), { date: "2026-01-10" }, "See [newer](/guides/newer).");
    writeArticle(
      guide("updated-older"),
      { date: "2026-01-10", updated: "2026-03-01", title: "Updated older" },
      "See [newer](/guides/newer).",
    );
    writeArticle(
      guide("newer"),
      { date: "2026-02-20", title: "Newer" },
      "See [older](/guides/older).",
    );
    const report = await load();
    expect(report.errors).toEqual([]);
    expect(report.articles).toHaveLength(3);
    expect(report.warnings).toEqual([
      `${guide("older")}: body: links to /guides/newer, published 2026-02-20, after this article (2026-01-10); set updated or drop the link`,
    ]);
  });

  it("warns about an article dated in the future but publishes it", async () => {
    writeArticle(guide("tomorrow"), { date: "2026-06-02" });
    writeArticle(guide("today"), { date: "2026-06-01", title: "Today" });
    const report = await load();
    expect(report.errors).toEqual([]);
    expect(report.articles.map((article) => article.slug)).toEqual(["tomorrow", "today"]);
    expect(report.warnings).toEqual([
      `${guide("tomorrow")}: date: 2026-06-02 is in the future; the article is published anyway`,
    ]);
  });
});

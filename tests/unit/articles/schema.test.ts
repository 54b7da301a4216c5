import { describe, expect, it } from "vitest";
import { parseFrontmatter } from "@/lib/content/frontmatter";
import { articleCategories, articleFrontmatterSchema } from "@/lib/schemas/article";
import { describeIssues } from "@/lib/schemas/issues";
import { articleFile, validDescription, validFrontmatter, type FrontmatterFields } from "./helpers";

/** The `field: message` lines of a failed parse; fails the test if the parse succeeds. */
function problemsOf(fields: FrontmatterFields): string[] {
  const result = articleFrontmatterSchema.safeParse(fields);
  expect(result.success, `expected ${JSON.stringify(fields)} to be rejected`).toBe(false);
  return result.success ? [] : describeIssues(result.error);
}

describe("articleFrontmatterSchema", () => {
  it("accepts a complete, valid frontmatter and defaults draft to false", () => {
    const result = articleFrontmatterSchema.safeParse(
      validFrontmatter({
        updated: "2026-03-12",
        cover: { src: "/images/articles/prompt-cover.webp", alt: "A chat window with a prompt" },
      }),
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      title: "Writing better prompts",
      category: "prompts",
      kind: "guide",
      date: "2026-03-10",
      updated: "2026-03-12",
      tags: ["prompts", "chat gpt"],
      draft: false,
    });
  });

  it("accepts every category and both kinds", () => {
    for (const category of articleCategories) {
      for (const kind of ["guide", "news"]) {
        expect(
          articleFrontmatterSchema.safeParse(validFrontmatter({ category, kind })).success,
        ).toBe(true);
      }
    }
  });

  it("trims the title and accepts exactly 90 characters", () => {
    const title = "t".repeat(90);
    const result = articleFrontmatterSchema.safeParse(validFrontmatter({ title: `  ${title}  ` }));
    expect(result.success && result.data.title).toBe(title);
  });

  it("accepts descriptions of exactly 50 and 170 characters", () => {
    for (const length of [50, 170]) {
      const description = "d".repeat(length);
      expect(articleFrontmatterSchema.safeParse(validFrontmatter({ description })).success).toBe(
        true,
      );
    }
  });

  const failing: { name: string; overrides: FrontmatterFields; field: string; says: RegExp }[] = [
    {
      name: "missing title",
      overrides: { title: undefined },
      field: "title",
      says: /must be text/,
    },
    { name: "empty title", overrides: { title: "" }, field: "title", says: /must not be empty/ },
    {
      name: "blank title",
      overrides: { title: "   " },
      field: "title",
      says: /must not be empty/,
    },
    {
      name: "91-character title",
      overrides: { title: "t".repeat(91) },
      field: "title",
      says: /at most 90 characters/,
    },
    {
      name: "49-character description",
      overrides: { description: "d".repeat(49) },
      field: "description",
      says: /at least 50 characters/,
    },
    {
      name: "171-character description",
      overrides: { description: "d".repeat(171) },
      field: "description",
      says: /at most 170 characters/,
    },
    {
      name: 'category "ai"',
      overrides: { category: "ai" },
      field: "category",
      says: /must be one of prompts, tech, design, marketing, career, got "ai"/,
    },
    {
      name: 'kind "blog"',
      overrides: { kind: "blog" },
      field: "kind",
      says: /must be "guide" or "news", got "blog"/,
    },
    {
      name: "date 2026-02-30 (no such day)",
      overrides: { date: "2026-02-30" },
      field: "date",
      says: /must be a real date written YYYY-MM-DD, got "2026-02-30"/,
    },
    {
      name: "date 21/11/2026",
      overrides: { date: "21/11/2026" },
      field: "date",
      says: /YYYY-MM-DD, got "21\/11\/2026"/,
    },
    {
      name: "updated before date",
      overrides: { date: "2026-03-10", updated: "2026-03-09" },
      field: "updated",
      says: /must not be before date/,
    },
    {
      name: "invalid updated",
      overrides: { updated: "2026-13-01" },
      field: "updated",
      says: /YYYY-MM-DD/,
    },
    {
      name: "unknown key updatd",
      overrides: { updatd: "2026-03-12" },
      field: "",
      says: /updatd/,
    },
    { name: "empty tags", overrides: { tags: [] }, field: "tags", says: /at least one tag/ },
    {
      name: "repeated tag",
      overrides: { tags: ["prompts", "prompts"] },
      field: "tags",
      says: /must not repeat a tag/,
    },
    {
      name: 'tag "Bad Tag"',
      overrides: { tags: ["Bad Tag"] },
      field: "tags.0",
      says: /lower-case .* got "Bad Tag"/,
    },
    {
      name: 'tag "a/b"',
      overrides: { tags: ["ok", "a/b"] },
      field: "tags.1",
      says: /got "a\/b"/,
    },
    {
      name: "nine tags",
      overrides: { tags: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] },
      field: "tags",
      says: /at most 8 tags/,
    },
    {
      name: "tags as a string",
      overrides: { tags: "prompts" },
      field: "tags",
      says: /must be a list of tags/,
    },
    {
      name: "remote cover",
      overrides: { cover: { src: "https://example.com/cover.png", alt: "A cover" } },
      field: "cover.src",
      says: /local image under \/images\/articles\/.*got "https:\/\/example.com\/cover.png"/,
    },
    {
      name: "cover outside /images/articles",
      overrides: { cover: { src: "/images/cover.png", alt: "A cover" } },
      field: "cover.src",
      says: /local image under \/images\/articles\//,
    },
    {
      name: "cover without alt",
      overrides: { cover: { src: "/images/articles/cover.png" } },
      field: "cover.alt",
      says: /must be text/,
    },
    {
      name: "cover with blank alt",
      overrides: { cover: { src: "/images/articles/cover.png", alt: " " } },
      field: "cover.alt",
      says: /must describe the image/,
    },
    {
      name: 'draft "yes"',
      overrides: { draft: "yes" },
      field: "draft",
      says: /must be true or false/,
    },
    {
      name: "missing author",
      overrides: { author: undefined },
      field: "author",
      says: /must be text/,
    },
  ];

  it.each(failing)("rejects $name with a message naming $field", ({ overrides, field, says }) => {
    const fields = validFrontmatter(overrides);
    for (const [key, value] of Object.entries(overrides))
      if (value === undefined) delete fields[key];
    const problems = problemsOf(fields);
    const prefix = field ? `${field}: ` : "";
    const matching = problems.filter(
      (problem) => problem.startsWith(prefix) && says.test(problem.slice(prefix.length)),
    );
    expect(matching, `problems were: ${JSON.stringify(problems)}`).toHaveLength(1);
  });

  it("reports every broken field at once", () => {
    const problems = problemsOf(
      validFrontmatter({ title: "", category: "ai", date: "2026-02-30" }),
    );
    expect(problems.map((problem) => problem.split(":")[0]).sort()).toEqual([
      "category",
      "date",
      "title",
    ]);
  });
});

describe("parseFrontmatter", () => {
  it("keeps dates as the strings the author wrote (YAML core schema, no timestamps)", () => {
    const { data, content } = parseFrontmatter(
      "---\ndate: 2026-03-10\nupdated: 2026-02-30\ndraft: yes\n---\n\nBody text.\n",
    );
    expect(data).toEqual({ date: "2026-03-10", updated: "2026-02-30", draft: "yes" });
    expect(content.trim()).toBe("Body text.");
  });

  it("lets the schema reject an impossible unquoted date instead of rolling it over", () => {
    const { data } = parseFrontmatter(
      articleFile(validFrontmatter()).replace('date: "2026-03-10"', "date: 2026-02-30"),
    );
    expect(data).toMatchObject({ date: "2026-02-30" });
    const result = articleFrontmatterSchema.safeParse(data);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(describeIssues(result.error)).toEqual([
        'date: must be a real date written YYYY-MM-DD, got "2026-02-30"',
      ]);
  });

  it("reads a valid article file into frontmatter the schema accepts, unquoted values included", () => {
    const raw = `---
title: Writing better prompts
description: ${validDescription}
category: prompts
kind: guide
date: 2026-03-10
author: AI Compass Editorial
tags: [prompts, chat gpt]
draft: false
---

## Start here
`;
    const { data, content } = parseFrontmatter(raw);
    const result = articleFrontmatterSchema.safeParse(data);
    expect(result.success).toBe(true);
    expect(result.success && result.data.date).toBe("2026-03-10");
    expect(content).toContain("## Start here");
  });

  it("does not treat the YAML 1.1 word yes as a boolean, so draft: yes is an error", () => {
    const { data } = parseFrontmatter(
      articleFile(validFrontmatter()).replace("---\n\n", "draft: yes\n---\n\n"),
    );
    const result = articleFrontmatterSchema.safeParse(data);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(describeIssues(result.error)).toEqual(["draft: must be true or false"]);
  });

  it("throws on YAML that does not parse", () => {
    expect(() => parseFrontmatter("---\ntitle: [unclosed\n---\n\nBody")).toThrow();
  });
});

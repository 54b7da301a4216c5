/**
 * `npm run new:article -- "Title" [--news] [--category tech]`: writes content/guides/{slug}.md
 * (or content/news/ with --news) with valid frontmatter, as a draft, ready to write.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { slugify } from "../lib/directory/slug";
import {
  articleCategories,
  articleFrontmatterSchema,
  reservedArticleSlugs,
} from "../lib/schemas/article";
import { describeIssues } from "../lib/schemas/issues";
import { readCommandLine, UsageError } from "./lib/command-line";

const usage = `Usage: npm run new:article -- "Article title" [--news] [--category <category>] [--author <name>]

  Writes content/guides/<slug>.md (content/news/ with --news) as a draft with valid frontmatter.

  --news              a news item rather than a guide
  --category <name>   one of ${articleCategories.join(", ")} (default prompts; tech with --news)
  --author <name>     default "AI Compass Editorial"`;

const { values, title } = readCommandLine(
  { name: "new:article", usage },
  {
    allowPositionals: true,
    options: {
      news: { type: "boolean", default: false },
      category: { type: "string" },
      author: { type: "string", default: "AI Compass Editorial" },
    },
  },
  ({ values, positionals }) => {
    const title = positionals.join(" ").trim();
    if (!title)
      throw new UsageError('Give the article\'s title, in quotes: npm run new:article -- "Title"');
    return { values, title };
  },
);
const kind = values.news ? "news" : "guide";
const category = values.category ?? (values.news ? "tech" : "prompts");
const slug = slugify(title);
const today = new Date().toISOString().slice(0, 10);
const description = `TODO: one or two sentences (50–170 characters) saying what readers of "${title.slice(0, 60)}" will learn.`;

const frontmatter = {
  title,
  description,
  category,
  kind,
  date: today,
  author: values.author,
  tags: ["ai"],
  draft: true,
};
const result = articleFrontmatterSchema.safeParse(frontmatter);
if (!result.success) {
  console.error(`Cannot create the article:\n  ${describeIssues(result.error).join("\n  ")}`);
  if (!(articleCategories as readonly string[]).includes(category)) {
    console.error(`  (categories: ${articleCategories.join(", ")})`);
  }
  process.exit(1);
}
if (!slug || (reservedArticleSlugs as readonly string[]).includes(slug)) {
  console.error(`Cannot make a file name from "${title}"; choose another title.`);
  process.exit(1);
}
const file = path.join("content", kind === "news" ? "news" : "guides", `${slug}.md`);
if (existsSync(file)) {
  console.error(`${file} already exists; choose another title or edit that file.`);
  process.exit(1);
}

writeFileSync(
  file,
  `---
title: ${JSON.stringify(title)}
description: ${JSON.stringify(description)}
category: ${category}
kind: ${kind}
date: ${today}
author: ${JSON.stringify(values.author)}
tags: ["ai"]
draft: true
---

Start with the answer: what the reader will be able to do after reading, in two or three sentences.

## First section

Write in plain words. Link to sources for facts, and to other guides as /guides/their-file-name.
`,
);
console.log(
  `Created ${file} (a draft: set draft: false to publish). It will live at /guides/${slug}.`,
);

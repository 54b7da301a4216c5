/**
 * lib/data/site.ts: the one loader the build's getters and the scripts (content:check, the search
 * index, the open data, the link check, the editors' scripts) read the site through.
 */
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  directoryReportFor,
  loadDirectory,
  loadDirectoryReport,
  loadSite,
  loadSiteReport,
  SiteDataError,
} from "@/lib/data/site";
import { loadCatalogueReport } from "@/lib/data/tools-source";
import { articleFile, makeTempDir, validFrontmatter, writeTree } from "./articles/helpers";
import { category, validTool } from "./directory/fixtures";

let root: string;
let cleanup: () => void;
beforeEach(() => ({ dir: root, cleanup } = makeTempDir("site-data")));
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const today = "2026-11-24";

/** A small site under `root`: one category, one task file, prompt folders and a guide. */
function writeSite(files: Record<string, string> = {}): void {
  writeTree(root, {
    "data/tools/01-text.json": JSON.stringify(category([validTool])),
    "data/tasks/text.json": JSON.stringify({
      category: "text",
      tasks: [
        {
          id: "draft-an-email",
          name: "Draft an email",
          description: "Write a first draft of an email from a few notes, in the tone you need.",
          synonyms: ["write an email"],
        },
      ],
    }),
    "data/prompts/chatgpt/.keep": "",
    "data/prompts/midjourney/.keep": "",
    "content/guides/writing-better-prompts.md": articleFile(validFrontmatter()),
    ...files,
  });
}

function sources() {
  return {
    root,
    toolsDirectory: path.join(root, "data", "tools"),
    tasksDirectory: path.join(root, "data", "tasks"),
    publicFileExists: () => true,
    today,
  };
}

describe("loadSiteReport", () => {
  it("loads every part of a sound site with no problem", async () => {
    writeSite();
    const report = await loadSiteReport(sources());
    expect(report.errors).toEqual([]);
    expect(report.directory.catalogue.catalogue.tools.map((tool) => tool.slug)).toEqual([
      "example-writer",
    ]);
    // One tool is too few for a task page: the task is hidden, with a warning.
    expect(report.directory.tasks.index.hidden.map((task) => task.id)).toEqual(["draft-an-email"]);
    expect(report.articles.articles.map((article) => article.slug)).toEqual([
      "writing-better-prompts",
    ]);
  });

  it("names every problem of every part in one list, each with its file", async () => {
    writeSite({
      "data/tools/02-broken.json": "{ not json",
      "data/prompts/chatgpt/career.json": "[]",
      "content/guides/no-title.md": articleFile(validFrontmatter({ title: undefined })),
      "content/guides/dead-link.md": articleFile(
        validFrontmatter({ title: "A guide with a dead link" }),
        "See [the missing tool](/tools/no-such-tool).",
      ),
    });
    const { errors } = await loadSiteReport(sources());
    const files = errors.map((error) => error.split(/[:\s]/)[0]);
    expect(files).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/02-broken\.json$/),
        expect.stringMatching(/career\.json$/),
        expect.stringMatching(/no-title\.md$/),
        expect.stringMatching(/dead-link\.md$/),
      ]),
    );
    // The throwing variant stops on the same problems, every one named.
    const thrown = await loadSite(sources()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(SiteDataError);
    expect((thrown as SiteDataError).problems).toEqual(errors);
  });
});

describe("loadDirectoryReport", () => {
  it("checks the tools' tasks against the vocabulary", () => {
    writeSite({
      "data/tasks/text.json": JSON.stringify({
        category: "text",
        tasks: [
          {
            id: "summarise-a-report",
            name: "Summarise a report",
            description: "Turn a long report into the few points a reader needs, with sources.",
            synonyms: ["report summary"],
          },
        ],
      }),
    });
    const report = loadDirectoryReport(sources());
    expect(report.errors.join("\n")).toMatch(
      /01-text\.json › "Example Writer" › tasks\[0\]: "draft-an-email" is not a task of data\/tasks/,
    );
    expect(() => loadDirectory(sources())).toThrow(SiteDataError);
  });

  it("reads the folders TOOLS_DATA_DIR and TASKS_DATA_DIR name (the build-scale benchmark's)", () => {
    writeSite();
    vi.stubEnv("TOOLS_DATA_DIR", path.join(root, "data", "tools"));
    vi.stubEnv("TASKS_DATA_DIR", path.join(root, "data", "tasks"));
    const report = loadDirectoryReport({ publicFileExists: () => true, today });
    expect(report.errors).toEqual([]);
    expect(report.catalogue.catalogue.tools.map((tool) => tool.name)).toEqual(["Example Writer"]);
  });

  it("takes a catalogue built elsewhere, with the vocabulary checked against it", () => {
    writeSite();
    const catalogue = loadCatalogueReport(path.join(root, "data", "tools"), {
      publicFileExists: () => true,
      today,
    }).catalogue;
    const report = directoryReportFor(catalogue, sources());
    expect(report.errors).toEqual([]);
    expect(report.tasks.index.byId.size).toBe(0); // one tool: too few for a task page
    expect(report.warnings.join("\n")).toContain('"draft-an-email": hidden, 1 tool');
  });
});

import { describe, expect, it } from "vitest";
import { buildCatalogue, type CatalogueFile } from "@/lib/directory/catalogue";
import { buildTaskIndex, taskAreaPath, taskAreas, type TaskFile } from "@/lib/directory/tasks";
import { category, quotedPriceSource, validTool } from "./fixtures";

/** A listed tool of the fixture, with another name, price, confirmation date and tasks. */
function tool(name: string, tasks: string[], extra: Record<string, unknown> = {}) {
  const slug = name.toLowerCase().replace(/\s+/g, "-");
  return {
    ...validTool,
    name,
    link: `/tools/${slug}`,
    imageUrl: `/images/tools/${slug}.svg`,
    tasks,
    ...extra,
  };
}

const priced = (pricing: string, seen: string) => ({
  pricing,
  sources: [quotedPriceSource(pricing, undefined, seen, `https://example.com/${seen}`)],
});

const task = (id: string, name: string, synonyms: string[]) => ({
  id,
  name,
  description: `${name}, with an AI tool that does it for you.`,
  synonyms,
});

const vocabulary = (tasks: unknown[], file = "data/tasks/text.json"): TaskFile => ({
  file,
  data: { category: "text", tasks },
});

function index(tools: unknown[], files: TaskFile[], adult: unknown[] = []) {
  // A category lists at least one tool; a test about the vocabulary alone gets an untagged one.
  const listed = tools.length > 0 ? tools : [validTool];
  const catalogueFiles: CatalogueFile[] = [
    { file: "data/tools/01-text.json", data: category(listed) },
  ];
  if (adult.length > 0)
    catalogueFiles.push({
      file: "data/tools/18-nsfw.json",
      data: category(adult, { name: "NSFW", adult: true }),
    });
  const catalogue = buildCatalogue(catalogueFiles, {
    publicFileExists: () => true,
    today: "2026-11-24",
  });
  expect(catalogue.errors).toEqual([]);
  return buildTaskIndex(files, catalogue.catalogue, (t) => `${t.dataFile} › "${t.name}"`);
}

const summarise = task("summarize-a-pdf", "Summarize a PDF", ["pdf summary", "tldr a document"]);
const draft = task("draft-an-email", "Draft an email", ["write an email", "email writer"]);

describe("the task vocabulary and each task's tools", () => {
  it("lists a task's tools by fit, then the newest price confirmation, then price, then name", () => {
    const report = index(
      [
        tool("Mainly Email", ["draft-an-email", "summarize-a-pdf"], priced("Free", "2026-10-01")),
        tool("Old Check", ["summarize-a-pdf"], priced("Free", "2026-01-10")),
        tool("New Paid", ["summarize-a-pdf"], priced("price $20 /month", "2026-09-01")),
        tool("New Cheap", ["summarize-a-pdf"], priced("price $8 /month", "2026-09-01")),
        tool("New Free Plan", ["summarize-a-pdf"], priced("Freemium", "2026-09-01")),
        tool(
          "Second Free Plan",
          ["summarize-a-pdf", "draft-an-email"],
          priced("Freemium", "2026-09-01"),
        ),
      ],
      [vocabulary([summarise, draft])],
    );
    expect(report.errors).toEqual([]);
    const pdf = report.index.byId.get("summarize-a-pdf")!;
    expect(pdf.tools.map(({ tool: t, fit }) => `${t.name} (${fit})`)).toEqual([
      "New Free Plan (0)",
      "Second Free Plan (0)",
      "New Cheap (0)",
      "New Paid (0)",
      "Old Check (0)",
      "Mainly Email (1)",
    ]);
    expect(report.index.toolTasks.get("mainly-email")!.map((t) => t.id)).toEqual([
      "draft-an-email",
      "summarize-a-pdf",
    ]);
  });

  it("leaves out tools no longer on sale, unverified ones and adult ones", () => {
    const report = index(
      [
        tool("Live", ["summarize-a-pdf"]),
        tool("Other", ["summarize-a-pdf"]),
        tool("Unsure", ["summarize-a-pdf"], {
          status: "unverified",
          lastSeen: "2025-06",
          sources: undefined,
        }),
      ],
      [vocabulary([summarise])],
      [tool("Adult", ["summarize-a-pdf"], { censored: "true" })],
    );
    expect(report.errors).toEqual([]);
    expect(report.index.byId.get("summarize-a-pdf")!.tools.map((t) => t.tool.name)).toEqual([
      "Live",
      "Other",
    ]);
  });

  it("hides a task fewer than two tools do, and says which", () => {
    const report = index(
      [tool("Only", ["summarize-a-pdf", "draft-an-email"]), tool("Two", ["draft-an-email"])],
      [vocabulary([summarise, draft])],
    );
    expect(report.index.tasks.map((t) => t.id)).toEqual(["draft-an-email"]);
    expect(report.index.byId.has("summarize-a-pdf")).toBe(false);
    expect(report.index.toolTasks.get("only")!.map((t) => t.id)).toEqual(["draft-an-email"]);
    expect(report.warnings).toEqual([
      'data/tasks/text.json › "summarize-a-pdf": hidden, 1 tool (a task page needs at least 2)',
    ]);
  });

  it.each<[string, unknown[], TaskFile[], string]>([
    [
      "a tool naming an unknown task",
      [tool("Writer", ["write-a-poem"])],
      [vocabulary([summarise])],
      'data/tools/01-text.json › "Writer" › tasks[0]: "write-a-poem" is not a task of data/tasks',
    ],
    [
      "the same synonym in two tasks of two files",
      [],
      [
        vocabulary([summarise]),
        vocabulary(
          [task("draft-a-report", "Draft a report", ["pdf summary"])],
          "data/tasks/b.json",
        ),
      ],
      'data/tasks/b.json › "draft-a-report" › synonyms: "pdf summary" is already used by data/tasks/text.json › "summarize-a-pdf"',
    ],
    [
      "the same id twice",
      [],
      [vocabulary([summarise, { ...draft, id: "summarize-a-pdf" }])],
      'data/tasks/text.json › "summarize-a-pdf" › id: "summarize-a-pdf" is already used by data/tasks/text.json › "summarize-a-pdf"',
    ],
    [
      "a synonym that is another task's name",
      [],
      [vocabulary([summarise, task("draft-an-email", "Draft an email", ["summarize a pdf"])])],
      'data/tasks/text.json › "draft-an-email" › synonyms: "summarize a pdf" is the name of data/tasks/text.json › "summarize-a-pdf"',
    ],
    [
      "a category that is not a general one",
      [],
      [{ file: "data/tasks/x.json", data: { category: "nsfw", tasks: [summarise] } }],
      'data/tasks/x.json: category: "nsfw" is not a general category of data/tools (text)',
    ],
    [
      "a name that does not start with a verb's capital",
      [],
      [vocabulary([{ ...summarise, name: "summarize a PDF" }])],
      'data/tasks/text.json › "summarize-a-pdf" › name: must start with a capital letter: a verb, as in "Transcribe a meeting"',
    ],
  ])("names the file and the entry: %s", (_name, tools, files, message) => {
    expect(index(tools, files).errors).toContain(message);
  });
});

describe("taskAreas: /tasks grouped by area, each cut to the tasks most tools do", () => {
  const translate = task("translate-a-document", "Translate a document", ["doc translator"]);
  const { index: built } = index(
    [
      tool("Alpha", ["summarize-a-pdf", "draft-an-email", "translate-a-document"]),
      tool("Beta", ["summarize-a-pdf", "draft-an-email", "translate-a-document"]),
      tool("Gamma", ["draft-an-email", "translate-a-document"]),
      tool("Delta", ["translate-a-document"]),
    ],
    [vocabulary([summarise, draft, translate])],
  );
  const categories = [
    { slug: "text", name: "Text", adult: false },
    { slug: "images", name: "Images", adult: false },
    { slug: "nsfw", name: "NSFW", adult: true },
  ];

  it("keeps every task of an area within the limit, in the vocabulary's order, and skips empty areas", () => {
    const areas = taskAreas(categories, built.tasks);
    expect(areas.map((area) => [area.slug, area.total, area.tasks.map((t) => t.id)])).toEqual([
      ["text", 3, ["summarize-a-pdf", "draft-an-email", "translate-a-document"]],
    ]);
  });

  it("over the limit, shows the tasks most tools do, still in the vocabulary's order, and the total", () => {
    const [text] = taskAreas(categories, built.tasks, 2);
    expect(text!.total).toBe(3);
    expect(text!.tasks.map((t) => t.id)).toEqual(["draft-an-email", "translate-a-document"]);
    expect(taskAreaPath(text!.slug)).toBe("/tasks/in/text");
  });
});

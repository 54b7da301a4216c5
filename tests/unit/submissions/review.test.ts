/**
 * The approve and reject decisions of npm run submissions:review, and writing an approval,
 * against a temporary copy of data/tools (the real files are read once and never written).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { submissionFields } from "../../support/submission-fields";
import { buildCatalogue } from "@/lib/directory/catalogue";
import { loadDirectoryReport } from "@/lib/data/site";
import { readCatalogueFiles, readTaskFiles } from "@/lib/data/tools-source";
import { directoryIndex } from "@/lib/submissions/directory-index";
import {
  catalogueMatches,
  planApproval,
  planRejection,
  ReviewError,
  type ApprovalContext,
} from "@/lib/submissions/review";
import { rejectionReasons } from "@/lib/submissions/review-outcome";
import {
  parseSubmissionDocument,
  type StoredSubmission,
} from "@/lib/submissions/stored-submission";
import { applyApproval, writeFileAtomic } from "../../../scripts/lib/review-files";

const realData = path.resolve("data", "tools");
const today = "2026-11-24";

let tmp: string;
let dataDir: string;
let publicDir: string;

beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "review-test-"));
  dataDir = path.join(tmp, "tools");
  publicDir = path.join(tmp, "public");
  cpSync(realData, dataDir, { recursive: true });
  mkdirSync(publicDir);
});

afterEach(() => {
  rmSync(tmp, { recursive: true, force: true });
});

function submission(changes: Record<string, unknown> = {}): StoredSubmission {
  return parseSubmissionDocument(
    "sub123",
    {
      ...submissionFields,
      submittedAt: new Date("2026-11-20T10:00:00Z"),
      ...changes,
    },
    { forReview: true },
  );
}

/** Images exist for every listed tool (as in public/), and for nothing new. */
function context(): ApprovalContext {
  const files = readCatalogueFiles(dataDir);
  return {
    files,
    taskFiles: readTaskFiles(),
    today,
    publicFileExists: (sitePath) =>
      existsSync(path.join(publicDir, sitePath)) || existsSync(path.join("public", sitePath)),
  };
}

/**
 * The editor's approval with a genre and a task: the data's categories have no single prevailing
 * genre any more (Text is mostly assistants, but not by half), and every tool does at least one
 * task, so an approval names both unless it tests them.
 */
function approve(...[submission, choices, context]: Parameters<typeof planApproval>) {
  return planApproval(
    submission,
    {
      genre: "Writing",
      tasks: ["write-a-blog-post"],
      priceQuote: "Start free; Pro adds unlimited drafts.",
      ...choices,
    },
    context,
  );
}

function reviewError(run: () => unknown): ReviewError {
  try {
    run();
  } catch (error) {
    if (error instanceof ReviewError) return error;
    throw error;
  }
  throw new Error("expected a ReviewError");
}

const textFile = () => readdirSync(dataDir).find((name) => name.endsWith("-text.json"))!;
const imagesFile = () => readdirSync(dataDir).find((name) => name.endsWith("-images.json"))!;

describe("planApproval", () => {
  it("adds the tool at the end of its category file, valid for the build", () => {
    const before = JSON.parse(readFileSync(path.join(dataDir, textFile()), "utf8")) as {
      items: unknown[];
    };
    const plan = approve(
      submission(),
      { features: ["Drafts from an outline", " "], pricing: "Freemium" },
      context(),
    );
    expect(plan.file).toMatch(/-text\.json$/);
    expect(plan.slug).toBe("compass-writer");
    const after = JSON.parse(plan.text) as { items: Record<string, unknown>[] };
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.items.slice(0, -1)).toEqual(before.items);
    expect(after.items.at(-1)).toMatchObject({
      name: "Compass Writer",
      link: "/tools/compass-writer",
      externalLink: "https://compass-writer.example.com/app",
      features: ["Drafts from an outline"],
      pricing: "Freemium",
      sources: [
        {
          url: "https://compass-writer.example.com/app",
          seen: today,
          kind: "vendor",
          quote: "Start free; Pro adds unlimited drafts.",
          confirmsPrice: true,
        },
      ],
    });
    // The written file passes the build's whole-catalogue check.
    const files = readCatalogueFiles(dataDir).map((entry) =>
      entry.file.endsWith(textFile()) ? { file: entry.file, data: JSON.parse(plan.text) } : entry,
    );
    const planned = new Set(plan.images.map((image) => image.sitePath));
    const report = buildCatalogue(files, {
      today,
      publicFileExists: (p) => planned.has(p) || existsSync(path.join("public", p)),
    });
    expect(report.errors).toEqual([]);
    expect(report.catalogue.toolsBySlug.get("compass-writer")?.categorySlug).toBe("text");
    expect(plan.images.map((image) => image.sitePath)).toEqual([
      "/images/tools/compass-writer.svg",
    ]);
  });

  it("states no price, and marks no source as confirming one, unless the editor confirmed the pricing", () => {
    const plan = approve(submission(), { features: ["Drafts"] }, context());
    expect(plan.tool.pricing).toBe("");
    expect(plan.tool.sources).toHaveLength(1);
    expect(plan.tool.sources?.[0]).not.toHaveProperty("confirmsPrice");
  });

  it("lists it in the category the editor chose, with their genre, about and keywords", () => {
    const plan = approve(
      submission(),
      {
        category: "images",
        genre: "Image generation",
        about: "A longer paragraph about what Compass Writer does, written by the editor.",
        features: ["One", "Two"],
        keywords: ["writing", "drafts"],
        slug: "compass-writer-pro",
      },
      context(),
    );
    expect(plan.file).toMatch(/-images\.json$/);
    expect(plan.tool).toMatchObject({
      genre: "Image generation",
      link: "/tools/compass-writer-pro",
      keywords: ["writing", "drafts"],
      features: ["One", "Two"],
    });
  });

  it("marks a tool approved into an adult category as censored", () => {
    const plan = approve(submission(), { category: "nsfw", features: ["x1"] }, context());
    expect(plan.tool.censored).toBe("true");
  });

  it("refuses an unknown category and names the known ones", () => {
    const error = reviewError(() =>
      approve(submission(), { category: "weapons", features: ["x1"] }, context()),
    );
    expect(error.message).toContain('Unknown category "weapons"');
    expect(error.message).toContain("text, agents, ai-browsers, images");
  });

  it("refuses a tool without features, naming the option that supplies them", () => {
    const error = reviewError(() => approve(submission(), {}, context()));
    expect(error.problems).toEqual([
      "features: must list at least one feature [--feature (once per feature)]",
    ]);
  });

  it("refuses a tool without a task, or with a task data/tasks does not have, naming --task", () => {
    expect(
      reviewError(() => approve(submission(), { features: ["x1"], tasks: [] }, context())).problems,
    ).toEqual([
      "tasks: must list at least one task (an id from data/tasks) [--task (once per task, its main job first)]",
    ]);
    const unknown = reviewError(() =>
      approve(submission(), { features: ["x1"], tasks: ["knit-a-scarf"] }, context()),
    );
    expect(unknown.problems.join("\n")).toMatch(
      /"Compass Writer" › tasks\[0\]: "knit-a-scarf" is not a task of data\/tasks \[--task/,
    );
  });

  it("refuses an about shorter than the directory's 50 characters", () => {
    const error = reviewError(() =>
      approve(
        submission({ description: "Writes drafts from outlines." }),
        { features: ["x1"] },
        context(),
      ),
    );
    expect(error.problems).toEqual(["about: must be at least 50 characters [--about]"]);
  });

  it("refuses pricing the directory cannot read", () => {
    const error = reviewError(() =>
      approve(submission(), { features: ["x1"], pricing: "cheap" }, context()),
    );
    expect(error.problems[0]).toMatch(/^pricing: .*got "cheap" \[--pricing\]$/);
  });

  it("asks for the words on the tool's site that state the price it lists, and checks the figure is in them", () => {
    const missing = reviewError(() =>
      approve(
        submission(),
        { features: ["x1"], pricing: "Freemium", priceQuote: undefined },
        context(),
      ),
    );
    expect(missing.problems.join("\n")).toMatch(/sources\[0\]\.quote: .*\[--price-quote/);
    const wrong = reviewError(() =>
      approve(
        submission(),
        { features: ["x1"], pricing: "price $12 /month", priceQuote: "Pro costs $15 a month." },
        context(),
      ),
    );
    expect(wrong.problems.join("\n")).toMatch(/pricing: 12 \(USD\) is in no quote/);
  });

  it("refuses a slug another tool has, in any category", () => {
    const error = reviewError(() =>
      approve(submission({ name: "ChatGPT" }), { features: ["x1"] }, context()),
    );
    expect(error.summary).toContain("would break the directory data; nothing was written");
    expect(error.problems.join("\n")).toMatch(/slug "chatgpt" is already used by .*\[--slug\]/);
  });

  it("refuses a malformed slug", () => {
    const error = reviewError(() =>
      approve(submission(), { features: ["x1"], slug: "Compass Writer" }, context()),
    );
    expect(error.message).toContain("--slug compass-writer");
  });

  it("does not blame the approval for problems the data already had", () => {
    const file = path.join(dataDir, imagesFile());
    const data = JSON.parse(readFileSync(file, "utf8")) as { items: Record<string, unknown>[] };
    data.items[0]!.pricing = "cheap";
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    const plan = approve(submission(), { features: ["x1"] }, context());
    expect(plan.slug).toBe("compass-writer");
  });

  it("approves into a category while another category file does not even parse", () => {
    writeFileSync(path.join(dataDir, imagesFile()), "{ not json");
    const plan = approve(submission(), { features: ["x1"] }, context());
    expect(plan.file).toMatch(/-text\.json$/);
    // The broken file has no category to approve into until it is mended.
    const error = reviewError(() =>
      approve(submission(), { category: "images", features: ["x1"] }, context()),
    );
    expect(error.message).toContain('Unknown category "images"');
  });
});

describe("catalogueMatches", () => {
  const index = () =>
    directoryIndex(loadDirectoryReport({ toolsDirectory: dataDir }).catalogue.catalogue);

  it("names the listed tools on the same site, whatever the address's form", () => {
    const matches = catalogueMatches("http://www.chatgpt.com/?utm_source=newsletter", index());
    expect(matches.map((match) => match.slug)).toContain("chatgpt");
    expect(matches.every((match) => match.address.startsWith("chatgpt.com"))).toBe(true);
    expect(matches.find((match) => match.slug === "chatgpt")?.file).toMatch(/-text\.json$/);
  });

  it("names nothing for a new site", () => {
    expect(catalogueMatches("https://compass-writer.example.com/app", index())).toEqual([]);
  });
});

describe("applyApproval", () => {
  function plan() {
    return approve(submission(), { features: ["Drafts"], pricing: "Freemium" }, context());
  }

  it("writes the category file and the images, and nothing else", () => {
    const approved = plan();
    const target = path.join(dataDir, path.basename(approved.file));
    const original = readFileSync(target, "utf8");
    const others = readdirSync(dataDir)
      .filter((name) => name !== path.basename(target))
      .map((name) => [name, readFileSync(path.join(dataDir, name), "utf8")]);
    const applied = applyApproval(approved, { dataDir, publicDir, original });
    expect(readFileSync(target, "utf8")).toBe(approved.text);
    expect(existsSync(path.join(publicDir, "images/tools/compass-writer.svg"))).toBe(true);
    expect(applied.written).toHaveLength(2);
    for (const [name, text] of others) {
      expect(readFileSync(path.join(dataDir, name!), "utf8")).toBe(text);
    }
    // No temporary file is left behind.
    expect(readdirSync(dataDir).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("undo puts the category file back and removes the images it made", () => {
    const approved = plan();
    const target = path.join(dataDir, path.basename(approved.file));
    const original = readFileSync(target, "utf8");
    applyApproval(approved, { dataDir, publicDir, original }).undo();
    expect(readFileSync(target, "utf8")).toBe(original);
    expect(existsSync(path.join(publicDir, "images/tools/compass-writer.svg"))).toBe(false);
  });

  it("refuses to write when the file changed since the plan was made", () => {
    const approved = plan();
    const target = path.join(dataDir, path.basename(approved.file));
    const original = readFileSync(target, "utf8");
    writeFileSync(target, `${original} `);
    expect(() => applyApproval(approved, { dataDir, publicDir, original })).toThrow(
      /changed while the approval was prepared/,
    );
    expect(readFileSync(target, "utf8")).toBe(`${original} `);
    expect(existsSync(path.join(publicDir, "images/tools/compass-writer.svg"))).toBe(false);
  });

  it("writes files byte for byte as they are kept (an approval changes one file's items only)", () => {
    for (const name of readdirSync(realData).filter((file) => file.endsWith(".json"))) {
      const text = readFileSync(path.join(realData, name), "utf8");
      expect(`${JSON.stringify(JSON.parse(text), null, 2)}\n`).toBe(text);
    }
  });

  it("writeFileAtomic replaces a file's content in one step", () => {
    const file = path.join(tmp, "atomic.json");
    writeFileSync(file, "old");
    writeFileAtomic(file, "new");
    expect(readFileSync(file, "utf8")).toBe("new");
    expect(readdirSync(tmp).filter((name) => name.includes(".tmp"))).toEqual([]);
  });
});

describe("planRejection", () => {
  it.each(rejectionReasons.filter((reason) => reason.value !== "other"))(
    "accepts the reason $value without a note",
    ({ value }) => {
      expect(planRejection(value)).toEqual({ status: "rejected", reason: value, reasonNote: "" });
    },
  );

  it("keeps the note, trimmed", () => {
    expect(planRejection("duplicate", "  Listed as ChatGPT.  ").reasonNote).toBe(
      "Listed as ChatGPT.",
    );
  });

  it('needs a note for "other"', () => {
    expect(() => planRejection("other", " ")).toThrow(/needs a note/);
    expect(planRejection("other", "Only a waitlist so far.").reason).toBe("other");
  });

  it("refuses an unknown reason and lists the known ones", () => {
    expect(() => planRejection("spam")).toThrow(
      'Unknown reason "spam": pass --reason with one of duplicate, not-ai, broken-link, not-a-tool, adult-unmarked, other.',
    );
  });

  it("refuses a note over 500 characters", () => {
    expect(() => planRejection("duplicate", "x".repeat(501))).toThrow(/501 characters/);
    expect(planRejection("duplicate", "x".repeat(500)).reasonNote).toHaveLength(500);
  });
});

import { describe, expect, it } from "vitest";
import { submissionFields } from "../support/submission-fields";
import { category, validTool } from "./directory/fixtures";
import { buildCatalogue, type CatalogueFile } from "@/lib/directory/catalogue";
import { parsePricing } from "@/lib/directory/pricing";
import { slugify } from "@/lib/directory/slug";
import { DataValidationError } from "@/lib/schemas/issues";
import { toolSchema } from "@/lib/schemas/tool";
import { directoryIndex, toolsOnSameSite } from "@/lib/submissions/directory-index";
import { parseSubmissionDocument } from "@/lib/submissions/stored-submission";
import {
  directoryPrice,
  draftPricing,
  exportFileName,
  exportSubmission,
  submissionToDraft,
} from "@/lib/submissions/to-draft";

const today = "2026-03-04";

/** What firebase-admin's doc.data() gives for submittedAt: a Timestamp with seconds and nanoseconds. */
class FakeTimestamp {
  constructor(
    private readonly _seconds: number,
    private readonly _nanoseconds: number,
  ) {}
  get seconds() {
    return this._seconds;
  }
  get nanoseconds() {
    return this._nanoseconds;
  }
  toDate() {
    return new Date(this._seconds * 1000 + this._nanoseconds / 1e6);
  }
}

/** 2026-02-14T09:30:00.250Z */
const submittedAt = new FakeTimestamp(Date.UTC(2026, 1, 14, 9, 30) / 1000, 250_000_000);

/** A complete stored submission, as the submit form writes it. */
function storedDoc(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...submissionFields,
    notes: "We launched last week.",
    submittedAt,
    ...changes,
  };
}

const id = "Xy12AbCdEfGhIjKlMnOp";

/** A listed tool named `name`, on its own site unless `extra` says otherwise. */
function listed(name: string, extra: Record<string, unknown> = {}) {
  const slug = slugify(name);
  return {
    ...validTool,
    name,
    link: `/tools/${slug}`,
    externalLink: `https://${slug}.example.org/`,
    ...extra,
  };
}

/** The index the export is given: the category files checked as the build checks them. */
function indexOf(files: readonly CatalogueFile[]) {
  return directoryIndex(buildCatalogue(files, { publicFileExists: () => true, today }).catalogue);
}

const categoryFiles: CatalogueFile[] = [
  {
    file: "data/tools/01-text.json",
    // No genre prevails here: the draft asks the editor for one.
    data: category([
      listed("Quill Pad", { genre: "Writing", externalLink: "https://www.quillpad.example.org/" }),
      listed("Repo Scribe", { genre: "Docs", externalLink: "https://github.com/acme/scribe" }),
      // A record the build refuses is not listed.
      { name: "Half Done", link: "/tools/half-done" },
    ]),
  },
  {
    file: "data/tools/16-nsfw.json",
    // The genre most of a category's tools share is the guess for a submitted tool.
    data: category(
      [
        listed("Velvet Muse", { genre: "Companion", censored: "true" }),
        listed("Night Pal", { genre: "companion", censored: "true" }),
        listed("Tale Den", { genre: "Roleplay", censored: "true" }),
      ],
      { name: "NSFW", adult: true },
    ),
  },
  { file: "data/tools/99-broken.json", data: null, parseError: "Unexpected token" },
];
const index = indexOf(categoryFiles);

function draftFor(changes: Record<string, unknown> = {}) {
  return exportSubmission(id, storedDoc(changes), { index, today });
}

/** The field paths toolSchema rejects in a draft. */
function schemaProblemFields(draft: unknown): string[] {
  const result = toolSchema.safeParse(draft);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("submission → draft: a full valid submission", () => {
  const { record, fileName, text } = draftFor();

  it("copies the submission's facts for the editor", () => {
    expect(record.submission).toEqual({
      id,
      submittedAt: "2026-02-14T09:30:00.250Z",
      category: "text",
      email: "maker@example.com",
      notes: "We launched last week.",
      uid: "alice",
      website: "https://compass-writer.example.com/app",
      pricing: "freemium",
      priceText: "",
    });
  });

  it("fills the tool record from the submission", () => {
    expect(record.draft).toEqual({
      name: "Compass Writer",
      genre: "",
      shortDescription:
        "Writes first drafts of long articles, newsletters and posts from a short outline.",
      about: "Writes first drafts of long articles, newsletters and posts from a short outline.",
      features: [],
      pricing: "Freemium",
      link: "/tools/compass-writer",
      externalLink: "https://compass-writer.example.com/app",
      imageUrl: "/images/tools/compass-writer.svg",
      keywords: ["compass writer"],
      tasks: [],
      sources: [
        {
          url: "https://compass-writer.example.com/app",
          title: "Compass Writer: official website",
          seen: today,
          confirmsPrice: true,
        },
      ],
    });
    // Not featured: the directory derives "featured" from promo, which a draft never has.
    expect(record.draft).not.toHaveProperty("promo");
    expect(record.draft).not.toHaveProperty("censored");
  });

  it("passes the tool schema except for the fields only an editor can fill, which the checklist names", () => {
    const problems = schemaProblemFields(record.draft);
    expect(problems.sort()).toEqual(["features", "genre", "tasks"]);
    const checklist = record.editorChecklist.join("\n");
    expect(checklist).toContain("Schema: genre: must not be empty");
    expect(checklist).toContain("Schema: features: must list at least one feature");
    expect(checklist).toContain("Schema: tasks: must list at least one task");
    // Once the editor fills them, the record is valid.
    expect(
      toolSchema.safeParse({
        ...record.draft,
        genre: "Writing",
        features: ["Outline to draft"],
        tasks: ["write-a-blog-post"],
      }).success,
    ).toBe(true);
  });

  it("lists what the editor must still check: category file, logo, about, pricing, genre, features, notes", () => {
    const [category, ...rest] = record.editorChecklist;
    expect(category).toMatch(/^Category: .*data\/tools\/01-text\.json/);
    const checklist = rest.join("\n");
    expect(checklist).toMatch(/^Logo: .*npm run images:tools/m);
    expect(checklist).toMatch(/^About: /m);
    expect(checklist).toMatch(/^Pricing: confirm "Freemium" on https:\/\/compass-writer/m);
    expect(checklist).toMatch(/^Genre: fill in/m);
    expect(checklist).toMatch(/^Features and keywords: /m);
    expect(checklist).toMatch(/^Notes: /m);
    expect(checklist).not.toMatch(/Duplicate\?|Website: |Adult category/);
  });

  it("names the file <date>-<slug>-<first 6 of the id>.json and writes indented JSON", () => {
    expect(fileName).toBe("2026-02-14-compass-writer-Xy12Ab.json");
    expect(text.endsWith("}\n")).toBe(true);
    expect(JSON.parse(text)).toEqual(record);
    expect(Object.keys(record)).toEqual(["submission", "draft", "editorChecklist"]);
  });
});

describe("submission → draft: slug and file name", () => {
  it.each([
    ["Notion AI", "notion-ai"],
    ["Tickles.ai", "tickles-ai"],
    ["  Café Déjà  ", "cafe-deja"],
    ["GPT-4o Mini!!", "gpt-4o-mini"],
  ])("%j → /tools/%s", (name, slug) => {
    const { record, fileName } = draftFor({ name });
    expect(record.draft.link).toBe(`/tools/${slug}`);
    expect(record.draft.name).toBe(name.trim());
    expect(fileName).toBe(`2026-02-14-${slug}-Xy12Ab.json`);
  });

  it("uses the UTC date of submittedAt, and accepts a Date as well as a Timestamp", () => {
    expect(
      exportFileName({
        id: "abcdefgh",
        name: "A B",
        submittedAt: new Date("2025-12-31T23:59:59Z"),
      }),
    ).toBe("2025-12-31-a-b-abcdef.json");
    const parsed = parseSubmissionDocument(
      "abc",
      storedDoc({ submittedAt: new Date("2026-01-01T00:00:00Z") }),
    );
    expect(exportFileName(parsed)).toBe("2026-01-01-compass-writer-abc.json");
  });

  it("keeps unusual document ids safe in the file name", () => {
    expect(exportFileName({ id: "a.b/c d", name: "X Y", submittedAt: new Date(0) })).toBe(
      "1970-01-01-x-y-a_b_c_.json",
    );
  });
});

describe("submission → draft: pricing text", () => {
  it.each([
    ["free", "", "Free"],
    ["free", "Free for students", "Free"],
    ["freemium", "", "Freemium"],
    ["freemium", "Pro from $10 a month", "Freemium"],
    ["paid", "", ""],
    ["paid", "$10/month", "price $10 /month"],
    ["paid", "From 29 USD a month", "price $29 /month"],
    ["paid", "19.99$ per month", "price $19.99 /month"],
    ["paid", "$120 per year", "price $120 /year"],
    ["paid", "$5 weekly", "price $5 /week"],
    ["paid", "$49 one-time", "price $49"],
    ["paid", "€19 / month", "19 euros /month"],
    ["paid", "199 EUR per year", "199 euros /year"],
    ["paid", "9,99 € monthly", "9.99 euros /month"],
    ["paid", "1,200 dollars annually", "price $1200 /year"],
    ["paid", "£10 a month", ""],
    ["paid", "10 per month", ""],
    ["paid", "$0", ""],
    ["paid", "Contact sales", ""],
  ] as const)("%s with %j → %j", (pricing, priceText, expected) => {
    expect(draftPricing(pricing, priceText)).toBe(expected);
    // Every result is a form the directory accepts.
    expect(parsePricing(expected)).not.toBeNull();
    const { record } = draftFor({ pricing, priceText });
    expect(record.draft.pricing).toBe(expected);
    expect(schemaProblemFields(record.draft)).not.toContain("pricing");
  });

  it("tells the editor what the submitter wrote and what to check", () => {
    const line = (changes: Record<string, unknown>) =>
      draftFor(changes).record.editorChecklist.find((item) => item.startsWith("Pricing:"));
    expect(line({ pricing: "free" })).toMatch(/^Pricing: confirm "Free" on https:/);
    expect(line({ pricing: "freemium", priceText: "Pro $8/mo" })).toContain(
      'confirm "Freemium" (the submitter wrote "Pro $8/mo")',
    );
    expect(line({ pricing: "paid", priceText: "$10/month" })).toContain(
      'confirm "price $10 /month" (the submitter wrote "$10/month")',
    );
    expect(line({ pricing: "paid", priceText: "" })).toContain("no price was given");
    expect(line({ pricing: "paid", priceText: "£10 a month" })).toContain(
      'the submitter wrote "£10 a month", which is not a single $ or € price',
    );
  });

  it("reads only whole dollar or euro amounts", () => {
    expect(directoryPrice("$1234567")).toBeNull();
    expect(directoryPrice("$10 or €9")).toBeNull();
  });
});

describe("submission → draft: what the directory already has", () => {
  it("lists what the validated catalogue has, leaving out a broken file and a refused record", () => {
    expect([...index.categories.keys()]).toEqual(["text", "nsfw"]);
    expect(index.categories.get("text")?.file).toBe("data/tools/01-text.json");
    expect(index.tools.get("quill-pad")?.label).toBe('data/tools/01-text.json › "Quill Pad"');
    expect(index.tools.has("half-done")).toBe(false);
    expect(
      toolsOnSameSite(index, "http://quillpad.example.org/pricing?utm_source=x").map(
        (tool) => tool.label,
      ),
    ).toEqual(['data/tools/01-text.json › "Quill Pad"']);
  });

  it("flags a slug or website already in the directory", () => {
    const bySlug = draftFor({ name: "Quill Pad" }).record.editorChecklist.join("\n");
    expect(bySlug).toContain(
      'Duplicate? The link /tools/quill-pad is already used by data/tools/01-text.json › "Quill Pad"',
    );
    const byHost = draftFor({ website: "https://quillpad.example.org/pricing" }).record
      .editorChecklist;
    expect(byHost.join("\n")).toContain(
      "Duplicate? quillpad.example.org is already the website of",
    );
  });

  it("tells tools on a shared host apart by their path, as the review and the submit form do", () => {
    const checklist = (website: string) => draftFor({ website }).record.editorChecklist.join("\n");
    expect(checklist("https://github.com/acme/scribe/releases")).toContain(
      'Duplicate? github.com/acme/scribe is already the website of data/tools/01-text.json › "Repo Scribe"',
    );
    expect(checklist("https://github.com/other/tool")).not.toContain("Duplicate?");
  });

  it("marks a tool in an adult category censored, as the catalogue requires", () => {
    const { record } = draftFor({ category: "nsfw" });
    expect(record.draft.censored).toBe("true");
    expect(record.draft.genre).toBe("Companion");
    expect(record.editorChecklist[0]).toContain("data/tools/16-nsfw.json");
    expect(record.editorChecklist.join("\n")).toMatch(/^Adult category: /m);
    expect(record.editorChecklist.join("\n")).toMatch(/^Genre: "Companion" is a guess/m);
  });

  it("guesses the genre from the category's tools, so a renamed or new category keeps guessing", () => {
    const files: CatalogueFile[] = [
      {
        file: "data/tools/19-moving-images.json",
        data: category(
          [
            listed("Reel One", { genre: "Video generation" }),
            listed("Reel Two", { genre: "video generation" }),
            listed("Cutter", { genre: "Video editing" }),
          ],
          { name: "Moving Images" },
        ),
      },
      {
        file: "data/tools/20-mixed.json",
        data: category(
          [
            listed("A1", { genre: "Notes" }),
            listed("B1", { genre: "Notes" }),
            listed("C1", { genre: "Forms" }),
            listed("D1", { genre: "Finance" }),
            listed("E1", { genre: "Evaluation" }),
          ],
          { name: "Mixed" },
        ),
      },
    ];
    const renamed = indexOf(files);
    const guess = (category: string) =>
      exportSubmission(id, storedDoc({ category }), { index: renamed, today }).record;
    expect(guess("moving-images").draft.genre).toBe("Video generation");
    expect(guess("moving-images").editorChecklist.join("\n")).toMatch(
      /^Genre: "Video generation" is a guess from the category; check it\.$/m,
    );
    // Two of five tools is no majority: no guess, and the editor is asked for one.
    expect(guess("mixed").draft.genre).toBe("");
    expect(guess("mixed").editorChecklist.join("\n")).toMatch(/^Genre: fill in/m);
    // Without the directory's categories there is nothing to guess from.
    expect(submissionToDraft(parseSubmissionDocument(id, storedDoc()), { today }).draft.genre).toBe(
      "",
    );
  });

  it("asks for a category file when the submitted category has none", () => {
    const { record } = draftFor({ category: "weapons" });
    expect(record.editorChecklist[0]).toBe(
      'Category: "weapons" matches no file in data/tools; choose the category file whose "items" the draft goes into.',
    );
  });

  it("warns about a referral parameter in the website", () => {
    const { record } = draftFor({ website: "https://compass-writer.example.com/?ref=aicompass" });
    expect(record.editorChecklist.join("\n")).toMatch(/^Website: .*referral parameter/m);
  });
});

describe("submission → draft: values the schema rejects go to the checklist, not an error", () => {
  it.each([
    ["a description too short for about", { description: "Drafts articles fast." }, ["about"]],
    ["a name too long for keywords", { name: "A".repeat(70) }, ["keywords.0"]],
    ["a website that is not https", { website: "http://example.com" }, ["externalLink"]],
  ])("%s", (_label, changes, fields) => {
    const { record } = draftFor(changes);
    const problems = schemaProblemFields(record.draft);
    for (const field of fields) {
      expect(problems).toContain(field);
      expect(record.editorChecklist.some((item) => item.startsWith(`Schema: ${field}:`))).toBe(
        true,
      );
    }
  });

  it("lower-cases the website's scheme and host and trims the text fields", () => {
    const { record } = draftFor({
      website: " HTTPS://Compass-Writer.Example.com/App ",
      description: "  Writes first drafts of long articles from a short outline, in minutes.  ",
      email: " maker@example.com ",
    });
    expect(record.draft.externalLink).toBe("https://compass-writer.example.com/App");
    expect(record.draft.shortDescription).toBe(
      "Writes first drafts of long articles from a short outline, in minutes.",
    );
    expect(record.submission.email).toBe("maker@example.com");
  });
});

describe("submission → draft: bad documents", () => {
  function problemsOf(data: unknown, docId = id): string[] {
    try {
      exportSubmission(docId, data, { index, today });
    } catch (error) {
      if (error instanceof DataValidationError) {
        expect(error.source).toBe(`tool_submissions/${docId}`);
        expect(error.message).toContain(`tool_submissions/${docId}:`);
        return [...error.problems];
      }
      throw error;
    }
    throw new Error("expected a DataValidationError");
  }

  const required = [
    "name",
    "website",
    "category",
    "description",
    "pricing",
    "priceText",
    "email",
    "notes",
    "status",
    "uid",
    "submittedAt",
  ];

  it.each(required)("names the missing field %s", (field) => {
    const data = storedDoc();
    delete data[field];
    expect(problemsOf(data)).toEqual([`${field}: is missing`]);
  });

  it.each([
    ["name", 12345, "name: must be text, got the number 12345"],
    ["name", "  ", "name: must not be empty"],
    ["name", "!!!", "name: must contain a letter or digit (the tool's slug is made from it)"],
    ["website", ["https://example.com"], "website: must be text, got an array"],
    ["category", null, "category: must be text, got null"],
    ["description", false, "description: must be text, got the boolean false"],
    ["pricing", { value: "free" }, 'pricing: must be "free", "freemium" or "paid", got a map'],
    ["pricing", "cheap", 'pricing: must be "free", "freemium" or "paid", got the text "cheap"'],
    ["priceText", 10, "priceText: must be text, got the number 10"],
    ["email", ["maker@example.com"], "email: must be text, got an array"],
    ["notes", null, "notes: must be text, got null"],
    [
      "status",
      "exported",
      'status: must be "pending" (only pending submissions are exported), got the text "exported"',
    ],
    ["uid", 1, "uid: must be text, got the number 1"],
    [
      "submittedAt",
      "2026-02-14T09:30:00Z",
      'submittedAt: must be a Firestore Timestamp, got the text "2026-02-14T09:30:00Z"',
    ],
    [
      "submittedAt",
      1760000000,
      "submittedAt: must be a Firestore Timestamp, got the number 1760000000",
    ],
  ])("names the field when %s is %j", (field, value, message) => {
    expect(problemsOf(storedDoc({ [field]: value }))).toEqual([message]);
  });

  it("lists every bad field at once", () => {
    expect(problemsOf({ name: 1, pricing: "x", status: "pending" })).toEqual([
      "name: must be text, got the number 1",
      "website: is missing",
      "category: is missing",
      "description: is missing",
      'pricing: must be "free", "freemium" or "paid", got the text "x"',
      "priceText: is missing",
      "email: is missing",
      "notes: is missing",
      "uid: is missing",
      "submittedAt: is missing",
    ]);
  });

  it.each([[null], ["text"], [42], [[]]])("refuses a document that is %j", (data) => {
    expect(problemsOf(data)[0]).toMatch(/^must be a document \(a map of fields\)/);
  });

  it("refuses an empty document id", () => {
    expect(problemsOf(storedDoc(), "")).toEqual(["id: must not be empty"]);
  });

  it("does not build a draft from a bad document", () => {
    expect(() =>
      submissionToDraft(parseSubmissionDocument(id, storedDoc({ pricing: 3 })), { today }),
    ).toThrow(/pricing: must be "free", "freemium" or "paid", got the number 3/);
  });
});

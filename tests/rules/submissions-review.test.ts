/**
 * `npm run submissions:review` end to end: submissions seeded into the Firestore emulator with
 * the Admin SDK, the CLI run as a child process against a temporary copy of data/tools and a
 * temporary public folder, then Firestore and the files read back. The real data/tools is
 * checked to be untouched.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  cliTimeout,
  expectPrintable,
  hostileText,
  root,
  runScript,
  scriptProject,
  storedSubmission,
  temporaryFolderEach,
} from "./cli";
import { submissionCategories } from "@/lib/submission-fields";

const projectId = "demo-aicompass-review";
const realData = path.join(root, "data", "tools");

const submission = storedSubmission;

const seeded: Record<string, Record<string, unknown>> = {
  writer1: submission({}),
  gptcopy2: submission({
    name: "GPT Helper",
    website: "https://www.chatgpt.com/?utm_source=newsletter",
    uid: "bob",
    submittedAt: Timestamp.fromDate(new Date("2026-11-21T09:30:00Z")),
  }),
  drafted3: submission({
    name: "Drafted Tool",
    website: "https://drafted.example.org",
    category: "images",
    status: "exported",
    submittedAt: Timestamp.fromDate(new Date("2026-11-22T09:30:00Z")),
  }),
  done4: submission({ name: "Done Tool", status: "approved", slug: "done-tool" }),
  gone5: submission({ name: "Gone Tool", status: "rejected", reason: "not-ai", reasonNote: "" }),
};

/** A fingerprint of every file in a folder, to show a run left it as it was. */
function folderHash(folder: string): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(folder).sort()) {
    hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  return hash.digest("hex");
}

const db = scriptProject(projectId, { tool_submissions: seeded });
const tmp = temporaryFolderEach("submissions-review-");
let dataDir: string;
let publicDir: string;
let realBefore: string;

function review(
  args: string[],
  options: { input?: string; env?: Record<string, string | undefined> } = {},
) {
  return runScript(
    "scripts/submissions-review.ts",
    [...args, "--project", projectId, "--data", dataDir, "--public", publicDir],
    options,
  );
}

async function stored(id: string) {
  return (await db().collection("tool_submissions").doc(id).get()).data() ?? {};
}

const textFile = () =>
  path.join(
    dataDir,
    readdirSync(dataDir).find((n) => n.endsWith("-text.json"))!,
  );
const itemsOf = (file: string) =>
  z
    .object({ items: z.array(z.object({ name: z.string() }).loose()) })
    .parse(JSON.parse(readFileSync(file, "utf8"))).items;

beforeAll(() => {
  realBefore = folderHash(realData);
});

beforeEach(() => {
  dataDir = path.join(tmp(), "tools");
  publicDir = path.join(tmp(), "public");
  cpSync(realData, dataDir, { recursive: true });
});

afterAll(() => {
  // Every run above wrote into its temporary copy only.
  expect(folderHash(realData)).toBe(realBefore);
});

describe("npm run submissions:review --list", () => {
  it(
    "lists the waiting submissions, oldest first, with what the directory has on their site",
    async () => {
      const result = await review(["--list"]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("3 waiting for review in the Firestore emulator");
      const order = ["writer1", "gptcopy2", "drafted3"].map((id) => result.stdout.indexOf(id));
      expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!))).toBe(
        true,
      );
      expect(result.stdout).not.toContain("done4");
      expect(result.stdout).not.toContain("gone5");
      expect(result.stdout).toContain(
        "The directory lists nothing on compass-writer.example.com/app.",
      );
      expect(result.stdout).toMatch(
        /Already listed on this site: ChatGPT \(\/tools\/chatgpt, .*chatgpt\.com\)/,
      );
    },
    cliTimeout,
  );

  it(
    "--json gives the same as data",
    async () => {
      const result = await review(["--list", "--json"]);
      expect(result.code).toBe(0);
      const listed = z
        .array(
          z.object({
            id: z.string(),
            status: z.string(),
            address: z.string().nullable(),
            matches: z.array(z.object({ slug: z.string() })),
          }),
        )
        .parse(JSON.parse(result.stdout));
      expect(listed.map((entry) => [entry.id, entry.status])).toEqual([
        ["writer1", "pending"],
        ["gptcopy2", "pending"],
        ["drafted3", "exported"],
      ]);
      expect(listed[1]!.address).toBe("chatgpt.com");
      expect(listed[1]!.matches.map((match) => match.slug)).toContain("chatgpt");
    },
    cliTimeout,
  );
});

describe("npm run submissions:review --approve", () => {
  it(
    "adds the tool to its category file and images, and marks the submission approved",
    async () => {
      const before = itemsOf(textFile()).length;
      const result = await review([
        "--approve",
        "writer1",
        // The text category has no prevailing genre to default to.
        "--genre",
        "Writing assistant",
        "--feature",
        "Drafts from an outline",
        "--feature",
        "Rewrites in your voice",
        "--task",
        "write-a-blog-post",
        "--pricing",
        "Freemium",
        "--price-quote",
        "Start free; Pro adds unlimited drafts.",
        "--json",
      ]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({
        id: "writer1",
        status: "approved",
        slug: "compass-writer",
      });
      const items = itemsOf(textFile());
      expect(items).toHaveLength(before + 1);
      expect(items.at(-1)).toMatchObject({
        name: "Compass Writer",
        link: "/tools/compass-writer",
        features: ["Drafts from an outline", "Rewrites in your voice"],
        pricing: "Freemium",
        sources: [
          { kind: "vendor", quote: "Start free; Pro adds unlimited drafts.", confirmsPrice: true },
        ],
      });
      expect(existsSync(path.join(publicDir, "images/tools/compass-writer.svg"))).toBe(true);
      const data = await stored("writer1");
      expect(data.status).toBe("approved");
      expect(data.slug).toBe("compass-writer");
      expect(data.reviewedAt).toBeInstanceOf(Timestamp);
      // The submitter's own fields are kept as sent.
      expect(data.name).toBe("Compass Writer");
      expect(data.email).toBe("maker@example.com");

      // A second approval is refused and changes nothing.
      const snapshot = readFileSync(textFile(), "utf8");
      const again = await review(["--approve", "writer1", "--feature", "x1"]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(
        'tool_submissions/writer1 was already reviewed: it is "approved" (listed as /tools/compass-writer)',
      );
      expect(readFileSync(textFile(), "utf8")).toBe(snapshot);
    },
    cliTimeout * 2,
  );

  it(
    "approves a submission drafted by submissions:export into the category the editor picks",
    async () => {
      const result = await review([
        "--approve",
        "drafted3",
        "--category",
        "productivity",
        "--genre",
        "Drafting",
        "--feature",
        "Keeps drafts",
        "--task",
        "manage-a-to-do-list",
      ]);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        /Approved Drafted Tool: added to .*-productivity\.json as \/tools\/drafted-tool/,
      );
      expect((await stored("drafted3")).status).toBe("approved");
    },
    cliTimeout,
  );

  it.each([
    [
      "an unknown id",
      ["--approve", "nope", "--feature", "x1"],
      "No submission tool_submissions/nope in the Firestore emulator",
    ],
    [
      "an unknown category",
      ["--approve", "writer1", "--category", "weapons", "--feature", "x1"],
      `Unknown category "weapons": pass --category with one of ${submissionCategories.join(", ")}.`,
    ],
    [
      "a tool without features",
      ["--approve", "writer1"],
      "features: must list at least one feature [--feature (once per feature)]",
    ],
    [
      "a slug another tool has",
      [
        "--approve",
        "writer1",
        "--slug",
        "chatgpt",
        "--genre",
        "Writing",
        "--feature",
        "x1",
        "--task",
        "write-a-blog-post",
      ],
      'slug "chatgpt" is already used by',
    ],
    [
      "a submission already rejected",
      ["--approve", "gone5", "--feature", "x1"],
      'was already reviewed: it is "rejected"',
    ],
  ])(
    "refuses %s, saying what is wrong, and changes nothing",
    async (_label, args, message) => {
      const before = folderHash(dataDir);
      const result = await review(args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(folderHash(dataDir)).toBe(before);
      expect(existsSync(publicDir)).toBe(false);
      expect((await stored("writer1")).status).toBe("pending");
    },
    cliTimeout,
  );
});

describe("npm run submissions:review --reject", () => {
  it(
    "records the reason and the note for the submitter",
    async () => {
      const result = await review([
        "--reject",
        "gptcopy2",
        "--reason",
        "duplicate",
        "--note",
        "ChatGPT is listed already.",
      ]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        "Rejected tool_submissions/gptcopy2: Already in the directory (note: ChatGPT is listed already.).",
      );
      const data = await stored("gptcopy2");
      expect(data).toMatchObject({
        status: "rejected",
        reason: "duplicate",
        reasonNote: "ChatGPT is listed already.",
      });
      expect(data.slug).toBeUndefined();
    },
    cliTimeout,
  );

  it(
    "refuses an unknown reason, and --reject without --reason",
    async () => {
      const unknown = await review(["--reject", "gptcopy2", "--reason", "spam"]);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Unknown reason "spam"');
      const missing = await review(["--reject", "gptcopy2"]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain("--reject needs --reason, one of duplicate, not-ai");
      expect((await stored("gptcopy2")).status).toBe("pending");
    },
    cliTimeout,
  );
});

describe("npm run submissions:review, interactive", () => {
  it(
    "asks about each waiting submission and records the answers",
    async () => {
      const answers = [
        // Compass Writer: approve with a genre (text has none to default to), the defaults,
        // one feature and one task; pricing as submitted.
        "a",
        "",
        "Writing assistant",
        "",
        "Drafts from an outline",
        "write-a-blog-post",
        "",
        "Start free; Pro adds unlimited drafts.",
        // GPT Helper: reject as a duplicate.
        "r",
        "1",
        "Listed as ChatGPT.",
        // Drafted Tool: skip.
        "s",
      ].join("\n");
      const result = await review([], { input: `${answers}\n` });
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("[1/3] writer1  Compass Writer");
      expect(result.stdout).toContain("Approved Compass Writer");
      expect(result.stdout).toContain(
        "Rejected tool_submissions/gptcopy2: Already in the directory",
      );
      expect(result.stdout).toContain("Approved 1, rejected 1, skipped 1; 1 still waiting.");
      expect(await stored("writer1")).toMatchObject({ status: "approved", slug: "compass-writer" });
      expect(itemsOf(textFile()).at(-1)).toMatchObject({
        name: "Compass Writer",
        tasks: ["write-a-blog-post"],
        pricing: "Freemium",
      });
      expect(await stored("gptcopy2")).toMatchObject({ status: "rejected", reason: "duplicate" });
      expect((await stored("drafted3")).status).toBe("exported");
    },
    cliTimeout,
  );

  it(
    "explains a refused approval and asks again, and stops cleanly when the input ends",
    async () => {
      // Approve without features (the defaults, no price quote): refused; then quit.
      const result = await review([], { input: "a\n\n\n\n\n\n\nq\n" });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("✗ Compass Writer cannot be listed as it stands");
      expect(result.stdout).toContain("Nothing was changed; try again, skip or quit.");
      expect((await stored("writer1")).status).toBe("pending");
      const ended = await review([], { input: "" });
      expect(ended.code).toBe(0);
      expect(ended.stdout).toContain("Approved 0, rejected 0, skipped 0; 3 still waiting.");
    },
    cliTimeout,
  );
});

describe("npm run submissions:review prints stored text safely", () => {
  const { id, ...fields } = hostileText;

  it.each<{ name: string; args: string[]; input: string | undefined }>([
    { name: "--list", args: ["--list"], input: undefined },
    { name: "--list --json", args: ["--list", "--json"], input: undefined },
    { name: "--approve (refused, quoting the name)", args: ["--approve", id], input: undefined },
    { name: "the interactive queue", args: [], input: "s\ns\ns\ns\n" },
  ])(
    "$name shows no raw control or bidi character from a hostile submission",
    async ({ args, input }) => {
      await db().collection("tool_submissions").doc(id).set(submission(fields));
      const result = await review(args, input === undefined ? {} : { input });
      expectPrintable(result.stdout);
      expectPrintable(result.stderr);
      // No stored newline starts a line of its own: the fake prompt stays inside the notes.
      expect(result.stdout).not.toMatch(/^Approve \(a\)[^\n]*\? a/m);
      if (args.includes("--json")) {
        // Escaped as JSON escapes: the values read back exactly as stored.
        const listed = z
          .array(z.object({ id: z.string(), name: z.string(), notes: z.string() }).loose())
          .parse(JSON.parse(result.stdout));
        expect(listed.find((entry) => entry.id === id)).toMatchObject(fields);
      } else if (args.length > 0 && args[0] === "--list") {
        expect(result.stdout).toContain("Evil<U+001B>[2J<U+001B>[H Tool");
        expect(result.stdout).toContain("<U+202E>evorppa<U+202C>");
        expect(result.stdout).toContain("out<U+200B>line");
        expect(result.stdout).toContain("$10<U+000D>APPROVED");
      }
    },
    cliTimeout,
  );
});

describe("npm run submissions:review without a usable Firestore", () => {
  it(
    "says to start the emulators when FIRESTORE_EMULATOR_HOST answers nothing",
    async () => {
      const result = await review(["--list"], { env: { FIRESTORE_EMULATOR_HOST: "127.0.0.1:1" } });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("not reachable at 127.0.0.1:1");
      expect(result.stderr).toContain("Start the emulators with npm run emulators");
    },
    cliTimeout,
  );

  it(
    "refuses options that do not go together",
    async () => {
      const both = await review(["--approve", "a", "--reject", "b", "--reason", "other"]);
      expect(both.code).toBe(2);
      expect(both.stderr).toContain("Choose one of --list, --approve and --reject.");
      const stray = await review(["--list", "--feature", "x"]);
      expect(stray.code).toBe(2);
      expect(stray.stderr).toContain("--feature goes with --approve <id>.");
    },
    cliTimeout,
  );
});

/**
 * `npm run submissions:export` end to end: submissions seeded into the Firestore emulator with
 * the Admin SDK, the CLI run as a child process, the files it writes read back.
 * Uses its own project id so the other rules tests (which clear demo-aicompass before each
 * test) and this file never see each other's documents.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { toolSchema } from "@/lib/schemas/tool";
import {
  cliTimeout,
  expectPrintable,
  hostileText,
  runScript,
  scriptProject,
  storedSubmission,
  temporaryFolderEach,
} from "./cli";

const projectId = "demo-aicompass-export";
/** The parts of an exported file these tests look into, checked rather than cast. */
const exportRecordSchema = z.object({ draft: z.unknown(), editorChecklist: z.array(z.string()) });

/** Runs scripts/submissions-export.ts with the given flags (and environment changes). */
const runCli = (args: string[], env: Record<string, string | undefined> = {}) =>
  runScript("scripts/submissions-export.ts", args, { env });

/** A pending submission sent on 14 February 2026, with `changes`. */
const pending = (changes: Record<string, unknown>) =>
  storedSubmission({
    submittedAt: Timestamp.fromDate(new Date("2026-02-14T09:30:00Z")),
    ...changes,
  });

const seeded: Record<string, Record<string, unknown>> = {
  alpha1SubmissionId: pending({}),
  beta22SubmissionId: pending({
    name: "Pixel Painter",
    website: "https://pixelpainter.example.io",
    category: "images",
    description: "Paints illustrations and product shots from a text prompt, in many styles.",
    pricing: "paid",
    priceText: "From $12 a month",
    email: "team@pixelpainter.example.io",
    notes: "Launch discount until May.",
    uid: "bob",
    submittedAt: Timestamp.fromDate(new Date("2026-02-15T18:05:07.123Z")),
  }),
  gamma3SubmissionId: pending({ name: "Old News", status: "exported" }),
};

const expectedFiles = [
  "2026-02-14-compass-writer-alpha1.json",
  "2026-02-15-pixel-painter-beta22.json",
];

const db = scriptProject(projectId, { tool_submissions: seeded });
const tmp = temporaryFolderEach("submissions-export-");

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

describe("npm run submissions:export against the emulator", () => {
  it(
    "writes one draft per pending submission, then skips them on a second run",
    async () => {
      const out = path.join(tmp(), "drafts"); // does not exist yet: the CLI creates it
      const first = await runCli(["--out", out, "--project", projectId]);
      expect(first.stderr).not.toMatch(/not exported|Could not|✗/);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`Reading pending submissions from the Firestore emulator`);
      expect(first.stdout).toContain(
        `Exported 2 pending submissions to ${out} (0 skipped: already exported).`,
      );
      expect(readdirSync(out).sort()).toEqual(expectedFiles);

      const writer = readJson(path.join(out, expectedFiles[0]!));
      expect(writer).toMatchObject({
        submission: {
          id: "alpha1SubmissionId",
          submittedAt: "2026-02-14T09:30:00.000Z",
          category: "text",
          email: "maker@example.com",
          notes: "",
          uid: "alice",
          website: "https://compass-writer.example.com/app",
          pricing: "freemium",
          priceText: "",
        },
        draft: {
          name: "Compass Writer",
          link: "/tools/compass-writer",
          externalLink: "https://compass-writer.example.com/app",
          pricing: "Freemium",
          imageUrl: "/images/tools/compass-writer.svg",
        },
      });

      const painter = readJson(path.join(out, expectedFiles[1]!));
      expect(painter).toMatchObject({
        submission: {
          id: "beta22SubmissionId",
          submittedAt: "2026-02-15T18:05:07.123Z",
          category: "images",
          email: "team@pixelpainter.example.io",
          notes: "Launch discount until May.",
          uid: "bob",
          pricing: "paid",
          priceText: "From $12 a month",
        },
        draft: {
          name: "Pixel Painter",
          genre: "Image generation",
          link: "/tools/pixel-painter",
          pricing: "price $12 /month",
          shortDescription:
            "Paints illustrations and product shots from a text prompt, in many styles.",
        },
      });

      for (const record of [writer, painter]) {
        const { draft, editorChecklist } = exportRecordSchema.parse(record);
        // Only what an editor must add keeps the draft from passing the tool schema.
        const result = toolSchema.safeParse(draft);
        const fields = result.success ? [] : result.error.issues.map((i) => i.path.join("."));
        for (const field of fields) {
          expect(editorChecklist.some((item) => item.startsWith(`Schema: ${field}:`))).toBe(true);
        }
        expect(fields).toContain("features");
        expect(editorChecklist.join("\n")).toMatch(/^Logo: /m);
        expect(editorChecklist.join("\n")).toMatch(/^Pricing: /m);
      }
      expect(exportRecordSchema.parse(writer).editorChecklist[0]).toMatch(
        /data\/tools\/\d+-text\.json/,
      );
      expect(exportRecordSchema.parse(painter).editorChecklist[0]).toMatch(
        /data\/tools\/\d+-images\.json/,
      );

      const before = expectedFiles.map((name) => readFileSync(path.join(out, name), "utf8"));
      const second = await runCli(["--out", out, "--project", projectId]);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain(
        `Exported 0 pending submissions to ${out} (2 skipped: already exported).`,
      );
      expect(second.stdout).toContain(`skipped ${path.join(out, expectedFiles[0]!)}`);
      expect(readdirSync(out).sort()).toEqual(expectedFiles);
      expect(expectedFiles.map((name) => readFileSync(path.join(out, name), "utf8"))).toEqual(
        before,
      );

      // Without --mark-exported, Firestore is left as it was.
      const statuses = await Promise.all(
        Object.keys(seeded).map(async (id) =>
          (await db().collection("tool_submissions").doc(id).get()).get("status"),
        ),
      );
      expect(statuses).toEqual(["pending", "pending", "exported"]);
    },
    cliTimeout * 2,
  );

  it(
    "--mark-exported sets the exported submissions' status, so the next run finds none",
    async () => {
      const first = await runCli(["--out", tmp(), "--project", projectId, "--mark-exported"]);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain("Marked 2 submissions as exported.");
      for (const id of Object.keys(seeded)) {
        const snapshot = await db().collection("tool_submissions").doc(id).get();
        expect(snapshot.get("status")).toBe("exported");
        // Nothing else about the document changes.
        expect(snapshot.get("name")).toBe(seeded[id]!.name);
      }
      const second = await runCli(["--out", tmp(), "--project", projectId]);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain("Exported 0 pending submissions");
      expect(second.stdout).toContain("(0 skipped: already exported)");
      expect(readdirSync(tmp()).sort()).toEqual(expectedFiles);
    },
    cliTimeout * 2,
  );

  it(
    "--dry-run prints the drafts and writes nothing",
    async () => {
      const out = path.join(tmp(), "never-created");
      const result = await runCli([
        "--out",
        out,
        "--project",
        projectId,
        "--dry-run",
        "--mark-exported",
      ]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`would write ${path.join(out, expectedFiles[0]!)}`);
      expect(result.stdout).toContain('"link": "/tools/pixel-painter"');
      expect(result.stdout).toContain(
        `Dry run: would export 2 pending submissions to ${out} (0 skipped: already exported); nothing written.`,
      );
      expect(existsSync(out)).toBe(false);
      const snapshot = await db().collection("tool_submissions").doc("alpha1SubmissionId").get();
      expect(snapshot.get("status")).toBe("pending");
    },
    cliTimeout,
  );

  it(
    "never overwrites a file that holds another submission",
    async () => {
      const taken = path.join(tmp(), expectedFiles[0]!);
      const other = `${JSON.stringify({ submission: { id: "someoneElse" } })}\n`;
      writeFileSync(taken, other);
      const result = await runCli(["--out", tmp(), "--project", projectId, "--mark-exported"]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `tool_submissions/alpha1SubmissionId: ${taken} already holds tool_submissions/someoneElse; not overwritten`,
      );
      expect(readFileSync(taken, "utf8")).toBe(other);
      expect(result.stdout).toContain("Exported 1 pending submission to");
      expect(result.stdout).toContain("Marked 1 submissions as exported.");
      const status = (
        await db().collection("tool_submissions").doc("alpha1SubmissionId").get()
      ).get("status");
      expect(status).toBe("pending");
    },
    cliTimeout,
  );

  it(
    "reports a bad pending document by field, writes no file for it and exits 1",
    async () => {
      await db()
        .collection("tool_submissions")
        .doc("broken1SubmissionId")
        .set(pending({ name: "Broken Tool", priceText: 10, notes: null }));
      const result = await runCli(["--out", tmp(), "--project", projectId]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("tool_submissions/broken1SubmissionId:");
      expect(result.stderr).toContain("priceText: must be text, got the number 10");
      expect(result.stderr).toContain("notes: must be text, got null");
      expect(result.stdout).toContain("Exported 2 pending submissions");
      expect(readdirSync(tmp()).sort()).toEqual(expectedFiles);
    },
    cliTimeout,
  );
});

describe("npm run submissions:export writes and prints stored text safely", () => {
  const { id, ...fields } = hostileText;

  it.each<{ name: string; args: string[] }>([
    { name: "the draft files", args: [] },
    { name: "--dry-run's printout", args: ["--dry-run"] },
  ])(
    "$name hold no raw control or bidi character from a hostile submission",
    async ({ args }) => {
      await db().collection("tool_submissions").doc(id).set(pending(fields));
      const out = path.join(tmp(), "drafts");
      const result = await runCli(["--out", out, "--project", projectId, ...args]);
      expect(result.code).toBe(0);
      expectPrintable(result.stdout);
      expectPrintable(result.stderr);
      if (args.includes("--dry-run")) {
        // The printout is the draft's JSON: JSON's escapes, which read back as stored.
        expect(result.stdout).toContain("\\u001b[2J");
        expect(result.stdout).toContain("out\\u200bline");
        return;
      }
      const file = readdirSync(out).find((name) => name.includes("evil-2j-h-tool"));
      expect(file).toBeDefined();
      const text = readFileSync(path.join(out, file!), "utf8");
      expectPrintable(text);
      // The escapes are JSON's: the draft reads back exactly as submitted.
      const record = z
        .object({
          submission: z.object({ id: z.string(), notes: z.string() }).loose(),
          draft: z.object({ name: z.string() }).loose(),
        })
        .parse(JSON.parse(text));
      expect(record.submission.id).toBe(id);
      expect(record.submission.notes).toBe(fields.notes);
      expect(record.draft.name).toBe(fields.name);
    },
    cliTimeout,
  );
});

describe("npm run submissions:export without a usable Firestore", () => {
  it(
    "says to start the emulators when FIRESTORE_EMULATOR_HOST answers nothing",
    async () => {
      const result = await runCli(["--out", tmp()], { FIRESTORE_EMULATOR_HOST: "127.0.0.1:1" });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("not reachable at 127.0.0.1:1");
      expect(result.stderr).toContain("Start the emulators with npm run emulators");
      expect(readdirSync(tmp())).toEqual([]);
    },
    cliTimeout,
  );

  it(
    "says what to set when there is neither an emulator nor credentials",
    async () => {
      const result = await runCli(["--out", tmp()], {
        FIRESTORE_EMULATOR_HOST: undefined,
        GOOGLE_APPLICATION_CREDENTIALS: undefined,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("FIRESTORE_EMULATOR_HOST=127.0.0.1:8080");
      expect(result.stderr).toContain("GOOGLE_APPLICATION_CREDENTIALS=");
      expect(readdirSync(tmp())).toEqual([]);
    },
    cliTimeout,
  );

  it(
    "refuses to write into data/tools, which the build reads",
    async () => {
      const result = await runCli(["--out", path.join("data", "tools", "drafts")]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("the build reads every JSON file there");
    },
    cliTimeout,
  );
});

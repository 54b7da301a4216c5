/**
 * `npm run reports:export` end to end: reports seeded into the emulator with the Admin SDK,
 * the CLI run as a child process, its Markdown and JSON read, and --close checked in Firestore.
 */
import { Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { reportFields } from "../support/report-fields";
import { cliTimeout, expectPrintable, hostileText, runScript, scriptProject } from "./cli";

const projectId = "demo-aicompass-reports";

function report(changes: Record<string, unknown>): Record<string, unknown> {
  return {
    ...reportFields,
    createdAt: Timestamp.fromDate(new Date("2026-11-20T10:00:00Z")),
    ...changes,
  };
}

const seeded: Record<string, Record<string, unknown>> = {
  price1: report({ note: "Plus is $25 a month now." }),
  link2: report({
    problem: "link",
    uid: "bob",
    createdAt: Timestamp.fromDate(new Date("2026-11-21T10:00:00Z")),
  }),
  prompt3: report({
    kind: "chatgpt",
    itemId: "swot-with-strategies",
    itemName: "SWOT with strategies",
    problem: "description",
  }),
  closed4: report({ itemId: "midjourney", itemName: "Midjourney", status: "closed" }),
};

const db = scriptProject(projectId, { reports: seeded });

const exportReports = (args: string[] = []) =>
  runScript("scripts/reports-export.ts", [...args, "--project", projectId]);

describe("npm run reports:export prints stored text safely", () => {
  it.each<{ name: string; args: string[] }>([
    { name: "Markdown", args: [] },
    { name: "--json", args: ["--json"] },
  ])(
    "$name holds no raw control or bidi character from a hostile report",
    async ({ args }) => {
      await db()
        .collection("reports")
        .doc(hostileText.id)
        .set(
          report({
            itemId: "chat\u001b[8mgpt",
            itemName: hostileText.name,
            note: hostileText.notes,
          }),
        );
      const result = await exportReports(args);
      expect(result.code).toBe(0);
      expectPrintable(result.stdout);
      expectPrintable(result.stderr);
      if (args.includes("--json")) {
        const groups = z
          .array(
            z
              .object({
                itemName: z.string(),
                reports: z.array(z.object({ id: z.string(), note: z.string() })),
              })
              .loose(),
          )
          .parse(JSON.parse(result.stdout));
        const hostile = groups
          .flatMap((group) => group.reports)
          .find((r) => r.id === hostileText.id);
        expect(hostile?.note).toBe(hostileText.notes);
      } else {
        // Markdown: the code point is shown, its angle brackets escaped.
        expect(result.stdout).toContain("Evil\\<U+001B\\>\\[2J");
        expect(result.stdout).toContain("<U+2028\\>\\<U+E0061\\>");
        expect(result.stdout).not.toMatch(/^Approve \(a\)/m);
      }
    },
    cliTimeout,
  );
});

describe("npm run reports:export", () => {
  it(
    "writes the open reports as Markdown, grouped by item, most reported first",
    async () => {
      const result = await exportReports();
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      const text = result.stdout;
      expect(text).toContain("3 open reports on 2 items, from the Firestore emulator");
      expect(text).toContain("## ChatGPT (Tool, 2 reports)");
      expect(text).toContain("## SWOT with strategies (ChatGPT prompt, 1 report)");
      expect(text.indexOf("## ChatGPT")).toBeLessThan(text.indexOf("## SWOT with strategies"));
      expect(text).toMatch(/\[\/tools\/chatgpt\]\(https?:\/\/[^)]+\/tools\/chatgpt\)/);
      expect(text).toMatch(/\/chatgpt-prompts\/[a-z-]+#swot-with-strategies/);
      // Newest first within an item.
      expect(text.indexOf("`link2`")).toBeLessThan(text.indexOf("`price1`"));
      expect(text).toContain("**Price**: Plus is $25 a month now. (report `price1`)");
      expect(text).not.toContain("Midjourney");
    },
    cliTimeout,
  );

  it(
    "--json gives the groups as data",
    async () => {
      const result = await exportReports(["--json"]);
      expect(result.code).toBe(0);
      const groups = z
        .array(
          z.object({
            itemId: z.string(),
            path: z.string().nullable(),
            reports: z.array(z.object({ id: z.string(), createdAt: z.string(), uid: z.string() })),
          }),
        )
        .parse(JSON.parse(result.stdout));
      expect(groups.map((group) => group.itemId)).toEqual(["chatgpt", "swot-with-strategies"]);
      expect(groups[0]!.reports.map((r) => r.id)).toEqual(["link2", "price1"]);
      expect(groups[0]!.reports[0]!.createdAt).toBe("2026-11-21T10:00:00.000Z");
    },
    cliTimeout,
  );

  it(
    "--close marks reports as dealt with, and the export leaves them out",
    async () => {
      const result = await exportReports(["--close", "price1", "--close", "link2"]);
      expect(result.code).toBe(0);
      expect(result.stderr).toContain("Closed 2 reports.");
      expect(result.stdout).toContain("1 open report on 1 item");
      expect(result.stdout).not.toContain("## ChatGPT (");
      const closed = (await db().collection("reports").doc("price1").get()).data() ?? {};
      expect(closed.status).toBe("closed");
      expect(closed.closedAt).toBeInstanceOf(Timestamp);
      expect(closed.note).toBe("Plus is $25 a month now.");
    },
    cliTimeout,
  );

  it(
    "says which ids it could not close, and exits 1",
    async () => {
      const result = await exportReports(["--close", "nope", "--close", "closed4"]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("No report reports/nope");
      expect(result.stderr).toContain('reports/closed4 is already "closed".');
      expect(result.stdout).toContain("3 open reports on 2 items");
    },
    cliTimeout,
  );

  it(
    "says to start the emulators when FIRESTORE_EMULATOR_HOST answers nothing",
    async () => {
      const result = await runScript("scripts/reports-export.ts", [], {
        env: { FIRESTORE_EMULATOR_HOST: "127.0.0.1:1" },
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("not reachable at 127.0.0.1:1");
    },
    cliTimeout,
  );
});
